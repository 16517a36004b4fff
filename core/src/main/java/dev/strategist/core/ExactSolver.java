package dev.strategist.core;

/**
 * Perfect knowledge of a game (a solved table, an endgame solver): the exact value of positions, used
 * for perfect play at the top difficulty and as ground truth in tests.
 *
 * @param <P> the position type it solves
 */
public interface ExactSolver<P extends Position> {

    /**
     * True if {@link #score} answers for {@code position} in time to play with; a solver for the end of a
     * game only (an Othello endgame solver) declines earlier positions, and the {@code Strategist}
     * searches those instead. The default solves every position.
     */
    default boolean canSolve(P position) {
        return true;
    }

    /**
     * The exact negamax score of {@code position} for the side to move: 0 for a draw, and for a
     * decided game {@code ±(Score.WIN - n)} where n is the number of plies to the end with the winner
     * hurrying and the loser delaying. The position is left as it was.
     */
    int score(P position);

    /**
     * Writes each legal move of {@code position} into {@code moves} and its exact score for the side to
     * move (in the convention of {@link #score}, counting the move itself as a ply) into {@code scores};
     * returns how many there are. Both arrays need room for {@link Position#maxMoves()} entries; the
     * position is played on and restored.
     */
    default int scoreMoves(P position, int[] moves, int[] scores) {
        int n = position.legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            position.play(moves[i]);
            int reply;
            try {
                reply = score(position);
            } finally {
                position.undo();
            }
            // the opponent's win in k plies is our loss in k + 1, and the other way round
            scores[i] = reply > 0 ? -reply + 1 : reply < 0 ? -reply - 1 : 0;
        }
        return n;
    }
}
