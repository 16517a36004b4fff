package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Score;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The score convention of connect4/README.md (test resources), its worked examples, and the conversion. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Connect4SolverScoreTest {
    private Connect4Solver solver;

    @BeforeAll
    void makeSolver() {
        solver = new Connect4Solver(7, 6, 20);
    }

    @AfterAll
    void dropSolver() {
        solver = null;
    }

    @Test
    void theReadmesWinningExampleAndItsBestLine() {
        // the second player to move wins with its 14th stone, move 28 of the game: floor((44 - 28) / 2) = 8
        String position = "52753311433677442422121";
        assertThat(solver.solve(position)).isEqualTo(8);
        assertThat(Connect4Solver.toStrategistScore(8, 23, 7, 6)).isEqualTo(Score.WIN - 5);
        // each move of the README's best line is one the analysis scores highest
        String line = "5275331143367744242212155342";
        Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, position);
        for (int i = position.length(); i < line.length(); i++) {
            int[] scores = solver.analyze(board, false);
            int column = line.charAt(i) - '1';
            int best = Integer.MIN_VALUE;
            for (int s : scores) {
                best = Math.max(best, s);
            }
            assertThat(scores[column]).as("move %d", i + 1).isEqualTo(best);
            if (i < line.length() - 1) {
                board.play(column);
            } else {
                assertThat(board.isWinningMove(column)).isTrue();
                assertThat(best).isEqualTo(8); // (43 - 27) / 2: the side to move wins now, as promised
            }
        }
    }

    @Test
    void theReadmesLosingExample() {
        // the first player wins with its 21st stone (move 41): the second player to move loses by 1
        assertThat(solver.solve("2252576253462244111563365343671351441")).isEqualTo(-1);
        assertThat(Connect4Solver.toStrategistScore(-1, 37, 7, 6)).isEqualTo(-(Score.WIN - 4));
    }

    @Test
    void immediateWinsAndLossesFollowTheReferenceFormulas() {
        // n stones: winning at once scores (43 - n) / 2, losing to the next stone -(42 - n) / 2 (a four
        // needs the winner's 4th stone, stone 7 of the game, at least)
        for (int n = 5; n <= 41; n++) {
            if (n >= 6) {
                int win = (43 - n) / 2;
                assertThat(Connect4Solver.toStrategistScore(win, n, 7, 6)).as("win, n = %d", n)
                        .isEqualTo(Score.WIN - 1);
            }
            if (n <= 40) {
                int loss = -(42 - n) / 2;
                assertThat(Connect4Solver.toStrategistScore(loss, n, 7, 6)).as("loss, n = %d", n)
                        .isEqualTo(-(Score.WIN - 2));
            }
        }
        assertThat(Connect4Solver.toStrategistScore(0, 30, 7, 6)).isZero();
        // the empty board: the first player wins with its 21st stone, move 41, 41 plies away
        assertThat(Connect4Solver.toStrategistScore(1, 0, 7, 6)).isEqualTo(Score.WIN - 41);
        // an odd board: on 5 x 5 the first player's 13th stone is the last, move 25, and still scores 1
        assertThat(Connect4Solver.toStrategistScore(1, 24, 5, 5)).isEqualTo(Score.WIN - 1);
    }

    @Test
    void impossibleScoresAreRefused() {
        assertThatThrownBy(() -> Connect4Solver.toStrategistScore(19, 0, 7, 6))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("score 19 is impossible with 0 stones on a 7 x 6 board");
        assertThatThrownBy(() -> Connect4Solver.toStrategistScore(-19, 0, 7, 6))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Connect4Solver.toStrategistScore(1, 42, 7, 6))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Connect4Solver.toStrategistScore(-18, 0, 7, 6)).isEqualTo(-(Score.WIN - 8));
    }

    @Test
    void aWinAtOnceAndAFullColumnInTheAnalysis() {
        // column 1 is full; the first player, to move with 12 stones down, has three in column 3 and the
        // second player three in column 4
        Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, "111111343434");
        int[] scores = solver.analyze(board, false);
        assertThat(scores[0]).isEqualTo(Connect4Solver.FULL_COLUMN);
        assertThat(scores[2]).isEqualTo((43 - 12) / 2);         // wins at once
        for (int c : new int[] {1, 4, 5, 6}) {
            assertThat(scores[c]).as("column %d", c + 1).isEqualTo(-(42 - 12) / 2); // the reply wins
        }
        assertThat(scores[3]).isLessThan(scores[2]);
        assertThat(solver.solve(board, false)).isEqualTo(15);
        assertThat(solver.solve(board, true)).isEqualTo(1);
        assertThat(solver.analyze(board, true)).containsExactly(Connect4Solver.FULL_COLUMN, -1, 1,
                Integer.signum(scores[3]), -1, -1, -1);
        assertThat(board.toString()).isEqualTo("111111343434");
    }
}
