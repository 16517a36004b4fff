package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.connect4.Connect4Game;
import org.junit.jupiter.api.Test;

/** The level-margin runner's row on a few shallow searches: the gaps and one share per level from 3 to 7. */
class LevelMarginsTest {
    @Test
    void aRowHasTheGapsAndAShareForEachLevelWithAMargin() {
        String row = LevelMargins.row(new Connect4Game(), 6, 2, 1);
        assertThat(row).startsWith("| connect4 | ");
        assertThat(row.split("\\|")).hasSize(12); // game, evaluator, positions, two gaps, the typical gap, five levels
        assertThat(row).contains(" %");
    }

    @Test
    void aNamedEvaluatorScoresTheSamePositionsAndAnUnknownNameIsRefused() {
        Connect4Game game = new Connect4Game();
        String other = game.evaluators().get(game.evaluators().size() - 1).name();
        String row = LevelMargins.row(game, game.evaluator(other), 6, 2, 1);
        assertThat(row).startsWith("| connect4 | " + other + " | ");
        assertThat(row.split("\\|")).hasSize(12);
        assertThatThrownBy(() -> game.evaluator("no-such")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no-such");
    }

    @Test
    void randomOpeningsAreReproducibleAndNotOver() {
        Connect4Game game = new Connect4Game();
        var first = RandomOpenings.of(() -> game.newPosition(game.defaultOptions()), 5, 4, 19, 7);
        var again = RandomOpenings.of(() -> game.newPosition(game.defaultOptions()), 5, 4, 19, 7);
        assertThat(first).hasSize(5).allMatch(p -> !p.isOver());
        for (int i = 0; i < first.size(); i++) {
            assertThat(first.get(i).hash()).isEqualTo(again.get(i).hash());
            assertThat(first.get(i).ply()).isBetween(4, 19);
        }
    }
}
