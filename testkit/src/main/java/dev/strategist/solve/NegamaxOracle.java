package dev.strategist.solve;

import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * Plain recursive negamax over the whole game tree, no pruning, no table: the slow, obviously correct
 * oracle that solved tables are checked against. In the testkit for the games' tests.
 */
public final class NegamaxOracle {
    private NegamaxOracle() {
    }

    /** The exact score of {@code position} for the side to move: ±(WIN - plies to the end), 0 for a draw. */
    public static int score(Position position) {
        return negamax(position, 0);
    }

    private static int negamax(Position position, int plies) {
        if (position.isOver()) {
            return Score.terminal(position.outcome(), position.sideToMove(), plies);
        }
        int best = -Score.INFINITE;
        for (int move : position.legalMoves()) {
            position.play(move);
            best = Math.max(best, -negamax(position, plies + 1));
            position.undo();
        }
        return best;
    }

    /** For a drawn position, the length of the longest line on which every move keeps the draw. */
    public static int longestDraw(Position position) {
        if (position.isOver()) {
            return 0;
        }
        int longest = -1;
        for (int move : position.legalMoves()) {
            position.play(move);
            if (score(position) == 0) {
                longest = Math.max(longest, 1 + longestDraw(position));
            }
            position.undo();
        }
        return longest;
    }
}
