package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.GameOf;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Which of a game's solvers a player asks: the play solver for the top level under a clock, the exact one else. */
class StrategistPlaySolverTest {
    private final AtomicInteger exactCalls = new AtomicInteger();
    private final AtomicInteger playCalls = new AtomicInteger();
    private final AtomicInteger givenCalls = new AtomicInteger();

    /** Domineering with an exact solver and another to play with, each counting the positions it is asked. */
    private final GameOf<DomineeringPosition> game = new GameOf<>(new DomineeringGame()) {
        @Override
        public Optional<ExactSolver<DomineeringPosition>> exactSolver() {
            return Optional.of(counting(exactCalls));
        }

        @Override
        public Optional<ExactSolver<DomineeringPosition>> playSolver() {
            return Optional.of(counting(playCalls));
        }
    };

    private static ExactSolver<DomineeringPosition> counting(AtomicInteger calls) {
        return new ExactSolver<>() {
            @Override
            public int score(DomineeringPosition position) {
                calls.incrementAndGet();
                return 0;
            }
        };
    }

    private Choice choose(Strategist.Builder<DomineeringPosition> builder) {
        DomineeringPosition p = new DomineeringGame().newPosition(4, 4);
        Choice c = builder.build().choose(p, info -> { });
        assertThat(c.analysis().depth()).as("a solver's answer, not a search").isZero();
        return c;
    }

    @Test
    void theTopLevelUnderAClockPlaysWithThePlaySolver() {
        choose(Strategist.builder(game).level(10));
        choose(Strategist.builder(game).level(10).timeMillis(300));
        assertThat(playCalls.get()).isPositive();
        assertThat(exactCalls.get()).isZero();
    }

    @Test
    void withoutAClockTheTopLevelKeepsToTheExactSolver() {
        // a play solver may search past certainty for as long as it is let; a depth alone gives it no end
        choose(Strategist.builder(game).level(10).depth(3));
        assertThat(exactCalls.get()).isPositive();
        assertThat(playCalls.get()).isZero();
    }

    @Test
    void anIqScoresEveryMoveWithTheExactSolver() {
        choose(Strategist.builder(game).iq(100).timeMillis(300));
        assertThat(exactCalls.get()).isPositive();
        assertThat(playCalls.get()).isZero();
    }

    @Test
    void aSolverGivenToTheBuilderIsTheOneAsked() {
        choose(Strategist.builder(game).level(10).exactSolver(counting(givenCalls)));
        choose(Strategist.builder(game).iq(100).exactSolver(counting(givenCalls)));
        assertThat(givenCalls.get()).isPositive();
        assertThat(exactCalls.get() + playCalls.get()).isZero();
    }

    @Test
    void theSolverIsToldTheMovesHardTime() {
        java.util.List<Long> told = new java.util.concurrent.CopyOnWriteArrayList<>();
        ExactSolver<DomineeringPosition> timeAware = new ExactSolver<>() {
            @Override
            public boolean canSolve(DomineeringPosition position, long millis) {
                told.add(millis);
                // declines a short move: the player then searches
                return millis >= 1_000;
            }

            @Override
            public int score(DomineeringPosition position) {
                givenCalls.incrementAndGet();
                return 0;
            }
        };
        choose(Strategist.builder(game).level(10).timeMillis(2_000).exactSolver(timeAware));
        assertThat(givenCalls.get()).isPositive();
        DomineeringPosition p = new DomineeringGame().newPosition(4, 4);
        Choice searched = Strategist.builder(game).level(10).timeMillis(300).exactSolver(timeAware).build()
                .choose(p, info -> { });
        assertThat(searched.analysis().depth()).as("declined: a search's answer").isPositive();
        assertThat(told).contains(2_000L, 300L);
    }
}
