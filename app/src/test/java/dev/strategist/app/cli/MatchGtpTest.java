package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * Matches against an outside engine over GTP ({@code --b gtp=COMMAND}): a small Othello engine of the tests'
 * own, run as a child process, plays whole games (passes included, which it refuses to be told, as GRhino
 * does); an engine that answers with nonsense, an illegal move or resignation loses its game, and one that
 * dies or hangs ends the match with a clear error and a failing exit code, never a stack trace.
 */
class MatchGtpTest {

    private static String engine(String... modes) {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        return "gtp=" + java + " -Xmx64m -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.gtp.FakeGtpEngine " + String.join(" ", modes);
    }

    @Test
    void wholeGamesArePlayedAgainstAnOutsideEngine() {
        Run run = Run.of("match", "othello", "--a", "depth=2", "--b", engine(), "--games", "2");
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("B: gtp: ").contains("FakeGtpEngine")
                .contains(" of 2 games").doesNotContain("illegal");
    }

    @Test
    void checkersGamesFromTheBallotsAgreeOnColoursAndWholeCapturePaths() {
        // the engine refuses a colour that is not the side to move's and names its captures by their whole
        // path in capitals (22X15X8), so whole games show both sides read each other's moves
        Run run = Run.of("match", "checkers", "--a", "depth=2", "--b", engine("--game=checkers"),
                "--openings", "ballots", "-n", "2");
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("ballot 1 9-13 21-17 5-9").contains(" of 4 games").doesNotContain("illegal");
    }

    @Test
    void anEngineThatPlaysAnIllegalMoveOrResignsLosesTheGame() {
        for (String m : new String[] {"--illegal", "--resign"}) {
            Run run = Run.of("match", "othello", "--a", "depth=1", "--b", engine(m), "--games", "2");
            assertThat(run.code()).as(m).isZero();
            assertThat(run.out()).as(m).contains("score: A 2 - B 0 of 2 games");
        }
    }

    @Test
    void anEngineThatSpeaksNonsenseDiesOrHangsEndsTheMatchWithAClearError() {
        Run garbage = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--garbage"), "--games", "1");
        assertThat(garbage.code()).isEqualTo(ExitCode.USAGE);
        assertThat(garbage.err()).contains("error: outside engine: ").contains("not a GTP answer")
                .doesNotContain("Exception");

        Run dies = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--die"), "--games", "1");
        assertThat(dies.code()).isEqualTo(ExitCode.USAGE);
        assertThat(dies.err()).contains("error: outside engine: the engine ended").contains("exit status 3");

        Run hangs = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--hang"), "--games", "1",
                "--time2", "100");
        assertThat(hangs.code()).isEqualTo(ExitCode.USAGE);
        assertThat(hangs.err()).contains("did not answer 'genmove");

        Run missing = Run.of("match", "othello", "--b", "gtp=/no/such/engine --level=1", "--games", "1");
        assertThat(missing.code()).isEqualTo(ExitCode.USAGE);
        assertThat(missing.err()).contains("cannot start the engine '/no/such/engine --level=1'");

        Run empty = Run.of("match", "othello", "--b", "gtp=", "--games", "1");
        assertThat(empty.code()).isEqualTo(ExitCode.USAGE);
        assertThat(empty.err()).contains("gtp= needs the engine's command line");
    }
}
