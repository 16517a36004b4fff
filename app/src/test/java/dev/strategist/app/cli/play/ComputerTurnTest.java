package dev.strategist.app.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluation;
import dev.strategist.core.Score;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.play.Algorithm;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.play.Player;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchListener;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The analysis line {@code play} prints starts with the move the computer then plays (issue 25, defect 3) and
 * gives the evaluation in a player's units, as the page's bar does, not the engine's score.
 */
class ComputerTurnTest {
    private final TicTacToeGame game = new TicTacToeGame();

    /** Reports a line that starts with b2 a1 scored 0, then plays {@code move}: a level that leaves the best move. */
    private Player<TicTacToePosition> playing(String move) {
        return playing(move, 0);
    }

    /** Reports a line that starts with b2 a1 scored {@code score}, then plays {@code move}. */
    private Player<TicTacToePosition> playing(String move, int score) {
        return new Player<>() {
            @Override
            public int bestMove(TicTacToePosition position) {
                return game.notation().parse(position, move);
            }

            @Override
            public SearchTask bestMoveAsync(TicTacToePosition position, SearchListener listener) {
                int[] line = {game.notation().parse(position, "b2"), game.notation().parse(position, "a1")};
                listener.onIteration(new SearchInfo(4, score, line, 100, 1000, 1));
                return Player.super.bestMoveAsync(position, listener);
            }
        };
    }

    private String turn(String move) {
        return turn(playing(move));
    }

    private String turn(Player<TicTacToePosition> player) {
        Match<TicTacToePosition> match = new Match<>(game, Seat.computer("computer", player), Seat.human("you"));
        StringWriter out = new StringWriter();
        new ComputerTurn<>(match, new PrintWriter(out, true)).play("computer");
        return out.toString();
    }

    @Test
    void aMoveOffTheLineReplacesIt() {
        assertThat(turn("c3")).isEqualTo("computer thinks... depth 4, 50 % win chance, pv c3\n"
                + "computer plays c3 (50 % win chance)\n");
    }

    @Test
    void aMoveOnTheLineKeepsIt() {
        assertThat(turn("b2")).isEqualTo("computer thinks... depth 4, 50 % win chance, pv b2 a1\ncomputer plays b2\n");
    }

    @Test
    void aProvenWinCountsTheMovesLeftOnceItsFirstIsPlayed() {
        // three plies to the end from the position searched: two of the winner's moves, one once b2 is played
        assertThat(turn(playing("b2", Score.WIN - 3))).startsWith("computer thinks... depth 4, wins in 1 move, pv b2 a1\n");
        assertThat(turn(playing("c3", Score.WIN - 3))).startsWith("computer thinks... depth 4, wins in 2 moves, pv c3\n");
    }

    @Test
    void aMonteCarloSearchsScoreIsReadAsItsMeanReward() {
        Strategist<TicTacToePosition> mcts = Strategist.builder(game).algorithm(Algorithm.MCTS).nodes(2000).seed(1).build();
        Match<TicTacToePosition> match = new Match<>(game, Seat.computer("computer", mcts), Seat.human("you"));
        AtomicReference<SearchInfo> last = new AtomicReference<>();
        match.addListener(new MatchListener() {
            @Override
            public void onSearchInfo(SearchInfo info) {
                last.set(info);
            }
        });
        StringWriter out = new StringWriter();
        new ComputerTurn<>(match, new PrintWriter(out, true)).play("computer");
        int score = last.get().score();
        assertThat(Score.isDecisive(score)).as("an open position after 2000 playouts").isFalse();
        assertThat(out.toString()).contains(", " + Evaluation.chance(MonteCarloSearch.meanReward(score)).text() + ", pv ");
    }
}
