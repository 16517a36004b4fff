package dev.strategist.games.reversi;

import dev.strategist.core.Evaluator;

/**
 * The beginner's Othello heuristic: a fixed value per square (corners precious, the squares next to
 * them dangerous, edges good), summed over one's discs minus the opponent's. It knows nothing of
 * mobility; it is the baseline {@link ReversiEvaluator} is measured against.
 */
public final class SquareTableEvaluator implements Evaluator<ReversiPosition> {
    /** The classic table, a1..h8 (symmetric, so orientation does not matter). */
    private static final int[] WEIGHTS = {
        100, -20, 10, 5, 5, 10, -20, 100,
        -20, -50, -2, -2, -2, -2, -50, -20,
        10, -2, 1, 1, 1, 1, -2, 10,
        5, -2, 1, 0, 0, 1, -2, 5,
        5, -2, 1, 0, 0, 1, -2, 5,
        10, -2, 1, 1, 1, 1, -2, 10,
        -20, -50, -2, -2, -2, -2, -50, -20,
        100, -20, 10, 5, 5, 10, -20, 100,
    };

    @Override
    public int evaluate(ReversiPosition position) {
        return squares(position.player(), position.opponent());
    }

    /** The table's sum over {@code p}'s discs minus that over {@code o}'s. */
    static int squares(long p, long o) {
        return sum(p) - sum(o);
    }

    private static int sum(long discs) {
        int s = 0;
        for (long d = discs; d != 0; d &= d - 1) {
            s += WEIGHTS[Long.numberOfTrailingZeros(d)];
        }
        return s;
    }

    @Override
    public int orderScore(ReversiPosition position, int move) {
        return move == ReversiPosition.PASS ? 0 : WEIGHTS[move];
    }

    @Override
    public String name() {
        return "squares";
    }
}
