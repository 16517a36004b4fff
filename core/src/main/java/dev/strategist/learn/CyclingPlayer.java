package dev.strategist.learn;

/** A player that cycles through its actions in order, 0, 1, 2, 0, 1, ...: predictable, so exploitable. */
public final class CyclingPlayer implements RepeatedPlayer {
    private final int actions;
    private int next;

    /** Cycles through {@code actions} actions from the first. */
    public CyclingPlayer(int actions) {
        if (actions < 1) {
            throw new IllegalArgumentException("a player needs at least one action, not " + actions);
        }
        this.actions = actions;
    }

    @Override
    public int choose() {
        return next;
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        next = (mine + 1) % actions;
    }

    @Override
    public double[] strategy() {
        double[] s = new double[actions];
        s[next] = 1;
        return s;
    }

    @Override
    public String name() {
        return "cycle";
    }
}
