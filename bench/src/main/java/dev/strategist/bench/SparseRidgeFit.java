package dev.strategist.bench;

/**
 * Least squares with a ridge penalty on sparse 0/1 features: minimise
 * {@code sum (y - sum_j w[idx_j])^2 + lambda * |w - prior|^2}, where each row adds the weights at its {@code width}
 * indices (an index may repeat: a feature counted twice) and the prior is zero unless given. Solved by conjugate
 * gradients on the normal equations {@code (X'X + lambda I) w = X'y}, never forming {@code X'X}; the textbook
 * algorithm. With a prior the same is solved for {@code w - prior} on the targets less the prior's row sums.
 */
final class SparseRidgeFit {
    private final int[] indices;
    private final int width;
    private final double[] targets;
    private final int features;

    /** Rows of {@code width} indices each, back to back in {@code indices}, and one target per row. */
    SparseRidgeFit(int[] indices, int width, double[] targets, int features) {
        this.indices = indices;
        this.width = width;
        this.targets = targets;
        this.features = features;
    }

    /**
     * The weights pulled towards {@code prior} instead of zero, after {@code iterations} steps from it: new data
     * refines weights fitted before on other data (which a fit on the new data alone forgets), a weight no row
     * reads stays as it was, and {@code lambda} says how many rows' worth of evidence the prior weighs.
     */
    double[] solve(double lambda, int iterations, double[] prior) {
        return solve(lambda, iterations, prior, 0);
    }

    /**
     * As above, each weight's pull {@code lambda + share * reads}, where {@code reads} counts the rows' reads of
     * it: the prior weighs {@code share} times the evidence these rows hold for each weight, as if it had been
     * fitted on {@code share} times as many rows like them. A constant pull either holds the weights the rows
     * read most as firmly as the rare ones, or lets the rare ones drift with a few reads.
     */
    double[] solve(double lambda, int iterations, double[] prior, double share) {
        if (prior.length != features) {
            throw new IllegalArgumentException("a prior of " + prior.length + " weights for " + features + " features");
        }
        double[] residual = new double[targets.length];
        double[] penalty = new double[features];
        java.util.Arrays.fill(penalty, lambda);
        for (int i = 0; i < targets.length; i++) {
            double s = 0;
            for (int j = 0, at = i * width; j < width; j++) {
                s += prior[indices[at + j]];
                penalty[indices[at + j]] += share;
            }
            residual[i] = targets[i] - s;
        }
        double[] w = new SparseRidgeFit(indices, width, residual, features).solve(penalty, iterations);
        for (int j = 0; j < features; j++) {
            w[j] += prior[j];
        }
        return w;
    }

    /** The weights after {@code iterations} conjugate-gradient steps from zero. */
    double[] solve(double lambda, int iterations) {
        double[] penalty = new double[features];
        java.util.Arrays.fill(penalty, lambda);
        return solve(penalty, iterations);
    }

    /** The same with a pull of its own for each weight: {@code (X'X + diag(penalty)) w = X'y}. */
    private double[] solve(double[] penalty, int iterations) {
        double[] w = new double[features];
        double[] r = new double[features];
        // r = X'y - A w, with w = 0
        for (int i = 0; i < targets.length; i++) {
            for (int j = 0, at = i * width; j < width; j++) {
                r[indices[at + j]] += targets[i];
            }
        }
        double[] d = r.clone();
        double[] q = new double[features];
        double[] rowValues = new double[targets.length];
        double rr = dot(r, r);
        for (int k = 0; k < iterations && rr > 1e-12; k++) {
            multiply(d, penalty, rowValues, q);
            double alpha = rr / dot(d, q);
            for (int j = 0; j < features; j++) {
                w[j] += alpha * d[j];
                r[j] -= alpha * q[j];
            }
            double next = dot(r, r);
            double beta = next / rr;
            rr = next;
            for (int j = 0; j < features; j++) {
                d[j] = r[j] + beta * d[j];
            }
        }
        return w;
    }

    /** {@code q = (X'X + diag(penalty)) d}, through the row values {@code Xd}. */
    private void multiply(double[] d, double[] penalty, double[] rowValues, double[] q) {
        for (int i = 0; i < targets.length; i++) {
            double s = 0;
            for (int j = 0, at = i * width; j < width; j++) {
                s += d[indices[at + j]];
            }
            rowValues[i] = s;
        }
        for (int j = 0; j < features; j++) {
            q[j] = penalty[j] * d[j];
        }
        for (int i = 0; i < targets.length; i++) {
            double s = rowValues[i];
            for (int j = 0, at = i * width; j < width; j++) {
                q[indices[at + j]] += s;
            }
        }
    }

    /** The mean squared error of {@code w} on rows given the same way. */
    static double meanSquaredError(double[] w, int[] indices, int width, double[] targets) {
        if (targets.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (int i = 0; i < targets.length; i++) {
            double s = 0;
            for (int j = 0, at = i * width; j < width; j++) {
                s += w[indices[at + j]];
            }
            sum += (targets[i] - s) * (targets[i] - s);
        }
        return sum / targets.length;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
