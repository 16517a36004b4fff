package dev.strategist.core;

import java.util.function.BooleanSupplier;

/**
 * Perfect knowledge of a game (a solved table, an endgame solver): the exact value of positions, used
 * for perfect play at the top difficulty and as ground truth in tests.
 *
 * @param <P> the position type it solves
 */
public interface ExactSolver<P extends Position> {
    /** What the bounded {@link #scoreMoves(Position, int[], int[], BooleanSupplier)} returns when stopped. */
    int STOPPED = -1;

    /**
     * True if {@link #score} answers for {@code position} in time to play with; a solver for the end of a
     * game only (an Othello endgame solver) declines earlier positions, and the {@code Strategist}
     * searches those instead. The default solves every position.
     */
    default boolean canSolve(P position) {
        return true;
    }

    /**
     * As {@link #canSolve(Position)}, for a move whose hard time is {@code millis} (0: no limit): a solver that
     * reaches further with more time (Othello's selective solver) says so here. The default ignores the time.
     */
    default boolean canSolve(P position, long millis) {
        return canSolve(position);
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

    /**
     * As {@link #scoreMoves(Position, int[], int[])}, for solvers that may take long: gives up and returns
     * {@link #STOPPED} soon after {@code stop} answers true, leaving the position as it was. It may also
     * answer with fewer moves than are legal when it knows a best move without scoring the others (an
     * opening book): the moves it returns are then the best there are, each with a true lower bound on its
     * score. The default (for solvers that answer at once, such as a table) ignores {@code stop}.
     */
    default int scoreMoves(P position, int[] moves, int[] scores, BooleanSupplier stop) {
        return scoreMoves(position, moves, scores);
    }

    /**
     * As {@link #scoreMoves(Position, int[], int[], BooleanSupplier)}, for a solver that works in steps and answers
     * from its last finished one (Othello's selective solver): it starts no step once {@code soon} answers true and
     * gives up the step under way once {@code stop} does, as a timed search starts no depth past its soft time and
     * stops at its hard one. The default gives up at {@code soon}.
     */
    default int scoreMoves(P position, int[] moves, int[] scores, BooleanSupplier soon, BooleanSupplier stop) {
        return scoreMoves(position, moves, scores, soon);
    }
}
