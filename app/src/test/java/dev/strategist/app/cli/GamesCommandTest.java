package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code strategist games} lists the catalogue. */
class GamesCommandTest {

    @Test
    void listsTicTacToeWithItsAliasesTitleAndDescription() {
        Run run = Run.of("games");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out())
                .contains("tictactoe - Tic-tac-toe")
                .contains("also: ttt, tic-tac-toe")
                .contains("Three in a row")
                .contains("options: none");
    }
}
