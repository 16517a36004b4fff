package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Matches against an outside engine over GTP ({@code --b gtp=COMMAND}): a small Othello engine of the tests'
 * own, run as a child process, plays whole games (passes included, which it refuses to be told, as GRhino
 * does). Its noise is logged and skipped; an engine that answers with an illegal move, resigns, dies or hangs
 * past the engine timeout loses that game only, and the next game has a fresh process, so the match ends with
 * its results table; one that cannot be started ends the match with a clear error, the table still printed.
 * Hangs are caught by the timeout (seconds, as a slow machine needs), never by the test's own clock.
 */
class MatchGtpTest {
    /** The engine timeout the failing engines get: a hang costs this much, a healthy move takes milliseconds. */
    private static final String TIMEOUT = "3000";

    static String engine(String... modes) {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        return "gtp=" + java + " -Xmx64m -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.gtp.FakeGtpEngine " + String.join(" ", modes);
    }

    /** The line of game {@code number} (from 1) in a match's output. */
    static String gameLine(Run run, int number) {
        String start = String.format("%4d  ", number);
        return run.out().lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow();
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
    void strayLinesAreSkippedAndLoggedWithTheEnginesName() {
        Run quiet = Run.of("match", "othello", "--a", "depth=1", "--b", engine(), "--games", "2");
        Run stray = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--stray"), "--games", "2");
        assertThat(stray.code()).isZero();
        assertThat(gameLine(stray, 1)).isEqualTo(gameLine(quiet, 1));
        assertThat(gameLine(stray, 2)).isEqualTo(gameLine(quiet, 2));
        assertThat(stray.out()).contains(" of 2 games");
        List<String> log = stray.err().lines().toList();
        assertThat(log).isNotEmpty().allMatch(l -> l.startsWith("B: java ") && l.contains("FakeGtpEngine --stray: "))
                .anyMatch(l -> l.endsWith(": not a GTP answer to 'genmove white', skipped: "
                        + "*** SEARCH STILL RUNNING ? (0) ***"))
                .anyMatch(l -> l.endsWith(": more than the one-line answer to 'genmove white', skipped: "
                        + "info: nodes 1234"))
                .noneMatch(l -> l.contains(System.getProperty("java.class.path")));
    }

    @Test
    void anEngineThatDiesOrHangsMidGameLosesThatGameAndTheNextGameHasAFreshOne() {
        // as white (game 1) the engine fails at its second move; as black (game 2) it plays as usual
        Run quiet = Run.of("match", "othello", "--a", "depth=1", "--b", engine(), "--games", "2");
        double second = pointsOfA(gameLine(quiet, 2));
        Run dies = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--die", "--at=2", "--as=white"),
                "--games", "2");
        Run hangs = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--hang", "--at=2", "--as=white"),
                "--games", "2", "--engine-timeout", TIMEOUT);
        for (Run run : List.of(dies, hangs)) {
            assertThat(run.code()).as(run.err()).isZero();
            assertThat(gameLine(run, 2)).isEqualTo(gameLine(quiet, 2));
            assertThat(run.out()).contains("score: A " + half(1 + second) + " - B " + half(1 - second) + " of 2 games");
        }
        assertThat(gameLine(dies, 1)).contains("A as Black: A wins (B failed: the engine ended while answering "
                + "'genmove white' (exit status 3)) in 3 plies");
        assertThat(gameLine(hangs, 1)).contains("A as Black: A wins (B failed: the engine did not answer "
                + "'genmove white' within " + TIMEOUT + " ms) in 3 plies");
    }

    @Test
    void anEngineThatAlwaysFailsLosesEveryGameAndTheMatchStillEnds() {
        Run dies = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--die"), "--games", "2");
        assertThat(dies.code()).isZero();
        assertThat(dies.out()).contains("score: A 2 - B 0 of 2 games").contains("Elo A-B: ");
        assertThat(dies.err()).isEmpty();

        Run garbage = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--garbage"), "--games", "1",
                "--engine-timeout", TIMEOUT);
        assertThat(garbage.code()).isZero();
        assertThat(garbage.out()).contains("B failed: the engine did not answer 'genmove white' within")
                .contains("score: A 1 - B 0 of 1 games");
        assertThat(garbage.err()).contains("not a GTP answer to 'genmove white', skipped: I think c4 is nice");
    }

    @Test
    void anEngineThatCannotBeStartedOrIsInterruptedEndsTheMatchWithTheResultsSoFar() {
        Run missing = Run.of("match", "othello", "--b", "gtp=/no/such/engine --level=1", "--games", "1");
        assertThat(missing.code()).isEqualTo(ExitCode.USAGE);
        assertThat(missing.err()).startsWith("error: outside engine: cannot start the engine "
                + "'/no/such/engine --level=1'").doesNotContain("Exception");
        assertThat(missing.out()).contains("the match stopped on an error after 0 games; the results so far:")
                .contains("score: A 0 - B 0 of 0 games");

        // the terminal's Ctrl-C reaches the engine too: that is no loss of its, and the match stops
        Run interrupted = Run.of("match", "othello", "--a", "depth=1", "--b", engine("--sigint", "--as=black"),
                "--games", "4");
        assertThat(interrupted.code()).isEqualTo(ExitCode.USAGE);
        assertThat(interrupted.out()).contains(gameLine(interrupted, 1))
                .contains("the match stopped on an error after 1 game; the results so far:").contains(" of 1 games");
        assertThat(interrupted.err()).contains("error: outside engine: the engine ended while answering "
                + "'genmove black' (interrupted by SIGINT, Ctrl-C)");

        Run empty = Run.of("match", "othello", "--b", "gtp=", "--games", "1");
        assertThat(empty.code()).isEqualTo(ExitCode.USAGE);
        assertThat(empty.err()).contains("gtp= needs the engine's command line");
    }

    /** A's points in a game line. */
    private static double pointsOfA(String line) {
        return line.contains(": A wins") ? 1 : line.contains(": B wins") ? 0 : 0.5;
    }

    private static String half(double points) {
        return points == Math.floor(points) ? Long.toString((long) points) : String.valueOf(points);
    }
}
