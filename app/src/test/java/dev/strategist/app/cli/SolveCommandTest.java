package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strategist solve tictactoe}: the solved table's counts, and writing and reading table files; and
 * {@code --spark} without the spark module.
 */
class SolveCommandTest {

    @TempDir
    Path dir;

    @Test
    void solvingPrintsTheTimeThePositionsAndTheValueOfTheEmptyBoard() {
        Run run = Run.of("solve", "tictactoe");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).matches("solved tictactoe in \\d+ ms: 5478 positions; "
                + "the empty board: draw \\(9 plies with perfect play\\)\\n");
    }

    @Test
    void theStatisticsAreTheKnownCounts() {
        Run run = Run.of("solve", "ttt", "--stats");
        assertThat(run.code()).isZero();
        String out = run.out();
        // reference/ground-truth.md (games test resources): reachable positions of Tic-tac-toe
        assertThat(out).contains("reachable positions: 5478\n")
                .contains("terminal positions: 958 (X wins 626, O wins 316, draws 16)\n")
                .contains("non-terminal positions: 4520 (X to move 2423, O to move 2097)\n")
                .contains("complete games: 255168 (X wins 131184, O wins 77904, draws 46080)\n");
        int[] byPly = {1, 9, 72, 252, 756, 1260, 1520, 1140, 390, 78};
        for (int ply = 0; ply < byPly.length; ply++) {
            assertThat(out).as("ply %d", ply).containsPattern("(?m)^\\s+" + ply + "\\s+" + byPly[ply] + "$");
        }
    }

    @Test
    void aWrittenTableReadsBackWithTheSameCounts() throws IOException {
        Path file = dir.resolve("ttt.table");
        Run write = Run.of("solve", "tictactoe", "--out", file.toString());
        assertThat(write.code()).isZero();
        assertThat(write.out()).contains("wrote " + file + ": " + Files.size(file) + " bytes");

        Run read = Run.of("solve", "tictactoe", "--in", file.toString());
        assertThat(read.code()).as(read.err()).isZero();
        assertThat(read.out()).containsPattern("read .*ttt\\.table in \\d+ ms: " + Files.size(file)
                        + " bytes, 5478 positions; the empty board: draw")
                .contains("terminal positions: 958 (X wins 626, O wins 316, draws 16)")
                .contains("non-terminal positions: 4520 (X to move 2423, O to move 2097)");
    }

    @Test
    void aTruncatedTableIsAOneLineUsageError() throws IOException {
        Path file = dir.resolve("cut.table");
        assertThat(Run.of("solve", "ttt", "--out", file.toString()).code()).isZero();
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));

        Run run = Run.of("solve", "ttt", "--in", file.toString());
        assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: " + file + ": truncated: expected 5478 entries")
                .hasLineCount(1);
        assertNoStackTrace(run);
    }

    @Test
    void otherBadFilesAreOneLineUsageErrorsToo() throws IOException {
        Path junk = Files.writeString(dir.resolve("junk.table"), "this is not a table at all");
        Run notATable = Run.of("solve", "ttt", "--in", junk.toString());
        assertThat(notATable.code()).isEqualTo(ExitCode.USAGE);
        assertThat(notATable.err()).isEqualTo("error: " + junk + ": not a Strategist table (bad magic)\n");

        Run missing = Run.of("solve", "ttt", "--in", dir.resolve("nowhere.table").toString());
        assertThat(missing.code()).isEqualTo(ExitCode.USAGE);
        assertThat(missing.err()).startsWith("error: no such file: ").hasLineCount(1);
        assertNoStackTrace(missing);
    }

    @Test
    void theGameIsASubcommand() {
        Run none = Run.of("solve");
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.err())
                .startsWith("error: name the game to solve: tictactoe, connect4, othello, kuhn, leduc\n");

        Run chess = Run.of("solve", "chess");
        assertThat(chess.code()).isEqualTo(2);
        assertThat(chess.err())
                .startsWith("error: unknown command 'chess'; commands: tictactoe, connect4, othello, kuhn, leduc\n");
        assertNoStackTrace(chess);

        assertThat(Run.of("solve", "tictactoe", "--help").out()).contains("Usage: strategist solve tictactoe")
                .contains("--stats").contains("--in").contains("--out");
    }

    @Test
    void readingAndWritingAtOnceIsAUsageError() {
        Run run = Run.of("solve", "ttt", "--in", "a.table", "--out", "b.table");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: give --in to read a table or --out to write one, not both");
    }

    @Test
    void sparkWithoutTheSparkModuleSaysHowToGetIt() {
        for (String game : new String[] {"connect4", "othello"}) {
            Run run = Run.of("solve", game, "--spark", "local[2]");
            assertThat(run.code()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).startsWith("error: --spark needs the Spark launcher");
            assertNoStackTrace(run);
        }
        Run missing = Run.of("solve", "connect4", dir.resolve("none.txt").toString(), "--spark", "local[2]");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("none.txt"); // the file is checked first
    }
}
