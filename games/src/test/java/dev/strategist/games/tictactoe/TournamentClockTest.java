package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.play.GameClock;
import dev.strategist.play.Player;
import dev.strategist.play.Tournament;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A tournament under a game clock tells each player its time left before each of its moves, gives the increment
 * back after each, and a move that takes more than the time left loses the game on time; without a clock no
 * player hears of one.
 */
class TournamentClockTest {
    private static final TicTacToeGame GAME = new TicTacToeGame();

    /** Plays the first legal move after {@code sleepMillis}, noting each time left it is told in {@code told}. */
    private static Player<TicTacToePosition> player(String name, long sleepMillis, List<String> told) {
        return new Player<>() {
            @Override
            public void timeLeft(long leftMillis, long incrementMillis) {
                told.add(name + " " + leftMillis + " +" + incrementMillis);
            }

            @Override
            public int bestMove(TicTacToePosition position) {
                if (sleepMillis > 0) {
                    try {
                        Thread.sleep(sleepMillis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return position.legalMoves()[0];
            }
        };
    }

    private static Tournament.Played<TicTacToePosition, String> play(Player<TicTacToePosition> a,
                                                                    Player<TicTacToePosition> b, GameClock clock) {
        return new Tournament<TicTacToePosition, String>(GAME, List.of("empty"), name -> new TicTacToePosition(),
                i -> a, i -> b, 9).withClock(clock).play(0);
    }

    @Test
    void eachMoverIsToldItsOwnTimeLeftWithTheIncrementBackAfterEachMove() {
        List<String> told = Collections.synchronizedList(new ArrayList<>());
        // an hour with a minute back a move: instant players' clocks only grow, whatever the machine
        Tournament.Played<TicTacToePosition, String> game = play(player("A", 0, told), player("B", 0, told),
                new GameClock(3_600_000, 60_000));
        assertThat(game.forfeit()).isNull();
        assertThat(told).hasSize(game.plies());
        assertThat(told.get(0)).isEqualTo("A 3600000 +60000");
        assertThat(told.get(1)).isEqualTo("B 3600000 +60000");
        for (int i = 2; i < told.size(); i++) {
            String[] words = told.get(i).split(" ");
            long before = Long.parseLong(told.get(i - 2).split(" ")[1]);
            long now = Long.parseLong(words[1]);
            assertThat(words[0]).isEqualTo(i % 2 == 0 ? "A" : "B");
            // the minute back less what the move took: more than before unless a move took a minute
            assertThat(now).isGreaterThan(before).isLessThanOrEqualTo(before + 60_000);
        }
    }

    @Test
    void aMoveLongerThanTheTimeLeftLosesOnTimeAndIsNotPlayed() {
        List<String> told = Collections.synchronizedList(new ArrayList<>());
        // A, first to move, takes a second of a 100 ms clock (its thinking, not a wait for another thread): it loses
        // on time however fast or busy the machine, before any other move could
        Tournament.Played<TicTacToePosition, String> game = play(player("A", 1000, told), player("B", 0, told),
                new GameClock(100, 0));
        assertThat(game.pointsA()).as("A lost").isZero();
        assertThat(game.forfeit()).startsWith("lost on time (").endsWith(" ms with 100 ms left)");
        assertThat(game.moves()).as("the move made after the flag fell does not count").isEmpty();
        assertThat(told).containsExactly("A 100 +0");
    }

    @Test
    void withoutAClockNoPlayerIsToldATimeLeft() {
        List<String> told = Collections.synchronizedList(new ArrayList<>());
        Tournament.Played<TicTacToePosition, String> game = play(player("A", 0, told), player("B", 0, told), null);
        assertThat(game.forfeit()).isNull();
        assertThat(game.plies()).isPositive();
        assertThat(told).isEmpty();
    }
}
