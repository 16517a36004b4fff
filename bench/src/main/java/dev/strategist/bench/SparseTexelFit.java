package dev.strategist.bench;

/**
 * {@link TexelFit}'s fit for rows with few non-zero terms among many: each row is a list of (term, value)
 * pairs, so a gradient step costs the non-zero terms, not rows times terms. The same error, scale and Adam
 * steps as {@link TexelFit} (which stays as the plain version it is checked against), with a pull per
 * weight, so that a large table of corrections can be held near zero while the terms it corrects move freely.
 */
final class SparseTexelFit {
    private final int[][] index;
    private final double[][] value;
    private final double[] results;
    private final int terms;

    /** Rows of {@code terms} possible terms: row {@code i} has {@code value[i][j]} at term {@code index[i][j]}. */
    SparseTexelFit(int[][] index, double[][] value, double[] results, int terms) {
        this.index = index;
        this.value = value;
        this.results = results;
        this.terms = terms;
    }

    /** The mean squared error of {@code weights} with scale {@code k}. */
    double error(double[] weights, double k) {
        double sum = 0;
        for (int i = 0; i < results.length; i++) {
            double d = results[i] - TexelFit.sigmoid(k * dot(weights, i) / 100);
            sum += d * d;
        }
        return sum / results.length;
    }

    /** The scale that fits {@code weights} best ({@link TexelFit#bestScale}). */
    double fitScale(double[] weights) {
        return TexelFit.bestScale(k -> error(weights, k));
    }

    /**
     * Weights fitted from {@code start} with scale {@code k} by {@code steps} Adam steps of size {@code rate};
     * a weight whose {@code fixed} entry is true keeps its start, and each weight's error gains
     * {@code pull[j] * (w - start)^2 / 10^4} (as {@link TexelFit#fitWeights}, with one pull per weight).
     */
    double[] fitWeights(double[] start, boolean[] fixed, double k, int steps, double rate, double[] pull) {
        double[] w = start.clone();
        double[] grad = new double[terms];
        AdamSteps adam = new AdamSteps(terms, 1e-12);
        for (int step = 1; step <= steps; step++) {
            java.util.Arrays.fill(grad, 0);
            for (int i = 0; i < results.length; i++) {
                double s = TexelFit.sigmoid(k * dot(w, i) / 100);
                double g = -2 * (results[i] - s) * s * (1 - s) * k / 100;
                int[] at = index[i];
                double[] x = value[i];
                for (int j = 0; j < at.length; j++) {
                    grad[at[j]] += g * x[j];
                }
            }
            for (int j = 0; j < terms; j++) {
                grad[j] = grad[j] / results.length + 2 * pull[j] * (w[j] - start[j]) / 1e4;
            }
            adam.step(w, grad, rate, fixed);
        }
        return w;
    }

    private double dot(double[] w, int row) {
        int[] at = index[row];
        double[] x = value[row];
        double s = 0;
        for (int j = 0; j < at.length; j++) {
            s += w[at[j]] * x[j];
        }
        return s;
    }
}
