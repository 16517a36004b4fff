package dev.strategist.search;

import dev.strategist.core.Score;

/**
 * When a search stops, and what it must report: depth, nodes, a soft time (the time the engine aims for,
 * which its {@link TimeManager} stretches) and a hard time (the search unwinds at once), and
 * whether every root move needs an exact
 * score (for randomness or weakening). Immutable; the {@code with} methods return changed copies.
 *
 * @param maxDepth       the deepest iteration, 1 to {@link #DEPTH_LIMIT}
 * @param maxNodes       stop after about this many nodes; {@code Long.MAX_VALUE} for no limit
 * @param softTimeMillis the time the search aims for, in milliseconds; 0 for no limit. The engine's
 *                       {@link TimeManager} stretches it while the best move is unsettled, up to the hard time
 * @param hardTimeMillis the search stops at once after this many milliseconds; 0 for no limit
 * @param allRootScores  search every root move with an open window so each gets its exact score
 */
public record SearchLimits(int maxDepth, long maxNodes, long softTimeMillis, long hardTimeMillis,
                           boolean allRootScores) {

    /** The deepest a search may go from its root. */
    public static final int DEPTH_LIMIT = Score.MAX_PLY - 8;

    /** Validates the limits. */
    public SearchLimits {
        if (maxDepth < 1 || maxDepth > DEPTH_LIMIT) {
            throw new IllegalArgumentException("depth must be between 1 and " + DEPTH_LIMIT + ", not " + maxDepth);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("node limit must be positive, not " + maxNodes);
        }
        if (softTimeMillis < 0 || hardTimeMillis < 0) {
            throw new IllegalArgumentException("time limits cannot be negative");
        }
    }

    /** A fixed-depth search. */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, Long.MAX_VALUE, 0, 0, false);
    }

    /**
     * A search with a time budget: it aims for half the budget, more while the best move is unsettled (see
     * {@link TimeManager}), and stops hard at the budget itself, so an answer comes within it.
     */
    public static SearchLimits time(long millis) {
        if (millis < 1) {
            throw new IllegalArgumentException("time budget must be at least 1 ms, not " + millis);
        }
        return new SearchLimits(DEPTH_LIMIT, Long.MAX_VALUE, Math.max(1, millis / 2), millis, false);
    }

    /** The same limits with another depth. */
    public SearchLimits withDepth(int depth) {
        return new SearchLimits(depth, maxNodes, softTimeMillis, hardTimeMillis, allRootScores);
    }

    /** The same limits with a node limit. */
    public SearchLimits withNodes(long nodes) {
        return new SearchLimits(maxDepth, nodes, softTimeMillis, hardTimeMillis, allRootScores);
    }

    /** The same limits with soft and hard time limits in milliseconds (0 for none). */
    public SearchLimits withTime(long softMillis, long hardMillis) {
        return new SearchLimits(maxDepth, maxNodes, softMillis, hardMillis, allRootScores);
    }

    /** The same limits, asking for an exact score of every root move. */
    public SearchLimits withAllRootScores() {
        return new SearchLimits(maxDepth, maxNodes, softTimeMillis, hardTimeMillis, true);
    }
}
