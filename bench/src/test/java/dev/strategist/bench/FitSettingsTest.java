package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The fitting runners' settings read through {@link BenchArgs}, and a bad option refused with the usage line. */
class FitSettingsTest {
    @Test
    void theSettingsAreReadByNameWithTheirDefaultsOtherwise() {
        BenchArgs options = BenchArgs.of(new String[] {"--steps=50", "--pull=0.25", "--fit"}, "usage: X");
        FitSettings settings = FitSettings.of(options);
        assertThat(settings.steps()).isEqualTo(50);
        assertThat(settings.rate()).isEqualTo(1.0);
        assertThat(settings.pull()).isEqualTo(0.25);
        assertThat(options.allAsked()).as("--fit is the runner's to ask for").isFalse();
    }

    @Test
    void aRunnerMayGiveOtherDefaults() {
        FitSettings settings = FitSettings.of(BenchArgs.of(new String[] {"--rate=0.1"}, "usage: X"), 300, 0.05);
        assertThat(settings.steps()).isEqualTo(300);
        assertThat(settings.rate()).isEqualTo(0.1);
        assertThat(settings.pull()).isEqualTo(0);
        assertThatThrownBy(() -> FitSettings.of(BenchArgs.of(new String[] {"--steps=many"}, "usage: X")))
                .isInstanceOf(NumberFormatException.class);
    }

    @Test
    void theTunersRefuseAnOptionTheyDoNotKnowWithTheirUsageAndExitCodeTwo() throws Exception {
        RefusedRunner.assertRefused("CheckersTuner", "--fit", "--stpes=10");
        RefusedRunner.assertRefused("CheckersTuner", "--fit", "--from=tuned");
        RefusedRunner.assertRefused("ReversiPatternTuner", "--fit", "--data=x", "--out=y", "--lamda=3");
        RefusedRunner.assertRefused("GomokuTuner", "--data=x", "--form-ply=3");
        RefusedRunner.assertRefused("GomokuTuner", "--steps=10");
        RefusedRunner.assertRefused("GomokuTableTuner", "--data=x", "--tablepull=2");
        RefusedRunner.assertRefused("GomokuMoveValueFit", "--data=x", "--pair");
    }
}
