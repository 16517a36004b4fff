package dev.strategist.bench;

import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersPatternWeights;
import dev.strategist.games.checkers.CheckersPatterns;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fits {@link CheckersPatternWeights} to {@link CheckersPatternData}'s positions, on top of the default terms
 * ({@link CheckersWeights#TUNED}, held fixed): the model is {@code sigmoid(k (terms + patterns))} for the side to
 * move, k the scale that best fits the terms alone to the results, and the target is {@code lambda} times the
 * game's result plus {@code 1 - lambda} times {@code sigmoid(k score)} of the search's score (so a position is
 * judged by what a deeper look says of it, not only by who later blundered). Mean squared error plus a ridge
 * {@code --ridge} on the entries (in positions' worth, {@link #fit}), diagonal Newton steps, the last tenth of the
 * data (the last games) held out and its error printed each report.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersPatternTuner --data=FILE[,FILE...]
 * [--lambda=0.3] [--ridge=20] [--epochs=N] [--rate=X] [--out=checkers-patterns.bin.gz]}
 */
public final class CheckersPatternTuner {
    /** Block entries a position touches: nine for the side to move, nine (subtracted) for the other. */
    private static final int TOUCH = 2 * CheckersPatterns.BLOCKS;
    private static final int N = CheckersPatterns.SIZE;

    private int count;
    private int[] index = new int[0];
    private float[] phase = new float[0];
    private float[] base = new float[0];
    private float[] result = new float[0];
    private float[] score = new float[0];

    private CheckersPatternTuner() {
    }

    /** Fits and writes. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersPatternTuner --data=FILE[,FILE...] [--lambda=0.3]"
                + " [--ridge=20] [--epochs=N] [--rate=X] [--out=FILE]");
        String data = options.text("data", null);
        double lambda = options.decimal("lambda", 0.3);
        double ridge = options.decimal("ridge", 20);
        int epochs = options.integer("epochs", 200);
        double rate = options.decimal("rate", 0.1);
        String out = options.text("out", null);
        options.done();
        if (data == null || lambda < 0 || lambda > 1 || epochs < 1) {
            options.refuse();
        }
        CheckersPatternTuner t = new CheckersPatternTuner();
        long start = System.nanoTime();
        for (String name : data.split(",")) {
            t.load(Path.of(name));
        }
        int train = t.count - t.count / 10;
        System.out.printf("%d positions (%d held out), read in %.1f s%n", t.count, t.count - train,
                (System.nanoTime() - start) / 1e9);
        double k = t.fitScale(train);
        double[] target = t.targets(k, lambda);
        double[] w = new double[2 * N];
        System.out.printf(Locale.ROOT, "scale k = %.5f; terms alone: error %.5f (held out %.5f), against results"
                + " %.5f (%.5f)%n", k, t.error(w, k, target, 0, train), t.error(w, k, target, train, t.count),
                t.error(w, k, null, 0, train), t.error(w, k, null, train, t.count));
        t.fit(w, k, target, train, epochs, rate, ridge);
        System.out.printf(Locale.ROOT, "fitted: error %.5f (held out %.5f), against results %.5f (%.5f)%n",
                t.error(w, k, target, 0, train), t.error(w, k, target, train, t.count),
                t.error(w, k, null, 0, train), t.error(w, k, null, train, t.count));
        if (out != null) {
            int[][] tables = new int[2][N];
            for (int i = 0; i < 2 * N; i++) {
                long v = Math.round(w[i] * CheckersPatternWeights.UNIT);
                tables[i / N][i % N] = (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
            try (OutputStream o = Files.newOutputStream(Path.of(out))) {
                new CheckersPatternWeights(tables[0], tables[1]).write(o);
            }
            System.out.println("written to " + out);
        }
    }

    /** Appends the positions of one data file. */
    private void load(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        grow(count + lines.size());
        CheckersEvaluator terms = new CheckersEvaluator(CheckersWeights.TUNED);
        int[] idx = new int[TOUCH];
        for (int l = 0; l < lines.size(); l++) {
            String[] f = lines.get(l).split(";");
            if (f.length != 3) {
                throw new IllegalArgumentException(file + " line " + (l + 1) + ": expected FEN;result;score");
            }
            CheckersPosition p = CheckersPosition.of(f[0]);
            int s = p.sideToMove();
            double black = Double.parseDouble(f[1]);
            int blackScore = Integer.parseInt(f[2]);
            CheckersPatterns.indices(p, s, idx, 0);
            CheckersPatterns.indices(p, 1 - s, idx, CheckersPatterns.BLOCKS);
            System.arraycopy(idx, 0, index, count * TOUCH, TOUCH);
            phase[count] = (float) CheckersWeights.phase(Long.bitCount(p.pieces(0) | p.pieces(1)));
            base[count] = terms.evaluate(p);
            result[count] = (float) (s == 0 ? black : 1 - black);
            score[count] = Math.max(-3000, Math.min(3000, s == 0 ? blackScore : -blackScore));
            count++;
        }
    }

    private void grow(int n) {
        index = java.util.Arrays.copyOf(index, n * TOUCH);
        phase = java.util.Arrays.copyOf(phase, n);
        base = java.util.Arrays.copyOf(base, n);
        result = java.util.Arrays.copyOf(result, n);
        score = java.util.Arrays.copyOf(score, n);
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** The scale k (per hundredth of a man) that best fits the terms alone to the results of the first positions. */
    private double fitScale(int train) {
        double lo = 0.001;
        double hi = 0.05;
        double[] none = new double[2 * N];
        for (int i = 0; i < 60; i++) {
            double a = lo + (hi - lo) * 0.382;
            double b = lo + (hi - lo) * 0.618;
            if (error(none, a, null, 0, train) < error(none, b, null, 0, train)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    private double[] targets(double k, double lambda) {
        double[] t = new double[count];
        for (int i = 0; i < count; i++) {
            t[i] = lambda * result[i] + (1 - lambda) * sigmoid(k * score[i]);
        }
        return t;
    }

    /** The value of position {@code i} under entries {@code w}, in hundredths of a man. */
    private double value(double[] w, int i) {
        double ph = phase[i];
        double v = base[i];
        int o = i * TOUCH;
        for (int b = 0; b < TOUCH; b++) {
            int e = index[o + b];
            double entry = ph * w[e] + (1 - ph) * w[N + e];
            v += b < CheckersPatterns.BLOCKS ? entry : -entry;
        }
        return v;
    }

    /** Mean squared error over positions {@code from} to {@code to} against {@code target}, or the results if null. */
    private double error(double[] w, double k, double[] target, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            double d = sigmoid(k * value(w, i)) - (target == null ? result[i] : target[i]);
            sum += d * d;
        }
        return sum / Math.max(1, to - from);
    }

    /**
     * Newton-like steps on the first {@code train} positions: each entry moves by its gradient over its own
     * curvature (summed over the positions it appears in) plus the ridge, times {@code rate}. An entry seen in far
     * fewer than {@code ridge} positions stays near 0, one seen in many more is fitted to them; an Adam step
     * would move a pattern seen once as far as one seen a thousand times.
     */
    private void fit(double[] w, double k, double[] target, int train, int epochs, double rate, double ridge) {
        double[] g = new double[2 * N];
        double[] h = new double[2 * N];
        // a typical position's curvature (slope 0.2 of the sigmoid at k): the ridge weighs like that many positions
        double pull = 2 * ridge * (0.2 * k) * (0.2 * k);
        for (int epoch = 1; epoch <= epochs; epoch++) {
            java.util.Arrays.fill(g, 0);
            java.util.Arrays.fill(h, 0);
            for (int i = 0; i < train; i++) {
                double pr = sigmoid(k * value(w, i));
                double slope = pr * (1 - pr) * k;
                double d = 2 * (pr - target[i]) * slope;
                double c = 2 * slope * slope;
                double ph = phase[i];
                int o = i * TOUCH;
                for (int b = 0; b < TOUCH; b++) {
                    int e = index[o + b];
                    double s = b < CheckersPatterns.BLOCKS ? d : -d;
                    g[e] += s * ph;
                    g[N + e] += s * (1 - ph);
                    h[e] += c * ph * ph;
                    h[N + e] += c * (1 - ph) * (1 - ph);
                }
            }
            for (int e = 0; e < 2 * N; e++) {
                w[e] -= rate * (g[e] + pull * w[e]) / (h[e] + pull);
            }
            if (epoch % 20 == 0 || epoch == epochs) {
                System.out.printf(Locale.ROOT, "epoch %d: error %.5f, held out %.5f%n", epoch,
                        error(w, k, target, 0, train), error(w, k, target, train, count));
            }
        }
    }
}
