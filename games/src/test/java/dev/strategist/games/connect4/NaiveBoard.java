package dev.strategist.games.connect4;

/** A cell-by-cell Connect Four board with loop-based rules: the independent check of the bitboard code. */
final class NaiveBoard {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int width;
    private final int height;
    /** 0 empty, 1 first player, 2 second player; [col][row], row 0 at the bottom. */
    private final int[][] cells;

    private NaiveBoard(int width, int height) {
        this.width = width;
        this.height = height;
        this.cells = new int[width][height];
    }

    /** A copy of {@code p}'s cells. */
    static NaiveBoard of(Connect4Position p) {
        NaiveBoard b = new NaiveBoard(p.width(), p.height());
        for (int c = 0; c < p.width(); c++) {
            for (int r = 0; r < p.height(); r++) {
                b.cells[c][r] = p.cell(c, r);
            }
        }
        return b;
    }

    /** Discs in column {@code col}. */
    int height(int col) {
        int h = 0;
        while (h < height && cells[col][h] != 0) {
            h++;
        }
        return h;
    }

    /** True if side {@code side} (0 or 1) has four in a row. */
    boolean hasFour(int side) {
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                if (completes(c, r, side, true)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True if side {@code side} dropping a disc in {@code col} makes four. */
    boolean winsWith(int col, int side) {
        int row = height(col);
        cells[col][row] = side + 1;
        boolean wins = hasFour(side);
        cells[col][row] = 0;
        return wins;
    }

    /** Every empty cell that would give {@code side} four, as a bitboard of {@code g}'s layout. */
    long winningCells(Connect4Geometry g, int side) {
        long cellsMask = 0;
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                if (cells[c][r] == 0) {
                    cells[c][r] = side + 1;
                    if (completes(c, r, side, false)) {
                        cellsMask |= g.bit(c, r);
                    }
                    cells[c][r] = 0;
                }
            }
        }
        return cellsMask;
    }

    /**
     * With {@code startOnly}, true if a four of {@code side} starts at (c, r); otherwise true if one runs
     * through (c, r).
     */
    private boolean completes(int c, int r, int side, boolean startOnly) {
        for (int[] d : DIRECTIONS) {
            for (int back = 0; back <= (startOnly ? 0 : 3); back++) {
                boolean four = true;
                for (int k = 0; k < 4 && four; k++) {
                    int x = c + (k - back) * d[0];
                    int y = r + (k - back) * d[1];
                    four = x >= 0 && x < width && y >= 0 && y < height && cells[x][y] == side + 1;
                }
                if (four) {
                    return true;
                }
            }
        }
        return false;
    }
}
