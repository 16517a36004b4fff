package dev.strategist.app.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.play.Match;
import dev.strategist.play.Player;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Seat;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchListener;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The analysis line {@code play} prints starts with the move the computer then plays (issue 25, defect 3). */
class ComputerTurnTest {
    private final TicTacToeGame game = new TicTacToeGame();

    /** Reports a line that starts with b2 a1, then plays {@code move}: a level that leaves the best move. */
    private Player<TicTacToePosition> playing(String move) {
        return new Player<>() {
            @Override
            public int bestMove(TicTacToePosition position) {
                return game.notation().parse(position, move);
            }

            @Override
            public SearchTask bestMoveAsync(TicTacToePosition position, SearchListener listener) {
                int[] line = {game.notation().parse(position, "b2"), game.notation().parse(position, "a1")};
                listener.onIteration(new SearchInfo(4, 0, line, 100, 1000, 1));
                return Player.super.bestMoveAsync(position, listener);
            }
        };
    }

    private String turn(String move) {
        Match<TicTacToePosition> match = new Match<>(game, Seat.computer("computer", playing(move)), Seat.human("you"));
        StringWriter out = new StringWriter();
        new ComputerTurn<>(match, new PrintWriter(out, true)).play("computer");
        return out.toString();
    }

    @Test
    void aMoveOffTheLineReplacesIt() {
        assertThat(turn("c3")).isEqualTo("computer thinks... depth 4 score 0 pv c3\ncomputer plays c3 (score 0)\n");
    }

    @Test
    void aMoveOnTheLineKeepsIt() {
        assertThat(turn("b2")).isEqualTo("computer thinks... depth 4 score 0 pv b2 a1\ncomputer plays b2\n");
    }
}
