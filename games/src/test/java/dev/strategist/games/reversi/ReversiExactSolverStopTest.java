package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The endgame solver gives up when told: found by the time-limit benchmark ({@code StrategistOvershoot}),
 * where a level-10 search with a 10 ms limit answered after 1.1 s because the Othello solver, unlike
 * Connect Four's, never looked at the stop condition.
 */
class ReversiExactSolverStopTest {

    @Test
    void aStoppedSolveReturnsStoppedAtOnceAndLeavesThePositionAlone() {
        // FFO #39 has 26 empty squares: far more solving than the test waits for
        ReversiPosition p = FfoSuite.read("/othello/fforum-20-39.obf", 20, 39, 39).get(0).line().position();
        String before = p.toString() + p.hash();
        ReversiExactSolver solver = new ReversiExactSolver(60);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        long deadline = System.nanoTime() + 20_000_000L;
        long start = System.nanoTime();
        int n = solver.scoreMoves(p, moves, scores, () -> System.nanoTime() >= deadline);
        long millis = (System.nanoTime() - start) / 1_000_000L;
        assertThat(n).isEqualTo(ExactSolver.STOPPED);
        assertThat(millis).as("gave up soon after 20 ms (generous for a busy machine)").isLessThan(1_000);
        assertThat(p.toString() + p.hash()).isEqualTo(before);
    }

    @Test
    void aStopThatNeverComesChangesNoScore() {
        List<FfoSuite.Numbered> easy = FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 3);
        for (FfoSuite.Numbered ffo : easy) {
            ReversiPosition p = ffo.line().position();
            if (p.emptyCount() > 16) {
                continue;
            }
            ReversiExactSolver bounded = new ReversiExactSolver();
            ReversiExactSolver unbounded = new ReversiExactSolver();
            int[] moves = new int[ReversiPosition.MAX_MOVES];
            int[] a = new int[ReversiPosition.MAX_MOVES];
            int[] b = new int[ReversiPosition.MAX_MOVES];
            int n = bounded.scoreMoves(p, moves, a, () -> false);
            assertThat(unbounded.scoreMoves(p, moves, b)).isEqualTo(n);
            for (int i = 0; i < n; i++) {
                assertThat(a[i]).as("%s move %d", ffo, i).isEqualTo(b[i]);
            }
        }
    }
}
