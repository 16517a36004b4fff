package dev.strategist.games.reversi;

/**
 * Discs that can never be turned over, found conservatively: a disc is stable if along each of the four
 * axes (row, column, both diagonals) its line is full, or a neighbour on that axis is off the board or
 * is itself a stable disc of the same colour. Grown from the edges to a fixed point. Used by the
 * evaluator and by the endgame solver's stability cut-offs; allocates nothing.
 */
public final class ReversiStability {
    /** Every row, column and diagonal of two or more squares, by axis. */
    private static final long[] ROWS = new long[8];
    private static final long[] COLUMNS = new long[8];
    private static final long[] DIAGONALS = new long[13];
    private static final long[] ANTI_DIAGONALS = new long[13];
    private static final long EDGE = 0xFF81_8181_8181_81FFL;
    private static final long FILE_A = 0x0101_0101_0101_0101L;
    private static final long FILE_H = FILE_A << 7;
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = RANK_1 << 56;
    /** The squares outside every diagonal line of two or more squares (h1, a8; a1, h8). */
    private static final long LONE_DIAGONAL;
    private static final long LONE_ANTI_DIAGONAL;

    static {
        for (int i = 0; i < 8; i++) {
            ROWS[i] = RANK_1 << (8 * i);
            COLUMNS[i] = FILE_A << i;
        }
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >> 3;
            int d = c - r + 6; // a1-h8 direction: c - r is constant, -6..6 for lines of 2+ squares
            if (d >= 0 && d < 13) {
                DIAGONALS[d] |= 1L << sq;
            }
            int a = c + r - 1; // a8-h1 direction: c + r is constant, 1..13
            if (a >= 0 && a < 13) {
                ANTI_DIAGONALS[a] |= 1L << sq;
            }
        }
        LONE_DIAGONAL = ~union(DIAGONALS);
        LONE_ANTI_DIAGONAL = ~union(ANTI_DIAGONALS);
    }

    private ReversiStability() {
    }

    /** The stable discs of {@code p} (the opponent owns {@code o}). */
    public static long stable(long p, long o) {
        long occupied = p | o;
        long fullRow = full(occupied, ROWS);
        long fullColumn = full(occupied, COLUMNS);
        long fullDiagonal = full(occupied, DIAGONALS) | LONE_DIAGONAL;
        long fullAnti = full(occupied, ANTI_DIAGONALS) | LONE_ANTI_DIAGONAL;
        long stable = p & fullRow & fullColumn & fullDiagonal & fullAnti;
        if (stable == 0 && (p & EDGE) == 0) {
            return 0; // growth needs a seed: a disc on the edge or one whose four lines are full
        }
        long rowSafe = fullRow | FILE_A | FILE_H;
        long columnSafe = fullColumn | RANK_1 | RANK_8;
        long diagonalSafe = fullDiagonal | EDGE;
        long antiSafe = fullAnti | EDGE;
        while (true) {
            long horizontal = rowSafe | ((stable << 1) & ReversiBitboards.NOT_A_FILE)
                    | ((stable >>> 1) & ReversiBitboards.NOT_H_FILE);
            long vertical = columnSafe | (stable << 8) | (stable >>> 8);
            long diagonal = diagonalSafe | ((stable << 9) & ReversiBitboards.NOT_A_FILE)
                    | ((stable >>> 9) & ReversiBitboards.NOT_H_FILE);
            long anti = antiSafe | ((stable << 7) & ReversiBitboards.NOT_H_FILE)
                    | ((stable >>> 7) & ReversiBitboards.NOT_A_FILE);
            long next = stable | (p & horizontal & vertical & diagonal & anti);
            if (next == stable) {
                return stable;
            }
            stable = next;
        }
    }

    /** The union of those {@code lines} that are fully occupied. */
    private static long full(long occupied, long[] lines) {
        long full = 0;
        for (long line : lines) {
            if ((occupied & line) == line) {
                full |= line;
            }
        }
        return full;
    }

    private static long union(long[] lines) {
        long all = 0;
        for (long line : lines) {
            all |= line;
        }
        return all;
    }
}
