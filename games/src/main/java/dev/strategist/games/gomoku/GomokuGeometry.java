package dev.strategist.games.gomoku;

/**
 * The fixed facts of one board size, computed once and shared: for every cell and each of the four
 * directions the ten cells around it on that line (or -1 off the board), the line keys of the empty
 * board (edges count as the opponent's), and the cells within two steps, where candidate moves live.
 */
public final class GomokuGeometry {
    /** The smallest board side. */
    public static final int MIN_SIZE = 9;
    /** The largest board side. */
    public static final int MAX_SIZE = 20;
    /** Across, down, down-right, up-right: the four lines through a cell. */
    static final int[] DX = {1, 0, 1, 1};
    static final int[] DY = {0, 1, 1, -1};

    private static final GomokuGeometry[] CACHE = new GomokuGeometry[MAX_SIZE + 1];

    final int size;
    final int cells;
    /** {@code neighbours[(cell * 4 + dir) * 10 + digit]}: the cell at that digit's offset, or -1. */
    final int[] neighbours;
    /** {@code emptyKeys[dir * cells + cell]}: the line key on the empty board. */
    final int[] emptyKeys;
    /** {@code near[cell]}: the cells at most two steps away in every direction (the cell excluded). */
    final int[][] near;
    /** {@code column[cell]} and {@code row[cell]}: its coordinates, read where a division would cost more. */
    final int[] column;
    /** See {@link #column}. */
    final int[] row;

    private GomokuGeometry(int size) {
        this.size = size;
        this.cells = size * size;
        this.neighbours = new int[cells * 40];
        this.emptyKeys = new int[cells * 4];
        this.near = new int[cells][];
        this.column = new int[cells];
        this.row = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            int x = cell % size;
            int y = cell / size;
            column[cell] = x;
            row[cell] = y;
            for (int d = 0; d < 4; d++) {
                int key = 0;
                for (int digit = 0; digit < 10; digit++) {
                    int offset = digit < 5 ? digit - 5 : digit - 4;
                    int nx = x + offset * DX[d];
                    int ny = y + offset * DY[d];
                    boolean on = nx >= 0 && ny >= 0 && nx < size && ny < size;
                    neighbours[(cell * 4 + d) * 10 + digit] = on ? ny * size + nx : -1;
                    if (!on) {
                        key += 2 * GomokuShapes.POW3[digit];
                    }
                }
                emptyKeys[d * cells + cell] = key;
            }
            int[] list = new int[24];
            int n = 0;
            for (int dy = -2; dy <= 2; dy++) {
                for (int dx = -2; dx <= 2; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < size && ny < size) {
                        list[n++] = ny * size + nx;
                    }
                }
            }
            near[cell] = java.util.Arrays.copyOf(list, n);
        }
    }

    /** The shared geometry of a {@code size x size} board, 9..20. */
    public static synchronized GomokuGeometry of(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("a Gomoku board is " + MIN_SIZE + " to " + MAX_SIZE
                    + " cells wide, not " + size);
        }
        if (CACHE[size] == null) {
            CACHE[size] = new GomokuGeometry(size);
        }
        return CACHE[size];
    }

    /** The board side. */
    public int size() {
        return size;
    }

    /** The cell index of column {@code x}, row {@code y} (both from 0). */
    public int cell(int x, int y) {
        return y * size + x;
    }
}
