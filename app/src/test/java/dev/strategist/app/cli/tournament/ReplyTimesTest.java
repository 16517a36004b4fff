package dev.strategist.app.cli.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReplyTimesTest {
    @Test
    void quantilesFollowTheNearestRankRuleOverEveryGame() {
        ReplyTimes times = new ReplyTimes();
        int[] first = new int[60];
        int[] second = new int[40];
        for (int i = 0; i < 60; i++) {
            first[i] = i + 1; // 1..60
        }
        for (int i = 0; i < 40; i++) {
            second[i] = 100 - i; // 100..61
        }
        times.addAll(first);
        times.addAll(second);
        assertThat(times.count()).isEqualTo(100);
        assertThat(times.quantile(0.99)).isEqualTo(99);
        assertThat(times.quantile(1.0)).isEqualTo(100);
        assertThat(times.quantile(0.5)).isEqualTo(50);
        assertThat(times.mean()).isEqualTo(50.5);
        assertThat(times).hasToString("mean 51 ms, p99 99 ms, max 100 ms over 100 moves");
    }

    @Test
    void noRepliesGiveZeros() {
        ReplyTimes times = new ReplyTimes();
        times.addAll(new int[0]);
        assertThat(times.quantile(0.99)).isZero();
        assertThat(times.mean()).isZero();
    }
}
