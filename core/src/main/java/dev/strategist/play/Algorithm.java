package dev.strategist.play;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.search.AlphaBeta;
import dev.strategist.search.Engine;
import dev.strategist.search.Minimax;
import dev.strategist.search.Negamax;
import dev.strategist.search.Negascout;
import dev.strategist.search.Searcher;

/**
 * The search algorithms a {@link Strategist} can use: the production engine, Monte Carlo tree search, or a
 * textbook oracle.
 */
public enum Algorithm {
    /** Iterative-deepening PVS with table, killers and history: the one to play with. */
    ENGINE,
    /**
     * Monte Carlo tree search (UCT with the solver, random playouts): needs no evaluator's judgement, bounded
     * by time or playouts (a node limit), never by depth.
     */
    MCTS,
    /**
     * Monte Carlo tree search whose playouts take the move the evaluator likes best (a one-ply look-ahead,
     * a random move one time in ten): slower playouts, better informed.
     */
    MCTS_GUIDED,
    /** Textbook minimax with separate max and min players, fixed depth. */
    MINIMAX,
    /** Textbook negamax, fixed depth. */
    NEGAMAX,
    /** Textbook alpha-beta in negamax form, fixed depth. */
    ALPHABETA,
    /** Textbook Negascout (principal variation search), fixed depth. */
    NEGASCOUT;

    /** A new searcher of this kind; {@code tableMegabytes} sizes the engine's table. */
    public <P extends Position> Searcher<P> create(Evaluator<P> evaluator, int tableMegabytes) {
        return create(evaluator, tableMegabytes, MctsSettings.DEFAULT.seed());
    }

    /** A new searcher of this kind; {@code seed} seeds the searches that draw at random (Monte Carlo). */
    public <P extends Position> Searcher<P> create(Evaluator<P> evaluator, int tableMegabytes, long seed) {
        switch (this) {
            case MINIMAX: return new Minimax<>(evaluator);
            case NEGAMAX: return new Negamax<>(evaluator);
            case ALPHABETA: return new AlphaBeta<>(evaluator);
            case NEGASCOUT: return new Negascout<>(evaluator);
            case MCTS: return new MonteCarloSearch<>(MctsSettings.DEFAULT.withSeed(seed), evaluator);
            case MCTS_GUIDED:
                return new MonteCarloSearch<>(MctsSettings.DEFAULT.withSeed(seed).withGuidedPlayouts(true, 0.1),
                        evaluator);
            default: return new Engine<>(evaluator, tableMegabytes);
        }
    }

    /** True for the fixed-depth textbook searches, which ignore time and node limits. */
    public boolean isFixedDepth() {
        return this != ENGINE && !isMonteCarlo();
    }

    /** True for the Monte Carlo searches, which a node limit bounds in playouts and a depth limit not at all. */
    public boolean isMonteCarlo() {
        return this == MCTS || this == MCTS_GUIDED;
    }

    /** The algorithm named {@code name} (any case), with an error listing the names. */
    public static Algorithm parse(String name) {
        for (Algorithm a : values()) {
            if (a.name().equalsIgnoreCase(name == null ? "" : name.trim())) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + name + "'; choose one of "
                + java.util.Arrays.toString(values()).toLowerCase(java.util.Locale.ROOT));
    }
}
