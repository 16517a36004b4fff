package dev.strategist.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** UCB1 against the worked values and the deterministic trace of ground-truth.md section 4. */
class Ucb1Test {

    @Test
    void theIndexMatchesTheWorkedValues() {
        assertThat(Ucb1.index(0.5, 10, 2)).isCloseTo(2.0174271294, within(1e-9));
        assertThat(Ucb1.index(0.6, 100, 50)).isCloseTo(1.0291932053, within(1e-9));
        assertThat(Ucb1.index(0.4, 100, 10)).isCloseTo(1.3597051824, within(1e-9));
        assertThat(Ucb1.index(1.0, 2, 1)).isCloseTo(2.1774100225, within(1e-9));
    }

    @Test
    void constantArmsGiveTheKnownTraceWithTiesToTheLowerArm() {
        double[] reward = {0.2, 0.5, 0.8};
        Ucb1 bandit = new Ucb1(3, null);
        int[] first = new int[12];
        for (int t = 0; t < 1000; t++) {
            int arm = bandit.select();
            if (t < 12) {
                first[t] = arm;
            }
            bandit.update(arm, reward[arm]);
        }
        assertThat(first).containsExactly(0, 1, 2, 2, 1, 2, 0, 2, 1, 2, 2, 1);
        assertThat(new long[] {bandit.plays(0), bandit.plays(1), bandit.plays(2)}).containsExactly(27, 77, 896);
        assertThat(bandit.total()).isEqualTo(1000);
        assertThat(bandit.mean(2)).isCloseTo(0.8, within(1e-12));
    }

    @Test
    void everyArmIsTriedOnceFirstInASeededOrder() {
        Ucb1 a = new Ucb1(5, new SplittableRandom(9));
        Ucb1 b = new Ucb1(5, new SplittableRandom(9));
        boolean[] tried = new boolean[5];
        for (int t = 0; t < 5; t++) {
            int arm = a.select();
            assertThat(b.select()).isEqualTo(arm);
            assertThat(tried[arm]).isFalse();
            tried[arm] = true;
            a.update(arm, 0.5);
            b.update(arm, 0.5);
        }
    }

    @Test
    void rewardsOutsideTheUnitIntervalAreRefused() {
        Ucb1 bandit = new Ucb1(2, null);
        assertThatThrownBy(() -> bandit.update(0, 1.5)).hasMessageContaining("[0, 1]");
        assertThatThrownBy(() -> bandit.update(0, Double.NaN)).hasMessageContaining("[0, 1]");
        assertThatThrownBy(() -> new Ucb1(0, null)).hasMessageContaining("at least one arm");
    }
}
