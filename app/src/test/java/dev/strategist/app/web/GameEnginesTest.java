package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A game's outside engines left with nothing to do (a person gone from an open game) let their process go,
 * and start afresh when a move is asked of them; a game discarded ends them for good.
 */
class GameEnginesTest {
    private final FakeEngines fakes = new FakeEngines();

    @AfterEach
    void noEngineIsLeftRunning() throws Exception {
        Eventually.holds("every engine process ended", 20, () -> fakes.running() == 0);
    }

    @Test
    void anIdleEngineEndsAndStartsAgainWhenAsked() throws Exception {
        idleAndBack(Games.find("tictactoe"));
    }

    private <P extends Position> void idleAndBack(Game<P> game) throws Exception {
        OutsideEngines offered = OutsideEngines.parse(List.of(fakes.engine("fake", "tictactoe", "")));
        GameSetup setup = new GameSetup(0, 50, 50, 0, 1, Algorithm.ENGINE, Algorithm.ENGINE, false, null, "fake", null);
        GameEngines<P> engines = GameEngines.of(game, GameOptions.defaults(game.options()), game.newPosition(), setup,
                offered, Runnable::run);
        EngineSeat<P> seat = engines.at(1);
        try {
            engines.open();
            Eventually.holds("the engine started", 30, () -> fakes.running() == 1 && seat.isRunning());
            seat.closeIfIdleSince(System.nanoTime() - TimeUnit.HOURS.toNanos(1));
            assertThat(seat.isRunning()).as("used since the cutoff: kept").isTrue();

            engines.closeIdleSince(System.nanoTime() + 1);
            Eventually.holds("the idle engine ended", 20, () -> fakes.running() == 0 && !seat.isRunning());

            P p = game.newPosition();
            p.play(game.notation().parse(p, "b2"));
            int move = seat.bestMove(p);
            assertThat(p.isLegal(move)).as("a fresh process caught up and answered").isTrue();
            assertThat(fakes.running()).isEqualTo(1);
            assertThat(seat.failure()).isNull();
        } finally {
            engines.discardAll().get(20, TimeUnit.SECONDS);
        }
        assertThat(seat.isRunning()).isFalse();
    }
}
