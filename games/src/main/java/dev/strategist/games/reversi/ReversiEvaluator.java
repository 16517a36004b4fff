package dev.strategist.games.reversi;

import dev.strategist.core.Evaluator;

/**
 * The midgame evaluator: mobility (moves now) and potential mobility (empty squares next to the
 * opponent's discs), corners, the X and C squares next to empty corners, stable discs, parity, a small
 * share of the {@link SquareTableEvaluator}'s table (edges) and, late in the game, the discs themselves; each weight slides from its opening value to its endgame value with
 * the number of empty squares. The unit is arbitrary: a corner is worth 300 to 700, a move of mobility 30 to
 * 70.
 *
 * <p>Move ordering ({@link #orderScore}): corners first, X squares next to an empty corner last, and
 * otherwise the move that leaves the opponent the fewest replies (fastest-first), ties broken by the square.
 */
public final class ReversiEvaluator implements Evaluator<ReversiPosition> {
    private static final long X_SQUARES = (1L << 9) | (1L << 14) | (1L << 49) | (1L << 54);
    /** The C squares, by the corner they touch: a1, h1, a8, h8. */
    private static final long[] C_SQUARES = {
        (1L << 1) | (1L << 8), (1L << 6) | (1L << 15), (1L << 48) | (1L << 57), (1L << 62) | (1L << 55)};
    private static final long[] X_OF = {1L << 9, 1L << 14, 1L << 49, 1L << 54};
    private static final int[] CORNER_SQUARES = {0, 7, 56, 63};

    // weights at the opening (60 empties) and at the end (0 empties)
    private static final int MOBILITY_OPEN = 70;
    private static final int MOBILITY_END = 30;
    private static final int POTENTIAL_OPEN = 30;
    private static final int POTENTIAL_END = 5;
    private static final int CORNER_OPEN = 700;
    private static final int CORNER_END = 300;
    private static final int X_OPEN = -300;
    private static final int X_END = -50;
    private static final int C_OPEN = -80;
    private static final int C_END = -10;
    private static final int STABLE_OPEN = 120;
    private static final int STABLE_END = 100;
    private static final int DISC_OPEN = -5;
    private static final int DISC_END = 100;
    private static final int PARITY = 60;
    /** The square table's sum counts a little too: it knows the edges, which the terms above do not. */
    private static final int SQUARES = 3;

    @Override
    public int evaluate(ReversiPosition position) {
        long p = position.player();
        long o = position.opponent();
        long empty = ~(p | o);
        int empties = Long.bitCount(empty);
        int myMoves = Long.bitCount(position.moveMask());
        int theirMoves = Long.bitCount(ReversiBitboards.moves(o, p));
        int potential = Long.bitCount(empty & ReversiBitboards.neighbours(o))
                - Long.bitCount(empty & ReversiBitboards.neighbours(p));
        int corners = Long.bitCount(p & ReversiBitboards.CORNERS) - Long.bitCount(o & ReversiBitboards.CORNERS);
        int xs = 0;
        int cs = 0;
        for (int i = 0; i < 4; i++) {
            if ((empty & (1L << CORNER_SQUARES[i])) != 0) {
                xs += Long.bitCount(p & X_OF[i]) - Long.bitCount(o & X_OF[i]);
                cs += Long.bitCount(p & C_SQUARES[i]) - Long.bitCount(o & C_SQUARES[i]);
            }
        }
        int stable = 0;
        if (((p | o) & (ReversiBitboards.CORNERS | X_SQUARES)) != 0 || empties < 20) {
            stable = Long.bitCount(ReversiStability.stable(p, o)) - Long.bitCount(ReversiStability.stable(o, p));
        }
        int discs = Long.bitCount(p) - Long.bitCount(o);
        int score = mix(MOBILITY_OPEN, MOBILITY_END, empties) * (myMoves - theirMoves)
                + mix(POTENTIAL_OPEN, POTENTIAL_END, empties) * potential
                + SQUARES * SquareTableEvaluator.squares(p, o)
                + mix(CORNER_OPEN, CORNER_END, empties) * corners
                + mix(X_OPEN, X_END, empties) * xs
                + mix(C_OPEN, C_END, empties) * cs
                + mix(STABLE_OPEN, STABLE_END, empties) * stable
                + mix(DISC_OPEN, DISC_END, empties) * discs;
        // with an odd number of empties the side to move can expect the last move
        if (empties < 20) {
            score += (empties & 1) != 0 ? PARITY : -PARITY;
        }
        return score;
    }

    /** The weight between its opening and end values, by the empty squares left (60 at the start). */
    private static int mix(int open, int end, int empties) {
        return end + (open - end) * empties / 60;
    }

    @Override
    public int orderScore(ReversiPosition position, int move) {
        if (move == ReversiPosition.PASS) {
            return 0;
        }
        long bit = 1L << move;
        long p = position.player();
        long o = position.opponent();
        long flipped = ReversiBitboards.flips(move, p, o);
        long replies = ReversiBitboards.moves(o & ~flipped, p | flipped | bit);
        int score = -64 * Long.bitCount(replies) - 256 * Long.bitCount(replies & ReversiBitboards.CORNERS);
        if ((bit & ReversiBitboards.CORNERS) != 0) {
            score += 4096;
        } else if ((bit & X_SQUARES) != 0 && (ReversiBitboards.around(move) & ReversiBitboards.CORNERS
                & ~(p | o)) != 0) {
            score -= 2048;
        }
        return score;
    }

    @Override
    public String name() {
        return "mobility";
    }
}
