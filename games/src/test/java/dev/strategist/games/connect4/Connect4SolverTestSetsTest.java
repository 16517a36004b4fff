package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every position of the four quick reference sets (connect4/README.md in the test resources) solved
 * exactly, and weakly to the right sign. The table is not cleared between positions: its entries are
 * bounds on positions identified without false hits, true whatever position the solve started from,
 * so keeping them is correct, and it spares clearing 64 MB four thousand times.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Connect4SolverTestSetsTest {
    private Connect4Solver solver;

    @BeforeAll
    void makeSolver() {
        solver = new Connect4Solver(7, 6);
    }

    @AfterAll
    void dropSolver() {
        solver = null;
    }

    @ParameterizedTest
    @ValueSource(strings = {"Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1"})
    void everyPositionGetsItsExactScore(String name) {
        Connect4SolverTestSet set = Connect4SolverTestSet.read(name);
        assertThat(set.lines()).hasSize(1000);
        assertThat(mismatches(set, false)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1"})
    void theWeakSolveGetsTheSign(String name) {
        // a fresh table, so the weak searches do not just read the exact ones' results
        solver.reset();
        assertThat(mismatches(Connect4SolverTestSet.read(name), true)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Test_L2_R1", "Test_L1_R1"})
    void theWeakSolveSearchesFewerNodesThanTheExactOne(String name) {
        // short wins are where a lone null window around zero would search far more than the exact solve;
        // a 4 MB table is cleared quickly between positions and holds these small searches
        Connect4Solver small = new Connect4Solver(7, 6, 20);
        long exact = 0;
        long weak = 0;
        for (Connect4SolverTestSet.Line line : Connect4SolverTestSet.read(name).first(200).lines()) {
            Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, line.moves());
            small.reset();
            small.solve(board, false);
            exact += small.nodes();
            small.reset();
            small.solve(board, true);
            weak += small.nodes();
        }
        assertThat(weak).isLessThan(exact);
    }

    /** The lines whose solved score (its sign when {@code weak}) differs from the file's, described. */
    private List<String> mismatches(Connect4SolverTestSet set, boolean weak) {
        List<String> wrong = new ArrayList<>();
        for (Connect4SolverTestSet.Line line : set.lines()) {
            Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, line.moves());
            int got = solver.solve(board, weak);
            int expected = weak ? Integer.signum(line.score()) : line.score();
            if (got != expected) {
                wrong.add(line + ": got " + got);
            }
        }
        return wrong;
    }
}
