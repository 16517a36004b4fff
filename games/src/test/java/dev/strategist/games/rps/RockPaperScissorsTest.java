package dev.strategist.games.rps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.strategist.learn.MatrixGame;
import dev.strategist.learn.Strategies;
import org.junit.jupiter.api.Test;

/** The payoff tables, checked against ground-truth.md section 4 (rock-paper-scissors, +1 / 0 / -1). */
class RockPaperScissorsTest {
    private static final double[] BIASED = {0.5, 0.3, 0.2};

    @Test
    void eachActionBeatsHalfTheOthersAndTheGameIsZeroSum() {
        for (MatrixGame g : new MatrixGame[] {RockPaperScissors.classic(), RockPaperScissors.lizardSpock()}) {
            int n = g.actionCount(0);
            for (int a = 0; a < n; a++) {
                int wins = 0;
                for (int b = 0; b < n; b++) {
                    assertThat(g.payoff(0, a, b)).isEqualTo(-g.payoff(0, b, a));
                    assertThat(g.payoff(1, b, a)).isEqualTo(-g.payoff(0, a, b));
                    wins += g.payoff(0, a, b) > 0 ? 1 : 0;
                }
                assertThat(wins).as("%s %s", g.name(), g.actions(0).get(a)).isEqualTo((n - 1) / 2);
            }
        }
        MatrixGame rps = RockPaperScissors.classic();
        assertThat(rps.payoff(0, 1, 0)).as("paper covers rock").isEqualTo(1);
        MatrixGame ls = RockPaperScissors.lizardSpock();
        assertThat(ls.payoff(0, 4, 0)).as("Spock vaporises rock").isEqualTo(1);
        assertThat(ls.payoff(0, 3, 4)).as("lizard poisons Spock").isEqualTo(1);
    }

    @Test
    void uniformIsTheEquilibriumWithValueZero() {
        for (MatrixGame g : new MatrixGame[] {RockPaperScissors.classic(), RockPaperScissors.lizardSpock()}) {
            double[] u = Strategies.uniform(g.actionCount(0));
            assertThat(g.nashConv(u, u)).isCloseTo(0, within(1e-12));
            assertThat(g.expectedPayoff(0, u, u)).isCloseTo(0, within(1e-12));
        }
    }

    @Test
    void theBiasedOpponentsBestResponseIsPaperWorthThreeTenths() {
        MatrixGame g = RockPaperScissors.classic();
        // ground truth: pure rock / paper / scissors earn -0.1 / +0.3 / -0.2 against (0.5, 0.3, 0.2)
        assertThat(g.actionValues(0, BIASED)).containsExactly(new double[] {-0.1, 0.3, -0.2}, within(1e-12));
        assertThat(g.bestResponse(0, BIASED)).isEqualTo(1);
        assertThat(g.bestResponseValue(0, BIASED)).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void unknownNamesAreRefused() {
        assertThat(RockPaperScissors.named("RPSLS").actionCount(0)).isEqualTo(5);
        assertThatThrownBy(() -> RockPaperScissors.named("chess")).hasMessageContaining("choose rps or rpsls");
    }
}
