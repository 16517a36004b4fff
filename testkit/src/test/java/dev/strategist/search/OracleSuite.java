package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import java.util.List;

/** The four oracles over one evaluator, so tests can put their values and node counts side by side. */
final class OracleSuite<P extends Position> {
    final Minimax<P> minimax;
    final Negamax<P> negamax;
    final AlphaBeta<P> alphaBeta;
    final Negascout<P> negascout;

    OracleSuite(Evaluator<P> evaluator) {
        minimax = new Minimax<>(evaluator);
        negamax = new Negamax<>(evaluator);
        alphaBeta = new AlphaBeta<>(evaluator);
        negascout = new Negascout<>(evaluator);
    }

    /** All four, in the order of {@link #values} and {@link #nodes}. */
    List<Searcher<P>> all() {
        return List.of(minimax, negamax, alphaBeta, negascout);
    }

    /** Each oracle's value of {@code position} at {@code depth}; afterwards {@link #nodes} holds their node counts. */
    int[] values(P position, int depth) {
        return new int[] {
            minimax.value(position, depth), negamax.value(position, depth),
            alphaBeta.value(position, depth), negascout.value(position, depth),
        };
    }

    /** The node counts of each oracle's last search. */
    long[] nodes() {
        return new long[] {minimax.nodes(), negamax.nodes(), alphaBeta.nodes(), negascout.nodes()};
    }
}
