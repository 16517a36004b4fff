package dev.strategist.games.reversi;

/**
 * Discs that can never be turned over, found conservatively: a disc is stable if along each of the four
 * axes (row, column, both diagonals) its line is full, or a neighbour on that axis is off the board or
 * is itself a stable disc of the same colour. Grown to a fixed point from the edge discs that
 * {@link EdgeStability}'s exact table calls stable. Used by the evaluator and by the endgame solver's
 * stability cut-offs; allocates nothing.
 */
public final class ReversiStability {
    /** Every row, column and diagonal of two or more squares, by axis. */
    static final long[] ROWS = new long[8];
    static final long[] COLUMNS = new long[8];
    static final long[] DIAGONALS = new long[13];
    static final long[] ANTI_DIAGONALS = new long[13];
    /** The squares off the board's edges. */
    private static final long INNER = 0x007E_7E7E_7E7E_7E00L;
    private static final long FILE_A = 0x0101_0101_0101_0101L;
    private static final long RANK_1 = 0xFFL;
    /** The squares outside every diagonal line of two or more squares (h1, a8; a1, h8). */
    static final long LONE_DIAGONAL;
    static final long LONE_ANTI_DIAGONAL;
    /** For {@link #fullLines}: per diagonal direction, the squares near each end of their line. */
    static final long[] DIAGONAL_ENDS = new long[6];
    static final long[] ANTI_DIAGONAL_ENDS = new long[6];

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
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >> 3;
            // squares from sq to the line's end, sq included: up is towards higher bits (+9: h8, +7: a8)
            int[] lengths = {1 + Math.min(7 - c, 7 - r), 1 + Math.min(c, r), 1 + Math.min(c, 7 - r), 1 + Math.min(7 - c, r)};
            for (int k = 0; k < 3; k++) {
                long bit = lengths[0] <= 1 << k ? 1L << sq : 0;
                DIAGONAL_ENDS[k] |= bit;
                DIAGONAL_ENDS[k + 3] |= lengths[1] <= 1 << k ? 1L << sq : 0;
                ANTI_DIAGONAL_ENDS[k] |= lengths[2] <= 1 << k ? 1L << sq : 0;
                ANTI_DIAGONAL_ENDS[k + 3] |= lengths[3] <= 1 << k ? 1L << sq : 0;
            }
        }
        LONE_DIAGONAL = ~union(DIAGONALS);
        LONE_ANTI_DIAGONAL = ~union(ANTI_DIAGONALS);
    }

    private ReversiStability() {
    }

    /** What {@link #scoreCap} answers when the cap could not cut: more than any bound. */
    static final int NO_CAP = Integer.MAX_VALUE;

    /**
     * The most the side to move ({@code p}) can still score, as a final disc difference on a board of
     * {@code squares} squares whose off-board frame squares are {@code wall} (none on 8 x 8), given the
     * opponent's stable discs: {@code squares - 2 * stable}. The cap can only cut at {@code alpha} when alpha
     * is at least {@code squares - 2 * (all the opponent's discs)}, which costs nothing to test, so below that
     * it is not worked out and {@link #NO_CAP} comes back.
     */
    public static int scoreCap(long p, long o, int alpha, int squares, long wall) {
        if (alpha < squares - 2 * Long.bitCount(o)) {
            return NO_CAP;
        }
        return squares - 2 * Long.bitCount(stable(o, p, wall));
    }

    /**
     * The stable discs of {@code p} on a board smaller than 8 x 8 whose off-board frame squares are
     * {@code wall}: those squares never take a disc, so they count as full squares and as stable
     * neighbours of either colour, which is what adding them to {@code p} does.
     */
    public static long stable(long p, long o, long wall) {
        return wall == 0 ? stable(p, o) : stable(p | wall, o) & ~wall;
    }

    /** The stable discs of {@code p} (the opponent owns {@code o}). */
    public static long stable(long p, long o) {
        long occupied = p | o;
        long fullRow = fullRows(occupied);
        long fullColumn = fullColumns(occupied);
        long fullDiagonal = fullLines(occupied, 9, DIAGONAL_ENDS) | LONE_DIAGONAL;
        long fullAnti = fullLines(occupied, 7, ANTI_DIAGONAL_ENDS) | LONE_ANTI_DIAGONAL;
        // the edges' table is exact, so only the inner squares are left to grow, and a shift by one square from
        // an inner square never wraps round the board's side: no file masks (as Edax's get_stable_discs; a fifth
        // less time on the solver's own calls timed alone, docs/benchmarks/reversi.md)
        long inner = p & INNER;
        long stable = (p & EdgeStability.edges(p, o)) | (inner & fullRow & fullColumn & fullDiagonal & fullAnti);
        if (stable == 0) {
            return 0; // growth needs a seed: an edge disc stable on its edge, or one whose four lines are full
        }
        while (true) {
            long next = stable | (inner & (fullRow | (stable << 1) | (stable >>> 1))
                    & (fullColumn | (stable << 8) | (stable >>> 8))
                    & (fullDiagonal | (stable << 9) | (stable >>> 9))
                    & (fullAnti | (stable << 7) | (stable >>> 7)));
            if (next == stable) {
                return stable;
            }
            stable = next;
        }
    }

    /** The full rows of {@code occupied}: each row's first square ANDs its eight, then fills the row. */
    static long fullRows(long occupied) {
        long l = occupied & (occupied >>> 1);
        l &= l >>> 2;
        l &= l >>> 4;
        return (l & FILE_A) * 0xFF;
    }

    /** The full columns of {@code occupied}: rotating by one, two and four rows ANDs each column's eight. */
    static long fullColumns(long occupied) {
        long l = occupied & Long.rotateRight(occupied, 8);
        l &= Long.rotateRight(l, 16);
        return l & Long.rotateRight(l, 32);
    }

    /**
     * The squares of {@code occupied} whose diagonal line (bit steps of {@code step}, 9 or 7) is full,
     * without looping over the lines: runs of occupied squares are doubled three times towards each end,
     * and {@code ends[k]} (k = 0, 1, 2) holds the squares less than 2^k squares from the line's end that
     * way, where a run stops growing; ends[3..5] the same towards the other end.
     */
    static long fullLines(long occupied, int step, long[] ends) {
        long up = occupied & (ends[0] | (occupied >>> step));
        up &= ends[1] | (up >>> (2 * step));
        up &= ends[2] | (up >>> (4 * step));
        long down = occupied & (ends[3] | (occupied << step));
        down &= ends[4] | (down << (2 * step));
        down &= ends[5] | (down << (4 * step));
        return up & down;
    }

    /** The union of those {@code lines} that are fully occupied: the plain version, kept for the tests. */
    static long full(long occupied, long[] lines) {
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
