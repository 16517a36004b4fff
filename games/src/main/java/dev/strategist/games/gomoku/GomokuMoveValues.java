package dev.strategist.games.gomoku;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;

/**
 * How likely a strong player is to play a cell, learned from games: a value for the four line shapes the
 * side to move would make there, one for the four the opponent would make (the cell as a block), both by
 * the shapes as a set (the lines' order does not matter), one for the pair of combinations it makes for
 * each side, one for how near the cell is to the last two stones and one for its distance to the edge. The search orders its moves and keeps its {@code width} most promising by these values
 * ({@link GomokuCandidates}); the plain shape sums they replace rank the move a strong player chose lower.
 * Values are hundredths of the fitted logit; the fit is the bench's {@code GomokuMoveValueFit}.
 */
public final class GomokuMoveValues {
    /** Proximity classes of a cell to one stone: see {@link #near}. */
    public static final int NEAR = 5;
    /** Classes of a cell's distance to the board's edge: 0 on it, up to {@code EDGES - 1} and farther. */
    public static final int EDGES = 5;
    /** The values fitted to games against AIWine, read from {@code gomoku/move-values.txt}. */
    public static final GomokuMoveValues FITTED = read("move-values.txt");

    /** The side to move's value by the cell's packed shape index ({@link GomokuPosition#shapeIndex}). */
    private final int[] mine = new int[10_000];
    /** The opponent's, likewise. */
    private final int[] theirs = new int[10_000];
    /** By the proximity to the last stone and to the one before it: {@code near(last) * NEAR + near(before)}. */
    private final int[] nearLast = new int[NEAR * NEAR];
    /**
     * By the pair of combinations the cell makes for the side to move and for the opponent
     * ({@code mine * GomokuCombo.COUNT + theirs}): a cell that attacks and blocks at once is worth more than
     * the two sets add up to.
     */
    private final int[] pairs = new int[GomokuCombo.COUNT * GomokuCombo.COUNT];
    /** The index of the pair of combinations {@code mine} and {@code theirs} (each a {@link GomokuCombo} code). */
    public static int pair(int mine, int theirs) {
        return mine * GomokuCombo.COUNT + theirs;
    }

    /** By the cell's distance to the nearest edge, in {@link #EDGES} classes. */
    private final int[] edges = new int[EDGES];

    /**
     * Values from sets of four shape codes: {@code sets[i]} holds a set as the decimal number of its codes
     * in any order ({@code 4320}), {@code mine[i]} and {@code theirs[i]} its values; {@code near} the
     * {@link #NEAR} x {@link #NEAR} proximity values.
     */
    public GomokuMoveValues(int[] sets, int[] mine, int[] theirs, int[] near) {
        this(sets, mine, theirs, near, new int[GomokuCombo.COUNT * GomokuCombo.COUNT], new int[EDGES]);
    }

    /**
     * As above, with the values of the pairs of combinations ({@code mine * GomokuCombo.COUNT + theirs}) and
     * of the {@link #EDGES} distances to the edge.
     */
    public GomokuMoveValues(int[] sets, int[] mine, int[] theirs, int[] near, int[] pairs, int[] edges) {
        if (sets.length != mine.length || sets.length != theirs.length || near.length != NEAR * NEAR
                || pairs.length != GomokuCombo.COUNT * GomokuCombo.COUNT || edges.length != EDGES) {
            throw new IllegalArgumentException("move values need one mine and theirs value a set, "
                    + NEAR * NEAR + " proximity values, " + GomokuCombo.COUNT * GomokuCombo.COUNT
                    + " combination pairs and " + EDGES + " edge distances");
        }
        System.arraycopy(pairs, 0, this.pairs, 0, pairs.length);
        System.arraycopy(edges, 0, this.edges, 0, edges.length);
        int[] rowOfSet = new int[10_000];
        java.util.Arrays.fill(rowOfSet, -1);
        for (int i = 0; i < sets.length; i++) {
            rowOfSet[sortedDigits(sets[i])] = i;
        }
        for (int index = 0; index < 10_000; index++) {
            int row = rowOfSet[sortedDigits(index)];
            if (row >= 0) {
                this.mine[index] = mine[row];
                this.theirs[index] = theirs[row];
            }
        }
        System.arraycopy(near, 0, nearLast, 0, near.length);
    }

    /** The four decimal digits of {@code code} sorted, largest first, as a decimal number. */
    static int sortedDigits(int code) {
        if (code < 0 || code >= 10_000) {
            throw new IllegalArgumentException("a set of four shape codes is a number of four digits: " + code);
        }
        int[] d = {code / 1000, code / 100 % 10, code / 10 % 10, code % 10};
        java.util.Arrays.sort(d);
        return d[3] * 1000 + d[2] * 100 + d[1] * 10 + d[0];
    }

    /**
     * The proximity class of {@code cell} to {@code stone} on a board of side {@code size}: 0 next to it,
     * 1 two steps away on one of its lines, 2 two steps away off its lines, 3 three or four steps away on a
     * line, 4 farther (or no stone: {@code stone} negative).
     */
    public static int near(int cell, int stone, int size) {
        return stone < 0 ? 4 : near(cell % size, cell / size, stone % size, stone / size);
    }

    /** {@link #near} by the cell's and the stone's coordinates. */
    private static int near(int x, int y, int stoneX, int stoneY) {
        return NEAR_BY_OFFSET[Math.abs(x - stoneX) * GomokuGeometry.MAX_SIZE + Math.abs(y - stoneY)];
    }

    /** The class of {@code cell}'s distance to the nearest edge of a board of side {@code size}: 0 on it, at most {@link #EDGES} - 1. */
    public static int edge(int cell, int size) {
        return edge(cell % size, cell / size, size);
    }

    /** {@link #edge} by the cell's coordinates. */
    private static int edge(int x, int y, int size) {
        return Math.min(EDGES - 1, Math.min(Math.min(x, y), Math.min(size - 1 - x, size - 1 - y)));
    }

    /** {@link #near} by the two coordinates' distances, {@code dx * MAX_SIZE + dy}: a table, as it runs per candidate. */
    private static final byte[] NEAR_BY_OFFSET = new byte[GomokuGeometry.MAX_SIZE * GomokuGeometry.MAX_SIZE];

    static {
        for (int dx = 0; dx < GomokuGeometry.MAX_SIZE; dx++) {
            for (int dy = 0; dy < GomokuGeometry.MAX_SIZE; dy++) {
                int d = Math.max(dx, dy);
                boolean line = dx == 0 || dy == 0 || dx == dy;
                NEAR_BY_OFFSET[dx * GomokuGeometry.MAX_SIZE + dy] = (byte) (d <= 1 ? 0 : d == 2 ? (line ? 1 : 2)
                        : d <= 4 && line ? 3 : 4);
            }
        }
    }

    /** The value of playing the empty {@code cell} in {@code p}, for its side to move. */
    int value(GomokuPosition p, int cell) {
        int me = p.sideToMove();
        GomokuGeometry g = p.geometry();
        int x = g.column[cell];
        int y = g.row[cell];
        int last = p.lastMove();
        int before = p.moveBeforeLast();
        int a = last < 0 ? 4 : near(x, y, g.column[last], g.row[last]);
        int b = before < 0 ? 4 : near(x, y, g.column[before], g.row[before]);
        return valueAt(p, me, cell, x, y, a * NEAR + b);
    }

    /** The value of the empty {@code cell} at {@code x, y} for {@code me}, its proximity class pair {@code near}. */
    private int valueAt(GomokuPosition p, int me, int cell, int x, int y, int near) {
        int op = 1 - me;
        return mine[p.shapeIndex(me, cell)] + theirs[p.shapeIndex(op, cell)] + nearLast[near]
                + pairs[pair(p.combo(me, cell), p.combo(op, cell))] + edges[edge(x, y, p.size())];
    }

    /**
     * {@link #value} of each empty cell of {@code cells[from, to)} for the side to move of {@code p}, written
     * at {@code into[at...]}: what is the same for every cell of a node (the side, the last two stones,
     * the geometry) read once, as this runs for every candidate of every node.
     */
    void values(GomokuPosition p, int[] cells, int from, int to, int[] into, int at) {
        int me = p.sideToMove();
        GomokuGeometry g = p.geometry();
        int[] column = g.column;
        int[] row = g.row;
        int last = p.lastMove();
        int before = p.moveBeforeLast();
        // a missing stone is put far off the board, where every cell is in the last proximity class
        int lastX = last < 0 ? -GomokuGeometry.MAX_SIZE : column[last];
        int lastY = last < 0 ? -GomokuGeometry.MAX_SIZE : row[last];
        int beforeX = before < 0 ? -GomokuGeometry.MAX_SIZE : column[before];
        int beforeY = before < 0 ? -GomokuGeometry.MAX_SIZE : row[before];
        for (int i = from; i < to; i++) {
            int cell = cells[i];
            int x = column[cell];
            int y = row[cell];
            int a = nearClass(x - lastX, y - lastY);
            int b = nearClass(x - beforeX, y - beforeY);
            into[at + i - from] = valueAt(p, me, cell, x, y, a * NEAR + b);
        }
    }

    /** {@link #near}'s class of a cell {@code dx, dy} away from a stone, 4 beyond the board's size. */
    private static int nearClass(int dx, int dy) {
        int ax = Math.abs(dx);
        int ay = Math.abs(dy);
        return ax >= GomokuGeometry.MAX_SIZE || ay >= GomokuGeometry.MAX_SIZE ? 4
                : NEAR_BY_OFFSET[ax * GomokuGeometry.MAX_SIZE + ay];
    }

    /**
     * Reads values from the resource {@code gomoku/NAME}: {@code CODE MINE THEIRS} lines, {@code near A B VALUE},
     * and optionally {@code pair MINE THEIRS VALUE} (combinations) and {@code edge D VALUE} (0 where absent).
     */
    static GomokuMoveValues read(String name) {
        return GomokuTextLines.resource(name, GomokuMoveValues::parse);
    }

    /**
     * Reads values from a text file in the resource format of {@link #read(String)}.
     *
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is not a move values file, naming the line
     */
    public static GomokuMoveValues read(Path file) throws IOException {
        return GomokuTextLines.file(file, GomokuMoveValues::parse);
    }

    /** Values from a text in the resource format of {@link #read(String)}; {@code source} names it in errors. */
    public static GomokuMoveValues parse(BufferedReader in, String source) throws IOException {
        java.util.List<int[]> rows = new java.util.ArrayList<>();
        int[] near = new int[NEAR * NEAR];
        int[] pairs = new int[GomokuCombo.COUNT * GomokuCombo.COUNT];
        int[] edges = new int[EDGES];
        for (GomokuTextLines line : GomokuTextLines.read(in)) {
            String[] f = line.fields();
            try {
                if (f[0].equals("near") && f.length == 4) {
                    near[index(f[1], NEAR) * NEAR + index(f[2], NEAR)] = Integer.parseInt(f[3]);
                } else if (f[0].equals("pair") && f.length == 4) {
                    pairs[pair(index(f[1], GomokuCombo.COUNT), index(f[2], GomokuCombo.COUNT))] = Integer.parseInt(f[3]);
                } else if (f[0].equals("edge") && f.length == 3) {
                    edges[index(f[1], EDGES)] = Integer.parseInt(f[2]);
                } else if (f.length == 3) {
                    sortedDigits(Integer.parseInt(f[0]));
                    rows.add(new int[] {Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2])});
                } else {
                    throw new IllegalArgumentException(
                            "expected CODE MINE THEIRS, near A B VALUE, pair MINE THEIRS VALUE or edge D VALUE");
                }
            } catch (RuntimeException e) {
                throw line.error(source, e);
            }
        }
        int[] sets = new int[rows.size()];
        int[] mine = new int[rows.size()];
        int[] theirs = new int[rows.size()];
        for (int i = 0; i < sets.length; i++) {
            sets[i] = rows.get(i)[0];
            mine[i] = rows.get(i)[1];
            theirs[i] = rows.get(i)[2];
        }
        return new GomokuMoveValues(sets, mine, theirs, near, pairs, edges);
    }

    /** {@code text} as an index below {@code bound}. */
    private static int index(String text, int bound) {
        int i = Integer.parseInt(text);
        if (i < 0 || i >= bound) {
            throw new IllegalArgumentException(text + " is not between 0 and " + (bound - 1));
        }
        return i;
    }
}
