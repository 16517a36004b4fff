package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.strategist.core.Score;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The IQ policy's choices: perfect above 90, a softmax over outcome classes at 90 and below. */
class IqPolicyTest {
    private static final int[] MOVES = {10, 11, 12, 13, 14};
    /** A win in 3, a win in 5, two draws, a loss in 2. */
    private static final int[] SCORES = {Score.WIN - 3, Score.WIN - 5, 0, 0, -(Score.WIN - 2)};
    private static final int DRAWS = 200_000;

    private static double[] frequencies(IqPolicy policy, int[] scores) {
        Random random = new Random(11);
        double[] counts = new double[MOVES.length];
        for (int i = 0; i < DRAWS; i++) {
            counts[policy.choose(MOVES, scores, MOVES.length, random) - MOVES[0]]++;
        }
        for (int i = 0; i < counts.length; i++) {
            counts[i] /= DRAWS;
        }
        return counts;
    }

    @Test
    void aboveNinetyOnlyTheFastestWinIsPlayed() {
        for (int iq : new int[] {91, 95, 100}) {
            assertThat(frequencies(new IqPolicy(iq), SCORES)).containsExactly(1, 0, 0, 0, 0);
        }
    }

    @Test
    void equallyBestMovesArePickedUniformly() {
        int[] scores = {0, -(Score.WIN - 4), 0, 0, -(Score.WIN - 6)};
        double[] f = frequencies(new IqPolicy(100), scores);
        assertThat(f[1]).isZero();
        assertThat(f[4]).isZero();
        for (int i : new int[] {0, 2, 3}) {
            assertThat(f[i]).isCloseTo(1.0 / 3, within(0.01));
        }
    }

    @Test
    void iqZeroIsUniform() {
        for (double f : frequencies(new IqPolicy(0), SCORES)) {
            assertThat(f).isCloseTo(0.2, within(0.01));
        }
    }

    @Test
    void atNinetyAndBelowMovesFollowTheSoftmax() {
        for (int iq : new int[] {30, 50, 90}) {
            IqPolicy policy = new IqPolicy(iq);
            double beta = 4.0 * iq / 90;
            assertThat(policy.beta()).isCloseTo(beta, within(1e-12));
            double total = 2 * Math.exp(beta) + 2 + Math.exp(-beta);
            double[] expected = {Math.exp(beta) / total, Math.exp(beta) / total, 1 / total, 1 / total,
                Math.exp(-beta) / total};
            double[] f = frequencies(policy, SCORES);
            for (int i = 0; i < f.length; i++) {
                assertThat(f[i]).as("move %d at IQ %d", i, iq).isCloseTo(expected[i], within(0.01));
            }
        }
    }

    @Test
    void theChanceOfTheBestClassGrowsWithIq() {
        double previous = 0;
        for (int iq = 0; iq <= 90; iq += 10) {
            double[] f = frequencies(new IqPolicy(iq), SCORES);
            assertThat(f[0] + f[1]).as("win chance at IQ %d", iq).isGreaterThan(previous);
            previous = f[0] + f[1];
        }
    }

    @Test
    void evaluationsCountAsDraws() {
        assertThat(IqPolicy.outcomeClass(Score.MAX_EVAL)).isZero();
        assertThat(IqPolicy.outcomeClass(-123)).isZero();
        assertThat(IqPolicy.outcomeClass(Score.WIN - 9)).isEqualTo(1);
        assertThat(IqPolicy.outcomeClass(-(Score.WIN - 9))).isEqualTo(-1);
    }

    @Test
    void theSameSeedGivesTheSameChoices() {
        IqPolicy policy = new IqPolicy(60);
        SplittableRandom a = new SplittableRandom(5);
        SplittableRandom b = new SplittableRandom(5);
        for (int i = 0; i < 1000; i++) {
            assertThat(policy.choose(MOVES, SCORES, 5, a)).isEqualTo(policy.choose(MOVES, SCORES, 5, b));
        }
    }

    @Test
    void badLevelsAndEmptyChoicesAreRefused() {
        assertThatThrownBy(() -> new IqPolicy(-1)).hasMessageContaining("between 0 and 100");
        assertThatThrownBy(() -> new IqPolicy(101)).hasMessageContaining("not 101");
        assertThatThrownBy(() -> new IqPolicy(50).choose(MOVES, SCORES, 0, new Random(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new IqPolicy(91).isPerfect()).isTrue();
        assertThat(new IqPolicy(90).isPerfect()).isFalse();
    }
}
