package dev.strategist.games.checkers;

/**
 * The terms of the checkers evaluation, each a count for the side to move less the same count for the
 * opponent, and their weighted sum. The sum takes one row of weights per number of pieces on the board,
 * so a term can matter more in the opening or in the ending; the tuner recovers the raw counts by
 * summing with a unit row, so the terms are defined in this one place for both play and tuning.
 * Only whole-board bit arithmetic: nothing is allocated.
 */
public final class CheckersFeatures {
    /** Men. */
    public static final int MEN = 0;
    /** Kings. */
    public static final int KINGS = 1;
    /** Rows travelled by the men. */
    public static final int ADVANCE = 2;
    /** Men on the own back row, while the opponent still has men to crown. */
    public static final int BACK_ROW = 3;
    /** Men on the bridge squares (1 and 3, or 30 and 32), on the same condition. */
    public static final int BRIDGE = 4;
    /** Men on the four centre squares. */
    public static final int CENTRE_MEN = 5;
    /** Men on the ring around the centre. */
    public static final int NEAR_CENTRE_MEN = 6;
    /** Kings on the four centre squares. */
    public static final int CENTRE_KINGS = 7;
    /** Kings on the ring around the centre. */
    public static final int NEAR_CENTRE_KINGS = 8;
    /** Kings on the side edges. */
    public static final int EDGE_KINGS = 9;
    /** Pieces with an empty square to step to, counted once per direction. */
    public static final int MOBILITY = 10;
    /** Kings with no square to step to. */
    public static final int TRAPPED_KINGS = 11;
    /** Kings in the double corners, once the opponent has only kings. */
    public static final int DOUBLE_CORNER_KINGS = 12;
    /** Men whose way to the crown row is clear of enemy pieces, while the enemy has no king. */
    public static final int RUNAWAY_MEN = 13;
    /** Men on the side edges. */
    public static final int EDGE_MEN = 14;
    /** Having the move: 1 for the side to move (the opponent's count is 0). */
    public static final int TEMPO = 15;
    /** Men lodged on the opponent's third row (five rows travelled), where they cramp its back ranks. */
    public static final int LODGED_MEN = 16;
    /** Men on the opponent's second row, one step from crowning. */
    public static final int DEEP_MEN = 17;
    /** Men that can step onto an empty square of the crown row now. */
    public static final int CROWN_NEXT = 18;
    /**
     * Men past the middle (four or more rows travelled) with no enemy man in the squares ahead they could pass
     * through: only a king can stop them, where {@link #RUNAWAY_MEN} needs no enemy piece there and no enemy king.
     */
    public static final int BREAKTHROUGH_MEN = 19;
    /** Kings while the opponent has none: the first king's worth beyond its material. */
    public static final int SOLE_KINGS = 20;
    /** How many terms there are. */
    public static final int COUNT = 21;
    /** Their names, for the tuner's report and the weights file. */
    public static final String[] NAMES = {"men", "kings", "advance", "back-row", "bridge", "centre-men",
        "near-centre-men", "centre-kings", "near-centre-kings", "edge-kings", "mobility", "trapped-kings",
        "double-corner-kings", "runaway-men", "edge-men", "tempo", "lodged-men", "deep-men", "crown-next",
        "breakthrough-men", "sole-kings"};
    /** The most pieces on the board, hence the last row of a weight table. */
    public static final int MAX_PIECES = 24;

    private static final long CENTRE = bits(14, 15, 18, 19);
    private static final long NEAR_CENTRE = bits(10, 11, 22, 23, 13, 16, 17, 20);
    private static final long[] BACK = {bits(1, 2, 3, 4), bits(29, 30, 31, 32)};
    private static final long[] BRIDGE_SQUARES = {bits(1, 3), bits(30, 32)};
    private static final long DOUBLE_CORNERS = bits(1, 5, 28, 32);
    private static final long EDGES = bits(5, 13, 21, 29, 4, 12, 20, 28);
    /** Row masks from Black's side, row 0 = squares 1-4. */
    private static final long[] ROW = new long[8];
    /** For each side, the rows of its men that have travelled four rows or more. */
    private static final long[] PAST_MIDDLE = {0xFFFF_0000L, 0x0000_FFFFL};
    /** For each side and square, the squares a man there could pass through on its way to the crown. */
    private static final long[][] CONE = new long[2][32];

    /** For each term, a weight table with 1 for that term and 0 for the others, whatever the pieces. */
    private static final int[][][] UNIT = new int[COUNT][MAX_PIECES + 1][COUNT];

    static {
        for (int term = 0; term < COUNT; term++) {
            for (int[] row : UNIT[term]) {
                row[term] = 1;
            }
        }
        for (int r = 0; r < 8; r++) {
            ROW[r] = 0xFL << (4 * r);
        }
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < 32; sq++) {
                CONE[side][sq] = cone(side, sq);
            }
        }
    }

    private CheckersFeatures() {
    }

    /**
     * The weighted sum of the terms: {@code weights[pieces][term]}, where {@code pieces} is the number of
     * pieces on the board (0 to {@link #MAX_PIECES}).
     */
    public static int weighted(CheckersPosition p, int[][] weights) {
        int s = p.sideToMove();
        int[] w = weights[Math.min(MAX_PIECES, Long.bitCount(p.pieces(0) | p.pieces(1)))];
        return side(p, s, w) - side(p, 1 - s, w) + w[TEMPO];
    }

    /** The raw counts of the terms into {@code out} (length {@link #COUNT}); for tuning, not for search. */
    public static void extract(CheckersPosition p, int[] out) {
        for (int term = 0; term < COUNT; term++) {
            out[term] = weighted(p, UNIT[term]);
        }
    }

    private static int side(CheckersPosition p, int s, int[] w) {
        long men = p.men(s);
        long kings = p.kings(s);
        int o = 1 - s;
        long enemy = p.pieces(o);
        long free = CheckersGeometry.FULL & ~(p.pieces(s) | enemy);

        int score = w[MEN] * Long.bitCount(men) + w[KINGS] * Long.bitCount(kings);
        int advance = 0;
        for (int r = 1; r < 7; r++) {
            int travelled = s == 0 ? r : 7 - r;
            advance += travelled * Long.bitCount(men & ROW[r]);
        }
        score += w[ADVANCE] * advance;
        if (p.men(o) != 0) {
            score += w[BACK_ROW] * Long.bitCount(men & BACK[s]) + w[BRIDGE] * Long.bitCount(men & BRIDGE_SQUARES[s]);
        }
        score += w[CENTRE_MEN] * Long.bitCount(men & CENTRE) + w[NEAR_CENTRE_MEN] * Long.bitCount(men & NEAR_CENTRE)
                + w[EDGE_MEN] * Long.bitCount(men & EDGES);
        score += w[CENTRE_KINGS] * Long.bitCount(kings & CENTRE) + w[NEAR_CENTRE_KINGS] * Long.bitCount(kings & NEAR_CENTRE)
                + w[EDGE_KINGS] * Long.bitCount(kings & EDGES);
        int mobility = 0;
        long trappedKings = kings;
        for (int d = 0; d < 4; d++) {
            boolean forward = forward(d, s);
            long steppers = (forward ? men | kings : kings) & CheckersGeometry.from(free, d);
            mobility += Long.bitCount(steppers);
            trappedKings &= ~CheckersGeometry.from(free, d);
        }
        score += w[MOBILITY] * mobility + w[TRAPPED_KINGS] * Long.bitCount(trappedKings);
        // the default weighs none of the deep-men terms: it skips their cost (a few per cent of its nodes a second)
        if ((w[LODGED_MEN] | w[DEEP_MEN] | w[CROWN_NEXT] | w[BREAKTHROUGH_MEN] | w[SOLE_KINGS]) != 0) {
            score += deepMen(p, s, w, free);
        }
        if (kings != 0 && p.men(o) == 0 && p.kings(o) != 0) {
            score += w[DOUBLE_CORNER_KINGS] * Long.bitCount(kings & DOUBLE_CORNERS);
        }
        if (p.kings(o) == 0 && men != 0) {
            score += w[RUNAWAY_MEN] * clearWays(men, s, enemy);
        }
        return score;
    }

    /** The terms of men deep in the opponent's half and of the first king, for side {@code s}. */
    private static int deepMen(CheckersPosition p, int s, int[] w, long free) {
        long men = p.men(s);
        long kings = p.kings(s);
        int o = 1 - s;
        // the opponent's third and second rows, seen from this side
        long deep = men & ROW[s == 0 ? 6 : 1];
        int score = w[LODGED_MEN] * Long.bitCount(men & ROW[s == 0 ? 5 : 2]) + w[DEEP_MEN] * Long.bitCount(deep);
        long crownFree = free & CheckersGeometry.crownRow(s);
        long crowning = 0;
        for (int d = 0; d < 4; d++) {
            if (forward(d, s)) {
                crowning |= deep & CheckersGeometry.from(crownFree, d);
            }
        }
        score += w[CROWN_NEXT] * Long.bitCount(crowning);
        if (kings != 0 && p.kings(o) == 0) {
            score += w[SOLE_KINGS] * Long.bitCount(kings);
        }
        return score + w[BREAKTHROUGH_MEN] * clearWays(men & PAST_MIDDLE[s], s, p.men(o));
    }

    /** How many of side {@code s}'s {@code men} have none of {@code blockers} on the squares ahead to the crown. */
    private static int clearWays(long men, int s, long blockers) {
        int clear = 0;
        for (long m = men; m != 0; m &= m - 1) {
            if ((CONE[s][Long.numberOfTrailingZeros(m)] & blockers) == 0) {
                clear++;
            }
        }
        return clear;
    }

    /** True if direction {@code d} is a forward step for side {@code s}'s men (Black's go down the board, to row 7). */
    private static boolean forward(int d, int s) {
        return (d >> 1) == (s == 0 ? 1 : 0);
    }

    /** The squares ahead of a man of {@code side} on {@code sq} that it could step through to the crown row. */
    private static long cone(int side, int sq) {
        int row = CheckersGeometry.row(sq);
        int col = CheckersGeometry.column(sq);
        long cone = 0;
        int dir = side == 0 ? 1 : -1;
        for (int k = 1; row + dir * k >= 0 && row + dir * k < 8; k++) {
            for (int c = col - k; c <= col + k; c++) {
                int r = row + dir * k;
                if (c >= 0 && c < 8 && ((r + c) & 1) == ((row + col) & 1)) {
                    cone |= 1L << CheckersGeometry.square(r, c);
                }
            }
        }
        return cone;
    }

    private static long bits(int... squares) {
        long b = 0;
        for (int s : squares) {
            b |= 1L << (s - 1);
        }
        return b;
    }
}
