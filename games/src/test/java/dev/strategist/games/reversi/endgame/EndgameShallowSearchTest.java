package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiSmallBoardTest;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The 5-7 empty search on its own, against plain minimax, fail-soft: above all with alpha just below, at and
 * above {@link EndgameShallowSearch#stabilityFloor}, where the stability cut-off starts to be tried, and with
 * windows round the answer.
 */
class EndgameShallowSearchTest {

    @Test
    void windowsAroundTheStabilityFloorGiveFailSoftScoresConsistentWithMinimax() {
        Random random = new Random(43);
        for (ReversiBoard board : new ReversiBoard[] {ReversiBoard.EIGHT, ReversiBoard.SIX}) {
            EndgameShallowSearch shallow = new EndgameShallowSearch(board);
            int squares = board.count();
            for (int i = 0; i < 300; i++) {
                int empties = 5 + random.nextInt(3);
                ReversiPosition q = ReversiSmallBoardTest.randomPosition(board.size(), empties, random);
                if (q == null) {
                    continue; // the game ended early
                }
                int exact = ReversiEndgameSolverTest.minimax(q);
                int floor = EndgameShallowSearch.stabilityFloor(empties);
                int[][] windows = {
                    {floor - 1, floor}, {floor, floor + 1}, {floor + 1, floor + 2}, {floor - 2, floor + 2},
                    {exact - 1, exact}, {exact, exact + 1}, {-squares, squares},
                };
                long odd = EndgameParity.oddRegions(board.squares() & ~(q.player() | q.opponent()));
                for (int[] w : windows) {
                    int v = shallow.search(q.player(), q.opponent(), w[0], w[1], empties, false, odd);
                    EndgameLastSquaresTest.assertFailSoft(q, w, v, exact);
                }
            }
        }
    }
}
