package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Outcome;
import dev.strategist.core.Score;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class Connect4ExactSolverTest {
    private final Connect4ExactSolver solver = new Connect4ExactSolver();

    /** The interface's own scoreMoves, which scores each child with {@link ExactSolver#score}: the oracle. */
    private final ExactSolver<Connect4Position> childByChild = solver::score;

    @Test
    void scoresEveryColumnAsTheSolverScoresEachChild() {
        for (Connect4SolverTestSet.Line line : Connect4SolverTestSet.read("Test_L2_R1").lines().subList(0, 40)) {
            Connect4Position p = Connect4Position.of(line.moves());
            int[] moves = new int[7];
            int[] scores = new int[7];
            int n = solver.scoreMoves(p, moves, scores, () -> false);
            int[] oracleMoves = new int[7];
            int[] oracleScores = new int[7];
            int m = childByChild.scoreMoves(p, oracleMoves, oracleScores);
            assertThat(Arrays.copyOf(moves, n)).as(line.toString()).containsExactly(Arrays.copyOf(oracleMoves, m));
            assertThat(Arrays.copyOf(scores, n)).as(line.toString()).containsExactly(Arrays.copyOf(oracleScores, m));
            int best = Arrays.stream(scores, 0, n).max().orElseThrow();
            assertThat(best).as(line.toString())
                    .isEqualTo(Connect4Solver.toStrategistScore(line.score(), line.moves().length(), 7, 6))
                    .isEqualTo(solver.score(p));
            assertThat(p.moveString()).isEqualTo(line.moves());
        }
    }

    @Test
    void scoresAFinishedGameAsItsOutcome() {
        Connect4Position won = Connect4Position.of("4455667");
        assertThat(won.outcome()).isEqualTo(Outcome.winFor(0));
        assertThat(solver.score(won)).isEqualTo(-Score.WIN);
        assertThat(solver.scoreMoves(won, new int[7], new int[7], () -> false)).isZero();
    }

    @Test
    void answersFromTheBookWithAWinByTheLastStoneAtTheLatest() {
        Connect4Position empty = new Connect4Position();
        int[] moves = new int[7];
        int[] scores = new int[7];
        assertThat(solver.scoreMoves(empty, moves, scores, () -> true)).isEqualTo(1); // the book needs no time
        assertThat(moves[0]).isEqualTo(3);
        assertThat(scores[0]).isEqualTo(Score.WIN - 41); // the first player's last stone is stone 41
    }

    @Test
    void givesUpWhenStoppedOutsideTheBook() {
        Connect4Position early = Connect4Position.of("44"); // the first player's turn, but tens of seconds to solve
        Connect4ExactSolver noBook = new Connect4ExactSolver(false);
        assertThat(noBook.scoreMoves(early, new int[7], new int[7], () -> true)).isEqualTo(ExactSolver.STOPPED);
        assertThat(early.moveString()).isEqualTo("44");
    }
}
