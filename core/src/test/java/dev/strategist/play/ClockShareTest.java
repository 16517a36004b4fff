package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A game clock is read from its text, and one move's share of it never empties it. */
class ClockShareTest {

    @Test
    void aClockIsReadWithOrWithoutAnIncrementAndBadTextIsNamed() {
        assertThat(GameClock.parse("60000")).isEqualTo(new GameClock(60_000, 0));
        assertThat(GameClock.parse(" 60000+500 ")).isEqualTo(new GameClock(60_000, 500));
        assertThat(GameClock.parse("60000+500")).hasToString("60000+500 ms");
        assertThat(GameClock.parse("60000")).hasToString("60000 ms");
        assertThatThrownBy(() -> GameClock.parse("1m")).hasMessageContaining("not '1m'");
        assertThatThrownBy(() -> GameClock.parse("60000+")).hasMessageContaining("MAIN+INCREMENT");
        assertThatThrownBy(() -> GameClock.parse("0")).hasMessageContaining("at least 1 ms");
        assertThatThrownBy(() -> GameClock.parse("1000+-5")).hasMessageContaining("cannot be negative");
    }

    @Test
    void aMoveGetsTwiceItsShareOfWhatIsLeftAfterTheReserve() {
        // 30 s left: 1.5 s kept back, 28.5 s among 25 moves is 1,140 ms, a move given twice that
        assertThat(ClockShare.moveMillis(30_000, 0, 25)).isEqualTo(2_280);
        // the increment comes back after the move, so it is the move's to spend
        assertThat(ClockShare.moveMillis(30_000, 500, 25)).isEqualTo(3_280);
    }

    @Test
    void aWeightedMoveGetsAsManySharesCountedInTheSameUnits() {
        // 28.5 s among 25 units: a move of weight 2 gets two shares of 1,140 ms, given twice that
        assertThat(ClockShare.moveMillis(30_000, 0, 25, 2)).isEqualTo(4_560);
        assertThat(ClockShare.moveMillis(30_000, 0, 25, 1)).isEqualTo(ClockShare.moveMillis(30_000, 0, 25));
        // a weight below 1 counts as 1; one above the units planned as all of them, still at most half the usable
        assertThat(ClockShare.moveMillis(30_000, 0, 25, 0)).isEqualTo(2_280);
        assertThat(ClockShare.moveMillis(30_000, 0, 2, 5)).isEqualTo((30_000 - 1_500) / 2);
    }

    @Test
    void noOneMoveTakesMoreThanHalfOfWhatIsUsable() {
        // 10 s among 2 moves: twice the share would be all of it
        assertThat(ClockShare.moveMillis(10_000, 0, 2)).isEqualTo((10_000 - 500) / 2);
        assertThat(ClockShare.moveMillis(10_000, 0, 1)).isEqualTo((10_000 - 500) / 2);
        // an increment larger than the clock cannot be spent before it comes
        assertThat(ClockShare.moveMillis(1_000, 60_000, 20)).isLessThanOrEqualTo(1_000 - 50);
    }

    @Test
    void anAlmostEmptyClockStillGivesAMillisecond() {
        assertThat(ClockShare.moveMillis(0, 0, 20)).isEqualTo(1);
        assertThat(ClockShare.moveMillis(40, 0, 20)).isEqualTo(1);
        assertThat(ClockShare.moveMillis(60, 0, 0)).isEqualTo(5);
    }
}
