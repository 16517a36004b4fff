package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The top command: dispatch, help, version and usage errors. */
class MainTest {

    @Test
    void anUnknownCommandIsAUsageErrorThatNamesTheCommands() {
        Run run = Run.of("play-chess");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: unknown command 'play-chess'; commands: bench, book, compare, games, "
                        + "gomocup, match, perft, play, serve")
                .contains("Try 'strategist --help'");
        PerftCommandTest.assertNoStackTrace(run);
    }

    @Test
    void anUnknownOptionIsAUsageError() {
        Run run = Run.of("perft", "ttt", "1", "--bogus");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: Unknown option: '--bogus'").contains("strategist perft --help");
    }

    @Test
    void noCommandShowsTheUsageAsAUsageError() {
        Run run = Run.of();
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: no command given; commands: bench, book, compare, games, gomocup")
                .contains("Usage: strategist").contains("games").contains("perft").contains("play")
                .contains("solve");
    }

    @Test
    void aLoneDoubleDashIsNoCommand() {
        // found by CommandLineFuzzTest: the usage came without an error line
        Run run = Run.of("--");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: no command given");
    }

    @Test
    void helpAndVersionSucceed() {
        assertThat(Run.of("--help").code()).isZero();
        assertThat(Run.of("perft", "--help").out()).contains("Usage: strategist perft").contains("--divide");
        Run version = Run.of("--version");
        assertThat(version.code()).isZero();
        assertThat(version.out()).startsWith("strategist ");
    }

    @Test
    void helpShowsTheUsageOfACommandUnderAnotherAndRefusesWhatIsNone() {
        Run othello = Run.of("help", "solve", "othello");
        assertThat(othello.code()).isZero();
        assertThat(othello.out()).startsWith("Usage: strategist solve othello");
        Run unknown = Run.of("help", "solve", "chess");
        assertThat(unknown.code()).isEqualTo(ExitCode.USAGE);
        assertThat(unknown.err()).startsWith("error: unknown command 'chess' under 'strategist solve'; commands: "
                + "tictactoe, connect4, othello");
        Run leaf = Run.of("help", "games", "chess");
        assertThat(leaf.err()).startsWith("error: 'strategist games' has no commands under it, so none called 'chess'");
        Run option = Run.of("help", "--bogus");
        assertThat(option.code()).isEqualTo(ExitCode.USAGE);
        assertThat(option.err()).startsWith("error: Unknown option: '--bogus'");
    }

    @Test
    void aBugExitsSeventyWithItsTraceNeverOneWhichIsAFailedCheck() {
        StringWriter err = new StringWriter();
        CommandLine cmd = Main.commandLine(new StringReader(""), false, new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        int code = new ErrorReporter().handleExecutionException(new IllegalStateException("a bug"), cmd, null);
        assertThat(code).isEqualTo(ExitCode.INTERNAL).isEqualTo(70);
        assertThat(err.toString()).startsWith("error: internal failure, please report it with this trace:")
                .contains("IllegalStateException: a bug").contains("\tat ");
    }

    @Test
    void aFileNameThatCannotBeOneIsAUsageErrorInWords() {
        // found by CommandLineFuzzTest: the message named java.nio.file.InvalidPathException
        Run run = Run.of("solve", "tictactoe", "--in", "bad\u0000name.table");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: Invalid value for option '--in': 'bad\u0000name.table' is not a file name")
                .doesNotContain("Exception");
    }
}
