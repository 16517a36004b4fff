package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import org.junit.jupiter.api.Test;

/** {@code strategist bench}: every game's figures in a quick run, one game at a fixed depth, bad options. */
class BenchCommandTest {

    @Test
    void aQuickRunMeasuresEveryGame() {
        Run run = Run.of("bench", "--quick");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        for (Game<?> game : Games.all()) {
            assertThat(run.out()).contains(game.title());
        }
        assertThat(run.out()).containsPattern("perft from the start +\\d+ +\\d+ ")
                .containsPattern("engine, start, 100 ms +\\d+ +\\d+ ")
                .containsPattern("engine, ply \\d+ of a random game, 100 ms")
                .containsPattern("mcts playouts, start, 100 ms +- +\\d+ ")
                // the games with exact solvers: Tic-tac-toe's table, Connect Four's solver, Othello's endgame
                .containsPattern("solver, random game 1: \\d+ of \\d+ solved, to \\d+ ");
        assertNoStackTrace(run);
    }

    @Test
    void oneGameAtAFixedDepth() {
        Run run = Run.of("bench", "connect4", "--depth", "6", "--time", "50", "--options", "width=6,height=5");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("Connect Four width=6,height=5\n")
                .containsPattern("engine, start +6 +\\d+ ").containsPattern("solver, random game 3");
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertUsage(Run.of("bench", "chess"), "error: unknown game 'chess'");
        assertUsage(Run.of("bench", "--quick", "--time", "10"), "error: give --quick or --time, not both");
        assertUsage(Run.of("bench", "ttt", "--time", "0"), "error: --time must be at least 1 ms");
        assertUsage(Run.of("bench", "ttt", "--depth", "0"), "error: --depth must be from 1 to 40");
        assertUsage(Run.of("bench", "--options", "size=9"), "error: --options needs a GAME");
        assertUsage(Run.of("bench", "ttt", "--options", "size=9"), "error: unknown option 'size'");
    }

    private static void assertUsage(Run run, String start) {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith(start);
        assertNoStackTrace(run);
    }
}
