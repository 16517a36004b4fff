package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.store.StoredGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The adaptive level's rule: up after your win, down after your loss, the same after a draw, within 1..10. */
class AdaptiveLevelTest {

    private static StoredGame finished(int you, int level, int winner, boolean resigned) {
        return new StoredGame("g", "connect4", "", you, level, level, 0, 1, "2026-11-21T10:00:00Z", List.of(), winner,
                resigned, "engine", "engine", true);
    }

    @Test
    void theLastResultMovesTheLevel() {
        assertThat(AdaptiveLevel.next(List.of(), 7)).as("no result yet").isEqualTo(7);
        assertThat(AdaptiveLevel.next(List.of(finished(0, 5, 0, false)), 2)).as("you won").isEqualTo(6);
        assertThat(AdaptiveLevel.next(List.of(finished(1, 5, 1, false)), 2)).as("you won as second").isEqualTo(6);
        assertThat(AdaptiveLevel.next(List.of(finished(0, 5, 1, false)), 2)).as("you lost").isEqualTo(4);
        assertThat(AdaptiveLevel.next(List.of(finished(0, 5, 1, true)), 2)).as("you resigned").isEqualTo(4);
        assertThat(AdaptiveLevel.next(List.of(finished(0, 5, -1, false)), 2)).as("a draw").isEqualTo(5);
        assertThat(AdaptiveLevel.next(List.of(finished(0, 5, 0, false), finished(0, 4, 1, false)), 2))
                .as("only the newest counts").isEqualTo(6);
    }

    @Test
    void theLevelStaysWithinOneToTen() {
        assertThat(AdaptiveLevel.next(List.of(finished(0, 10, 0, false)), 5)).isEqualTo(10);
        assertThat(AdaptiveLevel.next(List.of(finished(0, 1, 1, false)), 5)).isEqualTo(1);
    }
}
