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
        times.addAll(1, first);
        times.addAll(2, second);
        assertThat(times.count()).isEqualTo(100);
        assertThat(times.quantile(0.99)).isEqualTo(99);
        assertThat(times.quantile(1.0)).isEqualTo(100);
        assertThat(times.quantile(0.5)).isEqualTo(50);
        assertThat(times.mean()).isEqualTo(50.5);
        assertThat(times)
                .hasToString("mean 51 ms, p99 99 ms, max 100 ms over 100 moves (the longest: game 2, its move 1)");
    }

    @Test
    void noRepliesGiveZeros() {
        ReplyTimes times = new ReplyTimes();
        times.addAll(1, new int[0]);
        assertThat(times.quantile(0.99)).isZero();
        assertThat(times.mean()).isZero();
        assertThat(times).hasToString("mean 0 ms, p99 0 ms, max 0 ms over 0 moves");
    }

    @Test
    void theLongestReplyIsTheFirstOfItsLength() {
        ReplyTimes times = new ReplyTimes();
        times.addAll(3, new int[] {10, 40, 20});
        times.addAll(4, new int[] {40, 5});
        times.addAll(5, new int[] {30, 41});
        assertThat(times)
                .hasToString("mean 27 ms, p99 41 ms, max 41 ms over 7 moves (the longest: game 5, its move 2)");
        times.addAll(6, new int[] {41});
        assertThat(times.toString()).endsWith("(the longest: game 5, its move 2)");
    }
}
