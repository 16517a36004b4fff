package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The ridge fit against the normal equations solved by hand, with and without a prior to pull towards. */
class SparseRidgeFitTest {
    // three features, two indices a row; feature 2 is read by no row
    private static final int[] INDICES = {0, 1, 0, 0, 1, 1, 0, 1};
    private static final double[] TARGETS = {3, 4, 1, 2.5};

    @Test
    void solvesTheNormalEquationsOfTheRidge() {
        double lambda = 2;
        double[] w = new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(lambda, 50);
        // rows (1,1) (2,0) (0,2) (1,1): X'X = [[6,2],[2,6]], X'y = [3+8+2.5, 3+2+2.5] = [13.5, 7.5]
        double[] expected = solve2(6 + lambda, 2, 2, 6 + lambda, 13.5, 7.5);
        assertThat(w[0]).isCloseTo(expected[0], within(1e-9));
        assertThat(w[1]).isCloseTo(expected[1], within(1e-9));
        assertThat(w[2]).isZero();
    }

    @Test
    void aPriorIsWhatTheWeightsArePulledTowards() {
        double lambda = 2;
        double[] prior = {0.5, -1, 7};
        double[] w = new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(lambda, 50, prior);
        // (X'X + lambda I) w = X'y + lambda prior
        double[] expected = solve2(6 + lambda, 2, 2, 6 + lambda, 13.5 + lambda * 0.5, 7.5 - lambda);
        assertThat(w[0]).isCloseTo(expected[0], within(1e-9));
        assertThat(w[1]).isCloseTo(expected[1], within(1e-9));
        assertThat(w[2]).as("a weight no row reads keeps its prior").isEqualTo(7);
    }

    @Test
    void aHeavyPriorHoldsAndALightOneLetsTheDataDecide() {
        double[] prior = {0.5, -1, 7};
        double[] heavy = new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(1e9, 50, prior);
        assertThat(heavy[0]).isCloseTo(0.5, within(1e-6));
        assertThat(heavy[1]).isCloseTo(-1, within(1e-6));
        double[] light = new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(0, 50, prior);
        double[] plain = new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(0, 50);
        assertThat(light[0]).isCloseTo(plain[0], within(1e-9));
        assertThat(light[1]).isCloseTo(plain[1], within(1e-9));
    }

    @Test
    void aShareOfThePriorPullsEachWeightByItsOwnReads() {
        double[] prior = {0.5, -1, 7};
        double share = 1.5;
        double lambda = 2;
        double[] w = new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(lambda, 50, prior, share);
        // feature 0 is read 4 times by the rows ((1,1) (2,0) (1,1)), feature 1 four times ((1,1) (0,2) (1,1))
        double p0 = lambda + share * 4;
        double p1 = lambda + share * 4;
        double[] expected = solve2(6 + p0, 2, 2, 6 + p1, 13.5 + p0 * 0.5, 7.5 - p1);
        assertThat(w[0]).isCloseTo(expected[0], within(1e-9));
        assertThat(w[1]).isCloseTo(expected[1], within(1e-9));
        assertThat(w[2]).isEqualTo(7);
        // unequal reads: rows (0,0) and (0,1) read feature 0 three times, feature 1 once
        int[] uneven = {0, 0, 0, 1};
        double[] y = {2, 1};
        double[] v = new SparseRidgeFit(uneven, 2, y, 2).solve(0, 50, new double[] {0, 0}, 1);
        // X'X = [[5,1],[1,1]] (row (0,0) adds 4 to the first diagonal), pulls 3 and 1, X'y = [2*2+1, 1]
        double[] e = solve2(5 + 3, 1, 1, 1 + 1, 5, 1);
        assertThat(v[0]).isCloseTo(e[0], within(1e-9));
        assertThat(v[1]).isCloseTo(e[1], within(1e-9));
    }

    @Test
    void aPriorOfAnotherSizeIsRefused() {
        assertThatThrownBy(() -> new SparseRidgeFit(INDICES, 2, TARGETS, 3).solve(1, 10, new double[2]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 weights for 3 features");
    }

    private static double[] solve2(double a, double b, double c, double d, double e, double f) {
        double det = a * d - b * c;
        return new double[] {(e * d - b * f) / det, (a * f - e * c) / det};
    }
}
