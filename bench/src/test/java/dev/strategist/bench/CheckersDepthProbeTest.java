package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.checkers.CheckersPosition;
import org.junit.jupiter.api.Test;

/** The probe searches the evaluator it is told: a named one (with its own cut), a cut variant or the default. */
class CheckersDepthProbeTest {
    private static final CheckersPosition START = new CheckersPosition();

    @Test
    void aNamedEvaluatorIsSearchedWithItsCut() {
        assertThat(CheckersDepthProbe.evaluator(null, "checkers-n1+cut70").name()).isEqualTo("checkers-n1+cut70");
        assertThat(CheckersDepthProbe.evaluator(null, "checkers-n1+cut70").cutMargin(START, 6)).isEqualTo(70);
        assertThat(CheckersDepthProbe.evaluator("35", null).cutMargin(START, 6)).isEqualTo(35);
        assertThat(CheckersDepthProbe.evaluator(null, null).name()).isEqualTo("checkers");
    }

    @Test
    void aCutAndANameTogetherOrAnUnknownNameAreRefused() {
        assertThatThrownBy(() -> CheckersDepthProbe.evaluator("50", "checkers"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not combined");
        assertThatThrownBy(() -> CheckersDepthProbe.evaluator(null, "nosuch"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown evaluator");
    }
}
