package dev.strategist.games.checkers;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * Dense rectified layers in floats, as a network in play runs them between its first layer and its output: each
 * layer's units are its bias plus its inputs' rows, then cut at 0. A row an input, so that adding one is a plain sum
 * of two arrays the compiler vectorises, and inputs at 0 (most of them, after rectifying) cost nothing.
 */
final class RectifiedLayers {
    /** The most units a layer may have in a file. */
    static final int MAX_UNITS = 4096;
    /** The most layers a file may have. */
    static final int MAX_LAYERS = 4;

    /** {@code sizes[0]} inputs, then each layer's units. */
    private final int[] sizes;
    /** Layer l's row for input i: {@code rows[l][i]}. */
    private final float[][][] rows;
    private final float[][] biases;

    /** Layers of the given sizes ({@code sizes[0]} the inputs), weights {@code [layer][input * units + unit]}. */
    RectifiedLayers(int[] sizes, float[][] weights, float[][] biases) {
        this.sizes = sizes.clone();
        this.rows = new float[sizes.length - 1][][];
        this.biases = new float[sizes.length - 1][];
        for (int l = 0; l + 1 < sizes.length; l++) {
            int in = sizes[l];
            int out = sizes[l + 1];
            rows[l] = new float[in][out];
            for (int i = 0; i < in; i++) {
                System.arraycopy(weights[l], i * out, rows[l][i], 0, out);
            }
            this.biases[l] = biases[l].clone();
        }
    }

    /** The units of each layer, without the inputs. */
    int[] units() {
        return java.util.Arrays.copyOfRange(sizes, 1, sizes.length);
    }

    /** The units of the last layer. */
    int top() {
        return sizes[sizes.length - 1];
    }

    /** Room for one run: the inputs, then each layer's units; and the places of the inputs that are not 0. */
    Scratch scratch() {
        float[][] s = new float[sizes.length][];
        int widest = 0;
        for (int l = 0; l < sizes.length; l++) {
            s[l] = new float[sizes[l]];
            widest = Math.max(widest, sizes[l]);
        }
        return new Scratch(s, new int[widest]);
    }

    /** One run's room: {@code units[0]} the inputs, {@code units[l]} layer l's units. */
    record Scratch(float[][] units, int[] nonZero) {
    }

    /** Runs the layers on the inputs in {@code units[0]} and answers the last layer's rectified units. */
    float[] run(Scratch scratch) {
        float[][] s = scratch.units();
        int[] nonZero = scratch.nonZero();
        for (int l = 0; l < rows.length; l++) {
            float[] in = s[l];
            float[] out = s[l + 1];
            System.arraycopy(biases[l], 0, out, 0, out.length);
            float[][] layer = rows[l];
            // about half the rectified inputs are 0: their places first, without a branch to mispredict, then a row
            // for each of the others, in the same order as one loop would add them
            int n = 0;
            for (int i = 0; i < in.length; i++) {
                nonZero[n] = i;
                n += in[i] != 0 ? 1 : 0;
            }
            for (int k = 0; k < n; k++) {
                float v = in[nonZero[k]];
                float[] row = layer[nonZero[k]];
                for (int o = 0; o < out.length; o++) {
                    out[o] += v * row[o];
                }
            }
            for (int o = 0; o < out.length; o++) {
                out[o] = Math.max(0, out[o]);
            }
        }
        return s[rows.length];
    }

    /** Writes the layer count, the units of each layer, then each layer's weights (input by input) and biases. */
    void write(DataOutputStream d) throws IOException {
        d.writeInt(rows.length);
        for (int l = 1; l < sizes.length; l++) {
            d.writeInt(sizes[l]);
        }
        for (int l = 0; l < rows.length; l++) {
            for (float[] row : rows[l]) {
                for (float f : row) {
                    d.writeFloat(f);
                }
            }
            for (float f : biases[l]) {
                d.writeFloat(f);
            }
        }
    }

    /** Reads what {@link #write} wrote after {@code inputs} units; refuses counts out of range with the reason. */
    static RectifiedLayers read(DataInputStream d, int inputs) throws IOException {
        int count = d.readInt();
        if (count < 1 || count > MAX_LAYERS) {
            throw new IOException("a checkers network of " + count + " middle layers is out of range (1-"
                    + MAX_LAYERS + ")");
        }
        int[] sizes = new int[count + 1];
        sizes[0] = inputs;
        for (int l = 1; l <= count; l++) {
            sizes[l] = d.readInt();
            if (sizes[l] < 1 || sizes[l] > MAX_UNITS) {
                throw new IOException("a checkers network layer of " + sizes[l] + " units is out of range (1-"
                        + MAX_UNITS + ")");
            }
        }
        float[][] weights = new float[count][];
        float[][] biases = new float[count][];
        for (int l = 0; l < count; l++) {
            weights[l] = new float[sizes[l] * sizes[l + 1]];
            for (int i = 0; i < weights[l].length; i++) {
                weights[l][i] = d.readFloat();
            }
            biases[l] = new float[sizes[l + 1]];
            for (int i = 0; i < biases[l].length; i++) {
                biases[l][i] = d.readFloat();
            }
        }
        return new RectifiedLayers(sizes, weights, biases);
    }
}
