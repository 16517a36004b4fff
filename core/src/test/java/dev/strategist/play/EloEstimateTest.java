package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The Elo difference and its 95% interval against figures worked out by hand. */
class EloEstimateTest {

    @Test
    void sixWinsTwoDrawsTwoLossesByGames() {
        // s = (6 + 1) / 10 = 0.7; var = (6 * 0.3^2 + 2 * 0.2^2 + 2 * 0.7^2) / 10 = (0.54 + 0.08 + 0.98) / 10 = 0.16
        // se = sqrt(0.16 / 10) = 0.126491; Elo(0.7) = 400 log10(7/3) = 147.19
        // interval: Elo(0.7 -+ 1.96 * 0.126491) = Elo(0.452077) .. Elo(0.947923) = -33.40 .. +504.03
        EloEstimate e = EloEstimate.trinomial(6, 2, 2);
        assertThat(e.score()).isCloseTo(0.7, within(1e-12));
        assertThat(e.standardError()).isCloseTo(Math.sqrt(0.016), within(1e-12));
        assertThat(e.elo()).isCloseTo(147.19, within(0.01));
        assertThat(e.low()).isCloseTo(-33.40, within(0.01));
        assertThat(e.high()).isCloseTo(504.03, within(0.01));
        assertThat(e.samples()).isEqualTo(10);
        assertThat(e).hasToString("+147.2 (95%: -33.4 .. +504.0)");
    }

    @Test
    void pairsNarrowTheIntervalWhenOpeningsDecideTheGames() {
        // 10 pairs scoring 1/4 (once), 1/2 (twice), 3/4 (5 times), 1 (twice): s = (0.25 + 1 + 3.75 + 2) / 10 = 0.7
        // var = (0.45^2 + 2 * 0.2^2 + 5 * 0.05^2 + 2 * 0.3^2) / 10 = (0.2025 + 0.08 + 0.0125 + 0.18) / 10 = 0.0475
        // se = sqrt(0.0475 / 10) = 0.068920; interval Elo(0.564920) .. Elo(0.835080) = +45.37 .. +281.78
        EloEstimate e = EloEstimate.pentanomial(new long[] {0, 1, 2, 5, 2});
        assertThat(e.score()).isCloseTo(0.7, within(1e-12));
        assertThat(e.standardError()).isCloseTo(Math.sqrt(0.00475), within(1e-12));
        assertThat(e.low()).isCloseTo(45.37, within(0.01));
        assertThat(e.high()).isCloseTo(281.78, within(0.01));
        assertThat(e.pentanomial()).isTrue();
    }

    @Test
    void allDrawsHaveNoSpreadAndAllWinsHaveNoUpperBound() {
        EloEstimate draws = EloEstimate.trinomial(0, 8, 0);
        assertThat(draws.elo()).isZero();
        assertThat(draws.low()).isZero();
        assertThat(draws.high()).isZero();
        EloEstimate wins = EloEstimate.trinomial(5, 0, 0);
        assertThat(wins.elo()).isInfinite().isPositive();
        assertThat(wins.toString()).isEqualTo("+inf (95%: +inf .. +inf)");
        assertThat(EloEstimate.trinomial(0, 0, 0).toString()).isEqualTo("+0.0 (95%: -inf .. +inf)");
        assertThat(EloEstimate.pentanomial(new long[] {0, 0, 1, 0, 0}).toString())
                .as("one pair has no spread to measure").isEqualTo("+0.0 (95%: -inf .. +inf)");
    }

    @Test
    void theLogisticCurveAndItsInverseAgree() {
        assertThat(EloEstimate.expectedScore(0)).isEqualTo(0.5);
        assertThat(EloEstimate.expectedScore(400)).isCloseTo(10.0 / 11, within(1e-12));
        assertThat(EloEstimate.eloOf(EloEstimate.expectedScore(-123.4))).isCloseTo(-123.4, within(1e-9));
        assertThatThrownBy(() -> EloEstimate.pentanomial(new long[3])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EloEstimate.trinomial(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
