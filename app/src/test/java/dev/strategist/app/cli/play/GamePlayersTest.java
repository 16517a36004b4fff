package dev.strategist.app.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.JudgementOf;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** A match player waits for its evaluator's background data, and plays on without it when its build fails. */
class GamePlayersTest {
    private static final TicTacToeGame GAME = new TicTacToeGame();

    /** The game's evaluator with {@code data} as its background data. */
    private static Strategist<TicTacToePosition> withData(CompletableFuture<?> data) {
        return Strategist.builder(GAME).depth(2).evaluator(new JudgementOf<>(GAME.evaluator()) {
            @Override
            public CompletableFuture<?> ready() {
                return data;
            }
        }).build();
    }

    @Test
    void aMatchPlayerWaitsUntilItsDataIsBuilt() throws Exception {
        CompletableFuture<String> data = new CompletableFuture<>();
        List<String> log = new ArrayList<>();
        Thread waiting = new Thread(() -> GamePlayers.awaitData(withData(data), log::add));
        waiting.start();
        waiting.join(200);
        assertThat(waiting.isAlive()).as("still waiting for the data").isTrue();
        data.complete("built");
        waiting.join();
        assertThat(log).isEmpty();
    }

    @Test
    void aBuildThatFailsIsSaidAndThePlayerPlaysWithoutIt() {
        List<String> log = new ArrayList<>();
        Strategist<TicTacToePosition> player = withData(CompletableFuture.failedFuture(new OutOfMemoryError("heap")));
        GamePlayers.awaitData(player, log::add);
        assertThat(log).singleElement().asString().contains("could not be built").contains("heap");
        assertThat(player.bestMove(GAME.newPosition())).isNotNegative();
    }

    @Test
    void anEvaluatorWithoutBackgroundDataIsReadyAtOnce() {
        assertThat(GAME.evaluator().ready()).isDone();
        assertThat(new JudgementOf<>(GAME.evaluator()).ready()).isDone();
    }
}
