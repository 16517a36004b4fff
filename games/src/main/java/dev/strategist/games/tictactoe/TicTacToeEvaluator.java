package dev.strategist.games.tictactoe;

import dev.strategist.core.Evaluator;

/**
 * The classic line count: every line still open to one side scores 1, 10 or 100 for one, two or three
 * of its marks; the opponent's open lines count against. Good enough to play well at shallow depth.
 */
public final class TicTacToeEvaluator implements Evaluator<TicTacToePosition> {
    private static final int[] WEIGHT = {0, 1, 10, 100};

    @Override
    public int evaluate(TicTacToePosition position) {
        int me = position.sideToMove();
        int mine = position.mask(me);
        int theirs = position.mask(1 - me);
        int score = 0;
        for (int line : TicTacToePosition.LINES) {
            if ((theirs & line) == 0) {
                score += WEIGHT[Integer.bitCount(mine & line)];
            } else if ((mine & line) == 0) {
                score -= WEIGHT[Integer.bitCount(theirs & line)];
            }
        }
        return score;
    }

    @Override
    public int orderScore(TicTacToePosition position, int move) {
        // centre, then corners, then edges: the number of lines through the cell
        return move == 4 ? 4 : (move % 2 == 0 ? 3 : 2);
    }

    @Override
    public String name() {
        return "lines";
    }
}
