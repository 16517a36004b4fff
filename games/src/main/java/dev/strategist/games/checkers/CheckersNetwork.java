package dev.strategist.games.checkers;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A small network added to the checkers evaluation: 128 inputs (the side to move's men and kings, then the
 * opponent's, square by square as the side to move sees the board), one layer of rectified units, one output in
 * hundredths of a man. Tables of 4 x 4 blocks see each corner of the board alone; the hidden units can weigh
 * the whole board at once, as the networks of the strong programs do. The output layer may be split into buckets
 * by the number of pieces on the board, so that the same hidden units are weighed one way in the opening and
 * another in the ending (as the strong programs keep a network for each phase) at no cost a node. Between the hidden
 * units and the output there may be dense rectified layers ({@link RectifiedLayers}, as the strong programs' networks
 * have two of 32 units), which weigh the units together before the buckets do.
 */
public final class CheckersNetwork {
    /** The inputs: four planes of 32 squares. */
    public static final int INPUTS = 128;
    /** The output's unit: the units learn in men, the evaluation counts hundredths. */
    static final double SCALE = 100;
    /** Steps of the first layer's weights in play: 1 / 4096 of a unit, far below what the fit resolves. */
    static final int QUANT = 4096;
    /** The output's fixed point: its sum is a long, so products of a sum and a weight, each below 2^17, fit. */
    private static final int OUTPUT_SHIFT = 20;
    private static final int MAGIC = 0x434b4e31; // "CKN1": one output
    private static final int MAGIC_BUCKETS = 0x434b4e32; // "CKN2": the output in buckets by the pieces on the board
    private static final int MAGIC_LAYERS = 0x434b4e33; // "CKN3": buckets, with middle layers before them
    /** The most pieces on a board, which the buckets divide. */
    private static final int MAX_PIECES = 24;
    /** The first network shipped, fitted to the third generation's self-play data (evaluator {@code checkers-n1}). */
    public static final String FIRST = "checkers-net1.bin";

    private final int hidden;
    private final int buckets;
    /** Row {@code input} of the first layer at {@code input * hidden}. */
    private final float[] first;
    private final float[] bias;
    /** Bucket {@code b}'s output weights at {@code b * top} (top: the hidden units, or the last middle layer's). */
    private final float[] second;
    private final float[] outputBias;
    /** The layers between the hidden units and the output, or null: the output weighs the hidden units. */
    private final RectifiedLayers middle;
    /** The units the output weighs: the hidden ones, or the last middle layer's. */
    private final int top;
    /**
     * The first layer, a row an input, and its biases in units of 1 / {@link #QUANT}: integer sums come out the same
     * in any order. A row an array, as long as the sums', so that adding one is a loop the compiler vectorises (a
     * row inside one long array, at an offset, was added about half as fast).
     */
    private final int[][] quantFirst;
    private final int[] quantBias;
    /**
     * The second layer and the output's bias in hundredths of a man per unit of a quantized sum, times
     * 2^{@link #OUTPUT_SHIFT}: a second-layer weight of 1 is 25,600 steps, far finer than the fit resolves.
     */
    private final int[][] quantSecond;
    private final long[] quantOutputBias;
    /** The name it gives its evaluator ({@code n1}, {@code net:FILE}), or null for a network built in a fit. */
    private final String label;

    private CheckersNetwork(int hidden, float[] first, float[] bias, RectifiedLayers middle, float[] second,
                            float[] outputBias) {
        this(hidden, first, bias, middle, second, outputBias, null);
    }

    private CheckersNetwork(int hidden, float[] first, float[] bias, RectifiedLayers middle, float[] second,
                            float[] outputBias, String label) {
        this.label = label;
        this.hidden = hidden;
        this.buckets = outputBias.length;
        this.middle = middle;
        this.top = middle == null ? hidden : middle.top();
        this.first = first;
        this.bias = bias;
        this.second = second;
        this.outputBias = outputBias;
        this.quantFirst = new int[INPUTS][hidden];
        for (int i = 0; i < first.length; i++) {
            quantFirst[i / hidden][i % hidden] = Math.round(first[i] * QUANT);
        }
        this.quantBias = new int[hidden];
        for (int j = 0; j < hidden; j++) {
            quantBias[j] = Math.round(bias[j] * QUANT);
        }
        // the integer output is the path without middle layers; with them the output is summed in floats
        int integerOutputs = middle == null ? buckets : 0;
        this.quantSecond = new int[integerOutputs][hidden];
        this.quantOutputBias = new long[integerOutputs];
        for (int b = 0; b < integerOutputs; b++) {
            for (int j = 0; j < hidden; j++) {
                quantSecond[b][j] = (int) Math.round(second[b * hidden + j] * SCALE * (1 << OUTPUT_SHIFT) / QUANT);
            }
            quantOutputBias[b] = Math.round(outputBias[b] * SCALE * (1 << OUTPUT_SHIFT));
        }
    }

    /** The output bucket of a board with {@code pieces} pieces, of {@code buckets}: equal spans of 1 to 24 pieces. */
    static int bucket(int pieces, int buckets) {
        return Math.min(buckets - 1, Math.max(0, (pieces - 1) * buckets / MAX_PIECES));
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
                    int[] row = quantFirst[input(s, c, k, Long.numberOfTrailingZeros(bits))];
                    bits &= bits - 1;
                    for (int j = 0; j < hidden; j++) {
                        units[j] += row[j];
                    }
                }
            }
        }
        return output(units, Long.bitCount(p.pieces(0) | p.pieces(1)), middle == null ? null : middle.scratch());
    }

    /** The same network named {@code label}. */
    private CheckersNetwork labelled(String label) {
        return new CheckersNetwork(hidden, first, bias, middle, second, outputBias, label);
    }

    /** The input of side {@code c}'s piece, a man ({@code k} 0) or king, on bit {@code b}, seen by side {@code s}. */
    private static int input(int s, int c, int k, int b) {
        return ((c == s ? 0 : 2) + k) * 32 + (s == 1 ? 31 - b : b);
    }

    private int output(int[] units, int pieces, RectifiedLayers.Scratch scratch) {
        int b = bucket(pieces, buckets);
        if (middle != null) {
            return layered(units, b, scratch);
        }
        int[] weights = quantSecond[b];
        // integer products summed in a long: no rounding on the way, and no chain of float additions waiting on
        // each other (the compiler keeps a float sum in order, one addition's latency a unit)
        long sum = quantOutputBias[b];
        for (int j = 0; j < hidden; j++) {
            sum += (long) Math.max(0, units[j]) * weights[j];
        }
        return (int) ((sum + (1L << (OUTPUT_SHIFT - 1))) >> OUTPUT_SHIFT);
    }

    /** The output through the middle layers, in floats (their sums in a fixed order, so the same on any machine). */
    private int layered(int[] units, int b, RectifiedLayers.Scratch scratch) {
        float[] x = scratch.units()[0];
        for (int j = 0; j < hidden; j++) {
            x[j] = Math.max(0, units[j]) * (1f / QUANT);
        }
        float[] h = middle.run(scratch);
        float sum = outputBias[b];
        int o = b * top;
        for (int j = 0; j < top; j++) {
            sum += h[j] * second[o + j];
        }
        return Math.round(sum * (float) SCALE);
    }

    /**
     * The hidden units' sums, one set for each side to move, each brought from the last position scored with that
     * side to move by the pieces that changed: in a search one leaf differs from the last of its side by a few
     * pieces, so a score costs a few rows of the first layer instead of one row a piece, and only the side to move's
     * rows (the other side's sums wait for a position of its own). One per search (not for two threads).
     */
    public final class Accumulator {
        /** Beyond this many changed pieces, summing from nothing costs less. */
        private static final int MAX_CHANGES = 12;
        /** For each side to move, the last position it scored: Black's men and kings, White's men and kings. */
        private final long[][] last = new long[2][4];
        private final int[][] units = {new int[hidden], new int[hidden]};
        private final boolean[] valid = new boolean[2];
        private final RectifiedLayers.Scratch scratch = middle == null ? null : middle.scratch();

        /** The network's value of {@code p}, as {@link CheckersNetwork#score} gives it. */
        public int score(CheckersPosition p) {
            int s = p.sideToMove();
            long[] was = last[s];
            int[] u = units[s];
            long m0 = p.men(0);
            long k0 = p.kings(0);
            long m1 = p.men(1);
            long k1 = p.kings(1);
            long changed = (m0 ^ was[0]) | (k0 ^ was[1]) | (m1 ^ was[2]) | (k1 ^ was[3]);
            if (!valid[s] || Long.bitCount(changed) > MAX_CHANGES) {
                System.arraycopy(quantBias, 0, u, 0, hidden);
                add(u, s, m0, 0, 0);
                add(u, s, k0, 0, 1);
                add(u, s, m1, 1, 0);
                add(u, s, k1, 1, 1);
                valid[s] = true;
            } else if (changed != 0) {
                add(u, s, m0 & ~was[0], 0, 0);
                subtract(u, s, was[0] & ~m0, 0, 0);
                add(u, s, k0 & ~was[1], 0, 1);
                subtract(u, s, was[1] & ~k0, 0, 1);
                add(u, s, m1 & ~was[2], 1, 0);
                subtract(u, s, was[2] & ~m1, 1, 0);
                add(u, s, k1 & ~was[3], 1, 1);
                subtract(u, s, was[3] & ~k1, 1, 1);
            }
            was[0] = m0;
            was[1] = k0;
            was[2] = m1;
            was[3] = k1;
            return output(u, Long.bitCount(m0 | k0 | m1 | k1), scratch);
        }

        // two loops without a sign inside, each a plain sum of two arrays of one length, which the compiler vectorises
        private void add(int[] u, int s, long bits, int c, int k) {
            while (bits != 0) {
                int[] row = quantFirst[input(s, c, k, Long.numberOfTrailingZeros(bits))];
                bits &= bits - 1;
                for (int j = 0; j < u.length; j++) {
                    u[j] += row[j];
                }
            }
        }

        private void subtract(int[] u, int s, long bits, int c, int k) {
            while (bits != 0) {
                int[] row = quantFirst[input(s, c, k, Long.numberOfTrailingZeros(bits))];
                bits &= bits - 1;
                for (int j = 0; j < u.length; j++) {
                    u[j] -= row[j];
                }
            }
        }
    }

    /** Hidden units. */
    public int hidden() {
        return hidden;
    }

    /** The units of each middle layer between the hidden units and the output (none for a network without). */
    public int[] middleUnits() {
        return middle == null ? new int[0] : middle.units();
    }

    /** A network of these weights, for {@link TrainableCheckersNetwork#freeze}. */
    static CheckersNetwork of(int hidden, float[] first, float[] bias, RectifiedLayers middle, float[] second,
                              float[] outputBias) {
        return new CheckersNetwork(hidden, first, bias, middle, second, outputBias);
    }

    /** Output buckets by the pieces on the board (1: one output for every phase). */
    public int buckets() {
        return buckets;
    }

    /** The label of a shipped network ({@code n1}) or of one read by {@link #file} ({@code net:FILE}), or null. */
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
            return read(new java.io.BufferedInputStream(in)).labelled(label);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("reading " + name, e);
        }
    }

    /** What names a network read from a file: {@code net:FILE}, its evaluator {@code checkers-net:FILE}. */
    public static final String FILE_LABEL = "net:";

    /**
     * The network in {@code file} (as {@link #write} writes one), labelled {@code net:FILE} so that its evaluator is
     * named by the file, for trying a fitted network in matches before it is shipped.
     *
     * @throws IllegalArgumentException when the file cannot be read or is not a network, with the reason
     */
    public static CheckersNetwork file(java.nio.file.Path file) {
        try (InputStream in = new java.io.BufferedInputStream(java.nio.file.Files.newInputStream(file))) {
            return read(in).labelled(FILE_LABEL + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the checkers network " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes the network: a magic number, the hidden units (and, with more than one or with middle layers, the
     * output buckets), then the weights as floats: the first layer input by input, its biases, then (CKN3 only) the
     * middle layers' count, their units and each one's weights input by input and biases, then each bucket's output
     * weights and each bucket's output bias.
     */
    public void write(OutputStream out) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(middle != null ? MAGIC_LAYERS : buckets == 1 ? MAGIC : MAGIC_BUCKETS);
        d.writeInt(hidden);
        if (buckets > 1 || middle != null) {
            d.writeInt(buckets);
        }
        for (float f : first) {
            d.writeFloat(f);
        }
        for (float f : bias) {
            d.writeFloat(f);
        }
        if (middle != null) {
            middle.write(d);
        }
        for (float f : second) {
            d.writeFloat(f);
        }
        for (float f : outputBias) {
            d.writeFloat(f);
        }
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
        int magic = d.readInt();
        if (magic != MAGIC && magic != MAGIC_BUCKETS && magic != MAGIC_LAYERS) {
            throw new IOException("not a checkers network file (its first four bytes are not CKN1, CKN2 or CKN3)");
        }
        int hidden = d.readInt();
        if (hidden < 1 || hidden > 4096) {
            throw new IOException("a checkers network of " + hidden + " hidden units is out of range (1-4096)");
        }
        int buckets = magic == MAGIC ? 1 : d.readInt();
        if (buckets < 1 || buckets > MAX_PIECES) {
            throw new IOException("a checkers network of " + buckets + " output buckets is out of range (1-24)");
        }
        float[] first = new float[INPUTS * hidden];
        float[] bias = new float[hidden];
        for (int i = 0; i < first.length; i++) {
            first[i] = d.readFloat();
        }
        for (int i = 0; i < hidden; i++) {
            bias[i] = d.readFloat();
        }
        RectifiedLayers middle = magic == MAGIC_LAYERS ? RectifiedLayers.read(d, hidden) : null;
        float[] second = new float[buckets * (middle == null ? hidden : middle.top())];
        for (int i = 0; i < second.length; i++) {
            second[i] = d.readFloat();
        }
        float[] outputBias = new float[buckets];
        for (int b = 0; b < buckets; b++) {
            outputBias[b] = d.readFloat();
        }
        if (d.read() != -1) {
            throw new IOException("a checkers network file with bytes after its weights");
        }
        return new CheckersNetwork(hidden, first, bias, middle, second, outputBias);
    }
}
