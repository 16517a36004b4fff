package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The solver against plain textbook negamax ({@link Connect4SolverOracle}) on seeded random positions
 * close enough to the end for the oracle to look at every move sequence: exact, weak and Strategist
 * scores and the analysis of every column, on boards from 1 to 16 columns, 64-bit keys included.
 */
class Connect4SolverOracleTest {

    @ParameterizedTest(name = "{0} x {1}, {2}..{3} stones, {4} positions")
    @CsvSource({
        "4, 4, 4, 10, 40",
        "5, 4, 8, 14, 40",
        "4, 5, 8, 14, 40",
        "5, 5, 13, 19, 20",
        "6, 4, 12, 18, 20",
        "7, 6, 30, 40, 60",
        "8, 7, 45, 55, 30",   // 64-bit keys: the table keeps whole keys
        "4, 15, 48, 59, 30",  // 64-bit keys, tall columns
        "16, 3, 39, 47, 30",  // more columns than one digit can name
        "3, 4, 0, 4, 10",     // too narrow for lines across: only vertical fours
        "2, 6, 0, 3, 10",
        "1, 7, 0, 3, 4",
    })
    void theSolverAgreesWithTextbookNegamax(int width, int height, int minStones, int maxStones, int positions) {
        Random random = new Random(20261121L + width * 100 + height);
        Connect4Solver solver = new Connect4Solver(width, height, 16);
        for (int i = 0; i < positions; i++) {
            Connect4SolverBoard board = new Connect4SolverBoard(width, height);
            Connect4SolverOracle oracle = new Connect4SolverOracle(width, height);
            int stones = Connect4SolverRandomPositions.play(random, board, oracle,
                    minStones + random.nextInt(maxStones - minStones + 1));
            String where = width + " x " + height + " after " + board;
            int expected = oracle.ponsScore();
            int score = solver.solve(board, false);
            assertThat(score).as(where).isEqualTo(expected);
            assertThat(solver.solve(board, true)).as(where + " (weak)").isEqualTo(Integer.signum(expected));
            assertThat(Connect4Solver.toStrategistScore(score, stones, width, height)).as(where + " (Strategist)")
                    .isEqualTo(oracle.strategistScore());
            assertThat(solver.analyze(board, false)).as(where + " (analysis)").containsExactly(columnScores(oracle,
                    width, height));
            assertThat(board.moves()).isEqualTo(stones);
        }
    }

    /** The oracle's score of playing each column, as {@link Connect4Solver#analyze} reports it. */
    private static int[] columnScores(Connect4SolverOracle oracle, int width, int height) {
        int[] scores = new int[width];
        for (int c = 0; c < width; c++) {
            if (oracle.heightOf(c) == height) {
                scores[c] = Connect4Solver.FULL_COLUMN;
                continue;
            }
            oracle.play(c);
            int m = 0;
            for (int col = 0; col < width; col++) {
                m += oracle.heightOf(col);
            }
            if (oracle.fourThrough(c, oracle.heightOf(c) - 1)) {
                scores[c] = (width * height + 2 - m) / 2;
            } else if (m == width * height) {
                scores[c] = 0;
            } else {
                scores[c] = -oracle.ponsScore();
            }
            oracle.undo(c);
        }
        return scores;
    }
}
