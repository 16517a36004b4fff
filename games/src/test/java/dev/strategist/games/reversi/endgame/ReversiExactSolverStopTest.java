package dev.strategist.games.reversi.endgame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import dev.strategist.games.reversi.FfoSuite;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The endgame solver gives up when told: found by the time-limit benchmark ({@code StrategistOvershoot}),
 * where a level-10 search with a 10 ms limit answered after 1.1 s because the Othello solver, unlike
 * Connect Four's, never looked at the stop condition.
 */
class ReversiExactSolverStopTest {

    /** FFO #39: 26 empty squares, about 10 s to solve completely (some 300,000 polls of the stop condition). */
    private static ReversiPosition ffo39() {
        return FfoSuite.read("/othello/fforum-20-39.obf", 20, 39, 39).get(0).line().position();
    }

    @Test
    void aStoppedSolveReturnsStoppedAtOnceAndLeavesThePositionAlone() {
        // counted in polls, not milliseconds: a clock measured on this thread also counts the time the machine
        // gave to other work, so on a busy one a solver that stopped at once could look slow
        ReversiPosition p = ffo39();
        String before = p.toString() + p.hash();
        ReversiExactSolver solver = new ReversiExactSolver(60);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        AtomicInteger polls = new AtomicInteger();
        int n = solver.scoreMoves(p, moves, scores, () -> polls.incrementAndGet() >= 100);
        assertThat(n).isEqualTo(ExactSolver.STOPPED);
        assertThat(polls.get()).as("gave up at the first poll that said stop").isEqualTo(100);
        assertThat(p.toString() + p.hash()).isEqualTo(before);
    }

    @Test
    void aTimeLimitStopsTheSolveSoon() {
        ReversiPosition p = ffo39();
        ReversiExactSolver solver = new ReversiExactSolver(60);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        // a first, stopped solve makes the solver's 24 MB table and loads its classes, outside the clock
        assertThat(solver.scoreMoves(p, moves, scores, () -> true)).isEqualTo(ExactSolver.STOPPED);
        long deadline = System.nanoTime() + 20_000_000L;
        long start = System.nanoTime();
        int n = solver.scoreMoves(p, moves, scores, () -> System.nanoTime() >= deadline);
        long millis = (System.nanoTime() - start) / 1_000_000L;
        assertThat(n).isEqualTo(ExactSolver.STOPPED);
        // it polls every few dozen microseconds, so it stops within a millisecond of the deadline; the bound is
        // seconds because this thread may wait that long for a core on a busy machine (it was 1 s, and a
        // descheduled thread or a collection could pass it). Ignoring the stop means solving all 26 empties.
        assertThat(millis).as("gave up soon after 20 ms (generous for a busy machine)").isLessThan(5_000);
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
