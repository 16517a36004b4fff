package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files named on the command line: a folder where a file should be, a file whose folder is missing and bytes
 * that are not UTF-8 are bad input (exit 2) said in one line that names the file, and an output file is
 * checked before the work whose result it would hold.
 */
class CommandFilesTest {
    @TempDir
    Path dir;

    @Test
    void aFolderGivenAsAFileIsNamedInTheError() {
        for (String[] args : new String[][] {{"solve", "othello", dir.toString()}, {"solve", "connect4", dir.toString()},
            {"solve", "tictactoe", "--in", dir.toString()}, {"solve", "tictactoe", "--out", dir.toString()},
            {"match", "tictactoe", "--openings", dir.toString()}}) {
            Run run = Run.of(args);
            assertThat(run.code()).as(String.join(" ", args)).isEqualTo(ExitCode.USAGE);
            assertThat(run.err()).as(String.join(" ", args)).isEqualTo("error: " + dir + ": is a folder, not a file\n");
        }
    }

    @Test
    void anOutputFileIsCheckedBeforeTheWork() {
        Path nowhere = dir.resolve("missing").resolve("games.pdn");
        Run match = Run.of("match", "checkers", "--pdn", nowhere.toString(), "--depth", "1", "--games", "2");
        assertThat(match.code()).isEqualTo(ExitCode.USAGE);
        assertThat(match.out()).as("no game played").isEmpty();
        assertThat(match.err()).isEqualTo("error: " + nowhere + ": no such folder: " + nowhere.getParent() + "\n");

        Run solve = Run.of("solve", "tictactoe", "--out", nowhere.toString());
        assertThat(solve.code()).isEqualTo(ExitCode.USAGE);
        assertThat(solve.out()).as("nothing solved").isEmpty();
    }

    @Test
    void bytesThatAreNotUtf8AreABadLineNotAFailedFile() throws IOException {
        Path file = dir.resolve("latin1.obf");
        Files.write(file, new byte[] {'X', (byte) 0xe9, '\n'});
        Run run = Run.of("solve", "othello", file.toString());
        assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith("error: line 1, character ");
        assertThat(run.out()).contains("unreadable: line 1");

        Path openings = dir.resolve("openings.txt");
        Files.write(openings, new byte[] {'b', '2', (byte) 0xff, '\n'});
        Run match = Run.of("match", "tictactoe", "--openings", openings.toString(), "--depth", "1");
        assertThat(match.code()).isEqualTo(ExitCode.USAGE);
        assertThat(match.err()).startsWith("error: " + openings + " line 1: ").hasLineCount(2);
    }
}
