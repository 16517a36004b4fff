package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class Connect4SolverStopTest {

    @Test
    void aStoppedSolveSaysSoAndLeavesTheTableTrue() {
        Connect4Solver solver = new Connect4Solver(7, 6, 20);
        Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, "4444"); // tens of millions of positions
        AtomicInteger polls = new AtomicInteger();
        int stopped = solver.solve(board, false, () -> polls.incrementAndGet() > 3);
        assertThat(stopped).isEqualTo(Connect4Solver.STOPPED);
        assertThat(polls.get()).isEqualTo(4); // gave up at the first poll that said stop
        assertThat(board.toString()).isEqualTo("4444");
        // what the stopped search saw must not have entered the table: later solves stay exact
        for (Connect4SolverTestSet.Line line : Connect4SolverTestSet.read("Test_L2_R1").lines().subList(0, 50)) {
            Connect4SolverBoard b = Connect4SolverBoard.of(7, 6, line.moves());
            assertThat(solver.solve(b, false, () -> false)).as(line.toString()).isEqualTo(line.score());
        }
    }

    @Test
    void aSolveThatIsNeverStoppedAnswersExactly() {
        Connect4Solver solver = new Connect4Solver(7, 6, 20);
        for (Connect4SolverTestSet.Line line : Connect4SolverTestSet.read("Test_L3_R1").lines().subList(0, 50)) {
            Connect4SolverBoard b = Connect4SolverBoard.of(7, 6, line.moves());
            assertThat(solver.solve(b, false, () -> false)).as(line.toString()).isEqualTo(line.score());
        }
    }
}
