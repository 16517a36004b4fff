package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Score;
import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import dev.strategist.games.gomoku.GomokuWeights;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Self-play plays each opening to its end and labels every open position on the way with its search's score. */
class GomokuSelfPlayTest {
    @TempDir
    Path dir;

    @Test
    void eachOpeningIsPlayedOutAndItsPositionsLabelledInOrder() {
        GomokuSearch search = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES);
        List<String> lines = GomokuSelfPlay.play(search, "h8i9h9i10", 3);
        assertThat(lines).isNotEmpty();
        String previous = "h8i9h9i10";
        String result = lines.get(0).split(";")[1];
        for (String line : lines) {
            String[] f = line.split(";");
            assertThat(f).hasSize(3);
            // each position follows the one before by the moves played, and starts from the opening
            assertThat(f[0]).startsWith(previous);
            assertThat(f[1]).isEqualTo(result);
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, f[0]);
            assertThat(p.isOver()).isFalse();
            assertThat(GomokuFeatures.decided(p)).isFalse();
            Integer.parseInt(f[2]);
            previous = f[0];
        }
        // the last position labelled is near the end, where the search sees the result that came
        int last = Integer.parseInt(lines.get(lines.size() - 1).split(";")[2]);
        GomokuPosition end = GomokuPosition.of(15, GomokuRule.FREESTYLE, previous);
        double mine = end.sideToMove() == 0 ? Double.parseDouble(result) : 1 - Double.parseDouble(result);
        if (Score.isDecisive(last)) {
            assertThat(last > 0).isEqualTo(mine == 1);
        }
        // the same opening, the same game: a table cleared for each game makes the data the same on every run
        assertThat(GomokuSelfPlay.play(search, "h8i9h9i10", 3)).isEqualTo(lines);
    }

    @Test
    void anOpeningThatCannotBePlayedIsRefusedBeforeAnyGame() throws Exception {
        Path openings = Files.writeString(dir.resolve("openings.txt"), "h8i9\nh8h8\n");
        assertThatThrownBy(() -> GomokuSelfPlay.main(new String[] {"--openings=" + openings,
                "--out=" + dir.resolve("out.txt")})).hasMessageContaining("h8");
        assertThat(dir.resolve("out.txt")).doesNotExist();
    }

    @Test
    void aWeightsFilePlaysAndLabelsWithThoseWeights() throws Exception {
        StringBuilder terms = new StringBuilder("terms");
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            terms.append(' ').append(t % 7 - 2); // far from the default's, so its scores differ
        }
        Path weightsFile = Files.writeString(dir.resolve("w.txt"), terms + "\n");
        Path openings = Files.writeString(dir.resolve("openings.txt"), "h8i9h9i10\n");
        Path out = dir.resolve("out.txt");
        GomokuSelfPlay.main(new String[] {"--openings=" + openings, "--out=" + out, "--depth=2",
                "--weights=" + weightsFile});
        GomokuWeights weights = GomokuWeights.read(weightsFile);
        List<String> expected = GomokuSelfPlay.play(new GomokuSearch(32, GomokuPlayer.DEFAULT_WIDTH, weights,
                GomokuPlayer.DEFAULT_VALUES), "h8i9h9i10", 2);
        assertThat(Files.readAllLines(out)).isEqualTo(expected).isNotEmpty();
        assertThat(expected).isNotEqualTo(GomokuSelfPlay.play(new GomokuSearch(32, GomokuPlayer.DEFAULT_WIDTH,
                GomokuPlayer.DEFAULT_WEIGHTS, GomokuPlayer.DEFAULT_VALUES), "h8i9h9i10", 2));
    }

    @Test
    void aMissingWeightsFileIsRefusedWithItsName() throws Exception {
        Path openings = Files.writeString(dir.resolve("openings.txt"), "h8i9\n");
        assertThatThrownBy(() -> GomokuSelfPlay.main(new String[] {"--openings=" + openings,
                "--out=" + dir.resolve("out.txt"), "--weights=" + dir.resolve("none.txt")}))
                .hasMessageContaining("none.txt");
        assertThat(dir.resolve("out.txt")).doesNotExist();
    }
}
