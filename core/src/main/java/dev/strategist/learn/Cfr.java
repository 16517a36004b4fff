package dev.strategist.learn;

/**
 * Counterfactual regret minimisation (Zinkevich et al. 2007) over a {@link GameTree}: regret matching in
 * every information set on regrets weighted by the chance-and-opponent reach, with alternating updates
 * (player 1 first, then player 2 against player 1's new strategy). The average policy, weighted by each
 * player's own reach, converges to a Nash equilibrium in two-player zero-sum games. CFR+ (Tammelin 2014)
 * floors cumulative regrets at zero after each iteration and weights iteration t's strategy by t.
 */
public final class Cfr {
    /** Which update rule to use. */
    public enum Variant {
        /** Vanilla CFR: plain cumulative regrets, uniform averaging. */
        VANILLA,
        /** CFR+: regrets floored at zero, linearly weighted averaging. */
        PLUS
    }

    private final GameTree tree;
    private final Variant variant;
    private final double[][] regrets;
    private final double[][] strategySum;
    private final double[][] current;
    private int iterations;

    /** A solver for {@code tree} starting from the uniform policy. */
    public Cfr(GameTree tree, Variant variant) {
        this.tree = tree;
        this.variant = variant;
        int n = tree.infoSetCount();
        this.regrets = new double[n][];
        this.strategySum = new double[n][];
        this.current = new double[n][];
        for (int i = 0; i < n; i++) {
            int actions = tree.infoSetAt(i).actions().length;
            regrets[i] = new double[actions];
            strategySum[i] = new double[actions];
            current[i] = new double[actions];
        }
    }

    /** Runs {@code n} iterations. */
    public void iterate(int n) {
        for (int k = 0; k < n; k++) {
            iterations++;
            for (int player = 0; player < 2; player++) {
                updateCurrent();
                traverse(tree.root(), player, 1, 1);
                if (variant == Variant.PLUS) {
                    floorRegrets(player);
                }
            }
        }
    }

    /** Iterations run so far. */
    public int iterations() {
        return iterations;
    }

    /** The variant in use. */
    public Variant variant() {
        return variant;
    }

    /** The tree it solves. */
    public GameTree tree() {
        return tree;
    }

    /** The average policy: the one that converges to equilibrium (uniform before any iteration). */
    public Policy averagePolicy() {
        double[][] p = new double[strategySum.length][];
        for (int i = 0; i < p.length; i++) {
            double sum = 0;
            for (double v : strategySum[i]) {
                sum += v;
            }
            p[i] = sum > 0 ? strategySum[i].clone() : Strategies.uniform(strategySum[i].length);
        }
        return new Policy(tree, p);
    }

    /** The current policy, regret matching on the cumulative regrets. */
    public Policy currentPolicy() {
        updateCurrent();
        double[][] p = new double[current.length][];
        for (int i = 0; i < p.length; i++) {
            p[i] = current[i].clone();
        }
        return new Policy(tree, p);
    }

    private void updateCurrent() {
        for (int i = 0; i < regrets.length; i++) {
            double[] r = regrets[i];
            double[] s = current[i];
            double sum = 0;
            for (double v : r) {
                sum += Math.max(0, v);
            }
            for (int a = 0; a < r.length; a++) {
                s[a] = sum > 0 ? Math.max(0, r[a]) / sum : 1.0 / r.length;
            }
        }
    }

    private void floorRegrets(int player) {
        for (int i = 0; i < regrets.length; i++) {
            if (tree.infoSetAt(i).player() == player) {
                double[] r = regrets[i];
                for (int a = 0; a < r.length; a++) {
                    r[a] = Math.max(0, r[a]);
                }
            }
        }
    }

    /**
     * The expected payoff of {@code me} below {@code node} under the current strategies; updates {@code me}'s
     * regrets and average. {@code myReach} is {@code me}'s own reach, {@code othersReach} chance's times the
     * opponent's.
     */
    private double traverse(int node, int me, double myReach, double othersReach) {
        int who = tree.player(node);
        if (who == GameTree.TERMINAL) {
            return tree.utility(node, me);
        }
        if (myReach == 0 && othersReach == 0) {
            return 0; // nothing below can change a regret or an average, and the value is weighted by zero
        }
        int first = tree.firstChild(node);
        int n = tree.childCount(node);
        if (who == ExtensiveGame.CHANCE) {
            double v = 0;
            for (int a = 0; a < n; a++) {
                double p = tree.chanceProbability(first + a);
                v += p * traverse(first + a, me, myReach, othersReach * p);
            }
            return v;
        }
        int set = tree.infoSet(node);
        double[] sigma = current[set];
        if (who != me) {
            // no skipping of the opponent's unplayed actions: below them this player's average strategy still
            // gathers its own reach, once per history of each information set, as in every other iteration
            double v = 0;
            for (int a = 0; a < n; a++) {
                v += sigma[a] * traverse(first + a, me, myReach, othersReach * sigma[a]);
            }
            return v;
        }
        double[] u = new double[n];
        double v = 0;
        for (int a = 0; a < n; a++) {
            u[a] = traverse(first + a, me, myReach * sigma[a], othersReach);
            v += sigma[a] * u[a];
        }
        double[] r = regrets[set];
        double[] avg = strategySum[set];
        double weight = variant == Variant.PLUS ? iterations : 1;
        for (int a = 0; a < n; a++) {
            r[a] += othersReach * (u[a] - v);
            avg[a] += weight * myReach * sigma[a];
        }
        return v;
    }
}
