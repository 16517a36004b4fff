package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * Gomoku matches against outside Gomocup brains ({@code --b pbrain=COMMAND}): our own brain
 * ({@code strategist gomocup}) run as a child process plays whole games from the balanced openings; a brain
 * that answers off the board loses its game; one that dies ends the match with a clear error and a failing
 * exit code; a brain for another game is refused.
 */
class MatchPbrainTest {

    private static String java() {
        return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    }

    private static String ourBrain() {
        return "pbrain=" + java() + " -Xmx256m -XX:+UseSerialGC -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.cli.Main gomocup";
    }

    private static String fakeBrain(String mode) {
        return "pbrain=" + java() + " -Xmx32m -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.gomocup.FakeGomocupBrain " + mode;
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
    void aBrainThatAnswersOffTheBoardLosesItsGamesAndOneThatDiesEndsTheMatch() {
        Run off = Run.of("match", "gomoku", "--a", "player,time=50", "--b", fakeBrain("--off-board"), "--games", "2");
        assertThat(off.code()).isZero();
        assertThat(off.out()).contains("score: A 2 - B 0 of 2 games").contains("illegal move");

        Run dies = Run.of("match", "gomoku", "--a", "player,time=50", "--b", fakeBrain("--die"), "--games", "1");
        assertThat(dies.code()).isEqualTo(ExitCode.USAGE);
        assertThat(dies.err()).contains("error: outside engine: the engine ended").contains("exit status 3")
                .doesNotContain("Exception");
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
