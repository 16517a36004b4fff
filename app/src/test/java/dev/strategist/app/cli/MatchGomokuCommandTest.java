package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strategist match gomoku}: a short match from the built-in openings and from a file, and bad input. */
class MatchGomokuCommandTest {

    @Test
    void aShortMatchPlaysEachOpeningWithColoursSwapped() {
        Run run = Run.of("match", "gomoku", "-n", "1", "-t", "20", "--time2", "10");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("d3h4d7e7f2e3h5g5  A black:").contains("d3h4d7e7f2e3h5g5  A white:")
                .contains("of 2, score").doesNotContain("illegal move");
    }

    @Test
    void openingsComeFromAFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("open.txt");
        Files.writeString(file, "# a comment\nh8 i9 h10\n");
        Run run = Run.of("match", "gomoku", "--openings", file.toString(), "-t", "10", "--rule", "standard");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("h8 i9 h10  A black:");
    }

    @Test
    void badInputIsAUsageError() {
        assertThat(Run.of("match", "gomoku", "-n", "0").code()).isEqualTo(ExitCode.USAGE);
        assertThat(Run.of("match", "gomoku", "--rule", "renju").err()).contains("renju openings");
        assertThat(Run.of("match", "gomoku", "--openings", "/no/such/file").err()).contains("cannot read");
        assertThat(Run.of("match", "gomoku", "--rule", "caro").code()).isNotZero();
    }

    @Test
    void theSummaryGivesEloWithAnErrorBar() {
        assertThat(MatchGomokuCommand.summary(6, 2, 2)).startsWith("A: +6 =2 -2 of 10, score 70.0%, Elo A-B +147 (95%:");
        assertThat(MatchGomokuCommand.summary(2, 0, 0)).contains("A won every game");
    }
}
