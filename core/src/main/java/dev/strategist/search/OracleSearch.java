package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import java.util.Objects;

/**
 * What the four fixed-depth oracles share, so each class shows only its algorithm: the evaluator, one
 * preallocated move stack (offset per ply), the principal-variation table, the node count and the stop
 * signal.
 *
 * @param <P> the position type
 */
abstract class OracleSearch<P extends Position> implements Searcher<P> {
    final Evaluator<P> evaluator;
    int[] moves = new int[0];
    int maxMoves;
    PrincipalVariation pv = new PrincipalVariation(0);
    long nodes;
    StopSignal signal = new StopSignal();

    OracleSearch(Evaluator<P> evaluator) {
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
    }

    /** The nodes visited by the last search: every call of the recursive function, root and leaves included. */
    public long nodes() {
        return nodes;
    }

    /** Stops a running search: it unwinds at once and answers from the root moves it finished. */
    @Override
    public void stop() {
        signal.raise();
    }

    /** Readies the buffers for a search of {@code depth} plies from {@code position}, under {@code stop}. */
    void prepare(P position, int depth, StopSignal stop) {
        OracleResults.checkDepth(depth);
        signal = stop;
        maxMoves = position.maxMoves();
        if (moves.length < maxMoves * (depth + 1)) {
            moves = new int[maxMoves * (depth + 1)];
        }
        if (pv.maxDepth() < depth) {
            pv = new PrincipalVariation(depth);
        }
        pv.clear(0);
        nodes = 0;
    }

    /**
     * Counts a node at {@code ply} and clears its line; false when the search is stopping, and the node
     * must return at once (the root discards what it returns).
     */
    boolean enter(int ply) {
        nodes++;
        if (signal.isRaised()) {
            return false;
        }
        pv.clear(ply);
        return true;
    }
}
