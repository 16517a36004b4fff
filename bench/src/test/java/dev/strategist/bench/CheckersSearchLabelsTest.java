package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Search labels: each line keeps its FEN and result and takes the deeper search's score, the same on any threads. */
class CheckersSearchLabelsTest {
    @TempDir
    Path dir;

    @Test
    void eachLineKeepsItsPositionAndResultAndTakesTheSearchsScoreForBlack() throws Exception {
        List<String> lines = new ArrayList<>(CheckersPatternData.play(0, 2, 7, "checkers-terms"));
        lines.addAll(CheckersPatternData.play(1, 2, 7, "checkers-terms"));
        Path data = Files.write(dir.resolve("data.txt"), lines);
        Path one = dir.resolve("one.txt");
        Path two = dir.resolve("two.txt");
        CheckersSearchLabels.main(new String[] {"--data=" + data, "--out=" + one, "--depth=4", "--threads=1"});
        CheckersSearchLabels.main(new String[] {"--data=" + data, "--out=" + two, "--depth=4", "--threads=2"});
        assertThat(Files.readAllLines(two)).isEqualTo(Files.readAllLines(one));
        List<String> after = Files.readAllLines(one);
        assertThat(after).hasSameSizeAs(lines);
        Strategist<CheckersPosition> engine = CheckersSearchLabels.engine("checkers", 4);
        int changed = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] before = lines.get(i).split(";");
            String[] now = after.get(i).split(";");
            assertThat(now[0]).isEqualTo(before[0]);
            assertThat(now[1]).isEqualTo(before[1]);
            CheckersPosition p = CheckersPosition.of(before[0]);
            Choice c = engine.choose(p, SearchListener.NONE);
            int black = p.sideToMove() == 0 ? c.score() : -c.score();
            assertThat(Integer.parseInt(now[2])).as("line %d", i + 1).isEqualTo(black);
            changed += now[2].equals(before[2]) ? 0 : 1;
        }
        // the data's depth-2 scores and the depth-4 labels differ somewhere
        assertThat(changed).isPositive();
    }

    @Test
    void aSliceLabelsOnlyItsLines() throws Exception {
        List<String> lines = CheckersPatternData.play(2, 2, 7, "checkers-terms");
        Path data = Files.write(dir.resolve("data.txt"), lines);
        Path part = dir.resolve("part.txt");
        CheckersSearchLabels.main(new String[] {"--data=" + data, "--out=" + part, "--depth=2", "--first=3",
            "--count=5"});
        List<String> after = Files.readAllLines(part);
        assertThat(after).hasSize(5);
        for (int i = 0; i < 5; i++) {
            assertThat(after.get(i).split(";")[0]).isEqualTo(lines.get(3 + i).split(";")[0]);
        }
    }
}
