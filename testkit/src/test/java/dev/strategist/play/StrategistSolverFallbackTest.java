package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** The top level with a solver that may not finish: the engine answers in the time that is left. */
class StrategistSolverFallbackTest {
    private final AtomicInteger solves = new AtomicInteger();

    /** A solver too slow for any position: it works until it is told to stop. */
    private final ExactSolver<DomineeringPosition> endless = new ExactSolver<>() {
        @Override
        public int score(DomineeringPosition position) {
            throw new AssertionError("a bounded call was expected");
        }

        @Override
        public int scoreMoves(DomineeringPosition position, int[] moves, int[] scores, BooleanSupplier stop) {
            solves.incrementAndGet();
            while (!stop.getAsBoolean()) {
                Thread.onSpinWait();
            }
            return STOPPED;
        }
    };

    /** A solver that knows every position: each move scores 0. */
    private final ExactSolver<DomineeringPosition> instant = new ExactSolver<>() {
        @Override
        public int score(DomineeringPosition position) {
            return 0;
        }
    };

    @Test
    void theEngineAnswersWhenTheSolverRunsOutOfTime() {
        DomineeringPosition p = new DomineeringGame().newPosition(5, 5);
        Strategist<DomineeringPosition> s = Strategist.builder(new DomineeringGame()).exactSolver(endless).level(10)
                .timeMillis(300).build();
        Choice c = s.choose(p, info -> { });
        assertThat(solves.get()).isEqualTo(1);
        assertThat(p.isLegal(c.move())).isTrue();
        assertThat(c.analysis().depth()).as("a search, not an exact answer").isPositive();
    }

    @Test
    void moveNowStopsTheSolverAndStillAnswers() throws Exception {
        DomineeringPosition p = new DomineeringGame().newPosition(5, 5);
        // no time limit: only moveNow can end the solver's work
        Strategist<DomineeringPosition> s = Strategist.builder(new DomineeringGame()).exactSolver(endless).level(10)
                .depth(3).build();
        SearchTask task = s.bestMoveAsync(p, info -> { });
        while (solves.get() == 0) {
            Thread.onSpinWait();
        }
        task.moveNow();
        Choice c = task.future().get(30, TimeUnit.SECONDS);
        assertThat(p.isLegal(c.move())).isTrue();
    }

    @Test
    void anExactAnswerNeedsNoSearch() {
        DomineeringPosition p = new DomineeringGame().newPosition(5, 5);
        Choice c = Strategist.builder(new DomineeringGame()).exactSolver(instant).level(10).build()
                .choose(p, info -> { });
        assertThat(c.analysis().depth()).isZero();
        assertThat(c.score()).isZero();
    }
}
