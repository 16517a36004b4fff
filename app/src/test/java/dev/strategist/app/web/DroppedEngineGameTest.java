package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A game dropped for room (the oldest past the server's capacity) ends its engine's process without holding up
 * the server: with an engine that takes as long to quit as the test likes, another request still answers.
 */
class DroppedEngineGameTest {
    private final HeldEngines engines = new HeldEngines();
    private final ServerThreads threads = new ServerThreads(new SearchPool(1, 0));

    @AfterEach
    void release() throws Exception {
        engines.release();
        Eventually.holds("every engine ended", 20, () -> engines.running.get() == 0);
        threads.close();
    }

    @Test
    void aGameDroppedWhileItsEngineIsSlowToQuitBlocksNoOtherRequest() throws Exception {
        Game<?> game = Games.find("tictactoe");
        GameOptions options = GameOptions.defaults(game.options());
        WebGames games = new WebGames(1, null, threads, engines.offered());
        games.add(WebGame.start("first", game, options, HeldEngines.against(0, "held"), threads, "hash",
                engines.offered()));
        Eventually.holds("the first game's engine started", 20, () -> engines.running.get() == 1);

        engines.holdQuits = true;
        CompletableFuture<Void> adding = CompletableFuture.runAsync(() -> games.add(
                WebGame.start("second", game, options, HeldEngines.against(0, null), threads, "hash",
                        engines.offered())));
        assertThat(engines.quitsBegun.tryAcquire(30, TimeUnit.SECONDS)).as("the dropped game's engine is quitting")
                .isTrue();
        // the engine has not quit, and will not until the test says: a request that waits for it never answers
        assertThat(CompletableFuture.supplyAsync(games::size).get(30, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(CompletableFuture.supplyAsync(() -> games.get("second").id()).get(30, TimeUnit.SECONDS))
                .isEqualTo("second");
        adding.get(30, TimeUnit.SECONDS);
        assertThat(engines.running.get()).as("still quitting").isEqualTo(1);
        engines.quit.countDown();
        Eventually.holds("the dropped game's engine ended", 20, () -> engines.running.get() == 0);
    }
}
