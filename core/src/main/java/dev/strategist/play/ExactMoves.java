package dev.strategist.play;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Position;
import dev.strategist.search.SearchResult;
import java.util.function.BooleanSupplier;

/** The exact score of every legal move, from a game's solver, as a search result. */
final class ExactMoves {
    private ExactMoves() {
    }

    /**
     * Scores the legal moves of {@code position} (restored afterwards) with {@code solver}, best first;
     * null when the solver was stopped first ({@code soon}: no further step, {@code stop}: not even the one under
     * way, as {@link ExactSolver#scoreMoves(Position, int[], int[], BooleanSupplier, BooleanSupplier)} says).
     */
    static <P extends Position> SearchResult of(P position, ExactSolver<P> solver, BooleanSupplier soon,
                                                BooleanSupplier stop) {
        long start = System.nanoTime();
        int[] moves = new int[position.maxMoves()];
        int[] scores = new int[position.maxMoves()];
        int n = solver.scoreMoves(position, moves, scores, soon, stop);
        if (n == ExactSolver.STOPPED) {
            return null;
        }
        long millis = (System.nanoTime() - start) / 1_000_000L;
        // depth 0: the scores are exact, not the result of a search to some depth
        return SearchResult.ofRootScores(moves, scores, n, 0, new int[0], n, millis, false);
    }
}
