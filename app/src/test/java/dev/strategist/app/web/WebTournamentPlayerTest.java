package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.TournamentPlayers;
import dev.strategist.core.GameOptions;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.play.Algorithm;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The browser's Gomoku computer is the tournament player from the level the terminal's {@code play gomoku}
 * uses it, its analysis still streams, and it answers at once when told to move now.
 */
class WebTournamentPlayerTest {
    private final GomokuGame gomoku = new GomokuGame();

    private static GameSetup setup(int level, Algorithm algorithm) {
        return new GameSetup(0, Strength.of(level), Strength.of(level), 0, 1, algorithm, algorithm, false, null);
    }

    @Test
    void theRuleIsTheTerminals() {
        assertThat(TournamentPlayers.FROM_LEVEL).isEqualTo(5);
        assertThat(TournamentPlayers.playsAt(gomoku, 5, Algorithm.ENGINE)).isTrue();
        assertThat(TournamentPlayers.playsAt(gomoku, 4, Algorithm.ENGINE)).isFalse();
        assertThat(TournamentPlayers.playsAt(gomoku, 9, Algorithm.MCTS)).isFalse();
        assertThat(TournamentPlayers.playsAt(new Connect4Game(), 9, Algorithm.ENGINE)).isFalse();
    }

    @Test
    void aGomokuGameFromLevelFivePlaysTheTournamentPlayer() {
        ServerThreads threads = new ServerThreads(new SearchPool(1, 1));
        WebGame<?> high = WebGame.start("p1", gomoku, GameOptions.defaults(gomoku.options()), setup(7,
                Algorithm.ENGINE), threads, "hash");
        WebGame<?> low = WebGame.start("p2", gomoku, GameOptions.defaults(gomoku.options()), setup(4,
                Algorithm.ENGINE), threads, "hash");
        WebGame<?> mcts = WebGame.start("p3", gomoku, GameOptions.defaults(gomoku.options()), setup(7,
                Algorithm.MCTS), threads, "hash");
        try {
            assertThat(high.computerName(1)).startsWith("gomoku-player level 7");
            assertThat(low.computerName(1)).doesNotContain("gomoku-player");
            assertThat(mcts.computerName(1)).doesNotContain("gomoku-player");
        } finally {
            high.stop();
            low.stop();
            mcts.stop();
            threads.close();
        }
    }

    @Test
    void itsAnalysisStreamsAndItMovesNowWhenTold() throws Exception {
        ServerThreads threads = new ServerThreads(new SearchPool(1, 1));
        // level 10 thinks for seconds; told to move now it answers at once (the bound allows a busy machine)
        WebGame<?> g = WebGame.start("p4", gomoku, GameOptions.defaults(gomoku.options()), setup(10,
                Algorithm.ENGINE), threads, "hash");
        try {
            g.play("h8");
            // told once its search is under way (an analysis has come), so the stop meets a running search
            long started = System.nanoTime();
            while (g.latestAnalysis() == null && System.nanoTime() - started < 30_000_000_000L) {
                Thread.sleep(10);
            }
            assertThat(g.latestAnalysis()).as("an analysis was streamed").isNotNull();
            long told = System.nanoTime();
            g.moveNow();
            while (g.plies() < 2 && System.nanoTime() - told < 10_000_000_000L) {
                Thread.sleep(10);
            }
            assertThat(g.plies()).as("the computer answered").isEqualTo(2);
            Map<String, Object> analysis = g.latestAnalysis();
            assertThat(analysis).as("an analysis was streamed").isNotNull();
            assertThat((Integer) analysis.get("depth")).isPositive();
            assertThat(analysis.get("ply")).isEqualTo(1);
        } finally {
            g.stop();
            threads.close();
        }
    }
}
