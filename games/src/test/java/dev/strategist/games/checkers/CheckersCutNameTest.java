package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cut written after an evaluator's name sets that evaluator's verified cut and nothing else. */
class CheckersCutNameTest {
    private static final CheckersGame GAME = new CheckersGame();
    private static final List<CheckersPosition> POSITIONS = CheckersPatternsTest.randomPositions(11, 10);

    private static CheckersEvaluator named(String name) {
        return (CheckersEvaluator) GAME.evaluator(name);
    }

    private static CheckersPosition quiet() {
        CheckersPosition p = new CheckersPosition();
        assertThat(p.mustCapture()).isFalse();
        return p;
    }

    @Test
    void theMarginAndReductionAreTheNamedOnesAndTheJudgementIsTheBases() {
        CheckersEvaluator base = named("checkers-n1");
        CheckersEvaluator wider = named("checkers-n1+cut70");
        assertThat(wider.name()).isEqualTo("checkers-n1+cut70");
        assertThat(wider.cutMargin(quiet(), 6)).isEqualTo(70);
        assertThat(wider.cutReduction(6)).isEqualTo(base.cutReduction(6)).isEqualTo(4);
        assertThat(base.cutMargin(quiet(), 6)).isEqualTo(50);
        // the depth and capture conditions are the base's: no cut near the horizon
        assertThat(wider.cutMargin(quiet(), 2)).isEqualTo(Evaluator.NO_CUT);
        for (CheckersPosition p : POSITIONS) {
            if (!p.isOver()) {
                assertThat(wider.evaluate(p)).isEqualTo(base.evaluate(p));
                assertThat(wider.cutMargin(p, 6)).isEqualTo(p.mustCapture() ? Evaluator.NO_CUT : 70);
            }
        }
        CheckersEvaluator shallower = named("checkers+cut80/3");
        assertThat(shallower.cutMargin(quiet(), 6)).isEqualTo(80);
        assertThat(shallower.cutReduction(6)).isEqualTo(3);
        assertThat(named("checkers+cutnone").cutMargin(quiet(), 6)).isEqualTo(Evaluator.NO_CUT);
    }

    @Test
    void theNameReadsBackAsTheSameSetting() {
        for (String name : List.of("checkers+cut70", "checkers-n1+cut35/3", "checkers-p4+cutnone")) {
            CheckersEvaluator e = named(name);
            assertThat(e.name()).isEqualTo(name);
            CheckersEvaluator again = named(e.name());
            assertThat(again.cutMargin(quiet(), 6)).isEqualTo(e.cutMargin(quiet(), 6));
            assertThat(again.cutReduction(6)).isEqualTo(e.cutReduction(6));
        }
        assertThat(named("checkers+cut50/4").name()).isEqualTo("checkers+cut50");
    }

    @Test
    void aBadSettingIsRefusedWithWhatWasWrong() {
        assertThatThrownBy(() -> GAME.evaluator("checkers+cut0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("margin").hasMessageContaining("'0'");
        assertThatThrownBy(() -> GAME.evaluator("checkers+cutwide")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("margin").hasMessageContaining("'wide'");
        assertThatThrownBy(() -> GAME.evaluator("checkers+cut70/0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reduction").hasMessageContaining("'0'");
        assertThatThrownBy(() -> GAME.evaluator("material+cut70")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no verified cut");
        assertThatThrownBy(() -> GAME.evaluator("nosuch+cut70")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown evaluator 'nosuch'");
        assertThat(GAME.evaluator("checkers").name()).isEqualTo("checkers");
    }
}
