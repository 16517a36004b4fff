package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Outcome;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The top level plays Tic-tac-toe perfectly from the solved table; searched levels play soundly too. */
class TicTacToeStrategistTest {
    private final TicTacToeGame game = new TicTacToeGame();

    @Test
    void theTopLevelNeverLosesToARandomPlayer() {
        Random random = new Random(3);
        for (int g = 0; g < 200; g++) {
            int computerSide = g % 2;
            Strategist<TicTacToePosition> computer = Strategist.builder(game).level(10).seed(g).build();
            TicTacToePosition p = game.newPosition();
            while (!p.isOver()) {
                int[] moves = p.legalMoves();
                p.play(p.sideToMove() == computerSide ? computer.bestMove(p) : moves[random.nextInt(moves.length)]);
            }
            assertThat(p.outcome().signFor(computerSide)).as("game %d: %s", g, p).isGreaterThanOrEqualTo(0);
        }
    }

    @Test
    void perfectPlayAgainstItselfIsADraw() {
        for (long seed = 0; seed < 10; seed++) {
            Match<TicTacToePosition> match = new Match<>(game,
                    Seat.computer("X", Strategist.builder(game).level(10).seed(seed).build()),
                    Seat.computer("O", Strategist.builder(game).level(10).seed(seed + 100).build()));
            while (!match.isOver()) {
                match.computerMove();
            }
            assertThat(match.result().orElseThrow().outcome()).isEqualTo(Outcome.DRAW);
        }
    }

    @Test
    void aFullDepthSearchAlsoNeverLoses() {
        Random random = new Random(4);
        Strategist<TicTacToePosition> computer = Strategist.builder(game).depth(9).seed(1).build();
        for (int g = 0; g < 100; g++) {
            int computerSide = g % 2;
            TicTacToePosition p = game.newPosition();
            while (!p.isOver()) {
                int[] moves = p.legalMoves();
                p.play(p.sideToMove() == computerSide ? computer.bestMove(p) : moves[random.nextInt(moves.length)]);
            }
            assertThat(p.outcome().signFor(computerSide)).isGreaterThanOrEqualTo(0);
        }
    }
}
