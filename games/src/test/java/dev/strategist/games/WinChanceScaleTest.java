package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluation;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import org.assertj.core.data.Offset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The chance to win the evaluation bar reads from a score follows the scale checked on each game's self-play
 * results (docs/benchmarks/win-chance.md): Connect Four's fitted one, not nine typical gaps; checkers' nine typical
 * gaps, which its fit agreed with (fitted again when the pattern tables joined its default and its typical gap
 * moved); Gomoku's fitted on its tournament player's games, the page's computer from level 5.
 * A lead of the scale is odds of e to 1.
 */
class WinChanceScaleTest {

    @ParameterizedTest
    @CsvSource({"connect4, 439", "checkers, 117", "gomoku, 123"})
    void aLeadOfTheFittedScaleReadsAsOddsOfEToOne(String name, int fitted) {
        assertThat(chanceAt(Games.find(name), fitted).share()).isCloseTo(Math.E / (1 + Math.E), Offset.offset(1e-9));
        assertThat(chanceAt(Games.find(name), fitted).text()).isEqualTo("73 % win chance");
        assertThat(chanceAt(Games.find(name), -fitted).text()).isEqualTo("27 % win chance");
        assertThat(chanceAt(Games.find(name), 0).text()).isEqualTo("50 % win chance");
    }

    private static <P extends Position> Evaluation chanceAt(Game<P> game, int score) {
        return game.evaluation(game.newPosition(GameOptions.defaults(game.options())), score);
    }
}
