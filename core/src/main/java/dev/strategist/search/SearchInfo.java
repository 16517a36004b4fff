package dev.strategist.search;

/**
 * Progress after one finished iteration of a search: what a UI shows while the computer thinks.
 *
 * @param depth          the depth just completed
 * @param score          the root score for the side to move (see {@link dev.strategist.core.Score})
 * @param pv             the principal variation, best move first
 * @param nodes          nodes visited so far in this search
 * @param nodesPerSecond the search speed so far
 * @param elapsedMillis  milliseconds since the search started
 */
public record SearchInfo(int depth, int score, int[] pv, long nodes, long nodesPerSecond, long elapsedMillis) {

    /** The best move found so far, the first of the principal variation. */
    public int bestMove() {
        return pv.length > 0 ? pv[0] : dev.strategist.core.Position.NO_MOVE;
    }
}
