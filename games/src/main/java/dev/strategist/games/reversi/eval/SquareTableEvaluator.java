package dev.strategist.games.reversi.eval;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;

/**
 * The beginner's Othello heuristic: a fixed value per square (corners precious, the squares next to
 * them dangerous, edges good), summed over one's discs minus the opponent's. It knows nothing of
 * mobility; it is the baseline {@link ReversiEvaluator} is measured against. The table is
 * {@link ReversiBoard#value}: the classic 8 x 8 one, by distance from the edges on smaller boards.
 */
public final class SquareTableEvaluator implements Evaluator<ReversiPosition> {
    @Override
    public int evaluate(ReversiPosition position) {
        return squares(position.board(), position.player(), position.opponent());
    }

    /** The table's sum over {@code p}'s discs minus that over {@code o}'s. */
    static int squares(ReversiBoard board, long p, long o) {
        return sum(board, p) - sum(board, o);
    }

    private static int sum(ReversiBoard board, long discs) {
        int s = 0;
        for (long d = discs; d != 0; d &= d - 1) {
            s += board.value(Long.numberOfTrailingZeros(d));
        }
        return s;
    }

    @Override
    public int orderScore(ReversiPosition position, int move) {
        return move == ReversiPosition.PASS ? 0 : position.board().value(move);
    }

    @Override
    public String name() {
        return "squares";
    }
}
