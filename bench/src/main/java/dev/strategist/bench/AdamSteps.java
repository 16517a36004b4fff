package dev.strategist.bench;

/** Adam's update (Kingma and Ba), the step the project's fits take: moments kept per weight between steps. */
final class AdamSteps {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private final double[] m;
    private final double[] v;
    private final double epsilon;
    private int step;

    /** Moments for {@code n} weights; {@code epsilon} keeps the step finite where the gradient is zero. */
    AdamSteps(int n, double epsilon) {
        this.m = new double[n];
        this.v = new double[n];
        this.epsilon = epsilon;
    }

    /** Moves {@code w} one step of size {@code rate} against {@code grad}, leaving the {@code fixed} weights (null: none). */
    void step(double[] w, double[] grad, double rate, boolean[] fixed) {
        step++;
        double bias1 = 1 - Math.pow(BETA1, step);
        double bias2 = 1 - Math.pow(BETA2, step);
        for (int j = 0; j < w.length; j++) {
            if (fixed != null && fixed[j]) {
                continue;
            }
            m[j] = BETA1 * m[j] + (1 - BETA1) * grad[j];
            v[j] = BETA2 * v[j] + (1 - BETA2) * grad[j] * grad[j];
            w[j] -= rate * (m[j] / bias1) / (Math.sqrt(v[j] / bias2) + epsilon);
        }
    }
}
