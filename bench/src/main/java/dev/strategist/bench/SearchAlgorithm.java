package dev.strategist.bench;

import dev.strategist.core.Position;
import dev.strategist.search.AlphaBeta;
import dev.strategist.search.Minimax;
import dev.strategist.search.Negamax;
import dev.strategist.search.Negascout;
import java.util.NoSuchElementException;

/** The searches being compared: the four textbook oracles and the engine, with and without its table. */
public enum SearchAlgorithm {
    /** Textbook minimax: the baseline that visits the whole tree. */
    MINIMAX("minimax", true) {
        @Override
        public <P extends Position> BoundSearch bind(SearchCase<P> c) {
            Minimax<P> m = new Minimax<>(c.evaluator());
            return new OracleSearch<>(c, m::value, m::nodes);
        }
    },
    /** Negamax: minimax written once; the same nodes. */
    NEGAMAX("negamax", true) {
        @Override
        public <P extends Position> BoundSearch bind(SearchCase<P> c) {
            Negamax<P> m = new Negamax<>(c.evaluator());
            return new OracleSearch<>(c, m::value, m::nodes);
        }
    },
    /** Alpha-beta in generation order: what cut-offs alone buy. */
    ALPHABETA("alphabeta", false) {
        @Override
        public <P extends Position> BoundSearch bind(SearchCase<P> c) {
            AlphaBeta<P> m = new AlphaBeta<>(c.evaluator());
            return new OracleSearch<>(c, m::value, m::nodes);
        }
    },
    /** Negascout in generation order: what null windows add to alpha-beta. */
    NEGASCOUT("negascout", false) {
        @Override
        public <P extends Position> BoundSearch bind(SearchCase<P> c) {
            Negascout<P> m = new Negascout<>(c.evaluator());
            return new OracleSearch<>(c, m::value, m::nodes);
        }
    },
    /** The engine with its default 16 MB table, cleared before each run. */
    ENGINE("engine", false) {
        @Override
        public <P extends Position> BoundSearch bind(SearchCase<P> c) {
            return new EngineSearch<>(c, 16);
        }
    },
    /** The engine without a table: ordering and iterative deepening alone. */
    ENGINE_NO_TABLE("engine-notable", false) {
        @Override
        public <P extends Position> BoundSearch bind(SearchCase<P> c) {
            return new EngineSearch<>(c, 0);
        }
    };

    private final String label;
    private final boolean exhaustive;

    SearchAlgorithm(String label, boolean exhaustive) {
        this.label = label;
        this.exhaustive = exhaustive;
    }

    /** The short name benchmarks and tables use. */
    public String label() {
        return label;
    }

    /** Whether it can search {@code c} in reasonable time: full-tree searches only where the case allows. */
    public boolean suits(SearchCase<?> c) {
        return !exhaustive || c.exhaustive();
    }

    /** A fresh searcher for {@code c}. */
    public abstract <P extends Position> BoundSearch bind(SearchCase<P> c);

    /** The algorithm whose label is {@code label}. */
    public static SearchAlgorithm named(String label) {
        for (SearchAlgorithm a : values()) {
            if (a.label.equals(label)) {
                return a;
            }
        }
        throw new NoSuchElementException("no search algorithm called " + label);
    }
}
