package dev.strategist.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The early-stop rule of timed Monte Carlo searches, on numbers rather than clocks. */
class RootLeadTest {
    private static final long MS = 1_000_000L;

    @Test
    void aLeadLargerThanTwiceThePlayoutsTheTimeLeftAllowsIsDecided() {
        // 1,000 playouts in 80 ms: 20 ms more allow 250 at that rate, 500 with the margin
        assertThat(RootLead.decided(700, 199, 1000, 80 * MS, 20 * MS, Long.MAX_VALUE)).isTrue();
        assertThat(RootLead.decided(700, 200, 1000, 80 * MS, 20 * MS, Long.MAX_VALUE)).as("a tie is possible")
                .isFalse();
        assertThat(RootLead.decided(700, 250, 1000, 80 * MS, 20 * MS, Long.MAX_VALUE)).isFalse();
    }

    @Test
    void earlyInTheSearchNothingIsDecided() {
        // half the time gone: twice the playouts so far are still to come, more than any lead
        assertThat(RootLead.decided(1000, 0, 1000, 50 * MS, 50 * MS, Long.MAX_VALUE)).isFalse();
        assertThat(RootLead.decided(16, 0, 16, MS / 10, 100 * MS, Long.MAX_VALUE)).isFalse();
    }

    @Test
    void aNodeLimitBoundsThePlayoutsToCome() {
        // time enough for 2,000 more playouts, but the limit allows 100
        assertThat(RootLead.decided(600, 500, 1000, 50 * MS, 50 * MS, 100)).isFalse();
        assertThat(RootLead.decided(600, 499, 1000, 50 * MS, 50 * MS, 100)).isTrue();
    }

    @Test
    void withoutPlayoutsOrElapsedTimeNothingIsDecided() {
        assertThat(RootLead.decided(0, 0, 0, 10 * MS, 10 * MS, Long.MAX_VALUE)).isFalse();
        assertThat(RootLead.decided(5, 0, 5, 0, 10 * MS, Long.MAX_VALUE)).isFalse();
    }

    @Test
    void atTheDeadlineAnyLeadIsDecided() {
        assertThat(RootLead.decided(3, 2, 5, 10 * MS, 0, Long.MAX_VALUE)).isTrue();
        assertThat(RootLead.decided(3, 3, 6, 10 * MS, 0, Long.MAX_VALUE)).isFalse();
    }
}
