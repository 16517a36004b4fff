package dev.strategist.games.checkers;

import dev.strategist.core.Evaluator;

/**
 * The default checkers heuristic, in hundredths of a man, for the side to move. Terms: material (a king
 * worth 1.35 men, and trading down rewarded for the side ahead), advancement of men (more as the board
 * empties), the back-rank guard (men left on squares 1-4 / 29-32, the bridge squares most), centre
 * control, mobility (steps available), trapped kings (no square to go to), kings drawn to the centre,
 * and a tempo term in the endgame that lets the side ahead press. Only whole-board bit arithmetic:
 * nothing is allocated.
 *
 * <p>Move ordering puts captures first (more pieces and kings taken first), then crowning moves; the
 * position is "not quiet" while a capture is pending, so the engine searches on through it rather than
 * judging a position in the middle of an exchange.
 */
public final class CheckersEvaluator implements Evaluator<CheckersPosition> {
    static final int MAN = 100;
    static final int KING = 135;
    /** Squares 14, 15, 18, 19 and the ring around them (10, 11, 22, 23 and 13, 16, 17, 20). */
    private static final long CENTRE = bits(14, 15, 18, 19);
    private static final long NEAR_CENTRE = bits(10, 11, 22, 23, 13, 16, 17, 20);
    /** The back rows; the bridge (1 and 3 for Black, 30 and 32 for White) guards them best. */
    private static final long[] BACK = {bits(1, 2, 3, 4), bits(29, 30, 31, 32)};
    private static final long[] BRIDGE = {bits(1, 3), bits(30, 32)};
    /** The double corners (1, 5 and 28, 32), where a king is hardest to trap. */
    private static final long DOUBLE_CORNERS = bits(1, 5, 28, 32);
    private static final long EDGES = bits(5, 13, 21, 29, 4, 12, 20, 28);
    /** Row masks from Black's side, row 0 = squares 1-4. */
    private static final long[] ROW = new long[8];

    static {
        for (int r = 0; r < 8; r++) {
            ROW[r] = 0xFL << (4 * r);
        }
    }

    @Override
    public int evaluate(CheckersPosition p) {
        int s = p.sideToMove();
        return side(p, s) - side(p, 1 - s) + trade(p, s) + TEMPO_MOVE;
    }

    /** Having the move is worth a little (it keeps the evaluation from flickering between odd and even depths). */
    private static final int TEMPO_MOVE = 3;

    private static int side(CheckersPosition p, int s) {
        long men = p.men(s);
        long kings = p.kings(s);
        int o = 1 - s;
        long enemy = p.pieces(o);
        long free = CheckersGeometry.FULL & ~(p.pieces(s) | enemy);
        int pieces = Long.bitCount(p.pieces(0) | p.pieces(1));
        boolean endgame = pieces <= 10;

        int score = MAN * Long.bitCount(men) + KING * Long.bitCount(kings);
        // advancement: rows travelled, weighted more once the board thins out
        int advance = 0;
        for (int r = 1; r < 7; r++) {
            int travelled = s == 0 ? r : 7 - r;
            advance += travelled * Long.bitCount(men & ROW[r]);
        }
        score += advance * (endgame ? 6 : 2);
        // the back-rank guard matters while the opponent still has men to crown
        if (p.men(o) != 0) {
            score += 6 * Long.bitCount(men & BACK[s]) + 8 * Long.bitCount(men & BRIDGE[s]);
        }
        score += 6 * Long.bitCount(men & CENTRE) + 2 * Long.bitCount(men & NEAR_CENTRE);
        score += 10 * Long.bitCount(kings & CENTRE) + 5 * Long.bitCount(kings & NEAR_CENTRE)
                - 6 * Long.bitCount(kings & EDGES);
        // mobility: empty squares reachable by a step
        int mobility = 0;
        long trappedKings = kings;
        for (int d = 0; d < 4; d++) {
            boolean forward = (d >> 1) == (s == 0 ? 1 : 0);
            long steppers = (forward ? men | kings : kings) & CheckersGeometry.from(free, d);
            mobility += Long.bitCount(steppers);
            trappedKings &= ~CheckersGeometry.from(free, d);
        }
        score += 3 * mobility - 20 * Long.bitCount(trappedKings);
        if (endgame && kings != 0 && p.men(o) == 0 && p.kings(o) != 0) {
            // king endings: the defender wants the double corners
            score += 8 * Long.bitCount(kings & DOUBLE_CORNERS);
        }
        return score;
    }

    /** The side ahead in material gains a little for every piece off the board: trading down wins endings. */
    private static int trade(CheckersPosition p, int s) {
        int mine = MAN * Long.bitCount(p.men(s)) + KING * Long.bitCount(p.kings(s));
        int theirs = MAN * Long.bitCount(p.men(1 - s)) + KING * Long.bitCount(p.kings(1 - s));
        int diff = mine - theirs;
        if (diff == 0) {
            return 0;
        }
        int total = Long.bitCount(p.pieces(0) | p.pieces(1));
        return diff * (24 - total) / 40;
    }

    @Override
    public int orderScore(CheckersPosition p, int move) {
        return captureOrder(p, move);
    }

    /** Captures first, by pieces and kings taken; then moves that crown; everything else 0. */
    static int captureOrder(CheckersPosition p, int move) {
        int from = CheckersMove.from(move);
        int s = p.sideToMove();
        boolean man = (p.men(s) & (1L << from)) != 0;
        if (CheckersMove.isCapture(move)) {
            int n = CheckersMove.length(move);
            int kingsTaken = 0;
            int sq = from;
            long enemyKings = p.kings(1 - s);
            for (int k = 0; k < n; k++) {
                int d = CheckersMove.direction(move, k);
                if ((enemyKings & (1L << CheckersGeometry.step(d, sq))) != 0) {
                    kingsTaken++;
                }
                sq = CheckersGeometry.jump(d, sq);
            }
            boolean crowns = man && (CheckersGeometry.crownRow(s) & (1L << sq)) != 0;
            return (1 << 20) + 1000 * n + 300 * kingsTaken + (crowns ? 500 : 0);
        }
        if (man) {
            int to = CheckersGeometry.step(CheckersMove.direction(move, 0), from);
            if ((CheckersGeometry.crownRow(s) & (1L << to)) != 0) {
                return 1 << 19;
            }
        }
        return 0;
    }

    @Override
    public boolean isQuiet(CheckersPosition p) {
        return !p.mustCapture();
    }

    @Override
    public String name() {
        return "checkers";
    }

    private static long bits(int... squares) {
        long b = 0;
        for (int s : squares) {
            b |= 1L << (s - 1);
        }
        return b;
    }
}
