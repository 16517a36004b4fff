package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Whole games on small boards, solved from the empty board: the values of John Tromp's table, re-derived
 * by our own solver, in reference/ground-truth.md (games test resources) section 2.2.
 */
class Connect4SolverSmallBoardsTest {

    @ParameterizedTest(name = "{0} x {1}: {2}")
    @CsvSource({
        "4, 4, draw",
        "5, 4, draw",
        "4, 5, draw",
        "6, 4, second player wins",
        "4, 6, draw",
        "5, 5, draw",
        "6, 5, draw",
        "4, 7, draw",
        "5, 6, draw",
        "7, 4, draw",
    })
    void theEmptyBoardHasTheKnownValue(int width, int height, String value) {
        int sign = value.equals("draw") ? 0 : value.startsWith("first") ? 1 : -1;
        Connect4Solver solver = new Connect4Solver(width, height, 20);
        Connect4SolverBoard empty = new Connect4SolverBoard(width, height);
        assertThat(solver.solve(empty, true)).isEqualTo(sign);
        solver.reset();
        assertThat(Integer.signum(solver.solve(empty, false))).isEqualTo(sign);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"4, 4", "5, 4", "6, 4"})
    void theEmptyBoardsScoreIsTheBestColumnsScore(int width, int height) {
        Connect4Solver solver = new Connect4Solver(width, height, 20);
        Connect4SolverBoard empty = new Connect4SolverBoard(width, height);
        int best = Integer.MIN_VALUE;
        for (int score : solver.analyze(empty, false)) {
            best = Math.max(best, score);
        }
        assertThat(solver.solve(empty, false)).isEqualTo(best);
    }
}
