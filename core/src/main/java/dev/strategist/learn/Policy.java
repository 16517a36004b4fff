package dev.strategist.learn;

import java.util.Locale;

/**
 * A behaviour policy for both players of a {@link GameTree}: for every information set, a probability
 * for each of its actions (in the order the tree lists them).
 */
public final class Policy {
    private final GameTree tree;
    private final double[][] probabilities;

    /** A policy over {@code tree}'s information sets; {@code probabilities[i]} must sum to 1 for each set. */
    public Policy(GameTree tree, double[][] probabilities) {
        if (probabilities.length != tree.infoSetCount()) {
            throw new IllegalArgumentException("the tree has " + tree.infoSetCount() + " information sets, not "
                    + probabilities.length);
        }
        this.tree = tree;
        this.probabilities = new double[probabilities.length][];
        for (int i = 0; i < probabilities.length; i++) {
            int n = tree.infoSetAt(i).actions().length;
            if (probabilities[i].length != n) {
                throw new IllegalArgumentException("information set " + tree.infoSetAt(i).name() + " has " + n
                        + " actions, not " + probabilities[i].length);
            }
            this.probabilities[i] = Strategies.normalised(probabilities[i]);
        }
    }

    /** Every action equally likely in every information set. */
    public static Policy uniform(GameTree tree) {
        double[][] p = new double[tree.infoSetCount()][];
        for (int i = 0; i < p.length; i++) {
            p[i] = Strategies.uniform(tree.infoSetAt(i).actions().length);
        }
        return new Policy(tree, p);
    }

    /** The tree the policy is for. */
    public GameTree tree() {
        return tree;
    }

    /** The probability of the {@code actionIndex}-th action of information set {@code infoSet}. */
    public double probability(int infoSet, int actionIndex) {
        return probabilities[infoSet][actionIndex];
    }

    /** A copy of information set {@code infoSet}'s action probabilities. */
    public double[] probabilities(int infoSet) {
        return probabilities[infoSet].clone();
    }

    /**
     * The policy as a table, one information set a line, sorted by player and then name:
     * {@code P1  K      pass 0.000  bet 1.000}.
     */
    public String table() {
        StringBuilder sb = new StringBuilder();
        tree.infoSets().stream()
                .sorted((a, b) -> a.player() != b.player() ? Integer.compare(a.player(), b.player())
                        : a.name().compareTo(b.name()))
                .forEach(s -> {
                    sb.append(String.format(Locale.ROOT, "P%d  %-8s", s.player() + 1, s.name()));
                    for (int a = 0; a < s.actions().length; a++) {
                        sb.append(String.format(Locale.ROOT, "  %s %.4f", s.actionNames().get(a),
                                probabilities[s.index()][a]));
                    }
                    sb.append('\n');
                });
        return sb.toString();
    }
}
