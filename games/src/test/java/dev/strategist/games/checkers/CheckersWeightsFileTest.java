package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A weights file plays exactly as the same weights shipped in Java, and a bad one is refused saying where. */
class CheckersWeightsFileTest {
    private static final List<CheckersPosition> POSITIONS = CheckersPatternsTest.randomPositions(11, 40);

    private static void assertSameScores(Evaluator<CheckersPosition> a, Evaluator<CheckersPosition> b) {
        int compared = 0;
        for (CheckersPosition p : POSITIONS) {
            assertThat(a.evaluate(p)).as("%s", p).isEqualTo(b.evaluate(p));
            compared++;
        }
        assertThat(compared).isEqualTo(POSITIONS.size());
    }

    @Test
    void theFileOfAShippedSetScoresAsThatSetAndIsNamedByTheFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t5.txt");
        Files.writeString(file, CheckersWeightsFile.text(CheckersWeights.DEEP, null));
        String name = "checkers-w:" + file;
        Evaluator<CheckersPosition> read = new CheckersGame().evaluator(name);
        assertThat(read.name()).isEqualTo(name);
        assertSameScores(read, new CheckersGame().evaluator("checkers-t5"));
        // a different set gives different scores somewhere, so the comparison above can fail
        Files.writeString(file, CheckersWeightsFile.text(CheckersWeights.HAND, null));
        Evaluator<CheckersPosition> hand = CheckersWeightsFile.evaluator(file);
        assertThat(POSITIONS.stream().anyMatch(p -> hand.evaluate(p) != read.evaluate(p))).isTrue();
    }

    @Test
    void tablesNamedBesideTheFileAreRead(@TempDir Path dir) throws IOException {
        try (OutputStream out = Files.newOutputStream(dir.resolve("tables.bin.gz"))) {
            CheckersPatternWeights.third().write(out);
        }
        Path file = dir.resolve("w.txt");
        Files.writeString(file, "# a comment line\n" + CheckersWeightsFile.text(CheckersWeights.TUNED,
                "tables.bin.gz"));
        assertSameScores(CheckersWeightsFile.evaluator(file), new CheckersGame().evaluator("checkers-p3"));
        CheckersEvaluator cut = (CheckersEvaluator) new CheckersGame().evaluator("checkers-w:" + file + "+cut35");
        assertThat(cut.cutMargin(new CheckersPosition(), 6)).isEqualTo(35);
    }

    @Test
    void aBadFileIsRefusedWithTheLineAndTheReason(@TempDir Path dir) throws IOException {
        String full = CheckersWeightsFile.text(CheckersWeights.TUNED, null).lines().filter(l -> l.startsWith("full"))
                .findFirst().orElseThrow();
        String ending = full.replace("full", "ending");
        assertRefused(dir, full + "\n", "needs a 'full' and an 'ending'");
        assertRefused(dir, full + "\nending 1 2 3\n", "line 2: 'ending' takes 21 weights, got 3");
        assertRefused(dir, full.replace("full 100", "full x") + "\n" + ending, "weight 1 (men) is not a whole number");
        assertRefused(dir, full + "\n" + ending + "\nkings 3\n", "line 3: expected full, ending or tables");
        assertRefused(dir, full + "\n" + ending + "\ntables none.bin.gz\n", "cannot read the pattern tables");
        Files.writeString(dir.resolve("junk.bin.gz"), "not tables");
        assertRefused(dir, full + "\n" + ending + "\ntables junk.bin.gz\n", "junk.bin.gz");
        assertThatThrownBy(() -> new CheckersGame().evaluator("checkers-w:" + dir.resolve("none.txt")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("none.txt");
    }

    private static void assertRefused(Path dir, String text, String message) throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, text);
        assertThatThrownBy(() -> CheckersWeightsFile.evaluator(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }
}
