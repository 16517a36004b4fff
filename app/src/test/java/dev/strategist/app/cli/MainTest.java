package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The top command: dispatch, help, version and usage errors. */
class MainTest {

    @Test
    void anUnknownCommandIsAUsageErrorThatNamesTheCommands() {
        Run run = Run.of("play-chess");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: unknown command 'play-chess'; commands: bench, games, gomocup, match, perft, play, serve")
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
        assertThat(run.err()).startsWith("error: no command given; commands: bench, games, gomocup")
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
    void aFileNameThatCannotBeOneIsAUsageErrorInWords() {
        // found by CommandLineFuzzTest: the message named java.nio.file.InvalidPathException
        Run run = Run.of("solve", "tictactoe", "--in", "bad\u0000name.table");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: Invalid value for option '--in': 'bad\u0000name.table' is not a file name")
                .doesNotContain("Exception");
    }
}
