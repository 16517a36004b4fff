package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluation;
import dev.strategist.core.Score;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import org.junit.jupiter.api.Test;

/**
 * Othello's scores read as discs on 8 x 8, where the evaluator's unit is a 64th of a disc; proven results without
 * a length (the solver's scores rank margins, not plies); another game reads a score as the default does.
 */
class ReversiEvaluationTest {
    private final ReversiGame game = new ReversiGame();

    @Test
    void anEightByEightEvaluationIsTheExpectedDiscLead() {
        ReversiPosition start = game.newPosition();
        Evaluation ahead = game.evaluation(start, 6 * ReversiPatternWeights.UNIT + 10);
        assertThat(ahead.kind()).isEqualTo(Evaluation.Kind.UNITS);
        assertThat(ahead.text()).isEqualTo("+6 discs");
        assertThat(ahead.share()).isEqualTo(Evaluation.logistic(6 + 10.0 / 64, ReversiGame.DISCS_PER_E));
        assertThat(game.evaluation(start, -3 * ReversiPatternWeights.UNIT).text()).isEqualTo("-3 discs");
        assertThat(game.evaluation(start, 0).share()).isEqualTo(0.5);
    }

    @Test
    void aProvenResultHasNoLength() {
        ReversiPosition start = game.newPosition();
        assertThat(game.evaluation(start, Score.WIN - 20)).isEqualTo(Evaluation.provenResult(true));
        assertThat(game.evaluation(start, -(Score.WIN - 3))).isEqualTo(Evaluation.provenResult(false));
    }

    @Test
    void aSmallBoardsEvaluationIsAChance() {
        ReversiPosition six = game.newPosition(game.parseOptions("size=6"));
        Evaluation e = game.evaluation(six, 300);
        assertThat(e.kind()).isEqualTo(Evaluation.Kind.CHANCE);
        assertThat(e).isEqualTo(Evaluation.fromGaps(300, game.typicalMoveGap()));
    }

    @Test
    void otherGamesReadScoresAsTheDefaultDoes() {
        CheckersGame checkers = new CheckersGame();
        assertThat(checkers.evaluation(checkers.newPosition(), Score.WIN - 3).text()).isEqualTo("wins in 2 moves");
        assertThat(checkers.evaluation(checkers.newPosition(), 0).text()).isEqualTo("50 % win chance");
        // a lead of about eight typical gaps (twelve each): clear, short of certainty
        assertThat(checkers.evaluation(checkers.newPosition(), 100).share()).isBetween(0.65, 0.8);
    }
}
