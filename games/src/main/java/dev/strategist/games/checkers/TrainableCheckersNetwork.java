package dev.strategist.games.checkers;

import java.util.Random;

/**
 * A {@link CheckersNetwork} in doubles for a fit: one array of parameters (the first layer, its biases, each middle
 * layer's weights input by input and its biases, each bucket's output weights, each bucket's output bias), with the
 * forward and backward passes. Not for two threads: a backward pass keeps its slopes in the network's own scratch.
 */
public final class TrainableCheckersNetwork {
    private static final int INPUTS = CheckersNetwork.INPUTS;
    private static final double SCALE = CheckersNetwork.SCALE;
    /** The most pieces on a board, which the buckets divide. */
    private static final int MAX_PIECES = 24;

    private final int hidden;
    private final int buckets;
    /** Each middle layer's units. */
    private final int[] middle;
    /** The units the output weighs: the hidden ones or the last middle layer's. */
    private final int top;
    /** Where each middle layer's weights start in the parameters (its biases follow them). */
    private final int[] middleAt;
    /** Where the output's weights start. */
    private final int secondAt;
    private final double[] w;
    /** Each unit's share of the loss's slope, a backward pass's scratch (a fit runs one pass at a time). */
    private final double[] delta;

    private TrainableCheckersNetwork(int hidden, int buckets, int[] middle) {
        this.hidden = hidden;
        this.buckets = buckets;
        this.middle = middle.clone();
        this.middleAt = new int[middle.length];
        int at = INPUTS * hidden + hidden;
        int in = hidden;
        for (int l = 0; l < middle.length; l++) {
            middleAt[l] = at;
            at += in * middle[l] + middle[l];
            in = middle[l];
        }
        this.top = in;
        this.secondAt = at;
        this.w = new double[at + buckets * top + buckets];
        this.delta = new double[activations()];
    }

    /** A network of {@code hidden} units and one output, the first layer drawn small and at random, the rest 0. */
    public static TrainableCheckersNetwork random(int hidden, Random random) {
        return random(hidden, 1, random);
    }

    /**
     * A network of {@code hidden} units and {@code buckets} outputs by the pieces on the board (1 to 24), the
     * first layer drawn small and at random.
     */
    public static TrainableCheckersNetwork random(int hidden, int buckets, Random random) {
        return random(hidden, buckets, new int[0], random);
    }

    /**
     * As above with middle layers of the given units between the hidden units and the output, drawn at random at
     * the scale that keeps a rectified layer's sums as large as its inputs.
     */
    public static TrainableCheckersNetwork random(int hidden, int buckets, int[] middle, Random random) {
        if (buckets < 1 || buckets > MAX_PIECES) {
            throw new IllegalArgumentException("output buckets must be 1 to 24, not " + buckets);
        }
        if (middle.length > RectifiedLayers.MAX_LAYERS) {
            throw new IllegalArgumentException("at most " + RectifiedLayers.MAX_LAYERS + " middle layers, not "
                    + middle.length);
        }
        for (int units : middle) {
            if (units < 1 || units > RectifiedLayers.MAX_UNITS) {
                throw new IllegalArgumentException("a middle layer must have 1 to " + RectifiedLayers.MAX_UNITS
                        + " units, not " + units);
            }
        }
        TrainableCheckersNetwork t = new TrainableCheckersNetwork(hidden, buckets, middle);
        for (int i = 0; i < INPUTS * hidden; i++) {
            t.w[i] = random.nextGaussian() * 0.1;
        }
        for (int j = 0; j < hidden; j++) {
            t.w[INPUTS * hidden + j] = 0.1;
        }
        int in = hidden;
        for (int l = 0; l < middle.length; l++) {
            double spread = Math.sqrt(2.0 / in);
            for (int i = 0; i < in * middle[l]; i++) {
                t.w[t.middleAt[l] + i] = random.nextGaussian() * spread;
            }
            for (int o = 0; o < middle[l]; o++) {
                t.w[t.middleAt[l] + in * middle[l] + o] = 0.01;
            }
            in = middle[l];
        }
        for (int j = 0; j < buckets * t.top; j++) {
            t.w[t.secondAt + j] = random.nextGaussian() * 0.01;
        }
        return t;
    }

    /** Sets the output layer to 0, so the network starts by adding nothing. */
    public void zeroOutput() {
        java.util.Arrays.fill(w, secondAt, w.length, 0);
    }

    /** Hidden units. */
    public int hidden() {
        return hidden;
    }

    /** Output buckets. */
    public int buckets() {
        return buckets;
    }

    /** The length of the array {@link #forward} leaves its sums in: the hidden units and every middle layer's. */
    public int activations() {
        int n = hidden;
        for (int units : middle) {
            n += units;
        }
        return n;
    }

    /** The number of parameters. */
    public int parameters() {
        return w.length;
    }

    /** The parameters themselves, for the optimiser to move. */
    public double[] weights() {
        return w;
    }

    /** Where the output weights of the bucket of a board with {@code pieces} pieces start in the parameters. */
    private int second(int pieces) {
        return secondAt + CheckersNetwork.bucket(pieces, buckets) * top;
    }

    /** Where the output bias of the bucket of a board with {@code pieces} pieces is. */
    private int outputBias(int pieces) {
        return w.length - buckets + CheckersNetwork.bucket(pieces, buckets);
    }

    /**
     * The value, in hundredths of a man, of the inputs {@code in[from..to)} (one a piece, so their number picks
     * the bucket); leaves each layer's sums (before rectifying) in {@code act}, {@link #activations} long, for
     * {@link #backward}.
     */
    public double forward(byte[] in, int from, int to, double[] act) {
        System.arraycopy(w, INPUTS * hidden, act, 0, hidden);
        for (int i = from; i < to; i++) {
            int row = in[i] * hidden;
            for (int j = 0; j < hidden; j++) {
                act[j] += w[row + j];
            }
        }
        int inAt = 0;
        int inSize = hidden;
        for (int l = 0; l < middle.length; l++) {
            int outAt = inAt + inSize;
            int units = middle[l];
            int weights = middleAt[l];
            System.arraycopy(w, weights + inSize * units, act, outAt, units);
            for (int i = 0; i < inSize; i++) {
                double x = act[inAt + i];
                if (x > 0) {
                    int row = weights + i * units;
                    for (int o = 0; o < units; o++) {
                        act[outAt + o] += x * w[row + o];
                    }
                }
            }
            inAt = outAt;
            inSize = units;
        }
        int o = second(to - from);
        double sum = w[outputBias(to - from)];
        for (int j = 0; j < top; j++) {
            if (act[inAt + j] > 0) {
                sum += act[inAt + j] * w[o + j];
            }
        }
        return sum * SCALE;
    }

    /** Adds to {@code grad} the gradient of a loss whose slope in the value is {@code slope}. */
    public void backward(byte[] in, int from, int to, double[] act, double slope, double[] grad) {
        int topAt = activations() - top;
        int o = second(to - from);
        double d = slope * SCALE;
        grad[outputBias(to - from)] += d;
        for (int j = 0; j < top; j++) {
            if (act[topAt + j] > 0) {
                grad[o + j] += d * act[topAt + j];
                delta[topAt + j] = d * w[o + j];
            } else {
                delta[topAt + j] = 0;
            }
        }
        int outAt = topAt;
        for (int l = middle.length - 1; l >= 0; l--) {
            int units = middle[l];
            int inSize = l == 0 ? hidden : middle[l - 1];
            int inAt = outAt - inSize;
            int weights = middleAt[l];
            for (int u = 0; u < units; u++) {
                grad[weights + inSize * units + u] += delta[outAt + u];
            }
            for (int i = 0; i < inSize; i++) {
                double x = act[inAt + i];
                double back = 0;
                if (x > 0) {
                    int row = weights + i * units;
                    for (int u = 0; u < units; u++) {
                        grad[row + u] += x * delta[outAt + u];
                        back += w[row + u] * delta[outAt + u];
                    }
                }
                delta[inAt + i] = back;
            }
            outAt = inAt;
        }
        int b = INPUTS * hidden;
        for (int j = 0; j < hidden; j++) {
            double back = delta[j];
            if (act[j] > 0 && back != 0) {
                grad[b + j] += back;
                for (int i = from; i < to; i++) {
                    grad[in[i] * hidden + j] += back;
                }
            }
        }
    }

    /** The network in floats, for play. */
    public CheckersNetwork freeze() {
        int b = INPUTS * hidden;
        float[] first = new float[b];
        float[] bias = new float[hidden];
        for (int i = 0; i < b; i++) {
            first[i] = (float) w[i];
        }
        for (int j = 0; j < hidden; j++) {
            bias[j] = (float) w[b + j];
        }
        RectifiedLayers layers = null;
        if (middle.length > 0) {
            int[] sizes = new int[middle.length + 1];
            sizes[0] = hidden;
            float[][] weights = new float[middle.length][];
            float[][] biases = new float[middle.length][];
            for (int l = 0; l < middle.length; l++) {
                sizes[l + 1] = middle[l];
                weights[l] = floats(middleAt[l], sizes[l] * middle[l]);
                biases[l] = floats(middleAt[l] + sizes[l] * middle[l], middle[l]);
            }
            layers = new RectifiedLayers(sizes, weights, biases);
        }
        return CheckersNetwork.of(hidden, first, bias, layers, floats(secondAt, buckets * top),
                floats(w.length - buckets, buckets));
    }

    private float[] floats(int from, int length) {
        float[] f = new float[length];
        for (int i = 0; i < length; i++) {
            f[i] = (float) w[from + i];
        }
        return f;
    }
}
