package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Games;
import dev.strategist.core.NotationException;
import org.junit.jupiter.api.Test;

/** The Connect Four descriptor: names, options and the sizes that fit, positions read as digit strings. */
class Connect4GameTest {
    private final Connect4Game game = new Connect4Game();

    @Test
    void itIsFoundByNameAndAliases() {
        assertThat(Games.find("connect4")).isInstanceOf(Connect4Game.class);
        assertThat(Games.find("C4")).isInstanceOf(Connect4Game.class);
        assertThat(Games.find("connectfour")).isInstanceOf(Connect4Game.class);
        assertThat(game.title()).isEqualTo("Connect Four");
    }

    @Test
    void theSizeIsChosenByWidthAndHeight() {
        Connect4Position standard = game.newPosition();
        assertThat(standard.width()).isEqualTo(7);
        assertThat(standard.height()).isEqualTo(6);
        assertThat(game.maxMoves(game.defaultOptions())).isEqualTo(7);
        Connect4Position small = game.newPosition(game.parseOptions("width=4,height=4"));
        assertThat(small.width()).isEqualTo(4);
        assertThat(small.maxMoves()).isEqualTo(4);
        Connect4Position full64 = game.newPosition(game.parseOptions("width=8,height=7"));
        assertThat(full64.geometry().board()).isEqualTo(0x7F7F_7F7F_7F7F_7F7FL);
        assertThat(game.options()).extracting(o -> o.summary()).containsExactly("width=7 (4..9)", "height=6 (4..8)");
    }

    @Test
    void sizesWhoseBitboardDoesNotFitAreRejectedWithTheReason() {
        assertThatThrownBy(() -> game.newPosition(game.parseOptions("width=9,height=7")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a 9 x 7 board does not fit the 64-bit board: width x (height + 1) is 72, more than 64; "
                        + "with width 9 the height can be at most 6");
        assertThatThrownBy(() -> game.newPosition(game.parseOptions("width=8,height=8")))
                .hasMessageContaining("8 x 8").hasMessageContaining("at most 7");
        assertThatThrownBy(() -> game.parseOptions("width=10")).hasMessageContaining("width=7 (4..9)");
        assertThatThrownBy(() -> game.parseOptions("height=3")).hasMessageContaining("height=6 (4..8)");
        assertThatThrownBy(() -> new Connect4Position(3, 6)).hasMessageContaining("width must be 4..9");
    }

    @Test
    void aPositionIsReadAsAWholeGameOfColumnDigits() {
        assertThat(game.parsePosition("4453", game.defaultOptions()).moveString()).isEqualTo("4453");
        assertThat(game.parsePosition("4 4 5 3", game.defaultOptions()).moveString()).isEqualTo("4453");
        assertThat(game.parsePosition(null, game.defaultOptions()).ply()).isZero();
        assertThat(game.parsePosition("1234", game.parseOptions("width=4")).width()).isEqualTo(4);
        assertThatThrownBy(() -> game.parsePosition("12345", game.parseOptions("width=4")))
                .isInstanceOf(NotationException.class)
                .hasMessage("character 5 (move 5): there is no column 5; columns are 1..4");
    }

    @Test
    void theThreatEvaluatorIsTheDefaultAndTheRunCountTheOther() {
        assertThat(game.evaluator()).isInstanceOf(ThreatEvaluator.class);
        assertThat(game.evaluators()).extracting(e -> e.name()).containsExactly("threats", "runs");
    }
}
