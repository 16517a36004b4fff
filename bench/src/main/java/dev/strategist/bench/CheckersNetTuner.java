package dev.strategist.bench;

import static dev.strategist.bench.TexelFit.sigmoid;

import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersNetwork;
import dev.strategist.games.checkers.CheckersPatternWeights;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.games.checkers.TrainableCheckersNetwork;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Fits a {@link CheckersNetwork} to {@link CheckersPatternData}'s positions as a correction on top of the default
 * evaluation without its database (the tuned terms and the default's pattern tables, held fixed): the model is
 * {@code sigmoid(k (base + network))} for the side to move, k the scale that best fits the base alone to the
 * results, the target {@code lambda} times the game's result plus {@code 1 - lambda} times {@code sigmoid(k
 * score)} of the search's score, as {@link CheckersPatternTuner} fits the tables. Adam on minibatches of mean
 * squared error, the last tenth of the data held out, the epoch held out best kept; {@code --test} files are scored,
 * never fitted. {@code --layers=32x32} puts middle layers of those units between the hidden units and the output.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersNetTuner --data=FILE[,FILE...]
 * [--test=FILE[,...]] [--hidden=32] [--layers=UxU] [--buckets=1] [--lambda=0.3] [--epochs=20] [--rate=0.001]
 * [--decay=0] [--seed=1] [--out=checkers-net.bin]}
 */
public final class CheckersNetTuner {
    private int count;
    /** The inputs of position i: {@code start[i]} to {@code start[i + 1]} in {@code inputs}. */
    private int[] start = new int[1];
    private byte[] inputs = new byte[0];
    private float[] base = new float[0];
    private float[] result = new float[0];
    private float[] score = new float[0];

    private CheckersNetTuner() {
    }

    /** Fits and writes. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersNetTuner --data=FILE[,FILE...] [--test=FILE[,...]]"
                + " [--hidden=32] [--layers=UxU] [--buckets=1] [--lambda=0.3] [--epochs=20] [--rate=0.001] [--decay=0]"
                + " [--seed=1] [--out=FILE]");
        String data = options.text("data", null);
        String test = options.text("test", null);
        int hidden = options.integer("hidden", 32);
        int[] layers = layers(options.text("layers", ""));
        int buckets = options.integer("buckets", 1);
        double lambda = options.decimal("lambda", 0.3);
        int epochs = options.integer("epochs", 20);
        double rate = options.decimal("rate", 0.001);
        double decay = options.decimal("decay", 0);
        long seed = options.integer("seed", 1);
        String out = options.text("out", null);
        options.done();
        if (data == null || layers == null || hidden < 1 || buckets < 1 || buckets > 24 || lambda < 0 || lambda > 1
                || epochs < 0 || rate <= 0 || decay < 0) {
            options.refuse();
        }
        CheckersNetTuner t = new CheckersNetTuner();
        long begin = System.nanoTime();
        FitSplit split = FitSplit.read(data, test, file -> t.load(file), () -> t.count);
        int fitted = split.fitted();
        int train = split.train();
        System.out.printf("%d positions (%d held out, %d to test), read in %.1f s%n", fitted, fitted - train,
                t.count - fitted, (System.nanoTime() - begin) / 1e9);
        double k = t.fitScale(train);
        double[] target = new double[t.count];
        for (int i = 0; i < t.count; i++) {
            target[i] = lambda * t.result[i] + (1 - lambda) * sigmoid(k * t.score[i]);
        }
        TrainableCheckersNetwork net = TrainableCheckersNetwork.random(hidden, buckets, layers, new Random(seed));
        net.zeroOutput();
        System.out.printf(Locale.ROOT, "scale k = %.5f; base alone: %s%n", k, t.report(net, k, target, train, fitted));
        t.fit(net, k, target, train, epochs, rate, decay, new Random(seed + 1), fitted);
        System.out.printf(Locale.ROOT, "fitted: %s%n", t.report(net, k, target, train, fitted));
        if (out != null) {
            try (OutputStream o = Files.newOutputStream(Path.of(out))) {
                net.freeze().write(o);
            }
            System.out.println("written to " + out);
        }
    }

    /** The middle layers' units, {@code 32x32} (none for an empty text), or null for a text that is not that. */
    static int[] layers(String text) {
        if (text.isEmpty()) {
            return new int[0];
        }
        String[] parts = text.split("x", -1);
        int[] units = new int[parts.length];
        for (int l = 0; l < parts.length; l++) {
            try {
                units[l] = Integer.parseInt(parts[l]);
            } catch (NumberFormatException e) {
                return null;
            }
            if (units[l] < 1 || units[l] > 4096) {
                return null;
            }
        }
        return parts.length > 4 ? null : units;
    }

    private String report(TrainableCheckersNetwork net, double k, double[] target, int train, int fitted) {
        return FitReport.of((t, from, to) -> error(net, k, t ? target : null, from, to), train, fitted, count);
    }

    private void load(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        int size = count + lines.size();
        start = Arrays.copyOf(start, size + 1);
        inputs = Arrays.copyOf(inputs, start[count] + lines.size() * 24);
        base = Arrays.copyOf(base, size);
        result = Arrays.copyOf(result, size);
        score = Arrays.copyOf(score, size);
        CheckersEvaluator evaluator = new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                null);
        int[] in = new int[32];
        for (int l = 0; l < lines.size(); l++) {
            CheckersLabel label = CheckersLabel.parse(file, l + 1, lines.get(l));
            int n = CheckersNetwork.inputs(label.position(), in);
            int at = start[count];
            if (at + n > inputs.length) {
                inputs = Arrays.copyOf(inputs, inputs.length * 2);
            }
            for (int j = 0; j < n; j++) {
                inputs[at + j] = (byte) in[j];
            }
            start[count + 1] = at + n;
            base[count] = evaluator.evaluate(label.position());
            result[count] = (float) label.result();
            score[count] = label.score();
            count++;
        }
    }

    /** The scale k (per hundredth of a man) that best fits the base alone to the results of the first positions. */
    private double fitScale(int train) {
        return TexelFit.bestScale(k -> baseError(k, train), 0.001, 0.05);
    }

    private double baseError(double k, int train) {
        double sum = 0;
        for (int i = 0; i < train; i++) {
            double d = sigmoid(k * base[i]) - result[i];
            sum += d * d;
        }
        return sum / train;
    }

    private double error(TrainableCheckersNetwork net, double k, double[] target, int from, int to) {
        double[] act = new double[net.activations()];
        double sum = 0;
        for (int i = from; i < to; i++) {
            double v = base[i] + net.forward(inputs, start[i], start[i + 1], act);
            double d = sigmoid(k * v) - (target == null ? result[i] : target[i]);
            sum += d * d;
        }
        return sum / Math.max(1, to - from);
    }

    private void fit(TrainableCheckersNetwork net, double k, double[] target, int train, int epochs, double rate,
                     double decay, Random random, int fitted) {
        double[] act = new double[net.activations()];
        MinibatchAdam steps = new MinibatchAdam(train, net.parameters());
        MinibatchAdam.Sample sample = (i, batch, grad) -> {
            double value = base[i] + net.forward(inputs, start[i], start[i + 1], act);
            double pr = sigmoid(k * value);
            double dOut = 2 * (pr - target[i]) * pr * (1 - pr) * k / batch;
            net.backward(inputs, start[i], start[i + 1], act, dOut, grad);
        };
        // a wide network fits its data past the point where held-out positions stop gaining: the epoch held out
        // best is the one kept
        double[] best = net.weights().clone();
        double bestHeld = fitted > train ? error(net, k, target, train, fitted) : Double.NaN;
        int bestEpoch = 0;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            steps.epoch(net.weights(), sample, rate, decay, random);
            double held = error(net, k, target, train, fitted);
            System.out.printf(Locale.ROOT, "epoch %d: error %.5f, held out %.5f, test %.5f%n", epoch,
                    error(net, k, target, 0, train), held, error(net, k, target, fitted, count));
            if (fitted == train || held < bestHeld) {
                bestHeld = held;
                bestEpoch = epoch;
                System.arraycopy(net.weights(), 0, best, 0, best.length);
            }
        }
        if (bestEpoch < epochs) {
            System.arraycopy(best, 0, net.weights(), 0, best.length);
            System.out.printf(Locale.ROOT, "kept epoch %d, held out best%n", bestEpoch);
        }
    }
}
