package dev.strategist.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.mcts.MonteCarloSearch;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** A score in a player's words: proven results in the winner's moves, otherwise a chance, or a unit. */
class EvaluationTest {

    @Test
    void aProvenResultCountsTheWinnersMoves() {
        assertThat(Evaluation.proven(Score.WIN - 1)).isEqualTo(new Evaluation(Evaluation.Kind.WIN, 1, "wins in 1 move"));
        assertThat(Evaluation.proven(Score.WIN - 5).text()).isEqualTo("wins in 3 moves");
        // lost in 4 plies: the opponent moves twice
        assertThat(Evaluation.proven(-(Score.WIN - 4))).isEqualTo(new Evaluation(Evaluation.Kind.LOSS, 0, "loses in 2 moves"));
        assertThat(Evaluation.provenResult(true).text()).isEqualTo("a proven win");
        assertThat(Evaluation.provenResult(false).share()).isZero();
    }

    @Test
    void anUnprovenScoreIsAChanceThatNeverReachesCertainty() {
        assertThat(Evaluation.fromGaps(0, 12)).isEqualTo(new Evaluation(Evaluation.Kind.CHANCE, 0.5, "50 % win chance"));
        // nine typical gaps ahead: odds of e to 1
        assertThat(Evaluation.fromGaps(9 * 12, 12).share()).isCloseTo(Math.E / (1 + Math.E), Offset.offset(1e-9));
        assertThat(Evaluation.fromGaps(9 * 12, 12).text()).isEqualTo("73 % win chance");
        assertThat(Evaluation.fromGaps(-9 * 12, 12).text()).isEqualTo("27 % win chance");
        assertThat(Evaluation.fromGaps(Score.MAX_EVAL, 12).share()).isEqualTo(1 - Evaluation.UNPROVEN_LIMIT);
        assertThat(Evaluation.fromGaps(-Score.MAX_EVAL, 12).text()).isEqualTo("1 % win chance");
        assertThat(Evaluation.fromGaps(5, 0).share()).as("a gap of 0 read as 1").isGreaterThan(0.5);
    }

    @Test
    void aUnitIsSignedAndRounded() {
        assertThat(Evaluation.units(5.6, "discs", 0.7)).isEqualTo(new Evaluation(Evaluation.Kind.UNITS, 0.7, "+6 discs"));
        assertThat(Evaluation.units(-3.2, "discs", 0.3).text()).isEqualTo("-3 discs");
        assertThat(Evaluation.units(0, "discs", 0.5).text()).isEqualTo("+0 discs");
        assertThatThrownBy(() -> new Evaluation(Evaluation.Kind.CHANCE, 1.5, "?")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMonteCarloScoreIsItsMeanReward() {
        assertThat(MonteCarloSearch.meanReward(0)).isEqualTo(0.5);
        assertThat(MonteCarloSearch.meanReward(MonteCarloSearch.MEAN_SCALE)).isEqualTo(1.0);
        assertThat(MonteCarloSearch.meanReward(-MonteCarloSearch.MEAN_SCALE / 2)).isEqualTo(0.25);
    }
}
