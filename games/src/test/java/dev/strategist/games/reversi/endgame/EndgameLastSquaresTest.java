package dev.strategist.games.reversi.endgame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiSmallBoardTest;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The last four squares on their own, against plain minimax: null windows (the null-window methods),
 * narrow and wide ones (the plain loop) and windows round the answer, fail-soft: a score inside the
 * window is exact, one at or below alpha an upper bound, one at or above beta a lower bound.
 */
class EndgameLastSquaresTest {

    @Test
    void everyWindowGivesAFailSoftScoreConsistentWithMinimax() {
        Random random = new Random(41);
        for (ReversiBoard board : new ReversiBoard[] {ReversiBoard.EIGHT, ReversiBoard.SIX, ReversiBoard.FOUR}) {
            EndgameLastSquares last = new EndgameLastSquares(board);
            int squares = board.count();
            for (int i = 0; i < 1_500; i++) {
                int empties = random.nextInt(5);
                ReversiPosition q = ReversiSmallBoardTest.randomPosition(board.size(), empties, random);
                if (q == null) {
                    continue; // the game ended early
                }
                int exact = ReversiEndgameSolverTest.minimax(q);
                int[][] windows = {
                    {exact - 1, exact}, {exact, exact + 1}, {exact - 1, exact + 1}, {-squares, squares},
                    {random.nextInt(2 * squares + 1) - squares, 0}, {0, 0}, {0, 0},
                };
                windows[4][1] = windows[4][0] + 1;
                int a = random.nextInt(2 * squares + 1) - squares;
                windows[5] = new int[] {a, a + 2 + random.nextInt(6)};
                windows[6] = new int[] {a - 20, a + 20};
                long odd = EndgameParity.oddRegions(board.squares() & ~(q.player() | q.opponent()));
                for (int[] w : windows) {
                    assertFailSoft(q, w, last.solve(q.player(), q.opponent(), w[0], w[1], empties, odd), exact);
                }
            }
        }
    }

    /**
     * Checks {@code v}, the score of {@code q} in the window {@code w}, against its {@code exact} one: exact
     * inside the window, an upper bound at or below alpha, a lower bound at or above beta.
     */
    static void assertFailSoft(ReversiPosition q, int[] w, int v, int exact) {
        String what = String.format("%s in (%d, %d): %d, exact %d", q, w[0], w[1], v, exact);
        if (v <= w[0]) {
            assertThat(exact).as(what).isLessThanOrEqualTo(v);
        } else if (v >= w[1]) {
            assertThat(exact).as(what).isGreaterThanOrEqualTo(v);
        } else {
            assertThat(v).as(what).isEqualTo(exact);
        }
    }
}
