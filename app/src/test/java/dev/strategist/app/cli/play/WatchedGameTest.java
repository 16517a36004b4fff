package dev.strategist.app.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.cli.render.BoardRenderer;
import dev.strategist.app.cli.render.BoardRenderers;
import dev.strategist.app.cli.render.UnrenderedGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A watched game in the terminal, drawn plainly for a game without a renderer; move lists in words. */
class WatchedGameTest {

    @Test
    void aGameWithoutARendererIsWatchedWithThePlainDrawing() {
        UnrenderedGame game = new UnrenderedGame();
        BoardRenderer renderer = BoardRenderers.forGame(game);
        Match<TicTacToePosition> match = new Match<>(game,
                Seat.computer(game.sideName(0), Strategist.builder(game).depth(9).seed(1).build()),
                Seat.computer(game.sideName(1), Strategist.builder(game).depth(9).seed(2).build()));
        StringWriter text = new StringWriter();
        int code = new WatchedGame<>(match, new GameSession(new PrintWriter(text), renderer, Integer.MAX_VALUE))
                .play();
        assertThat(code).isZero();
        assertThat(text.toString()).startsWith("X: engine depth 9\nO: engine depth 9\n.../.../...\n")
                .containsPattern("O plays [abc][123]\\n[.XO]{3}/[.XO]{3}/[.XO]{3}\\n")
                .contains("result: draw\n");
    }

    @Test
    void moveListsAreNumberedInPairs() {
        assertThat(MoveListText.of(List.of())).isEqualTo("none yet");
        assertThat(MoveListText.of(List.of("b2"))).isEqualTo("1. b2");
        assertThat(MoveListText.of(List.of("b2", "a1", "c3"))).isEqualTo("1. b2 a1 2. c3");
    }
}
