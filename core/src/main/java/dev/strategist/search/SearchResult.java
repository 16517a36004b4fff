package dev.strategist.search;

import dev.strategist.core.Position;
import java.util.Arrays;

/**
 * The answer of a search: the best move and its score, the principal variation, the work done, and
 * when asked for, the exact score of every root move (best first), for picking among several good moves.
 *
 * @param bestMove      the move to play; {@link Position#NO_MOVE} only when the game was already over
 * @param score         the score of the best move for the side to move
 * @param depth         the deepest completed iteration
 * @param pv            the principal variation, best move first
 * @param nodes         positions visited
 * @param elapsedMillis wall time of the search
 * @param stopped       true when a time or node limit or a stop signal ended the search early
 * @param rootMoves     root moves in order of their scores, best first (all of them when exact scores
 *                      were asked for, otherwise at least the best)
 * @param rootScores    the score of each of {@code rootMoves}; exact when asked for
 */
public record SearchResult(int bestMove, int score, int depth, int[] pv, long nodes, long elapsedMillis,
                           boolean stopped, int[] rootMoves, int[] rootScores) {

    /** Nodes per second, or 0 when no time was measured. */
    public long nodesPerSecond() {
        return elapsedMillis <= 0 ? 0 : nodes * 1000 / elapsedMillis;
    }

    /**
     * Builds a result from root moves and scores in any order: sorts them best first (stable, so equal
     * scores keep their search order) and takes the best as the answer.
     */
    public static SearchResult ofRootScores(int[] moves, int[] scores, int count, int depth, int[] pv, long nodes,
                                            long elapsedMillis, boolean stopped) {
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(scores[b], scores[a]));
        int[] m = new int[count];
        int[] s = new int[count];
        for (int i = 0; i < count; i++) {
            m[i] = moves[order[i]];
            s[i] = scores[order[i]];
        }
        int best = count > 0 ? m[0] : Position.NO_MOVE;
        int[] line = pv.length > 0 && pv[0] == best ? pv : (count > 0 ? new int[] {best} : new int[0]);
        return new SearchResult(best, count > 0 ? s[0] : 0, depth, line, nodes, elapsedMillis, stopped, m, s);
    }

    @Override
    public String toString() {
        return "SearchResult[best=" + bestMove + ", score=" + score + ", depth=" + depth + ", nodes=" + nodes
                + ", pv=" + Arrays.toString(pv) + ", stopped=" + stopped + "]";
    }
}
