package dev.strategist.learn;

import java.util.SplittableRandom;

/** A player that ignores the past and samples a fixed mixed strategy: uniform, or biased like (0.5, 0.3, 0.2). */
public final class FixedStrategyPlayer implements RepeatedPlayer {
    private final String name;
    private final double[] strategy;
    private final SplittableRandom random;

    /** Plays {@code weights} (scaled to sum to 1) with a generator seeded with {@code seed}. */
    public FixedStrategyPlayer(String name, double[] weights, long seed) {
        this.name = name;
        this.strategy = Strategies.normalised(weights);
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choose() {
        return Strategies.sample(strategy, random);
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        // a fixed strategy learns nothing
    }

    @Override
    public double[] strategy() {
        return strategy.clone();
    }

    @Override
    public String name() {
        return name;
    }
}
