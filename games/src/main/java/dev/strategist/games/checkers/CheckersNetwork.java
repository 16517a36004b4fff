package dev.strategist.games.checkers;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Random;

/**
 * A small network added to the checkers evaluation: 128 inputs (the side to move's men and kings, then the
 * opponent's, square by square as the side to move sees the board), one layer of rectified units, one output in
 * hundredths of a man. Tables of 4 x 4 blocks see each corner of the board alone; the hidden units can weigh
 * the whole board at once, as the networks of the strong programs do.
 */
public final class CheckersNetwork {
    /** The inputs: four planes of 32 squares. */
    public static final int INPUTS = 128;
    /** The output's unit: the units learn in men, the evaluation counts hundredths. */
    static final double SCALE = 100;
    /** Steps of the first layer's weights in play: 1 / 4096 of a unit, far below what the fit resolves. */
    static final int QUANT = 4096;
    private static final int MAGIC = 0x434b4e31; // "CKN1"
    /** The first network shipped, fitted to the third generation's self-play data (evaluator {@code checkers-n1}). */
    public static final String FIRST = "checkers-net1.bin";

    private final int hidden;
    /** Row {@code input} of the first layer at {@code input * hidden}. */
    private final float[] first;
    private final float[] bias;
    private final float[] second;
    private final float outputBias;
    /** The first layer and its biases in units of 1 / {@link #QUANT}: integer sums come out the same in any order. */
    private final int[] quantFirst;
    private final int[] quantBias;
    /** The second layer and the output's bias, scaled to hundredths of a man per unit of a quantized sum. */
    private final float[] quantSecond;
    private final float quantOutputBias;
    /** The name it gives its evaluator ({@code n1}), or null for a network read from a file of the user's. */
    private final String label;

    private CheckersNetwork(int hidden, float[] first, float[] bias, float[] second, float outputBias) {
        this(hidden, first, bias, second, outputBias, null);
    }

    private CheckersNetwork(int hidden, float[] first, float[] bias, float[] second, float outputBias, String label) {
        this.label = label;
        this.hidden = hidden;
        this.first = first;
        this.bias = bias;
        this.second = second;
        this.outputBias = outputBias;
        this.quantFirst = new int[first.length];
        for (int i = 0; i < first.length; i++) {
            quantFirst[i] = Math.round(first[i] * QUANT);
        }
        this.quantBias = new int[hidden];
        this.quantSecond = new float[hidden];
        for (int j = 0; j < hidden; j++) {
            quantBias[j] = Math.round(bias[j] * QUANT);
            quantSecond[j] = (float) (second[j] * SCALE / QUANT);
        }
        this.quantOutputBias = (float) (outputBias * SCALE);
    }

    /**
     * Writes the inputs of {@code p} that are on (at most 24, each below {@link #INPUTS}) into {@code out} and
     * returns how many: plane 0 the side to move's men, 1 its kings, 2 and 3 the opponent's; White's board is
     * turned half round, so that either side to move sees itself moving the same way.
     */
    public static int inputs(CheckersPosition p, int[] out) {
        int s = p.sideToMove();
        int n = 0;
        n = plane(p.men(s), 0, s == 1, out, n);
        n = plane(p.kings(s), 32, s == 1, out, n);
        n = plane(p.men(1 - s), 64, s == 1, out, n);
        return plane(p.kings(1 - s), 96, s == 1, out, n);
    }

    private static int plane(long bits, int offset, boolean turned, int[] out, int n) {
        while (bits != 0) {
            int b = Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            out[n++] = offset + (turned ? 31 - b : b);
        }
        return n;
    }

    /**
     * The network's value of {@code p} for the side to move, in hundredths of a man, summed from nothing; the
     * {@link Accumulator}'s value is the same to the last bit.
     */
    public int score(CheckersPosition p) {
        int[] units = java.util.Arrays.copyOf(quantBias, hidden);
        int s = p.sideToMove();
        for (int c = 0; c < 2; c++) {
            for (int k = 0; k < 2; k++) {
                long bits = k == 0 ? p.men(c) : p.kings(c);
                while (bits != 0) {
                    int row = input(s, c, k, Long.numberOfTrailingZeros(bits)) * hidden;
                    bits &= bits - 1;
                    for (int j = 0; j < hidden; j++) {
                        units[j] += quantFirst[row + j];
                    }
                }
            }
        }
        return output(units);
    }

    /** The input of a piece of side {@code c}, a man ({@code k} 0) or king, on bit {@code b}, seen by side {@code s}. */
    private static int input(int s, int c, int k, int b) {
        return ((c == s ? 0 : 2) + k) * 32 + (s == 1 ? 31 - b : b);
    }

    private int output(int[] units) {
        float sum = quantOutputBias;
        for (int j = 0; j < hidden; j++) {
            sum += Math.max(0, units[j]) * quantSecond[j];
        }
        return Math.round(sum);
    }

    /**
     * The hidden units' sums of the last position scored, for both sides to move, brought to the next position by
     * the pieces that changed: in a search one leaf differs from the last by a few pieces, so a score costs a few
     * rows of the first layer instead of one row a piece. One per search (not for two threads).
     */
    public final class Accumulator {
        /** Beyond this many changed pieces, summing from nothing costs less. */
        private static final int MAX_CHANGES = 12;
        private final long[] last = new long[4];
        private final int[][] units = {new int[hidden], new int[hidden]};
        private boolean valid;

        /** The network's value of {@code p}, as {@link CheckersNetwork#score} gives it. */
        public int score(CheckersPosition p) {
            long m0 = p.men(0);
            long k0 = p.kings(0);
            long m1 = p.men(1);
            long k1 = p.kings(1);
            long changed = (m0 ^ last[0]) | (k0 ^ last[1]) | (m1 ^ last[2]) | (k1 ^ last[3]);
            if (!valid || Long.bitCount(changed) > MAX_CHANGES) {
                for (int s = 0; s < 2; s++) {
                    System.arraycopy(quantBias, 0, units[s], 0, hidden);
                }
                add(m0, 0, 0, 1);
                add(k0, 0, 1, 1);
                add(m1, 1, 0, 1);
                add(k1, 1, 1, 1);
                valid = true;
            } else {
                add(m0 & ~last[0], 0, 0, 1);
                add(last[0] & ~m0, 0, 0, -1);
                add(k0 & ~last[1], 0, 1, 1);
                add(last[1] & ~k0, 0, 1, -1);
                add(m1 & ~last[2], 1, 0, 1);
                add(last[2] & ~m1, 1, 0, -1);
                add(k1 & ~last[3], 1, 1, 1);
                add(last[3] & ~k1, 1, 1, -1);
            }
            last[0] = m0;
            last[1] = k0;
            last[2] = m1;
            last[3] = k1;
            return output(units[p.sideToMove()]);
        }

        private void add(long bits, int c, int k, int sign) {
            while (bits != 0) {
                int b = Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                for (int s = 0; s < 2; s++) {
                    int row = input(s, c, k, b) * hidden;
                    int[] u = units[s];
                    if (sign > 0) {
                        for (int j = 0; j < hidden; j++) {
                            u[j] += quantFirst[row + j];
                        }
                    } else {
                        for (int j = 0; j < hidden; j++) {
                            u[j] -= quantFirst[row + j];
                        }
                    }
                }
            }
        }
    }

    /** Hidden units. */
    public int hidden() {
        return hidden;
    }

    /** The label of a shipped network ({@code n1}), or null. */
    public String label() {
        return label;
    }

    /** The first shipped network ({@link #FIRST}, the {@code checkers-n1} evaluator), read once. */
    public static CheckersNetwork first() {
        return First.NETWORK;
    }

    private static final class First {
        static final CheckersNetwork NETWORK = resource(FIRST, "n1");
    }

    private static CheckersNetwork resource(String name, String label) {
        try (InputStream in = CheckersNetwork.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no " + name + " beside CheckersNetwork on the class path");
            }
            CheckersNetwork n = read(new java.io.BufferedInputStream(in));
            return new CheckersNetwork(n.hidden, n.first, n.bias, n.second, n.outputBias, label);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("reading " + name, e);
        }
    }

    /** Writes the network: a magic number, the hidden units, then the weights as floats. */
    public void write(OutputStream out) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(MAGIC);
        d.writeInt(hidden);
        for (float f : first) {
            d.writeFloat(f);
        }
        for (float f : bias) {
            d.writeFloat(f);
        }
        for (float f : second) {
            d.writeFloat(f);
        }
        d.writeFloat(outputBias);
        d.flush();
    }

    /** Reads a network {@link #write} wrote; refuses another file with a reason. */
    public static CheckersNetwork read(InputStream in) throws IOException {
        try {
            return readWhole(new DataInputStream(in));
        } catch (java.io.EOFException e) {
            throw new IOException("a checkers network file cut short", e);
        }
    }

    private static CheckersNetwork readWhole(DataInputStream d) throws IOException {
        if (d.readInt() != MAGIC) {
            throw new IOException("not a checkers network file (its first four bytes are not CKN1)");
        }
        int hidden = d.readInt();
        if (hidden < 1 || hidden > 4096) {
            throw new IOException("a checkers network of " + hidden + " hidden units is out of range (1-4096)");
        }
        float[] first = new float[INPUTS * hidden];
        float[] bias = new float[hidden];
        float[] second = new float[hidden];
        for (int i = 0; i < first.length; i++) {
            first[i] = d.readFloat();
        }
        for (int i = 0; i < hidden; i++) {
            bias[i] = d.readFloat();
        }
        for (int i = 0; i < hidden; i++) {
            second[i] = d.readFloat();
        }
        float outputBias = d.readFloat();
        if (d.read() != -1) {
            throw new IOException("a checkers network file with bytes after its weights");
        }
        return new CheckersNetwork(hidden, first, bias, second, outputBias);
    }

    /**
     * The same network in doubles, one array of parameters (the first layer, its biases, the second layer, the
     * output's bias), with the forward and backward passes a fit needs.
     */
    public static final class Trainable {
        private final int hidden;
        private final double[] w;

        private Trainable(int hidden) {
            this.hidden = hidden;
            this.w = new double[INPUTS * hidden + 2 * hidden + 1];
        }

        /** A network of {@code hidden} units, the first layer drawn small and at random, the rest 0. */
        public static Trainable random(int hidden, Random random) {
            Trainable t = new Trainable(hidden);
            for (int i = 0; i < INPUTS * hidden; i++) {
                t.w[i] = random.nextGaussian() * 0.1;
            }
            for (int j = 0; j < hidden; j++) {
                t.w[INPUTS * hidden + j] = 0.1;
                t.w[INPUTS * hidden + hidden + j] = random.nextGaussian() * 0.01;
            }
            return t;
        }

        /** Sets the output layer to 0, so the network starts by adding nothing. */
        public void zeroOutput() {
            java.util.Arrays.fill(w, INPUTS * hidden + hidden, w.length, 0);
        }

        /** Hidden units. */
        public int hidden() {
            return hidden;
        }

        /** The number of parameters. */
        public int parameters() {
            return w.length;
        }

        /** The parameters themselves, for the optimiser to move. */
        public double[] weights() {
            return w;
        }

        /**
         * The value, in hundredths of a man, of the inputs {@code in[from..to)}; leaves the hidden units'
         * sums (before rectifying) in {@code act} for {@link #backward}.
         */
        public double forward(byte[] in, int from, int to, double[] act) {
            int b = INPUTS * hidden;
            System.arraycopy(w, b, act, 0, hidden);
            for (int i = from; i < to; i++) {
                int row = in[i] * hidden;
                for (int j = 0; j < hidden; j++) {
                    act[j] += w[row + j];
                }
            }
            int o = b + hidden;
            double sum = w[w.length - 1];
            for (int j = 0; j < hidden; j++) {
                if (act[j] > 0) {
                    sum += act[j] * w[o + j];
                }
            }
            return sum * SCALE;
        }

        /** Adds to {@code grad} the gradient of a loss whose slope in the value is {@code slope}. */
        public void backward(byte[] in, int from, int to, double[] act, double slope, double[] grad) {
            int b = INPUTS * hidden;
            int o = b + hidden;
            double d = slope * SCALE;
            grad[w.length - 1] += d;
            for (int j = 0; j < hidden; j++) {
                if (act[j] > 0) {
                    grad[o + j] += d * act[j];
                    double back = d * w[o + j];
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
            float[] second = new float[hidden];
            for (int i = 0; i < b; i++) {
                first[i] = (float) w[i];
            }
            for (int j = 0; j < hidden; j++) {
                bias[j] = (float) w[b + j];
                second[j] = (float) w[b + hidden + j];
            }
            return new CheckersNetwork(hidden, first, bias, second, (float) w[w.length - 1]);
        }
    }
}
