package dev.strategist.bench;

import static dev.strategist.bench.TexelFit.sigmoid;

import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuNetwork;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuWeights;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;

/**
 * Fits a {@link GomokuNetwork} to game results as a correction on top of the default freestyle evaluation
 * ({@link GomokuWeights#FITTED}, held fixed): the model is {@code sigmoid(k (base + network))} for the side to
 * move, k the scale that best fits the base alone. The data is games in {@link GomokuTuner}'s format
 * ({@code MOVES;RESULT}, more fields after a second {@code ;} ignored); every position from {@code --from-ply} on
 * that no decisive tier settles is a sample. With {@code --labels=FILE[,FILE...]} in place of {@code --data} the
 * samples are positions labelled by a search ({@link GomokuSearchLabels}, {@link GomokuSelfPlay}:
 * {@code MOVES;RESULT;SCORE}), each fitted to its search's score read as the side to move's chances on the scale
 * {@code k} ({@link GomokuTableTuner#searchTarget}), mixed with its game's result weighed {@code --lambda} (0 by
 * default): a game's result is the same for all its positions, a search's score tells its positions apart. Adam on
 * minibatches of mean squared error; the last tenth of the {@code --data} or {@code --labels} positions held out,
 * {@code --test} files (games) scored against their results, never fitted.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuNetTuner
 * --data=FILE[,FILE...]|--labels=FILE[,...] [--lambda=0] [--test=FILE[,...]] [--cells=16] [--hidden=16]
 * [--epochs=20] [--rate=0.001] [--decay=0]
 * [--from-ply=8] [--seed=1] [--out=gomoku-net.bin]}
 */
public final class GomokuNetTuner {
    private int count;
    /** Position i's cells' codes: {@code cells[i]} cells of four bytes from {@code start[i]} in {@code codes}. */
    private long[] start = new long[1];
    private int[] cells = new int[0];
    private int[] blank = new int[0];
    private byte[] codes = new byte[0];
    private int used;
    private float[] base = new float[0];
    private float[] result = new float[0];
    /** What a sample is fitted to: its result, or for a labelled position its search's score mixed with it. */
    private float[] target = new float[0];
    /** A labelled position's search score, {@link #NO_SCORE} for a position of a game. */
    private int[] label = new int[0];
    private static final int NO_SCORE = Integer.MIN_VALUE;
    private int skipped;

    private GomokuNetTuner() {
    }

    /** Fits and writes. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuNetTuner --data=FILE[,FILE...]|--labels=FILE[,...]"
                + " [--lambda=0] [--test=FILE[,...]] [--cells=16] [--hidden=16] [--epochs=20] [--rate=0.001]"
                + " [--decay=0] [--from-ply=8] [--seed=1] [--out=FILE]");
        String data = options.text("data", null);
        String labels = options.text("labels", null);
        double lambda = options.decimal("lambda", 0);
        String test = options.text("test", null);
        int cellUnits = options.integer("cells", 16);
        int hidden = options.integer("hidden", 16);
        int epochs = options.integer("epochs", 20);
        double rate = options.decimal("rate", 0.001);
        double decay = options.decimal("decay", 0);
        int fromPly = options.integer("from-ply", 8);
        long seed = options.integer("seed", 1);
        String out = options.text("out", null);
        options.done();
        if ((data == null) == (labels == null) || lambda < 0 || lambda > 1 || cellUnits < 1 || hidden < 1
                || epochs < 0 || rate <= 0 || decay < 0 || fromPly < 0) {
            options.refuse();
        }
        GomokuNetTuner t = new GomokuNetTuner();
        long begin = System.nanoTime();
        FitSplit split = labels == null ? FitSplit.read(data, test, file -> t.load(file, fromPly), () -> t.count)
                : FitSplit.read(labels, test, file -> t.loadLabels(file), () -> t.count, file -> t.load(file, fromPly));
        int fitted = split.fitted();
        int train = split.train();
        System.out.printf("%d positions (%d held out, %d to test), %d games left out (no five on the board),"
                + " read in %.1f s%n", fitted, fitted - train, t.count - fitted, t.skipped,
                (System.nanoTime() - begin) / 1e9);
        double k = TexelFit.bestScale(x -> t.baseError(x, train), 0.0005, 0.1);
        t.setTargets(k, lambda);
        GomokuNetwork.Trainable net = GomokuNetwork.Trainable.random(cellUnits, hidden, new Random(seed));
        System.out.printf(Locale.ROOT, "scale k = %.5f; base alone: %s%n", k, t.report(net, k, train, fitted));
        // a constant for the side to move (a tempo) is part of what any network learns, and worth nothing in a
        // search whose leaves all have the same side to move: shown apart, so the gain beyond it is clear
        double tempo = TexelFit.bestScale(c -> t.constantError(k, c, 0, train), -300, 300);
        System.out.printf(Locale.ROOT, "base and a constant %.1f for the side to move: held out %.5f, test %.5f%n",
                tempo, t.constantError(k, tempo, train, fitted), t.constantError(k, tempo, fitted, t.count));
        t.fit(net, k, train, epochs, rate, decay, new Random(seed + 1), fitted);
        System.out.printf(Locale.ROOT, "fitted: %s%n", t.report(net, k, train, fitted));
        if (out != null) {
            try (OutputStream o = Files.newOutputStream(Path.of(out))) {
                net.freeze().write(o);
            }
            System.out.println("written to " + out);
        }
    }

    private String report(GomokuNetwork.Trainable net, double k, int train, int fitted) {
        return FitReport.of((target, from, to) -> error(net, k, from, to, target ? this.target : result), train,
                fitted, count);
    }

    /** Each sample's target: its result, or for a labelled position {@code lambda} of it and the rest its score's. */
    private void setTargets(double k, double lambda) {
        for (int i = 0; i < count; i++) {
            target[i] = label[i] == NO_SCORE ? result[i]
                    : (float) (lambda * result[i] + (1 - lambda) * GomokuTableTuner.searchTarget(label[i], 100 * k));
        }
    }

    private void loadLabels(Path file) throws IOException {
        GomokuEvaluator evaluator = new GomokuEvaluator(0, 0, GomokuWeights.FITTED);
        byte[] in = new byte[4 * 15 * 15];
        int[] empty = new int[1];
        for (DataLines line : DataLines.read(file, 3, "MOVES;RESULT;SCORE")) {
            GomokuSearchLabels.Labelled labelled = GomokuSearchLabels.labelled(line, file, GomokuRule.FREESTYLE);
            GomokuPosition p = labelled.position();
            add(p, evaluator.evaluate(p), labelled.mine(), in, empty);
            label[count - 1] = labelled.score();
        }
    }

    private void load(Path file, int fromPly) throws IOException {
        GomokuEvaluator evaluator = new GomokuEvaluator(0, 0, GomokuWeights.FITTED);
        byte[] in = new byte[4 * 15 * 15];
        int[] empty = new int[1];
        for (DataLines line : DataLines.read(file, 2, "MOVES;RESULT")) {
            String[] f = line.fields();
            GomokuPosition game;
            double black;
            try {
                game = GomokuPosition.of(15, GomokuRule.FREESTYLE, f[0]);
                black = Double.parseDouble(f[1]);
            } catch (IllegalArgumentException e) {
                throw line.error(file, e);
            }
            if (!GomokuTuner.replay(game, black, fromPly, (p, mine) -> add(p, evaluator.evaluate(p), mine, in, empty))) {
                skipped++; // lost on an illegal move or the clock: the board does not show the result
            }
        }
    }

    private void add(GomokuPosition p, int score, double mine, byte[] in, int[] empty) {
        if (count == base.length) {
            int size = Math.max(1024, 2 * count);
            start = Arrays.copyOf(start, size + 1);
            cells = Arrays.copyOf(cells, size);
            blank = Arrays.copyOf(blank, size);
            base = Arrays.copyOf(base, size);
            result = Arrays.copyOf(result, size);
            target = Arrays.copyOf(target, size);
            label = Arrays.copyOf(label, size);
        }
        int n = GomokuNetwork.inputs(p, in, empty);
        if (used + 4 * n > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(1 << 20, 2 * codes.length));
        }
        System.arraycopy(in, 0, codes, used, 4 * n);
        start[count] = used;
        used += 4 * n;
        cells[count] = n;
        blank[count] = empty[0];
        base[count] = score;
        result[count] = (float) mine;
        label[count] = NO_SCORE;
        count++;
    }

    private double baseError(double k, int train) {
        double sum = 0;
        for (int i = 0; i < train; i++) {
            double d = sigmoid(k * base[i]) - result[i];
            sum += d * d;
        }
        return sum / train;
    }

    private double constantError(double k, double constant, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            double d = sigmoid(k * (base[i] + constant)) - target[i];
            sum += d * d;
        }
        return sum / Math.max(1, to - from);
    }

    private double error(GomokuNetwork.Trainable net, double k, int from, int to) {
        return error(net, k, from, to, target);
    }

    /** The mean squared error of positions {@code from} to {@code to} against {@code against} (targets or results). */
    private double error(GomokuNetwork.Trainable net, double k, int from, int to, float[] against) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            double v = base[i] + net.forward(codes, (int) start[i], cells[i], blank[i]);
            double d = sigmoid(k * v) - against[i];
            sum += d * d;
        }
        return sum / Math.max(1, to - from);
    }

    private void fit(GomokuNetwork.Trainable net, double k, int train, int epochs, double rate, double decay,
                     Random random, int fitted) {
        MinibatchAdam steps = new MinibatchAdam(train, net.parameters());
        MinibatchAdam.Sample sample = (i, batch, grad) -> {
            int from = (int) start[i];
            double value = base[i] + net.forward(codes, from, cells[i], blank[i]);
            double pr = sigmoid(k * value);
            net.backward(codes, from, cells[i], blank[i], 2 * (pr - target[i]) * pr * (1 - pr) * k / batch, grad);
        };
        for (int epoch = 1; epoch <= epochs; epoch++) {
            steps.epoch(net.weights(), sample, rate, decay, random);
            System.out.printf(Locale.ROOT, "epoch %d: error %.5f, held out %.5f, test %.5f%n", epoch,
                    error(net, k, 0, train), error(net, k, train, fitted), error(net, k, fitted, count));
        }
    }
}
