package dev.strategist.games.gomoku;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Random;

/**
 * A small network added to the Gomoku evaluation, which sees both sides' shapes on each line of each empty cell
 * together. The evaluation's terms count each side's shapes and combinations apart and add them up; here every
 * (empty cell, line) pair has a code ({@link #code}: the side to move's shape there and the opponent's), each
 * code a row of a table of {@code cellUnits} values, the board's units are the rows of all its pairs summed (and
 * a bias per empty cell), and a layer of {@code hidden} rectified units over those gives one output in the
 * evaluation's shape units (an open three's line 20). So the network weighs what the two sides make on the same
 * line (my open three where he has a four) and, through its hidden units, how the board's counts go together,
 * which a sum of terms cannot. The board's units are a sum over pairs, so a search brings them to its next
 * position by the pairs whose codes changed ({@link Accumulator}). Rectifying each cell's units before the sum
 * (each cell's four lines together) foretold results a little better and cost three times the search's speed,
 * measured in docs/benchmarks/gomoku.md.
 */
public final class GomokuNetwork {
    /** Line codes: the side to move's line shape times {@link GomokuShapes#COUNT} plus the opponent's. */
    public static final int CODES = GomokuShapes.COUNT * GomokuShapes.COUNT;
    /** The board's sums are divided by this: a board has some two hundred empty cells. */
    static final double POOL = 32;
    /** The output's unit, in shape units: the fit learns in units of a four's worth. */
    static final double SCALE = 64;
    /** Steps of the line table in play: 1 / 4096 of a unit, far below what the fit resolves. */
    static final int QUANT = 4096;
    private static final int MAGIC = 0x474b4e31; // "GKN1"

    private final int cellUnits;
    private final int hidden;
    /** Row {@code code} of the line table at {@code code * cellUnits}. */
    private final float[] table;
    private final float[] cellBias;
    /** Row {@code unit} of the hidden layer at {@code unit * cellUnits}. */
    private final float[] layer;
    private final float[] bias;
    private final float[] output;
    private final float outputBias;
    /**
     * The line table in units of 1 / {@link #QUANT}, a row an array (integer sums come out the same in any
     * order): the accumulator's loops then index every array alike, which the compiler turns into vector code.
     */
    private final int[][] quantRows;
    /** The bias per empty cell, in the same units. */
    private final int[] quantBias;
    /** The hidden layer per unit of an integer board sum, and the output layer and its bias in shape units. */
    private final float[] quantLayer;
    private final float[] quantOutput;
    private final float quantOutputBias;

    private GomokuNetwork(int cellUnits, int hidden, float[] table, float[] cellBias, float[] layer, float[] bias,
                          float[] output, float outputBias) {
        this.cellUnits = cellUnits;
        this.hidden = hidden;
        this.table = table;
        this.cellBias = cellBias;
        this.layer = layer;
        this.bias = bias;
        this.output = output;
        this.outputBias = outputBias;
        this.quantRows = new int[CODES][];
        for (int code = 0; code < CODES; code++) {
            quantRows[code] = quantize(java.util.Arrays.copyOfRange(table, code * cellUnits, (code + 1) * cellUnits));
        }
        this.quantBias = quantize(cellBias);
        this.quantLayer = new float[layer.length];
        for (int i = 0; i < layer.length; i++) {
            quantLayer[i] = (float) (layer[i] / (POOL * QUANT));
        }
        this.quantOutput = new float[hidden];
        for (int h = 0; h < hidden; h++) {
            quantOutput[h] = (float) (output[h] * SCALE);
        }
        this.quantOutputBias = (float) (outputBias * SCALE);
    }

    private static int[] quantize(float[] values) {
        int[] q = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            q[i] = Math.round(values[i] * QUANT);
        }
        return q;
    }

    /** A new accumulator of this network's sums, for one search. */
    public Accumulator accumulator() {
        return new Accumulator();
    }

    /**
     * The line code of {@code cell} along {@code dir} seen by {@code me}: its shape there times
     * {@link GomokuShapes#COUNT} plus the opponent's (0 on a stone and on a cell no line reaches).
     */
    public static int code(GomokuPosition p, int me, int cell, int dir) {
        return p.shape(me, cell, dir) * GomokuShapes.COUNT + p.shape(1 - me, cell, dir);
    }

    /**
     * Writes the four line codes of every empty cell with a shape on some line, seen by the side to move, at
     * {@code into[4 i .. 4 i + 4)}, and returns how many cells; {@code empty[0]} is set to the number of empty
     * cells with no shape at all, each of which adds the same units.
     */
    public static int inputs(GomokuPosition p, byte[] into, int[] empty) {
        int me = p.sideToMove();
        int n = 0;
        int blank = 0;
        for (int c = 0; c < p.maxMoves(); c++) {
            if (p.stone(c) != 0) {
                continue;
            }
            int any = 0;
            for (int d = 0; d < 4; d++) {
                int code = code(p, me, c, d);
                into[4 * n + d] = (byte) code;
                any |= code;
            }
            if (any == 0) {
                blank++;
            } else {
                n++;
            }
        }
        empty[0] = blank;
        return n;
    }

    /**
     * The network's value of {@code p} for the side to move, in shape units, summed from nothing; the
     * {@link Accumulator}'s value is the same to the last bit.
     */
    public int score(GomokuPosition p) {
        int me = p.sideToMove();
        int[] board = new int[cellUnits];
        for (int c = 0; c < p.maxMoves(); c++) {
            if (p.stone(c) != 0) {
                continue;
            }
            for (int u = 0; u < cellUnits; u++) {
                board[u] += quantBias[u];
            }
            for (int d = 0; d < 4; d++) {
                int[] row = quantRows[code(p, me, c, d)];
                for (int u = 0; u < cellUnits; u++) {
                    board[u] += row[u];
                }
            }
        }
        return head(board);
    }

    /** The hidden layer and the output over the board's integer sums. */
    private int head(int[] board) {
        float sum = quantOutputBias;
        for (int h = 0; h < hidden; h++) {
            float a = bias[h];
            int row = h * cellUnits;
            for (int u = 0; u < cellUnits; u++) {
                a += quantLayer[row + u] * board[u];
            }
            if (a > 0) {
                sum += a * quantOutput[h];
            }
        }
        return Math.round(sum);
    }

    /**
     * The board's units of the last position scored, for both sides to move, brought to the next position by
     * the (cell, line) pairs whose codes changed: a stone changes the codes of the cells on its four lines, each
     * along the one line it shares with the stone, so a leaf next to the last costs a few dozen rows of the table
     * instead of four rows a cell. The stones that differ are read from the two positions' move lists. One per
     * search (not for two threads); a position of another object or size is summed from nothing.
     */
    public final class Accumulator {
        /** Beyond this many stones that differ, summing from nothing costs less. */
        private static final int MAX_CHANGES = 12;
        private GomokuPosition last;
        private int[] lastMoves = new int[0];
        private int lastPly;
        private int cells;
        /** Each (cell, line)'s code as black sees it ({@code black * COUNT + white}), -1 on a stone. */
        private int[] codes = new int[0];
        /** The board's units as black sees it, when black is to move. */
        private final int[] black = new int[cellUnits];
        /** The board's units as white sees it. */
        private final int[] white = new int[cellUnits];

        /** The network's value of {@code p}, as {@link GomokuNetwork#score} gives it. */
        public int score(GomokuPosition p) {
            int ply = p.ply();
            int same = 0;
            if (p == last && p.maxMoves() == cells) {
                int upTo = Math.min(ply, lastPly);
                while (same < upTo && lastMoves[same] == p.moveAt(same)) {
                    same++;
                }
            }
            if (p != last || p.maxMoves() != cells || lastPly - same + ply - same > MAX_CHANGES) {
                refresh(p);
            } else {
                for (int i = same; i < lastPly; i++) {
                    stoneChanged(p, lastMoves[i]);
                }
                for (int i = same; i < ply; i++) {
                    stoneChanged(p, p.moveAt(i));
                }
            }
            if (lastMoves.length < ply) {
                lastMoves = java.util.Arrays.copyOf(lastMoves, Math.max(ply, 2 * lastMoves.length));
            }
            for (int i = same; i < ply; i++) {
                lastMoves[i] = p.moveAt(i);
            }
            lastPly = ply;
            return head(p.sideToMove() == 0 ? black : white);
        }

        private void refresh(GomokuPosition p) {
            last = p;
            cells = p.maxMoves();
            if (codes.length != 4 * cells) {
                codes = new int[4 * cells];
            }
            java.util.Arrays.fill(black, 0);
            java.util.Arrays.fill(white, 0);
            for (int c = 0; c < cells; c++) {
                if (p.stone(c) != 0) {
                    for (int d = 0; d < 4; d++) {
                        codes[4 * c + d] = -1;
                    }
                } else {
                    empty(p, c, 1);
                }
            }
        }

        /** Adds ({@code sign} 1) or takes away (-1) the empty {@code c}'s bias and the rows of its four codes. */
        private void empty(GomokuPosition p, int c, int sign) {
            add(quantBias, quantBias, sign);
            for (int d = 0; d < 4; d++) {
                int code = sign > 0 ? code(p, 0, c, d) : codes[4 * c + d];
                codes[4 * c + d] = sign > 0 ? code : -1;
                add(quantRows[code], quantRows[SWAP[code]], sign);
            }
        }

        /** Adds {@code sign} times a row to black's units and another to white's. */
        private void add(int[] blackRow, int[] whiteRow, int sign) {
            int[] b = black;
            int[] w = white;
            for (int j = 0; j < b.length; j++) {
                b[j] += sign * blackRow[j];
            }
            for (int j = 0; j < w.length; j++) {
                w[j] += sign * whiteRow[j];
            }
        }

        /** The stone on {@code s} was put or taken away: its own cell, and the cells on its four lines. */
        private void stoneChanged(GomokuPosition p, int s) {
            boolean empty = p.stone(s) == 0;
            boolean wasEmpty = codes[4 * s] >= 0;
            if (wasEmpty != empty) {
                empty(p, s, empty ? 1 : -1);
            }
            int[] nb = p.geometry().neighbours;
            for (int d = 0; d < 4; d++) {
                int base = (s * 4 + d) * 10;
                for (int digit = 0; digit < 10; digit++) {
                    int c = nb[base + digit];
                    if (c >= 0) {
                        int was = codes[4 * c + d];
                        if (was >= 0) {
                            int now = code(p, 0, c, d);
                            if (now != was) {
                                codes[4 * c + d] = now;
                                lineChanged(was, now);
                            }
                        }
                    }
                }
            }
        }

        /** One (cell, line) pair's code went from {@code was} to {@code now}: the row of one out, the other in. */
        private void lineChanged(int was, int now) {
            int[] b = black;
            int[] add = quantRows[now];
            int[] sub = quantRows[was];
            for (int j = 0; j < b.length; j++) {
                b[j] += add[j] - sub[j];
            }
            int[] w = white;
            add = quantRows[SWAP[now]];
            sub = quantRows[SWAP[was]];
            for (int j = 0; j < w.length; j++) {
                w[j] += add[j] - sub[j];
            }
        }
    }

    /** A code as the other side sees it: the two shapes swapped. */
    private static final int[] SWAP = new int[CODES];

    static {
        for (int code = 0; code < CODES; code++) {
            SWAP[code] = code % GomokuShapes.COUNT * GomokuShapes.COUNT + code / GomokuShapes.COUNT;
        }
    }

    /** Units per cell. */
    public int cellUnits() {
        return cellUnits;
    }

    /** Hidden units over the board's sums. */
    public int hidden() {
        return hidden;
    }

    /** Writes the network: a magic number, the two sizes, then the weights as floats. */
    public void write(OutputStream out) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(MAGIC);
        d.writeInt(cellUnits);
        d.writeInt(hidden);
        for (float[] part : new float[][] {table, cellBias, layer, bias, output}) {
            for (float f : part) {
                d.writeFloat(f);
            }
        }
        d.writeFloat(outputBias);
        d.flush();
    }

    /** Reads a network {@link #write} wrote; refuses another file with a reason. */
    public static GomokuNetwork read(InputStream in) throws IOException {
        try {
            return readWhole(new DataInputStream(in));
        } catch (java.io.EOFException e) {
            throw new IOException("a Gomoku network file cut short", e);
        }
    }

    private static GomokuNetwork readWhole(DataInputStream d) throws IOException {
        if (d.readInt() != MAGIC) {
            throw new IOException("not a Gomoku network file (its first four bytes are not GKN1)");
        }
        int cellUnits = d.readInt();
        int hidden = d.readInt();
        if (cellUnits < 1 || cellUnits > 256 || hidden < 1 || hidden > 256) {
            throw new IOException("a Gomoku network of " + cellUnits + " cell units and " + hidden
                    + " hidden units is out of range (1-256 each)");
        }
        float[][] parts = {new float[CODES * cellUnits], new float[cellUnits], new float[hidden * cellUnits],
            new float[hidden], new float[hidden]};
        for (float[] part : parts) {
            for (int i = 0; i < part.length; i++) {
                part[i] = d.readFloat();
            }
        }
        float outputBias = d.readFloat();
        if (d.read() != -1) {
            throw new IOException("a Gomoku network file with bytes after its weights");
        }
        return new GomokuNetwork(cellUnits, hidden, parts[0], parts[1], parts[2], parts[3], parts[4], outputBias);
    }

    /**
     * The same network in doubles, one array of parameters (the line table, the bias per empty cell, the hidden
     * layer, its biases, the output layer, the output's bias), with the forward and backward passes a fit needs.
     */
    public static final class Trainable {
        private final int cellUnits;
        private final int hidden;
        private final double[] w;
        private final int cellBiasAt;
        private final int layerAt;
        private final int biasAt;
        private final int outputAt;
        /** Scratch of a forward pass, kept for the backward pass: the board's units and the hidden units. */
        private final double[] board;
        private final double[] act;
        private final double[] dBoard;

        private Trainable(int cellUnits, int hidden) {
            this.cellUnits = cellUnits;
            this.hidden = hidden;
            cellBiasAt = CODES * cellUnits;
            layerAt = cellBiasAt + cellUnits;
            biasAt = layerAt + hidden * cellUnits;
            outputAt = biasAt + hidden;
            w = new double[outputAt + hidden + 1];
            board = new double[cellUnits];
            act = new double[hidden];
            dBoard = new double[cellUnits];
        }

        /** A network of the given sizes, drawn small and at random, its output layer 0 (it adds nothing yet). */
        public static Trainable random(int cellUnits, int hidden, Random random) {
            Trainable t = new Trainable(cellUnits, hidden);
            for (int i = 0; i < t.cellBiasAt; i++) {
                t.w[i] = random.nextGaussian() * 0.1;
            }
            for (int u = 0; u < cellUnits; u++) {
                t.w[t.cellBiasAt + u] = 0.05;
            }
            for (int i = t.layerAt; i < t.biasAt; i++) {
                t.w[i] = random.nextGaussian() / Math.sqrt(cellUnits);
            }
            return t;
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
         * The value in shape units of {@code n} cells' codes at {@code in[from ..)} (as {@link #inputs} writes
         * them) and {@code blank} cells with no shape; keeps what {@link #backward} needs.
         */
        public double forward(byte[] in, int from, int n, int blankCells) {
            int cu = cellUnits;
            for (int u = 0; u < cu; u++) {
                board[u] = (n + blankCells) * w[cellBiasAt + u] + 4.0 * blankCells * w[u];
            }
            for (int i = from; i < from + 4 * n; i++) {
                int row = in[i] * cu;
                for (int u = 0; u < cu; u++) {
                    board[u] += w[row + u];
                }
            }
            double sum = w[w.length - 1];
            for (int h = 0; h < hidden; h++) {
                double a = w[biasAt + h];
                int row = layerAt + h * cu;
                for (int u = 0; u < cu; u++) {
                    a += w[row + u] * board[u] / POOL;
                }
                act[h] = a;
                if (a > 0) {
                    sum += a * w[outputAt + h];
                }
            }
            return sum * SCALE;
        }

        /** Adds to {@code grad} the gradient of a loss whose slope in the value is {@code slope}, after {@link #forward} of the same inputs. */
        public void backward(byte[] in, int from, int n, int blankCells, double slope, double[] grad) {
            int cu = cellUnits;
            double d = slope * SCALE;
            grad[w.length - 1] += d;
            java.util.Arrays.fill(dBoard, 0);
            for (int h = 0; h < hidden; h++) {
                if (act[h] <= 0) {
                    continue;
                }
                grad[outputAt + h] += d * act[h];
                double back = d * w[outputAt + h];
                grad[biasAt + h] += back;
                int row = layerAt + h * cu;
                for (int u = 0; u < cu; u++) {
                    grad[row + u] += back * board[u] / POOL;
                    dBoard[u] += back * w[row + u] / POOL;
                }
            }
            for (int u = 0; u < cu; u++) {
                grad[cellBiasAt + u] += dBoard[u] * (n + blankCells);
                grad[u] += 4.0 * blankCells * dBoard[u];
            }
            for (int i = from; i < from + 4 * n; i++) {
                int row = in[i] * cu;
                for (int u = 0; u < cu; u++) {
                    grad[row + u] += dBoard[u];
                }
            }
        }

        /** The network in floats, for play. */
        public GomokuNetwork freeze() {
            float[][] parts = {new float[CODES * cellUnits], new float[cellUnits], new float[hidden * cellUnits],
                new float[hidden], new float[hidden]};
            int at = 0;
            for (float[] part : parts) {
                for (int i = 0; i < part.length; i++) {
                    part[i] = (float) w[at++];
                }
            }
            return new GomokuNetwork(cellUnits, hidden, parts[0], parts[1], parts[2], parts[3], parts[4],
                    (float) w[at]);
        }
    }
}
