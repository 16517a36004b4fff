package dev.strategist.games.reversi.endgame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiBitboards;
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

    @Test
    void everyMoveThatTurnsADiscTurnsOneOfTheSquaresNeighbours() {
        // the last squares skip a square whose opponent's discs all lie off its NEIGHBOURS: that must never skip a
        // move, on boards from sparse to nearly full
        Random random = new Random(47);
        for (int i = 0; i < 200_000; i++) {
            long taken = random.nextLong() | random.nextLong() | (i % 2 == 0 ? random.nextLong() : 0);
            long p = taken & random.nextLong();
            long o = taken & ~p;
            for (long empty = ~taken; empty != 0; empty &= empty - 1) {
                int sq = Long.numberOfTrailingZeros(empty);
                long f = ReversiBitboards.flips(sq, p, o);
                long beside = f & ReversiBitboards.around(sq);
                assertThat(beside & ~EndgameLastSquares.NEIGHBOURS[sq]).isZero();
                assertThat(f == 0 || beside != 0).isTrue();
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
