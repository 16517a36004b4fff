package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The SPRT's bounds and log-likelihood ratios against figures worked out by hand. */
class SprtTest {
    private final Sprt sprt = new Sprt(0, 10, 0.05, 0.05);

    @Test
    void theBoundsAreTheLogsOfTheErrorRatios() {
        assertThat(sprt.lowerBound()).isCloseTo(Math.log(0.05 / 0.95), within(1e-12)).isCloseTo(-2.9444, within(1e-4));
        assertThat(sprt.upperBound()).isCloseTo(2.9444, within(1e-4));
        assertThat(sprt.verdict(2.95)).isEqualTo(Sprt.Verdict.H1);
        assertThat(sprt.verdict(-2.95)).isEqualTo(Sprt.Verdict.H0);
        assertThat(sprt.verdict(0)).isEqualTo(Sprt.Verdict.CONTINUE);
    }

    @Test
    void aHandfulOfSamplesDecidesNothing() {
        // one won pair: counts {0.001, 0.001, 0.001, 0.001, 1} give a tiny variance and an LLR far above the bound
        double llr = sprt.llrPentanomial(new long[] {0, 0, 0, 0, 1});
        assertThat(llr).isGreaterThan(sprt.upperBound());
        assertThat(sprt.verdict(llr, 1)).isEqualTo(Sprt.Verdict.CONTINUE);
        assertThat(sprt.verdict(llr, Sprt.MIN_SAMPLES)).isEqualTo(Sprt.Verdict.H1);
    }

    @Test
    void trinomialLlr() {
        // 60 wins, 20 draws, 40 losses: n = 120, s = 70/120 = 0.583333, E[x^2] = 65/120 = 0.541667,
        // var = 0.541667 - 0.340278 = 0.201389; s0 = 0.5, s1 = 1/(1 + 10^(-10/400)) = 0.514387
        // LLR = 120 * 0.014387 * (1.166667 - 1.014387) / (2 * 0.201389) = 0.65273
        assertThat(sprt.llrTrinomial(60, 20, 40)).isCloseTo(0.65273, within(1e-4));
        // an even score is evidence against A being stronger: 30 / 40 / 30 gives -0.0690
        assertThat(sprt.llrTrinomial(30, 40, 30)).isCloseTo(-0.06900, within(1e-4));
    }

    @Test
    void pentanomialLlr() {
        // pairs {0, 1, 2, 5, 2}: n = 10, s = 0.7, var = 0.0475 (see EloEstimateTest)
        // LLR = 10 * 0.014387 * (1.4 - 1.014387) / (2 * 0.0475) = 0.58323
        assertThat(sprt.llrPentanomial(new long[] {0, 1, 2, 5, 2})).isCloseTo(0.58323, within(1e-4));
    }

    @Test
    void onlyWinsStillMoveTheRatioThroughTheSmallPrior() {
        // 10 wins: counts taken as {0.001, 0.001, 10}: s = 10.0005 / 10.002, var = 0.00012486..., LLR = 567.25
        assertThat(sprt.llrTrinomial(10, 0, 0)).isCloseTo(567.25, within(0.01));
        assertThat(sprt.llrTrinomial(0, 0, 0)).isZero();
    }

    @Test
    void parsingNamesWhatIsWrong() {
        assertThat(Sprt.parse("elo0=0,elo1=10")).isEqualTo(sprt);
        assertThat(Sprt.parse(" elo0 = -5 , elo1=5, alpha=0.1,beta=0.2")).isEqualTo(new Sprt(-5, 5, 0.1, 0.2));
        assertThat(sprt).hasToString("elo0=0 elo1=10 alpha=0.05 beta=0.05");
        assertThatThrownBy(() -> Sprt.parse("elo0=10,elo1=0")).hasMessageContaining("elo1 above elo0");
        assertThatThrownBy(() -> Sprt.parse("elo1=10")).hasMessageContaining("needs elo0 and elo1");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=x")).hasMessageContaining("not a number");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,gamma=1")).hasMessageContaining("unknown SPRT setting");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,alpha=0.7")).hasMessageContaining("alpha and beta");
        assertThatThrownBy(() -> Sprt.parse("elo0")).hasMessageContaining("not NAME=VALUE");
    }
}
