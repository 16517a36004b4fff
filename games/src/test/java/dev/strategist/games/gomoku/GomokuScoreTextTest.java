package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import org.junit.jupiter.api.Test;

/** Analysis names the evaluator's threat tiers rather than showing their bare numbers (+3670016). */
class GomokuScoreTextTest {
    private final GomokuGame game = new GomokuGame();

    private String textOf(String moves) {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
        return game.describeScore(new GomokuEvaluator().evaluate(p));
    }

    @Test
    void threatTiersAreNamedFromTheSideToMove() {
        assertThat(textOf("h8 a1 i8 a3 j8 a5")).isEqualTo("winning: an open four ahead");
        assertThat(textOf("h8 a1 i8 a3 j8 a5 k8 a7")).isEqualTo("winning: a five to play ahead");
        int openFour = new GomokuEvaluator().evaluate(GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 a1 i8 a3 j8 a5"));
        assertThat(game.describeScore(-openFour)).isEqualTo("losing: an open four against");
    }

    @Test
    void ordinaryAndProvenScoresReadAsEverywhere() {
        assertThat(textOf("h8 h9")).isEqualTo(Score.describe(new GomokuEvaluator().evaluate(
                GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h9"))));
        assertThat(game.describeScore(12)).isEqualTo("+12");
        assertThat(game.describeScore(Score.WIN - 5)).isEqualTo("win in 5");
        assertThat(game.describeScore(-(Score.WIN - 4))).isEqualTo("loss in 4");
    }
}
