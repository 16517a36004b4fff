package dev.strategist.app.gtp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under a game clock a GTP engine hears it as GTP has it: the main time once as absolute time, then its time left
 * in whole seconds before each genmove; without a clock it hears neither.
 */
class GtpPlayerClockTest {

    private static List<String> engine(Path log) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                FakeGtpEngine.class.getName(), "--log", log.toString());
    }

    @Test
    void theEngineHearsTheMainTimeOnceAndItsTimeLeftBeforeEachGenmove(@TempDir Path dir) throws Exception {
        @SuppressWarnings("unchecked")
        Game<Position> othello = (Game<Position>) Games.find("othello");
        Path log = dir.resolve("log.txt");
        List<String> noise = new ArrayList<>();
        Position p = othello.newPosition();
        try (GtpPlayer<Position> player = new GtpPlayer<>(othello, GameOptions.defaults(othello.options()),
                engine(log), 60_000, null, noise::add)) {
            player.timeLeft(30_999, 0);
            p.play(player.bestMove(p));
            p.play(p.legalMoves()[0]);
            player.timeLeft(12_345, 0);
            p.play(player.bestMove(p));
        }
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).containsSubsequence("time_settings 30 0 0", "time_left black 30 0", "genmove black",
                "time_left black 12 0", "genmove black");
        assertThat(lines).filteredOn(l -> l.startsWith("time_settings")).hasSize(1);
    }

    @Test
    void withoutAClockTheEngineHearsNoTimeLeft(@TempDir Path dir) throws Exception {
        @SuppressWarnings("unchecked")
        Game<Position> othello = (Game<Position>) Games.find("othello");
        Path log = dir.resolve("log.txt");
        try (GtpPlayer<Position> player = new GtpPlayer<>(othello, GameOptions.defaults(othello.options()),
                engine(log), 60_000, null, line -> { })) {
            player.bestMove(othello.newPosition());
        }
        assertThat(Files.readAllLines(log)).noneMatch(l -> l.startsWith("time_"));
    }
}
