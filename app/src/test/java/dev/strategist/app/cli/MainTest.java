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
        assertThat(run.err()).contains("Usage: strategist").contains("games").contains("perft").contains("play")
                .contains("solve");
    }

    @Test
    void helpAndVersionSucceed() {
        assertThat(Run.of("--help").code()).isZero();
        assertThat(Run.of("perft", "--help").out()).contains("Usage: strategist perft").contains("--divide");
        Run version = Run.of("--version");
        assertThat(version.code()).isZero();
        assertThat(version.out()).startsWith("strategist ");
    }
}
