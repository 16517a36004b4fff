package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The Texel fit recovers the weights that generated synthetic results, and its scale search finds k. */
class TexelFitTest {

    @Test
    void recoversTheWeightsBehindTheResults() {
        double[] truth = {100, -40, 25};
        double k = 1.2;
        Random random = new Random(5);
        int n = 20_000;
        double[][] x = new double[n][];
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {random.nextInt(5) - 2, random.nextInt(7) - 3, random.nextInt(9) - 4};
            double p = TexelFit.sigmoid(k * (truth[0] * x[i][0] + truth[1] * x[i][1] + truth[2] * x[i][2]) / 100);
            r[i] = random.nextDouble() < p ? 1 : 0;
        }
        TexelFit fit = new TexelFit(x, r);
        double[] start = {100, 0, 0};
        double[] w = fit.fitWeights(start, new boolean[] {true, false, false}, fit.fitScale(truth), 600, 2.0, 0);
        assertThat(fit.error(w, fit.fitScale(truth))).isLessThan(fit.error(start, fit.fitScale(truth)));
        assertThat(w[0]).isEqualTo(100);
        assertThat(w[1]).isCloseTo(-40, within(6.0));
        assertThat(w[2]).isCloseTo(25, within(4.0));
    }

    @Test
    void aPullKeepsWeightsNearTheirStart() {
        double[][] x = {{1}, {-1}, {1}, {-1}};
        double[] r = {1, 0, 1, 0};
        TexelFit fit = new TexelFit(x, r);
        double free = fit.fitWeights(new double[] {0}, new boolean[1], 1, 300, 5, 0)[0];
        double pulled = fit.fitWeights(new double[] {0}, new boolean[1], 1, 300, 5, 1000)[0];
        assertThat(free).isGreaterThan(100);
        assertThat(pulled).isBetween(0.0, free);
    }

    @Test
    void theSparseFitIsTheDenseFitOnTheSameRows() {
        Random random = new Random(9);
        int n = 2_000;
        double[][] x = new double[n][4];
        int[][] index = new int[n][];
        double[][] value = new double[n][];
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            int nonZero = 0;
            for (int j = 0; j < 4; j++) {
                x[i][j] = random.nextInt(3) == 0 ? random.nextInt(5) - 2 : 0;
                nonZero += x[i][j] != 0 ? 1 : 0;
            }
            index[i] = new int[nonZero];
            value[i] = new double[nonZero];
            for (int j = 0, at = 0; j < 4; j++) {
                if (x[i][j] != 0) {
                    index[i][at] = j;
                    value[i][at++] = x[i][j];
                }
            }
            r[i] = random.nextDouble() < TexelFit.sigmoid((60 * x[i][0] - 30 * x[i][2]) / 100) ? 1 : 0;
        }
        TexelFit dense = new TexelFit(x, r);
        SparseTexelFit sparse = new SparseTexelFit(index, value, r, 4);
        double[] start = {10, 0, 0, 0};
        boolean[] fixed = {false, false, false, true};
        assertThat(sparse.fitScale(start)).isCloseTo(dense.fitScale(start), within(1e-9));
        double[] a = dense.fitWeights(start, fixed, 1, 200, 2, 0.5);
        double[] b = sparse.fitWeights(start, fixed, 1, 200, 2, new double[] {0.5, 0.5, 0.5, 0.5});
        for (int j = 0; j < 4; j++) {
            assertThat(b[j]).isCloseTo(a[j], within(1e-6));
        }
        assertThat(b[3]).isZero();
        assertThat(sparse.error(b, 1)).isCloseTo(dense.error(a, 1), within(1e-9));
    }
}
