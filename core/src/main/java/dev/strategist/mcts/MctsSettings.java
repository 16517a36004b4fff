package dev.strategist.mcts;

/**
 * How a {@link MonteCarloSearch} explores: the UCT constant, the seed, whether it proves wins and
 * losses, whether playouts follow the evaluator, and its budgets. Immutable; {@code with} methods
 * return changed copies.
 *
 * @param exploration       the UCT constant C in {@code mean + C sqrt(ln N / n)}; rewards lie in [0, 1],
 *                          where the theory's value is sqrt 2
 * @param seed              seeds the playouts and the order children are tried, so runs are reproducible
 * @param solver            prove wins, losses and draws in the tree (MCTS-Solver) and play proven wins
 * @param guided            playouts pick the move the evaluator likes best (a one-ply look-ahead) instead
 *                          of a random one, except with probability {@code guidedEpsilon}
 * @param guidedEpsilon     in guided playouts, the chance of a random move instead, so playouts vary
 * @param defaultIterations the playouts per search when the limits give neither a node nor a time limit
 * @param maxTreeNodes      the tree stops growing at this many nodes (memory); playouts go on
 */
public record MctsSettings(double exploration, long seed, boolean solver, boolean guided, double guidedEpsilon,
                           long defaultIterations, int maxTreeNodes) {

    /** The theoretical UCT constant for rewards in [0, 1] (Kocsis and Szepesvari 2006). */
    public static final double SQRT2 = Math.sqrt(2);

    /** Plain UCT with the solver on, random playouts, seed 1, 20,000 playouts, up to 2 million nodes. */
    public static final MctsSettings DEFAULT = new MctsSettings(SQRT2, 1, true, false, 0.1, 20_000, 2_000_000);

    /** Validates the settings. */
    public MctsSettings {
        if (!(exploration >= 0) || Double.isInfinite(exploration)) {
            throw new IllegalArgumentException("exploration must be a finite number >= 0, not " + exploration);
        }
        if (!(guidedEpsilon >= 0 && guidedEpsilon <= 1)) {
            throw new IllegalArgumentException("guided epsilon must be between 0 and 1, not " + guidedEpsilon);
        }
        if (defaultIterations < 1) {
            throw new IllegalArgumentException("default iterations must be positive, not " + defaultIterations);
        }
        if (maxTreeNodes < 2) {
            throw new IllegalArgumentException("the tree needs room for at least 2 nodes, not " + maxTreeNodes);
        }
    }

    /** The same settings with another exploration constant. */
    public MctsSettings withExploration(double c) {
        return new MctsSettings(c, seed, solver, guided, guidedEpsilon, defaultIterations, maxTreeNodes);
    }

    /** The same settings with another seed. */
    public MctsSettings withSeed(long s) {
        return new MctsSettings(exploration, s, solver, guided, guidedEpsilon, defaultIterations, maxTreeNodes);
    }

    /** The same settings with the solver on or off. */
    public MctsSettings withSolver(boolean on) {
        return new MctsSettings(exploration, seed, on, guided, guidedEpsilon, defaultIterations, maxTreeNodes);
    }

    /** The same settings with evaluator-guided playouts on or off. */
    public MctsSettings withGuidedPlayouts(boolean on, double epsilon) {
        return new MctsSettings(exploration, seed, solver, on, epsilon, defaultIterations, maxTreeNodes);
    }

    /** The same settings with another default number of playouts. */
    public MctsSettings withDefaultIterations(long n) {
        return new MctsSettings(exploration, seed, solver, guided, guidedEpsilon, n, maxTreeNodes);
    }

    /** The same settings with another tree size cap. */
    public MctsSettings withMaxTreeNodes(int n) {
        return new MctsSettings(exploration, seed, solver, guided, guidedEpsilon, defaultIterations, n);
    }
}
