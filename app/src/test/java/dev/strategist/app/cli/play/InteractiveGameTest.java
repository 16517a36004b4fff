package dev.strategist.app.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.cli.render.BoardRenderers;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.play.Strategist;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** A person's game from a given position: how a game the person wins by the rules ends. */
class InteractiveGameTest {
    private final TicTacToeGame game = new TicTacToeGame();

    private String play(String board, String input) throws IOException {
        TicTacToePosition start = TicTacToePosition.of(board);
        Strategist<TicTacToePosition> computer = Strategist.builder(game).level(10).seed(1).build();
        StringWriter out = new StringWriter();
        GameSession session = new GameSession(new PrintWriter(out), BoardRenderers.forGame(game), Integer.MAX_VALUE);
        int code = new InteractiveGame<>(game, start, 0, (level, algorithm) -> computer, 10, null, computer, session,
                new BufferedReader(new StringReader(input)), true).play();
        assertThat(code).isZero();
        return out.toString();
    }

    @Test
    void aWinningMoveEndsTheGameWithTheFinalBoardAndYouWin() throws IOException {
        String out = play("XX./OO./...", "hint\nc1\n");
        assertThat(out).contains("hint: c1\n")
                .contains("X to move> c1\n   a   b   c\n1 [X]|[X]|[X]\n  ---+---+---\n2  O | O |\n  ---+---+---\n3    |   |\n")
                .endsWith("result: you win\ngame over: type new for another game, or quit> \n")
                .doesNotContain("computer plays");
    }

    @Test
    void undoCannotGoBackBeforeTheMatchStarted() throws IOException {
        // nothing was played in this match: the start position cannot be taken back
        String out = play("XX./OO./...", "undo\nquit\n");
        assertThat(out).contains("nothing to take back\n").endsWith("game abandoned\n");
    }
}
