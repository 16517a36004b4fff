package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuWeights;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GomokuTableTunerTest {
    @TempDir
    Path dir;

    @Test
    void fitsTheTableAndTheThreatMasksOnTheBenchsGamesAndWritesAWeightsFileThePlayerReads() throws Exception {
        Path data = dir.resolve("games.txt");
        Files.write(data, benchGames(40)); // MOVES;RESULT;OUR-SIDE: the third field is read past
        Path weights = dir.resolve("weights.txt");
        String printed = run("--data=" + data, "--steps=3", "--min-seen=1", "--out=" + weights);
        assertThat(printed).contains("40 games").contains("44 terms and the threat masks: error")
                .contains("44 terms, the table and the threat masks: error");
        // every position has one mask, so with --min-seen=1 at least one mask is written
        assertThat(Files.readAllLines(weights).stream().filter(l -> l.startsWith("mask ")).count()).isPositive();
        GomokuWeights read = GomokuWeights.read(weights);
        assertThat(read.name()).isEqualTo("weights.txt");
    }

    @Test
    void fitsPositionsLabelledByTheSearchAgainstTheirScoresAndTheirResults() throws Exception {
        Path data = dir.resolve("games.txt");
        Files.write(data, benchGames(6));
        Path labels = dir.resolve("labels.txt");
        GomokuSearchLabels.main(new String[] {"--data=" + data, "--out=" + labels, "--depth=2", "--every=3",
            "--threads=2"});
        List<String> lines = Files.readAllLines(labels);
        assertThat(lines).isNotEmpty();
        // each label is a position of its game, its game's result and a score; the same on a second run
        String first = lines.get(0);
        assertThat(benchGames(6).get(0)).startsWith(first.substring(0, first.indexOf(';')));
        assertThat(first.split(";")).hasSize(3);
        Path again = dir.resolve("again.txt");
        GomokuSearchLabels.main(new String[] {"--data=" + data, "--out=" + again, "--depth=2", "--every=3",
            "--threads=1"});
        assertThat(Files.readAllLines(again)).isEqualTo(lines);
        String printed = run("--labels=" + labels, "--lambda=0.25", "--steps=3", "--min-seen=1");
        assertThat(printed).contains("6 games").contains("targets: lambda 0.25").contains("terms ");
    }

    @Test
    void relabelsExactlyTheLabelledPositionsAtAnotherDepth() throws Exception {
        Path data = dir.resolve("games.txt");
        Files.write(data, benchGames(6));
        Path labels = dir.resolve("labels.txt");
        GomokuSearchLabels.main(new String[] {"--data=" + data, "--out=" + labels, "--depth=2", "--every=3"});
        List<String> lines = Files.readAllLines(labels);
        // at the same depth, with each game's positions sharing a table as before, every label comes out the same
        Path same = dir.resolve("same.txt");
        GomokuSearchLabels.main(new String[] {"--data=" + labels, "--out=" + same, "--depth=2", "--relabel",
            "--threads=2"});
        assertThat(Files.readAllLines(same)).isEqualTo(lines);
        // deeper, the same positions and results with the deeper search's scores
        Path deeper = dir.resolve("deeper.txt");
        GomokuSearchLabels.main(new String[] {"--data=" + labels, "--out=" + deeper, "--depth=3", "--relabel"});
        List<String> relabelled = Files.readAllLines(deeper);
        assertThat(relabelled).hasSameSizeAs(lines);
        for (int i = 0; i < lines.size(); i++) {
            String before = lines.get(i);
            assertThat(relabelled.get(i)).startsWith(before.substring(0, before.lastIndexOf(';') + 1));
        }
        assertThat(relabelled).isNotEqualTo(lines);
    }

    @Test
    void relabellingRefusesALineWithoutAScore() throws Exception {
        Path data = dir.resolve("labels.txt");
        Files.writeString(data, "h8i9h9;1;12\nh8i9h9i10;1\n");
        assertThatThrownBy(() -> GomokuSearchLabels.main(new String[] {"--data=" + data, "--out=" + dir.resolve("o"),
            "--relabel"})).hasMessageContaining("line 2").hasMessageContaining("MOVES;RESULT;SCORE");
    }

    @Test
    void aLabelWithoutAScoreIsRefusedWithItsNumber() throws Exception {
        Path data = dir.resolve("labels.txt");
        Files.writeString(data, "h8i9h9;1;12\nh8i9h9i10;1\n");
        assertThatThrownBy(() -> GomokuTableTuner.main(new String[] {"--labels=" + data, "--steps=1"}))
                .hasMessageContaining("line 2").hasMessageContaining("MOVES;RESULT;SCORE");
    }

    @Test
    void aTableOfWhitesPositionsAloneIsRefusedBeforeAnyFit() throws Exception {
        Path data = dir.resolve("labels.txt");
        Files.writeString(data, "h8i9h9;1;12\n");
        Path table = dir.resolve("table.txt");
        assertThatThrownBy(() -> GomokuTableTuner.main(new String[] {"--labels=" + data, "--steps=1",
            "--mover=white", "--out-table=" + table})).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--mover=white");
        assertThat(table).doesNotExist();
    }

    @Test
    void heldTheDefaultsTermsAndMasksAreWrittenAsTheyAreWithTheFittedTableBeside() throws Exception {
        Path data = dir.resolve("games.txt");
        Files.write(data, benchGames(40));
        Path table = dir.resolve("held.txt");
        String printed = run("--data=" + data, "--steps=3", "--table-pull=0", "--hold", "--out-table=" + table);
        assertThat(printed).contains("the default's terms and threat masks: error")
                .contains("the default's terms and threat masks held, the table fitted: error");
        assertThat(Files.readAllLines(table).stream().filter(l -> l.startsWith("set ")).count()).isPositive();
        // the player reads it (weights=FILE is GomokuWeights.read), and its terms and masks are the default's
        GomokuWeights read = GomokuWeights.read(table);
        GomokuWeights fitted = GomokuWeights.FITTED;
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            assertThat(read.weight(t)).as("term %d", t).isEqualTo(fitted.weight(t));
        }
        for (int mask = 0; mask < GomokuFeatures.THREAT_MASKS; mask++) {
            assertThat(read.mask(mask)).as("mask %d", mask).isEqualTo(fitted.mask(mask));
        }
        assertThat(read.name()).isEqualTo("held.txt");
    }

    @Test
    void holdingWithoutATableToWriteIsRefusedBeforeAnyFit() throws Exception {
        Path data = dir.resolve("labels.txt");
        Files.writeString(data, "h8i9h9;1;12\n");
        assertThatThrownBy(() -> GomokuTableTuner.main(new String[] {"--labels=" + data, "--steps=1", "--hold"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--out-table");
    }

    @Test
    void takesTheSideToMoveAskedForUnderTheGamesRule() throws Exception {
        Path data = dir.resolve("games.txt");
        Files.write(data, benchGames(10));
        int any = samples(data, GomokuRule.FREESTYLE, -1);
        int black = samples(data, GomokuRule.FREESTYLE, 0);
        int white = samples(data, GomokuRule.FREESTYLE, 1);
        assertThat(black).isPositive();
        assertThat(white).isPositive();
        assertThat(black + white).isEqualTo(any);
        // black's i8 makes two open threes: a freestyle game (whose one sample from ply 8 is the position before
        // i8, the double three settling the one after it), not a renju one
        Path renju = dir.resolve("renju.txt");
        Files.writeString(renju, "g8a1h8a3i9a5i10a7i8a9;0.5\n");
        assertThat(samples(renju, GomokuRule.FREESTYLE, -1)).isEqualTo(1);
        assertThatThrownBy(() -> samples(renju, GomokuRule.RENJU, -1)).hasMessageContaining("i8");
    }

    private static int samples(Path data, GomokuRule rule, int mover) throws Exception {
        List<Double> results = new ArrayList<>();
        GomokuTableTuner.readGames(data, new GomokuTableTuner.Positions(rule, 8, mover), new ArrayList<>(),
                new ArrayList<>(), results);
        return results.size();
    }

    private List<String> benchGames(int count) throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/gomoku/games-pentazen-150ms.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines().filter(l -> !l.startsWith("#"))
                    .limit(count).collect(Collectors.toList());
        }
    }

    private static String run(String... args) throws Exception {
        return Printed.by(GomokuTableTuner::main, args);
    }

    @Test
    void aLineWithoutAResultIsRefusedWithItsNumber() throws Exception {
        Path data = dir.resolve("bad.txt");
        Files.writeString(data, "# games\nh8i9;1\nh8i9\n");
        assertThatThrownBy(() -> GomokuTableTuner.main(new String[] {"--data=" + data, "--steps=1"}))
                .hasMessageContaining("line 3").hasMessageContaining("MOVES;RESULT");
    }
}
