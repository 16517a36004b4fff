package dev.strategist.bench;

/**
 * Fits the weights of a linear evaluation to game results, the "Texel" method: minimise the mean squared
 * difference between each position's result (1 win, 0.5 draw, 0 loss for the side to move) and
 * {@code sigmoid(k * eval / 100)}, where {@code eval} is the weights times the position's terms. First
 * {@code k} is fitted with the starting weights (it maps hundredths of a man to a winning chance), then
 * the weights with {@code k} held, by full-batch gradient descent with Adam steps.
 */
final class TexelFit {
    private final double[][] terms;
    private final double[] results;

    /** The positions' terms (one row each) and results. */
    TexelFit(double[][] terms, double[] results) {
        this.terms = terms;
        this.results = results;
    }

    /** The mean squared error of {@code weights} with scale {@code k}. */
    double error(double[] weights, double k) {
        double sum = 0;
        for (int i = 0; i < terms.length; i++) {
            double d = results[i] - sigmoid(k * dot(weights, terms[i]) / 100);
            sum += d * d;
        }
        return sum / terms.length;
    }

    /** The scale that fits {@code weights} best, by golden-section search on [0.01, 10]. */
    double fitScale(double[] weights) {
        return bestScale(k -> error(weights, k));
    }

    /** The scale in [0.01, 10] where {@code error} is least, by golden-section search (the error is unimodal in it). */
    static double bestScale(java.util.function.DoubleUnaryOperator error) {
        return bestScale(error, 0.01, 10);
    }

    /** The scale in [{@code from}, {@code to}] where {@code error} is least, by golden-section search. */
    static double bestScale(java.util.function.DoubleUnaryOperator error, double from, double to) {
        double lo = from;
        double hi = to;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 60; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (error.applyAsDouble(a) < error.applyAsDouble(b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    /**
     * Weights fitted from {@code start} with scale {@code k}: {@code steps} Adam steps of size {@code rate}
     * (in hundredths of a man); weights whose {@code fixed} entry is true keep their starting value.
     * {@code pull} adds {@code pull * (w - start)^2 / 10^4} per weight to the error, a ridge that keeps
     * weights the data says little about near where they started.
     */
    double[] fitWeights(double[] start, boolean[] fixed, double k, int steps, double rate, double pull) {
        int n = start.length;
        double[] w = start.clone();
        double[] grad = new double[n];
        AdamSteps adam = new AdamSteps(n, 1e-12);
        for (int step = 1; step <= steps; step++) {
            java.util.Arrays.fill(grad, 0);
            for (int i = 0; i < terms.length; i++) {
                double s = sigmoid(k * dot(w, terms[i]) / 100);
                double g = -2 * (results[i] - s) * s * (1 - s) * k / 100;
                double[] x = terms[i];
                for (int j = 0; j < n; j++) {
                    grad[j] += g * x[j];
                }
            }
            for (int j = 0; j < n; j++) {
                grad[j] = grad[j] / terms.length + 2 * pull * (w[j] - start[j]) / 1e4;
            }
            adam.step(w, grad, rate, fixed);
        }
        return w;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    private static double dot(double[] w, double[] x) {
        double s = 0;
        for (int j = 0; j < w.length; j++) {
            s += w[j] * x[j];
        }
        return s;
    }
}
