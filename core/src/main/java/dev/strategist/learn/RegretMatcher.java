package dev.strategist.learn;

/**
 * Regret matching (Hart and Mas-Colell 2000): the current strategy plays each action in proportion to
 * its positive cumulative regret (uniformly when none is positive), and the average of the current
 * strategies over time, which converges to equilibrium in two-player zero-sum self-play, is tracked.
 */
public final class RegretMatcher {
    private final double[] regrets;
    private final double[] strategySum;
    private final double[] current;

    /** A matcher over {@code actions} actions with no regret yet. */
    public RegretMatcher(int actions) {
        if (actions < 1) {
            throw new IllegalArgumentException("regret matching needs at least one action, not " + actions);
        }
        this.regrets = new double[actions];
        this.strategySum = new double[actions];
        this.current = new double[actions];
    }

    /** A matcher starting from the given cumulative regrets (to start away from the uniform strategy). */
    public RegretMatcher(double[] initialRegrets) {
        this(initialRegrets.length);
        System.arraycopy(initialRegrets, 0, regrets, 0, regrets.length);
    }

    /** The current strategy, from the positive regrets (the array is reused: copy it to keep it). */
    public double[] currentStrategy() {
        double sum = 0;
        for (double r : regrets) {
            sum += Math.max(0, r);
        }
        for (int a = 0; a < current.length; a++) {
            current[a] = sum > 0 ? Math.max(0, regrets[a]) / sum : 1.0 / current.length;
        }
        return current;
    }

    /**
     * One round: adds the current strategy to the average and each action's regret, its utility minus
     * the current strategy's expected utility, given {@code utilities} of every action this round.
     */
    public void update(double[] utilities) {
        double[] s = currentStrategy();
        double expected = 0;
        for (int a = 0; a < s.length; a++) {
            expected += s[a] * utilities[a];
            strategySum[a] += s[a];
        }
        for (int a = 0; a < s.length; a++) {
            regrets[a] += utilities[a] - expected;
        }
    }

    /** The average of the strategies played so far (uniform before the first round). */
    public double[] averageStrategy() {
        double sum = 0;
        for (double v : strategySum) {
            sum += v;
        }
        double[] avg = new double[strategySum.length];
        for (int a = 0; a < avg.length; a++) {
            avg[a] = sum > 0 ? strategySum[a] / sum : 1.0 / avg.length;
        }
        return avg;
    }

    /** The cumulative regret of {@code action}. */
    public double regret(int action) {
        return regrets[action];
    }

    /**
     * Full-information self-play: each iteration both players update at once with every action's
     * expected utility against the other's current strategy.
     */
    public static void selfPlay(MatrixGame game, RegretMatcher row, RegretMatcher column, int iterations) {
        for (int t = 0; t < iterations; t++) {
            double[] rowNow = row.currentStrategy().clone();
            double[] columnNow = column.currentStrategy().clone();
            row.update(game.actionValues(0, columnNow));
            column.update(game.actionValues(1, rowNow));
        }
    }
}
