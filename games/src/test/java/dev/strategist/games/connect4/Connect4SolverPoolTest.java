package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.play.Strategist;
import org.junit.jupiter.api.Test;

/** An application's own solver pool: its solvers are kept between solves, and closing it frees them. */
class Connect4SolverPoolTest {
    /** Test_L3_R1's first line: an ending the solver finishes at once. */
    private static final Connect4SolverTestSet.Line ENDING = Connect4SolverTestSet.read("Test_L3_R1").lines().get(0);

    @Test
    void aPoolOfTheApplicationsOwnKeepsItsSolversUntilItIsClosed() {
        Connect4Position p = Connect4Position.of(ENDING.moves());
        int expected = new Connect4ExactSolver(false).score(p);
        try (Connect4SolverPool pool = Connect4SolverPool.create()) {
            Connect4ExactSolver solver = new Connect4ExactSolver(false, pool);
            assertThat(pool.kept()).isZero();
            assertThat(solver.score(p)).isEqualTo(expected);
            assertThat(pool.kept()).as("the solver is kept for the next solve").isEqualTo(1);
            assertThat(solver.score(p)).isEqualTo(expected);
            assertThat(pool.kept()).as("the next solve reused it").isEqualTo(1);

            pool.close();
            assertThat(pool.kept()).isZero();
            assertThat(solver.score(p)).as("a closed pool still solves").isEqualTo(expected);
            assertThat(pool.kept()).as("but keeps nothing").isZero();
        }
    }

    @Test
    void aStrategistAtLevelTenSolvesWithTheSolverItIsGiven() {
        Connect4Game game = new Connect4Game();
        Connect4Position p = Connect4Position.of(ENDING.moves());
        try (Connect4SolverPool pool = Connect4SolverPool.create()) {
            Strategist<Connect4Position> perfect = Strategist.builder(game).level(10)
                    .exactSolver(new Connect4ExactSolver(false, pool)).build();
            perfect.bestMove(p);
            assertThat(pool.kept()).as("the strategist's solves borrowed from the pool").isEqualTo(1);
        }
    }

    @Test
    void theSharedPoolCannotBeClosed() {
        assertThatThrownBy(() -> Connect4SolverPool.shared().close())
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("process");
    }
}
