package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Outside engines' moves take none of the computer's search places: with as many engines hung on their move as
 * the server has search threads, a game against our own computer still starts and is answered.
 */
class HungEngineMovesTest {
    private final HeldEngines engines = new HeldEngines();
    private final ServerThreads threads = new ServerThreads(new SearchPool(2, 0));

    @AfterEach
    void release() throws Exception {
        engines.release();
        Eventually.holds("every engine ended", 20, () -> engines.running.get() == 0);
        threads.close();
    }

    /** Waits for the game's computer or engine to have moved, if it has not yet. */
    private static void settled(WebGame<?> g) throws Exception {
        java.util.concurrent.CompletableFuture<?> done = g.computerDone();
        if (done != null) {
            done.get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void twoHungEnginesLeaveTheComputerFreeForOtherGames() throws Exception {
        Game<?> game = Games.find("tictactoe");
        GameOptions options = GameOptions.defaults(game.options());
        OutsideEngines offered = engines.offered();
        engines.holdMoves = true;
        GameSetup engineFirst = HeldEngines.against(1, "held");
        WebGame<?> first = WebGame.start("first", game, options, engineFirst, threads, "hash", offered);
        WebGame<?> second = WebGame.start("second", game, options, engineFirst, threads, "hash", offered);
        assertThat(engines.movesAsked.tryAcquire(2, 30, TimeUnit.SECONDS)).as("both engines think, and hang")
                .isTrue();

        WebGame<?> computer = WebGame.start("computer", game, options, HeldEngines.against(1, null), threads, "hash");
        settled(computer);
        assertThat(computer.plies()).as("the computer answered while the engines hang").isEqualTo(1);

        engines.answer.countDown();
        settled(first);
        settled(second);
        assertThat(first.plies()).isEqualTo(1);
        assertThat(second.plies()).isEqualTo(1);
        first.stop().get(20, TimeUnit.SECONDS);
        second.stop().get(20, TimeUnit.SECONDS);
        computer.stop();
    }
}
