package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.strategist.core.Games;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The win-chance fit finds the scale its samples were drawn with, and plays by a game's tournament player when asked. */
class WinChanceFitTest {

    @Test
    void theFitFindsTheScaleTheResultsFollow() {
        SplittableRandom random = new SplittableRandom(7);
        List<WinChanceFit.Sample> samples = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int score = random.nextInt(-600, 601);
            double chance = 1 / (1 + Math.exp(-score / 150.0));
            samples.add(new WinChanceFit.Sample(score, random.nextDouble() < chance ? 1 : 0));
        }
        assertThat(WinChanceFit.fit(samples)).isCloseTo(150, within(10.0));
    }

    @Test
    void gomokusTournamentPlayerPlaysItsSelfPlay() {
        // one short game: the row is Gomoku's, played to its end by the tournament player at depth 1
        String row = WinChanceFit.tournamentRow(Games.find("gomoku"), 1, 1, 50, 3);
        assertThat(row).startsWith("| gomoku | 1 (").matches("\\| gomoku \\| 1 \\(\\d-\\d-\\d\\) \\| \\d+ \\| .*");
    }
}
