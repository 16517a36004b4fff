package dev.strategist.bench;

import static dev.strategist.bench.TexelFit.sigmoid;

import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersFeatures;
import dev.strategist.games.checkers.CheckersPatternShape;
import dev.strategist.games.checkers.CheckersPatternWeights;
import dev.strategist.games.checkers.CheckersPatterns;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.games.checkers.CheckersWeightsFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Fits {@link CheckersPatternWeights} to {@link CheckersPatternData}'s positions, on top of the default terms
 * ({@link CheckersWeights#TUNED}, held fixed): the model is {@code sigmoid(k (terms + patterns))} for the side to
 * move, k the scale that best fits the terms alone to the results, and the target is {@code lambda} times the
 * game's result plus {@code 1 - lambda} times {@code sigmoid(k score)} of the search's score (so a position is
 * judged by what a deeper look says of it, not only by who later blundered). Mean squared error plus a ridge
 * {@code --ridge} on the entries (in positions' worth, {@link #fit}), diagonal Newton steps, the last tenth of the
 * data (the last games) held out and its error printed each report; {@code --test} files, if any, are scored too
 * (never fitted), so fits to different data are compared on the same positions; {@code --tables} files, if any,
 * are shipped tables scored on the same positions at the same k before the fit ({@code --epochs=0}: no fit), so a
 * generation is compared with its successor without its data. {@code --terms} names terms of
 * {@link CheckersFeatures} ({@code all}: every one) whose weights are fitted together with the tables, as changes
 * to the default's for a full board and for the ending, blended as {@link CheckersWeights} blends them; the fitted
 * set is printed as Java to ship; with {@code --hold=FILE} the tables are that shipped file's, held as they are, and
 * only the terms are fitted on top of them; with {@code --from=FILE} the tables start as that file's and the ridge
 * pulls them towards it, not towards 0, so that a small set of positions refines shipped tables instead of
 * replacing them. {@code --model} picks the
 * tables ({@link CheckersPatternShape}), {@code --phases} how many sets are blended by the pieces left (2: full
 * board and ending; more: evenly spaced between, each position between its two nearest; only 2 can be written).
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersPatternTuner
 * --data=FILE[,FILE...] [--test=FILE[,FILE...]] [--tables=FILE[,FILE...]] [--terms=NAME[,NAME...]|all]
 * [--hold=FILE|--from=FILE] [--model=blocks] [--phases=2]
 * [--lambda=0.3] [--ridge=20] [--epochs=N] [--rate=X] [--out=checkers-patterns.bin.gz] [--weights-out=FILE]}
 * {@code --weights-out} writes the fitted terms (the default's when none are fitted) and the tables written or
 * held as a {@link CheckersWeightsFile}, so that the fit plays as {@code checkers-w:FILE} without a build.
 */
public final class CheckersPatternTuner {
    private final CheckersPatternShape model;
    private final int phases;
    /** Entries a position touches: the side to move's (added), then as many of the other side's (subtracted). */
    private final int touch;
    /** Entries of one phase's tables. */
    private final int n;
    /** The terms whose weights are fitted too; their two weights each follow the tables' entries. */
    private final int[] terms;
    /** Where the terms' weights start: after every phase's tables. */
    private final int termsAt;

    private int count;
    /** Positions of the data files (the rest are test positions, never fitted). */
    private int fitted;
    private int[] index = new int[0];
    /** The lower of the two phase sets a position lies between, and its weight on the upper one. */
    private byte[] lower = new byte[0];
    private float[] upper = new float[0];
    private float[] base = new float[0];
    private float[] result = new float[0];
    private float[] score = new float[0];
    /** The fitted terms' counts, {@code terms.length} a position. */
    private float[] counts = new float[0];
    /** How far each position is from the ending, as the terms' weights are blended ({@link CheckersWeights#phase}). */
    private float[] termPhase = new float[0];

    private CheckersPatternTuner(CheckersPatternShape model, int phases, int[] terms) {
        this.model = model;
        this.phases = phases;
        this.touch = 2 * model.perSide();
        this.n = model.tables() * CheckersPatterns.SIZE;
        this.terms = terms;
        this.termsAt = phases * n;
    }

    /** The weights a fit has: every phase's tables, then each fitted term's full-board and ending change. */
    private int size() {
        return termsAt + 2 * terms.length;
    }

    /** The term indices {@code --terms} names, every one for {@code all}; refused by name if one is unknown. */
    static int[] termsNamed(String names) {
        if (names == null) {
            return new int[0];
        }
        if (names.equals("all")) {
            int[] all = new int[CheckersFeatures.COUNT];
            Arrays.setAll(all, t -> t);
            return all;
        }
        String[] list = names.split(",");
        int[] out = new int[list.length];
        for (int i = 0; i < list.length; i++) {
            out[i] = Arrays.asList(CheckersFeatures.NAMES).indexOf(list[i].trim());
            if (out[i] < 0) {
                throw new IllegalArgumentException("no checkers term '" + list[i] + "'; the terms are "
                        + String.join(", ", CheckersFeatures.NAMES));
            }
        }
        return out;
    }

    /** Fits and writes. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersPatternTuner --data=FILE[,FILE...] [--test=FILE[,...]]"
                + " [--tables=FILE[,...]] [--terms=NAME[,...]|all] [--hold=FILE|--from=FILE]"
                + " [--model=blocks|stm|kings|stm+kings] [--phases=2] [--lambda=0.3] [--ridge=20] [--epochs=N]"
                + " [--rate=X] [--out=FILE] [--weights-out=FILE]");
        String data = options.text("data", null);
        String test = options.text("test", null);
        String shippedTables = options.text("tables", null);
        CheckersPatternShape model = CheckersPatternShape.of(options.text("model", "blocks"));
        int[] terms = options.parsed("terms", null, CheckersPatternTuner::termsNamed);
        String hold = options.text("hold", null);
        String from = options.text("from", null);
        int phases = options.integer("phases", 2);
        double lambda = options.decimal("lambda", 0.3);
        double ridge = options.decimal("ridge", 20);
        int epochs = options.integer("epochs", 200);
        double rate = options.decimal("rate", 0.1);
        String out = options.text("out", null);
        String weightsOut = options.text("weights-out", null);
        options.done();
        if (data == null || lambda < 0 || lambda > 1 || epochs < 0 || phases < 2 || phases > 8
                || (out != null && (phases != 2 || epochs == 0)) || (shippedTables != null && phases != 2)
                || (hold != null && (phases != 2 || terms.length == 0 || out != null))
                || (from != null && (phases != 2 || hold != null))
                || (weightsOut != null && (phases != 2 || epochs == 0 || model != CheckersPatternShape.BLOCKS))) {
            options.refuse();
        }
        CheckersPatternTuner t = new CheckersPatternTuner(model, phases, terms);
        long start = System.nanoTime();
        for (String name : data.split(",")) {
            t.load(Path.of(name));
        }
        int fitted = t.count;
        t.fitted = fitted;
        int train = fitted - fitted / 10;
        if (test != null) {
            for (String name : test.split(",")) {
                t.load(Path.of(name));
            }
        }
        System.out.printf("%d positions (%d held out, %d to test), read in %.1f s%n", fitted, fitted - train,
                t.count - fitted, (System.nanoTime() - start) / 1e9);
        double k = t.fitScale(train);
        double[] target = t.targets(k, lambda);
        double[] w = new double[t.size()];
        System.out.printf(Locale.ROOT, "scale k = %.5f; terms alone: %s%n", k, t.report(w, k, target, train, fitted));
        if (shippedTables != null) {
            for (String name : shippedTables.split(",")) {
                double[] shipped = t.shipped(Path.of(name));
                System.out.printf(Locale.ROOT, "%s: %s%n", name, t.report(shipped, k, target, train, fitted));
            }
        }
        if (epochs == 0) {
            return;
        }
        // tables held or started from a file begin as its entries, and the ridge pulls them there (held, they stay)
        double[] prior = new double[w.length];
        String begin = hold != null ? hold : from;
        if (begin != null) {
            double[] shipped = t.shipped(Path.of(begin));
            System.arraycopy(shipped, 0, w, 0, t.termsAt);
            System.arraycopy(shipped, 0, prior, 0, t.termsAt);
            System.out.printf(Locale.ROOT, hold != null ? "%s held: %s%n" : "from %s: %s%n", begin,
                    t.report(w, k, target, train, fitted));
        }
        t.fit(w, k, target, train, epochs, rate, ridge, hold != null, prior);
        System.out.printf(Locale.ROOT, "fitted: %s%n", t.report(w, k, target, train, fitted));
        if (out != null) {
            int[][] tables = new int[2][t.n];
            for (int i = 0; i < 2 * t.n; i++) {
                long v = Math.round(w[i] * CheckersPatternWeights.UNIT);
                // phase set 1 is the full board, set 0 the ending
                tables[1 - i / t.n][i % t.n] = (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
            try (OutputStream o = Files.newOutputStream(Path.of(out))) {
                new CheckersPatternWeights(model, tables[0], tables[1]).write(o);
            }
            System.out.println("written to " + out);
        }
        CheckersWeights fittedTerms = terms.length > 0 ? t.printTerms(w) : CheckersWeights.TUNED;
        if (weightsOut != null) {
            Path file = Path.of(weightsOut).toAbsolutePath();
            String tables = out != null ? out : hold;
            String named = tables == null ? null
                    : file.getParent().relativize(Path.of(tables).toAbsolutePath()).toString();
            Files.writeString(file, CheckersWeightsFile.text(fittedTerms, named));
            System.out.println("weights written to " + weightsOut + ": play them as checkers-w:" + weightsOut);
        }
    }

    /** The default's term weights changed by the fit, printed as Java for a {@link CheckersWeights} to ship. */
    private CheckersWeights printTerms(double[] w) {
        int[] full = new int[CheckersFeatures.COUNT];
        int[] ending = new int[CheckersFeatures.COUNT];
        for (int t = 0; t < CheckersFeatures.COUNT; t++) {
            full[t] = CheckersWeights.TUNED.full(t);
            ending[t] = CheckersWeights.TUNED.ending(t);
        }
        for (int j = 0; j < terms.length; j++) {
            int t = terms[j];
            full[t] += (int) Math.round(w[termsAt + 2 * j]);
            ending[t] += (int) Math.round(w[termsAt + 2 * j + 1]);
            System.out.printf(Locale.ROOT, "%-20s full %4d (%+.1f), ending %4d (%+.1f)%n", CheckersFeatures.NAMES[t],
                    full[t], w[termsAt + 2 * j], ending[t], w[termsAt + 2 * j + 1]);
        }
        System.out.println("new int[] " + Arrays.toString(full).replace('[', '{').replace(']', '}') + ",");
        System.out.println("new int[] " + Arrays.toString(ending).replace('[', '{').replace(']', '}'));
        return new CheckersWeights("fitted", full, ending);
    }

    /** The entries of a weights file of this model, in the fit's layout (the ending's set first) and units. */
    private double[] shipped(Path file) throws IOException {
        CheckersPatternWeights weights;
        try (InputStream in = Files.newInputStream(file)) {
            weights = CheckersPatternWeights.read(in, model);
        }
        double[] w = new double[size()];
        for (int i = 0; i < n; i++) {
            w[i] = weights.entry(true, i) / (double) CheckersPatternWeights.UNIT;
            w[n + i] = weights.entry(false, i) / (double) CheckersPatternWeights.UNIT;
        }
        return w;
    }

    /** The errors against the target and the results, on the training, held-out and test positions. */
    private String report(double[] w, double k, double[] target, int train, int fitted) {
        return FitReport.of((t, from, to) -> error(w, k, t ? target : null, from, to), train, fitted, count);
    }

    /** Appends the positions of one data file. */
    private void load(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        grow(count + lines.size());
        CheckersEvaluator terms = new CheckersEvaluator(CheckersWeights.TUNED);
        int[] idx = new int[touch];
        int[] raw = new int[CheckersFeatures.COUNT];
        for (int l = 0; l < lines.size(); l++) {
            CheckersLabel label = CheckersLabel.parse(file, l + 1, lines.get(l));
            CheckersPosition p = label.position();
            model.indices(p, idx);
            System.arraycopy(idx, 0, index, count * touch, touch);
            double at = CheckersWeights.phase(Long.bitCount(p.pieces(0) | p.pieces(1))) * (phases - 1);
            int lo = Math.min(phases - 2, (int) at);
            lower[count] = (byte) lo;
            upper[count] = (float) (at - lo);
            base[count] = terms.evaluate(p);
            if (this.terms.length > 0) {
                CheckersFeatures.extract(p, raw);
                for (int j = 0; j < this.terms.length; j++) {
                    counts[count * this.terms.length + j] = raw[this.terms[j]];
                }
                termPhase[count] = (float) CheckersWeights.phase(Long.bitCount(p.pieces(0) | p.pieces(1)));
            }
            result[count] = (float) label.result();
            score[count] = label.score();
            count++;
        }
    }

    private void grow(int size) {
        index = Arrays.copyOf(index, size * touch);
        lower = Arrays.copyOf(lower, size);
        upper = Arrays.copyOf(upper, size);
        base = Arrays.copyOf(base, size);
        result = Arrays.copyOf(result, size);
        score = Arrays.copyOf(score, size);
        counts = Arrays.copyOf(counts, size * terms.length);
        termPhase = Arrays.copyOf(termPhase, size);
    }

    /** The scale k (per hundredth of a man) that best fits the terms alone to the results of the first positions. */
    private double fitScale(int train) {
        double[] none = new double[size()];
        return TexelFit.bestScale(k -> error(none, k, null, 0, train), 0.001, 0.05);
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
        double up = upper[i];
        int lo = lower[i] * n;
        int hi = lo + n;
        double v = base[i];
        int o = i * touch;
        int half = touch / 2;
        for (int b = 0; b < touch; b++) {
            int e = index[o + b];
            double entry = (1 - up) * w[lo + e] + up * w[hi + e];
            v += b < half ? entry : -entry;
        }
        double full = termPhase[i];
        for (int j = 0, c = i * terms.length; j < terms.length; j++, c++) {
            v += counts[c] * (full * w[termsAt + 2 * j] + (1 - full) * w[termsAt + 2 * j + 1]);
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
     * fewer than {@code ridge} positions stays near its {@code prior} (0 unless the tables started from a file), one
     * seen in many more is fitted to them; an Adam step would move a pattern seen once as far as one seen a thousand
     * times. With {@code holdTables} only the terms move.
     */
    private void fit(double[] w, double k, double[] target, int train, int epochs, double rate, double ridge,
                     boolean holdTables, double[] prior) {
        double[] g = new double[w.length];
        double[] h = new double[w.length];
        // a typical position's curvature (slope 0.2 of the sigmoid at k): the ridge weighs like that many positions
        double pull = 2 * ridge * (0.2 * k) * (0.2 * k);
        int half = touch / 2;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            Arrays.fill(g, 0);
            Arrays.fill(h, 0);
            for (int i = 0; i < train; i++) {
                double pr = sigmoid(k * value(w, i));
                double slope = pr * (1 - pr) * k;
                double d = 2 * (pr - target[i]) * slope;
                double c = 2 * slope * slope;
                double up = upper[i];
                int lo = lower[i] * n;
                int hi = lo + n;
                int o = i * touch;
                for (int b = 0; b < touch; b++) {
                    int e = index[o + b];
                    double s = b < half ? d : -d;
                    g[lo + e] += s * (1 - up);
                    g[hi + e] += s * up;
                    h[lo + e] += c * (1 - up) * (1 - up);
                    h[hi + e] += c * up * up;
                }
                double full = termPhase[i];
                for (int j = 0, x = i * terms.length; j < terms.length; j++, x++) {
                    double a = counts[x] * full;
                    double z = counts[x] * (1 - full);
                    g[termsAt + 2 * j] += d * a;
                    g[termsAt + 2 * j + 1] += d * z;
                    h[termsAt + 2 * j] += c * a * a;
                    h[termsAt + 2 * j + 1] += c * z * z;
                }
            }
            for (int e = holdTables ? termsAt : 0; e < w.length; e++) {
                // the evaluation never reads an unused entry (an empty kings' block): it stays 0
                w[e] -= e < termsAt && model.unused(e % n) ? w[e]
                        : rate * (g[e] + pull * (w[e] - prior[e])) / (h[e] + pull);
            }
            if (epoch % 20 == 0 || epoch == epochs) {
                System.out.printf(Locale.ROOT, "epoch %d: error %.5f, held out %.5f%n", epoch,
                        error(w, k, target, 0, train), error(w, k, target, train, fitted));
            }
        }
    }
}
