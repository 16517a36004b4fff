package dev.strategist.search;

import dev.strategist.core.Position;
import dev.strategist.core.Score;

/** The bookkeeping the four fixed-depth oracles share: turning their root scores into a result. */
final class OracleResults {
    private OracleResults() {
    }

    /** Checks a depth given to an oracle's {@code value}: 0 (just the evaluation) to the search limit. */
    static void checkDepth(int depth) {
        if (depth < 0 || depth > SearchLimits.DEPTH_LIMIT) {
            throw new IllegalArgumentException("depth must be between 0 and " + SearchLimits.DEPTH_LIMIT
                    + ", not " + depth);
        }
    }

    /** The result for a root that is already over: no move, the game's score at 0 plies. */
    static SearchResult gameOver(Position root, int depth, long nodes, long startNanos, SearchListener listener) {
        int score = Score.terminal(root.outcome(), root.sideToMove(), 0);
        long millis = millisSince(startNanos);
        listener.onIteration(new SearchInfo(depth, score, new int[0], nodes, perSecond(nodes, millis), millis));
        int[] none = new int[0];
        return new SearchResult(Position.NO_MOVE, score, depth, none, nodes, millis, false, none, none);
    }

    /**
     * The result from the root moves' scores (side to move's view), reported to {@code listener}. A search
     * stopped before any root move finished still answers with the first legal move, unscored.
     */
    static SearchResult finish(int[] moves, int[] scores, int count, int depth, int[] pv, long nodes, long startNanos,
                               SearchListener listener, boolean stopped) {
        long millis = millisSince(startNanos);
        if (stopped && count == 0) {
            count = 1;
            scores[0] = 0;
            pv = new int[] {moves[0]};
        }
        SearchResult result = SearchResult.ofRootScores(moves, scores, count, depth, pv, nodes, millis, stopped);
        long speed = perSecond(nodes, millis);
        listener.onIteration(new SearchInfo(depth, result.score(), result.pv(), nodes, speed, millis));
        return result;
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    private static long perSecond(long nodes, long millis) {
        return millis <= 0 ? 0 : nodes * 1000 / millis;
    }
}
