package dev.strategist.learn;

import java.util.SplittableRandom;

/** Helpers for mixed strategies: sampling, checking and describing probability vectors. */
public final class Strategies {
    private Strategies() {
    }

    /** The uniform strategy over {@code n} actions. */
    public static double[] uniform(int n) {
        double[] s = new double[n];
        java.util.Arrays.fill(s, 1.0 / n);
        return s;
    }

    /** An action drawn from {@code strategy} (which sums to 1) with {@code random}. */
    public static int sample(double[] strategy, SplittableRandom random) {
        double x = random.nextDouble();
        double sum = 0;
        for (int a = 0; a < strategy.length; a++) {
            sum += strategy[a];
            if (x < sum) {
                return a;
            }
        }
        // rounding left a sliver above the last sum: the last action with weight takes it
        for (int a = strategy.length - 1; a > 0; a--) {
            if (strategy[a] > 0) {
                return a;
            }
        }
        return 0;
    }

    /** A copy of {@code weights} scaled to sum to 1, refusing negative or all-zero weights. */
    public static double[] normalised(double[] weights) {
        double sum = 0;
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("probabilities must be finite and non-negative, not " + w);
            }
            sum += w;
        }
        if (sum <= 0) {
            throw new IllegalArgumentException("probabilities must not all be zero");
        }
        double[] s = new double[weights.length];
        for (int a = 0; a < s.length; a++) {
            s[a] = weights[a] / sum;
        }
        return s;
    }

    /** The largest difference between two strategies in any action. */
    public static double maxDifference(double[] a, double[] b) {
        double d = 0;
        for (int i = 0; i < a.length; i++) {
            d = Math.max(d, Math.abs(a[i] - b[i]));
        }
        return d;
    }
}
