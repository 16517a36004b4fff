package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Score;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.StopSignal;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Search labels: the exact labels stay, the others become a search's score in discs, the same on any threads. */
class ReversiSearchLabelsTest {
    @TempDir
    Path dir;

    @Test
    void positionsBeforeTheSolveTakeTheSearchsScoreAndTheSolvedOnesKeepTheirs() throws Exception {
        Path games = games(5);
        Path one = dir.resolve("one.bin");
        Path two = dir.resolve("two.bin");
        ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + one, "--depth=2", "--exact-at=14"});
        ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + two, "--depth=2", "--exact-at=14",
            "--threads=2"});
        assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
        ReversiSelfPlayData.Positions before = ReversiSelfPlayData.Positions.read(games);
        ReversiSelfPlayData.Positions after = ReversiSelfPlayData.Positions.read(one);
        assertThat(after.boards()).isEqualTo(before.boards());
        Engine<ReversiPosition> engine = new Engine<>(new ReversiPatternEvaluator(), 1);
        int searched = 0;
        for (int i = 0; i < before.size(); i++) {
            long p = before.player(i);
            long o = before.opponent(i);
            if (64 - Long.bitCount(p | o) <= 14) {
                assertThat(after.labels()[i]).as("exact label %d", i).isEqualTo(before.labels()[i]);
                continue;
            }
            engine.clear();
            int score = engine.search(ReversiPosition.of(p, o, 0), SearchLimits.depth(2), SearchListener.NONE,
                    new StopSignal()).score();
            // a search that saw the game's end leaves the label as it was
            byte expected = Score.isDecisive(score) ? before.labels()[i]
                    : (byte) Math.round(score / (double) ReversiPatternWeights.UNIT);
            assertThat(after.labels()[i]).as("position %d", i).isEqualTo(expected);
            searched++;
        }
        assertThat(searched).isGreaterThan(2 * 30);
    }

    @Test
    void anotherEvaluatorAndALimitLabelThePositionsThatEvaluatorsSearchSays() throws Exception {
        Path games = games(7);
        Path full = dir.resolve("full.bin");
        Path named = dir.resolve("named.bin");
        Path part = dir.resolve("part.bin");
        Path cut = dir.resolve("cut.bin");
        ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + full, "--depth=4", "--exact-at=14"});
        ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + named, "--depth=4", "--exact-at=14",
            "--evaluator=patterns-full"});
        ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + part, "--depth=4", "--exact-at=14",
            "--limit=40"});
        ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + cut, "--depth=4", "--exact-at=14",
            "--evaluator=patterns+mpc", "--limit=40"});
        byte[] all = Files.readAllBytes(full);
        assertThat(Files.readAllBytes(named)).as("the default is patterns-full").isEqualTo(all);
        assertThat(Files.readAllBytes(part)).as("the first 40 records").isEqualTo(Arrays.copyOf(all, 40 * 17));
        ReversiSelfPlayData.Positions before = ReversiSelfPlayData.Positions.read(games);
        ReversiSelfPlayData.Positions after = ReversiSelfPlayData.Positions.read(cut);
        assertThat(after.size()).isEqualTo(40);
        Engine<ReversiPosition> engine = new Engine<>(new ReversiGame().evaluator("patterns+mpc"), 16);
        for (int i = 0; i < after.size(); i++) {
            long p = before.player(i);
            long o = before.opponent(i);
            byte expected = before.labels()[i];
            if (64 - Long.bitCount(p | o) > 14) {
                engine.clear();
                int score = engine.search(ReversiPosition.of(p, o, 0), SearchLimits.depth(4), SearchListener.NONE,
                        new StopSignal()).score();
                if (!Score.isDecisive(score)) {
                    expected = (byte) Math.round(score / (double) ReversiPatternWeights.UNIT);
                }
            }
            assertThat(after.labels()[i]).as("position %d", i).isEqualTo(expected);
        }
        assertThatThrownBy(() -> ReversiSearchLabels.main(new String[] {"--data=" + games, "--out=" + cut,
            "--evaluator=nonsense"})).hasMessageContaining("nonsense");
    }

    @Test
    void aCutFileIsRefused() throws Exception {
        Path games = dir.resolve("games.bin");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(games)))) {
            new ReversiSelfPlayData().generate(new ReversiPatternEvaluator(), 1, 1, 14, 3, out);
        }
        byte[] bytes = Files.readAllBytes(games);
        Path cut = Files.write(dir.resolve("cut.bin"), Arrays.copyOf(bytes, bytes.length - 3));
        assertThatThrownBy(() -> ReversiSearchLabels.main(new String[] {"--data=" + cut, "--out=" + dir.resolve("o")}))
                .hasMessageContaining("cut.bin").hasMessageContaining("17-byte");
    }

    /** Two self-play games of seed {@code seed}, solved from 14 empties, written to a file of the test's folder. */
    private Path games(long seed) throws Exception {
        Path games = dir.resolve("games.bin");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(games)))) {
            new ReversiSelfPlayData().generate(new ReversiPatternEvaluator(), 2, 2, 14, seed, out);
        }
        return games;
    }
}
