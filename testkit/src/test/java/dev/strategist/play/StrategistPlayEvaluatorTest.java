package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.GameOf;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Which evaluator a player searches with: the play evaluator for the top level under a clock, the game's else. */
class StrategistPlayEvaluatorTest {
    private final AtomicInteger defaultCalls = new AtomicInteger();
    private final AtomicInteger playCalls = new AtomicInteger();
    private final AtomicInteger givenCalls = new AtomicInteger();

    /** Domineering (no solver, so every level searches) with an evaluator to play with, each counting its calls. */
    private final GameOf<DomineeringPosition> game = new GameOf<>(new DomineeringGame()) {
        @Override
        public Evaluator<DomineeringPosition> evaluator() {
            return counting(defaultCalls, "default");
        }

        @Override
        public Optional<Evaluator<DomineeringPosition>> playEvaluator() {
            return Optional.of(counting(playCalls, "played"));
        }
    };

    /** Domineering's evaluator under {@code name}, counting the positions it values in {@code calls}. */
    private static Evaluator<DomineeringPosition> counting(AtomicInteger calls, String name) {
        DomineeringEvaluator inner = new DomineeringEvaluator();
        return new Evaluator<>() {
            @Override
            public int evaluate(DomineeringPosition position) {
                calls.incrementAndGet();
                return inner.evaluate(position);
            }

            @Override
            public String name() {
                return name;
            }
        };
    }

    /** A move searched by {@code builder}'s player on 4 x 4, whose search values positions (it is no forced move). */
    private static Strategist<DomineeringPosition> search(Strategist.Builder<DomineeringPosition> builder) {
        Strategist<DomineeringPosition> s = builder.seed(1).build();
        DomineeringPosition p = new DomineeringGame().newPosition(4, 4);
        Choice c = s.choose(p, info -> { });
        assertThat(c.analysis().depth()).as("a search's answer").isPositive();
        return s;
    }

    @Test
    void theTopLevelUnderAClockSearchesWithThePlayEvaluator() {
        Strategist<DomineeringPosition> top = search(Strategist.builder(game).level(10));
        search(Strategist.builder(game).level(10).timeMillis(300));
        assertThat(playCalls.get()).isPositive();
        assertThat(defaultCalls.get()).isZero();
        // its description names it, as a match's header names an evaluator given by evaluator=NAME
        assertThat(top.toString()).isEqualTo("engine level 10 played");
    }

    @Test
    void theLevelsBelowSearchWithTheGamesEvaluator() {
        Strategist<DomineeringPosition> nine = search(Strategist.builder(game).level(9));
        search(Strategist.builder(game).level(9).timeMillis(300));
        assertThat(defaultCalls.get()).isPositive();
        assertThat(playCalls.get()).isZero();
        assertThat(nine.toString()).isEqualTo("engine level 9");
    }

    @Test
    void withoutAClockTheTopLevelKeepsToTheGamesEvaluator() {
        // a depth drops the level's time: at a fixed depth a cut that prunes more only searches less exactly
        Strategist<DomineeringPosition> fixed = search(Strategist.builder(game).level(10).depth(3));
        assertThat(defaultCalls.get()).isPositive();
        assertThat(playCalls.get()).isZero();
        assertThat(fixed.toString()).isEqualTo("engine level 10 depth 3");
    }

    @Test
    void anEvaluatorGivenToTheBuilderIsTheOneSearchedWith() {
        Strategist<DomineeringPosition> given = search(Strategist.builder(game).level(10)
                .evaluator(counting(givenCalls, "given")));
        search(Strategist.builder(game).level(9).evaluator(counting(givenCalls, "given")));
        assertThat(givenCalls.get()).isPositive();
        assertThat(defaultCalls.get() + playCalls.get()).isZero();
        // a match's header names a given evaluator itself, from the player's setting
        assertThat(given.toString()).isEqualTo("engine level 10");
    }

    @Test
    void aGameWithoutAPlayEvaluatorPlaysItsOwnAtTheTopLevel() {
        GameOf<DomineeringPosition> plain = new GameOf<>(new DomineeringGame()) {
            @Override
            public Evaluator<DomineeringPosition> evaluator() {
                return counting(defaultCalls, "default");
            }
        };
        assertThat(plain.playEvaluator()).isEmpty();
        Strategist<DomineeringPosition> top = search(Strategist.builder(plain).level(10));
        assertThat(defaultCalls.get()).isPositive();
        assertThat(top.toString()).isEqualTo("engine level 10");
    }
}
