package dev.strategist.app.cli.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.JudgementOf;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A match player waits for its evaluator's background data, and plays on without it when its build fails; its
 * soft time is the share of its time that {@code soft=PERCENT} asks for.
 */
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

    @Test
    void theSoftSettingSetsTheShareOfTheTimeASearchAimsAtAndKeepsTheTime() {
        Strategist<TicTacToePosition> aiming = GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300,soft=75"), 1);
        assertThat(aiming.limits().softTimeMillis()).isEqualTo(225);
        assertThat(aiming.limits().hardTimeMillis()).isEqualTo(300);
        assertThat(GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300"), 1).limits().softTimeMillis())
                .as("the default, half").isEqualTo(150);
        assertThat(GamePlayers.forMatch(GAME, PlayerSpec.parse("engine,time=300,soft=100,table=keep"), 1).limits()
                .softTimeMillis()).isEqualTo(300);
    }

    @Test
    void aGamesOwnPlayerKeepsItsTableWhenTold() {
        GomokuGame gomoku = new GomokuGame();
        assertThat(GamePlayers.forMatch(gomoku, PlayerSpec.parse("player,time=400,table=keep"), 1).toString())
                .contains("keeping its table");
        assertThat(GamePlayers.forMatch(gomoku, PlayerSpec.parse("player,time=400,table=fresh"), 1).toString())
                .doesNotContain("keeping its table");
        assertThatThrownBy(() -> GamePlayers.forMatch(gomoku, PlayerSpec.parse("player,time=400,table=yes"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("table");
    }

    @Test
    void aGamesOwnPlayerRefusesTheSoftSettingItWouldNotRead() {
        GomokuGame gomoku = new GomokuGame();
        assertThatThrownBy(() -> GamePlayers.forMatch(gomoku, PlayerSpec.parse("player,time=400,soft=90"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("soft=90")
                .hasMessageContaining("Gomoku's own player");
        assertThat(GamePlayers.forMatch(gomoku, PlayerSpec.parse("engine,time=400,soft=90"), 1).limits()
                .softTimeMillis()).as("Gomoku's engine reads it").isEqualTo(360);
    }

    @Test
    void aSoftSettingThatIsNoShareOfTheTimeIsRefusedWithWhatWasWrong() {
        assertThatThrownBy(() -> GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300,soft=0"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("soft=0")
                .hasMessageContaining("from 1 to 100");
        assertThatThrownBy(() -> GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300,soft=150"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("soft=150")
                .hasMessageContaining("from 1 to 100");
        assertThatThrownBy(() -> GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300,soft=abc"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("soft=abc")
                .hasMessageContaining("whole number");
        assertThatThrownBy(() -> GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300,soft=75%"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("whole number");
        assertThatThrownBy(() -> GamePlayers.forMatch(GAME, PlayerSpec.parse("time=300,soft=75,clock=whole"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("clock=whole")
                .hasMessageContaining("soft=75");
    }
}
