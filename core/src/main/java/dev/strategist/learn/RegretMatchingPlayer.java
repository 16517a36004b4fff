package dev.strategist.learn;

import java.util.SplittableRandom;

/**
 * A {@link RepeatedPlayer} that samples its action from a {@link RegretMatcher}'s current strategy and,
 * after each round, updates every action's regret from what it would have got against the opponent's
 * actual action (it knows its own payoff table).
 */
public final class RegretMatchingPlayer implements RepeatedPlayer {
    private final MatrixGame game;
    private final int player;
    private final RegretMatcher matcher;
    private final SplittableRandom random;
    private final double[] utilities;

    /** Plays {@code game} as {@code player}, sampling with a generator seeded with {@code seed}. */
    public RegretMatchingPlayer(MatrixGame game, int player, long seed) {
        this.game = game;
        this.player = player;
        this.matcher = new RegretMatcher(game.actionCount(player));
        this.random = new SplittableRandom(seed);
        this.utilities = new double[game.actionCount(player)];
    }

    @Override
    public int choose() {
        return Strategies.sample(matcher.currentStrategy(), random);
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        for (int a = 0; a < utilities.length; a++) {
            utilities[a] = game.payoff(player, a, theirs);
        }
        matcher.update(utilities);
    }

    @Override
    public double[] strategy() {
        return matcher.currentStrategy().clone();
    }

    /** The average strategy over the rounds played. */
    public double[] averageStrategy() {
        return matcher.averageStrategy();
    }

    @Override
    public String name() {
        return "regret";
    }
}
