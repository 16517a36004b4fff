package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.checkers.CheckersFeatures;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPatternWeights;
import dev.strategist.games.checkers.CheckersPatterns;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pattern fit with terms fitted beside the tables, or on top of tables held as shipped. */
class CheckersPatternTunerTest {
    @TempDir
    Path dir;

    @Test
    void termsAreNamedAsTheFeaturesNameThem() {
        assertThat(CheckersPatternTuner.termsNamed("crown-next,sole-kings"))
                .containsExactly(CheckersFeatures.CROWN_NEXT, CheckersFeatures.SOLE_KINGS);
        assertThat(CheckersPatternTuner.termsNamed("all")).hasSize(CheckersFeatures.COUNT);
        assertThat(CheckersPatternTuner.termsNamed(null)).isEmpty();
        assertThatThrownBy(() -> CheckersPatternTuner.termsNamed("men,crowns"))
                .hasMessageContaining("no checkers term 'crowns'").hasMessageContaining("crown-next");
    }

    @Test
    void termsFittedWithTheTablesLowerTheErrorAndPrintAWholeWeightSet() throws Exception {
        Path data = data();
        String printed = Printed.by(CheckersPatternTuner::main, "--data=" + data, "--terms=crown-next,lodged-men",
                "--epochs=20");
        assertThat(fitted(printed)).isLessThan(termsAlone(printed));
        assertThat(printed).contains("crown-next").contains("lodged-men");
        assertWholeSets(printed);
    }

    @Test
    void heldTablesStayAsShippedWhileTheTermsMove() throws Exception {
        Path data = data();
        Path tables = shippedTables();
        String printed = Printed.by(CheckersPatternTuner::main, "--data=" + data, "--terms=crown-next",
                "--hold=" + tables, "--epochs=20");
        Matcher held = Pattern.compile("held: error ([0-9.]+)").matcher(printed);
        assertThat(held.find()).as(printed).isTrue();
        // the terms fit the same data on top of the held tables: no worse than the tables alone
        assertThat(fitted(printed)).isLessThanOrEqualTo(Double.parseDouble(held.group(1)));
        assertWholeSets(printed);
    }

    @Test
    void tablesFromAFileStartThereAndAStrongRidgeKeepsThemThere() throws Exception {
        Path data = data();
        Path tables = shippedTables();
        Path out = dir.resolve("out.bin.gz");
        String printed = Printed.by(CheckersPatternTuner::main, "--data=" + data, "--from=" + tables,
                "--ridge=1e12", "--epochs=3", "--out=" + out);
        assertThat(printed).contains("from " + tables + ": error");
        CheckersPatternWeights shipped = read(tables);
        CheckersPatternWeights kept = read(out);
        for (boolean ending : new boolean[] {false, true}) {
            for (int i = 0; i < CheckersPatterns.SIZE; i++) {
                assertThat(kept.entry(ending, i)).as("entry %d", i).isEqualTo(shipped.entry(ending, i));
            }
        }
        // with the usual ridge the same start moves towards the data: no worse than where it started
        String moved = Printed.by(CheckersPatternTuner::main, "--data=" + data, "--from=" + tables, "--epochs=5");
        assertThat(fitted(moved)).isLessThanOrEqualTo(number(moved, "from .*?: error ([0-9.]+)"));
    }

    private Path shippedTables() throws Exception {
        Path tables = dir.resolve("tables.bin.gz");
        try (InputStream in = CheckersPatternWeights.class.getResourceAsStream(CheckersPatternWeights.SECOND);
             OutputStream out = Files.newOutputStream(tables)) {
            in.transferTo(out);
        }
        return tables;
    }

    private static CheckersPatternWeights read(Path file) throws Exception {
        try (InputStream in = Files.newInputStream(file)) {
            return CheckersPatternWeights.read(in);
        }
    }

    @Test
    void theFitWrittenAsAWeightsFilePlaysByItsName() throws Exception {
        Path data = data();
        Path weights = dir.resolve("w.txt");
        String printed = Printed.by(CheckersPatternTuner::main, "--data=" + data, "--terms=crown-next",
                "--out=" + dir.resolve("t.bin.gz"), "--weights-out=" + weights, "--epochs=5");
        List<String> lines = Files.readAllLines(weights);
        Matcher set = Pattern.compile("new int\\[\\] \\{([^}]*)\\}").matcher(printed);
        assertThat(set.find()).as(printed).isTrue();
        assertThat(lines).contains("full " + set.group(1).replace(",", ""), "tables t.bin.gz");
        String name = "checkers-w:" + weights;
        assertThat(new CheckersGame().evaluator(name).name()).isEqualTo(name + "+db+patterns");
    }

    private Path data() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int game = 0; game < 6; game++) {
            lines.addAll(CheckersPatternData.play(game, 2, 7, "checkers-terms"));
        }
        return Files.write(dir.resolve("data.txt"), lines);
    }

    /** Two Java lines of {@link CheckersFeatures#COUNT} weights each: the full board's and the ending's. */
    private static void assertWholeSets(String printed) {
        Matcher set = Pattern.compile("new int\\[\\] \\{([^}]*)\\}").matcher(printed);
        for (int row = 0; row < 2; row++) {
            assertThat(set.find()).as(printed).isTrue();
            assertThat(set.group(1).split(",")).hasSize(CheckersFeatures.COUNT);
        }
    }

    private static double termsAlone(String printed) {
        return number(printed, "terms alone: error ([0-9.]+)");
    }

    private static double fitted(String printed) {
        return number(printed, "fitted: error ([0-9.]+)");
    }

    private static double number(String printed, String regex) {
        Matcher m = Pattern.compile(regex).matcher(printed);
        assertThat(m.find()).as(printed).isTrue();
        return Double.parseDouble(m.group(1));
    }
}
