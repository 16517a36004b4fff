package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuWeights;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The bench keeps freestyle's former default weights readable, so older matches can be played again. */
class GomokuFormerWeightsTest {
    @Test
    void theFormerDefaultIsAWeightsFileThePlayerReadsAndNotTheDefaultOfNow() throws Exception {
        GomokuWeights former;
        try (InputStream in = GomokuFormerWeightsTest.class.getResourceAsStream("/gomoku/weights-games-aiwine.txt")) {
            assertThat(in).as("the bench resource gomoku/weights-games-aiwine.txt").isNotNull();
            former = GomokuWeights.parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)),
                    "former", "weights-games-aiwine.txt");
        }
        // three of the terms as GomokuWeights.FITTED held them before decision 0053
        assertThat(former.weight(5)).isEqualTo(100);
        assertThat(former.weight(12)).isEqualTo(378);
        assertThat(former.weight(17)).isEqualTo(155);
        int differ = 0;
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            differ += former.weight(t) != GomokuWeights.FITTED.weight(t) ? 1 : 0;
        }
        assertThat(differ).as("terms that differ from the default's").isGreaterThan(20);
    }
}
