package dev.strategist.learn;

import java.util.SplittableRandom;

/**
 * A player that plays whatever its opponent played last round (both players must share their actions,
 * as in rock-paper-scissors); the first round is random.
 */
public final class CopyLastPlayer implements RepeatedPlayer {
    private final int actions;
    private final SplittableRandom random;
    private int last = -1;

    /** Copies among {@code actions} actions, opening at random from a generator seeded with {@code seed}. */
    public CopyLastPlayer(int actions, long seed) {
        if (actions < 1) {
            throw new IllegalArgumentException("a player needs at least one action, not " + actions);
        }
        this.actions = actions;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choose() {
        return last >= 0 ? last : random.nextInt(actions);
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        last = theirs;
    }

    @Override
    public double[] strategy() {
        if (last < 0) {
            return Strategies.uniform(actions);
        }
        double[] s = new double[actions];
        s[last] = 1;
        return s;
    }

    @Override
    public String name() {
        return "copy";
    }
}
