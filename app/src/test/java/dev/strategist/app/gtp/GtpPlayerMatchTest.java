package dev.strategist.app.gtp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An outside engine is a {@link dev.strategist.play.Player} like ours, so it sits in a {@link Match}. */
class GtpPlayerMatchTest {

    @Test
    void aGtpEngineTakesItsTurnsInAMatch() {
        @SuppressWarnings("unchecked")
        Game<Position> othello = (Game<Position>) Games.find("othello");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), FakeGtpEngine.class.getName());
        List<String> noise = new ArrayList<>();
        try (GtpPlayer<Position> engine = new GtpPlayer<>(othello, GameOptions.defaults(othello.options()), command,
                60_000, null, noise::add)) {
            Match<Position> match = new Match<>(othello, Seat.human("you"), Seat.computer("engine", engine));
            match.play("d3");
            assertThat(match.computerMove().move()).isNotNegative();
            match.play(othello.notation().format(match.position(), match.position().legalMoves()[0]));
            match.computerMove();
            assertThat(match.moveList()).hasSize(4);
            assertThat(noise).isEmpty();
        }
    }
}
