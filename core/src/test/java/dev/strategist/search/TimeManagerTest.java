package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The time policy, fed finished depths by hand: the milliseconds are arguments, never measured. */
class TimeManagerTest {
    private final SearchLimits limits = SearchLimits.time(200); // aim 100 ms, hard 200 ms

    @Test
    void aSettledBestMoveStopsAtTheSoftTimeAndNotBefore() {
        TimeManager clock = started();
        assertThat(clock.enough(7, 10, 10)).isFalse();
        assertThat(clock.enough(7, 12, 20)).isFalse();
        assertThat(clock.enough(7, 11, 40)).isFalse();
        assertThat(clock.enough(7, 11, 99)).as("held for four depths, still before the soft time").isFalse();
        assertThat(clock.aim()).isEqualTo(100);
        assertThat(clock.enough(7, 11, 100)).isTrue();
    }

    @Test
    void aSettledSearchStartsADepthThatMayNotFinish() {
        TimeManager clock = new TimeManager();
        clock.start(SearchLimits.time(1000)); // aim 500, hard 1,000
        assertThat(clock.enough(1, 0, 10)).isFalse();
        assertThat(clock.enough(1, 0, 50)).isFalse();
        // the next depth would need some 1,000 ms more, but what it finishes before the hard time still counts
        assertThat(clock.enough(1, 0, 250)).isFalse();
        assertThat(clock.enough(1, 0, 500)).isTrue();
    }

    @Test
    void aChangingBestMoveGetsTheWholeBudgetAndNoMore() {
        TimeManager clock = started();
        long elapsed = 0;
        for (int depth = 1; depth <= 12; depth++) {
            elapsed += 15;
            boolean enough = clock.enough(depth, 0, elapsed); // another best move at every depth
            assertThat(clock.aim()).isBetween(100L, 200L);
            assertThat(enough).as("at %d ms", elapsed).isEqualTo(elapsed >= 200);
        }
        assertThat(clock.aim()).isEqualTo(200);
    }

    @Test
    void aFallingScoreGetsMoreThanTheSoftTime() {
        TimeManager clock = started();
        assertThat(clock.enough(3, 100, 10)).isFalse();
        assertThat(clock.enough(3, 100 - TimeManager.FALL, 20)).isFalse();
        assertThat(clock.enough(3, 100 - 2 * TimeManager.FALL, 40)).isFalse();
        assertThat(clock.aim()).isGreaterThan(100);
        assertThat(clock.enough(3, 100 - 3 * TimeManager.FALL, 110)).as("the score still falls").isFalse();
    }

    @Test
    void theExtensionFadesBackToTheSoftTimeOnceTheBestMoveHolds() {
        TimeManager clock = started();
        clock.enough(1, 0, 10);
        clock.enough(2, 0, 20); // a change
        assertThat(clock.aim()).isEqualTo(200);
        clock.enough(2, 0, 30);
        clock.enough(2, 0, 40);
        clock.enough(2, 0, 50);
        assertThat(clock.aim()).isEqualTo(100);
    }

    @Test
    void aScoreSwingingBetweenOddAndEvenDepthsIsNoFall() {
        TimeManager clock = started();
        for (int depth = 1; depth <= 5; depth++) {
            clock.enough(3, depth % 2 == 0 ? 0 : 10 * TimeManager.FALL, 5 * depth);
        }
        assertThat(clock.aim()).isEqualTo(100);
    }

    @Test
    void withoutASoftTimeOnlyTheOtherLimitsStop() {
        TimeManager clock = new TimeManager();
        clock.start(SearchLimits.depth(10));
        for (int depth = 1; depth <= 10; depth++) {
            assertThat(clock.enough(1, 0, depth * 1_000_000L)).isFalse();
        }
    }

    private TimeManager started() {
        TimeManager clock = new TimeManager();
        clock.start(limits);
        return clock;
    }
}
