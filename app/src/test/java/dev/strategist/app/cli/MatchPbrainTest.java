package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Gomoku matches against outside Gomocup brains ({@code --b pbrain=COMMAND}): our own brain
 * ({@code strategist gomocup}) run as a child process plays whole games from the balanced openings; a brain's
 * noise is logged and skipped; a brain that answers off the board, dies or hangs past the engine timeout loses
 * that game only, and the next game has a fresh process; a brain for another game is refused.
 */
class MatchPbrainTest {

    private static String java() {
        return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    }

    private static String ourBrain() {
        return "pbrain=" + java() + " -Xmx256m -XX:+UseSerialGC -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.cli.Main gomocup";
    }

    private static String fakeBrain(String... modes) {
        return "pbrain=" + java() + " -Xmx32m -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.gomocup.FakeGomocupBrain " + String.join(" ", modes);
    }

    @Test
    void ourOwnBrainPlaysWholeGamesOverTheProtocol() {
        Run run = Run.of("match", "gomoku", "--a", "player,time=100", "--b", ourBrain(), "--time2", "150",
                "--games", "2");
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("B: pbrain: ").contains("Main gomocup").contains(" of 2 games")
                .doesNotContain("illegal");
    }

    @Test
    void aBrainThatAnswersOffTheBoardOrAlwaysDiesLosesItsGames() {
        Run off = Run.of("match", "gomoku", "--a", "player,time=50", "--b", fakeBrain("--off-board"), "--games", "2");
        assertThat(off.code()).isZero();
        assertThat(off.out()).contains("score: A 2 - B 0 of 2 games").contains("B played an illegal move");

        Run dies = Run.of("match", "gomoku", "--a", "player,time=50", "--b", fakeBrain("--die"), "--games", "2");
        assertThat(dies.code()).isZero();
        assertThat(dies.out()).contains("score: A 2 - B 0 of 2 games")
                .contains("B failed: the engine ended while answering 'DONE' (exit status 3)");
    }

    @Test
    void aBrainThatDiesOrHangsMidGameLosesThatGameAndStrayLinesAreSkipped() {
        // as white (game 1) the brain fails at its second move; as black (game 2) it plays as usual
        Run quiet = Run.of("match", "gomoku", "--a", "engine,depth=1", "--b", fakeBrain(), "--games", "2");
        String second = MatchGtpTest.gameLine(quiet, 2);
        Run stray = Run.of("match", "gomoku", "--a", "engine,depth=1", "--b", fakeBrain("--stray"), "--games", "2");
        assertThat(stray.code()).isZero();
        assertThat(MatchGtpTest.gameLine(stray, 1)).isEqualTo(MatchGtpTest.gameLine(quiet, 1));
        assertThat(MatchGtpTest.gameLine(stray, 2)).isEqualTo(second);
        assertThat(stray.err()).contains("B: java ").contains("FakeGomocupBrain --stray: not a move in answer to "
                + "'DONE', skipped: *** search still running ***");

        Run dies = Run.of("match", "gomoku", "--a", "engine,depth=1", "--b", fakeBrain("--die", "--at=2",
                "--as=white"), "--games", "2");
        Run hangs = Run.of("match", "gomoku", "--a", "engine,depth=1", "--b", fakeBrain("--hang", "--at=2",
                "--as=white"), "--games", "2", "--engine-timeout", "3000");
        for (Run run : List.of(dies, hangs)) {
            assertThat(run.code()).as(run.err()).isZero();
            assertThat(MatchGtpTest.gameLine(run, 1)).contains("A wins (B failed: the engine ");
            assertThat(MatchGtpTest.gameLine(run, 2)).isEqualTo(second);
        }
        assertThat(MatchGtpTest.gameLine(dies, 1)).contains("ended while answering 'TURN ");
        assertThat(MatchGtpTest.gameLine(hangs, 1)).contains("did not answer 'TURN ").contains("within 3000 ms");
    }

    @Test
    void aGomocupBrainPlaysGomokuOnly() {
        Run run = Run.of("match", "othello", "--b", ourBrain(), "--games", "1");
        assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("pbrain= (a Gomocup brain) plays Gomoku only");

        Run empty = Run.of("match", "gomoku", "--b", "pbrain=", "--games", "1");
        assertThat(empty.code()).isEqualTo(ExitCode.USAGE);
        assertThat(empty.err()).contains("pbrain= needs the engine's command line");
    }
}
