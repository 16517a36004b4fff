package dev.strategist.core;

/**
 * Perfect knowledge of a game (a solved table, an endgame solver): the exact value of positions, used
 * for perfect play at the top difficulty and as ground truth in tests.
 *
 * @param <P> the position type it solves
 */
public interface ExactSolver<P extends Position> {

    /**
     * The exact negamax score of {@code position} for the side to move: 0 for a draw, and for a
     * decided game {@code ±(Score.WIN - n)} where n is the number of plies to the end with the winner
     * hurrying and the loser delaying. The position is left as it was.
     */
    int score(P position);
}
