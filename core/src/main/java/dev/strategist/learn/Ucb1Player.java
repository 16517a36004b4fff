package dev.strategist.learn;

import java.util.SplittableRandom;

/**
 * A {@link RepeatedPlayer} that treats its actions as the arms of a {@link Ucb1} bandit, with payoffs
 * scaled from the game's range into [0, 1]. Its "strategy" is the share of rounds each action was played.
 */
public final class Ucb1Player implements RepeatedPlayer {
    private final Ucb1 bandit;
    private final double min;
    private final double range;

    /** Plays {@code game} as {@code player} (0 rows, 1 columns), breaking ties with a generator seeded {@code seed}. */
    public Ucb1Player(MatrixGame game, int player, long seed) {
        this.bandit = new Ucb1(game.actionCount(player), new SplittableRandom(seed));
        this.min = game.minPayoff(player);
        double max = game.maxPayoff(player);
        this.range = max > min ? max - min : 1;
    }

    @Override
    public int choose() {
        return bandit.select();
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        bandit.update(mine, Math.min(1, Math.max(0, (payoff - min) / range)));
    }

    @Override
    public double[] strategy() {
        int n = bandit.arms();
        if (bandit.total() == 0) {
            return Strategies.uniform(n);
        }
        double[] s = new double[n];
        for (int a = 0; a < n; a++) {
            s[a] = (double) bandit.plays(a) / bandit.total();
        }
        return s;
    }

    /** The bandit behind the player. */
    public Ucb1 bandit() {
        return bandit;
    }

    @Override
    public String name() {
        return "ucb1";
    }
}
