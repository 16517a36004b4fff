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

    /** The time the tournament reads, in nanoseconds: it moves only when a player says its move took time. */
    private final long[] now = {0};

    /**
     * Plays the first legal move, taking {@code thinkMillis} of the tournament's time, and notes each time left it
     * is told in {@code told}.
     */
    private Player<TicTacToePosition> player(String name, long thinkMillis, List<String> told) {
        return new Player<>() {
            @Override
            public void timeLeft(long leftMillis, long incrementMillis) {
                told.add(name + " " + leftMillis + " +" + incrementMillis);
            }

            @Override
            public int bestMove(TicTacToePosition position) {
                now[0] += thinkMillis * 1_000_000L;
                return position.legalMoves()[0];
            }
        };
    }

    private Tournament.Played<TicTacToePosition, String> play(Player<TicTacToePosition> a,
                                                             Player<TicTacToePosition> b, GameClock clock) {
        return new Tournament<TicTacToePosition, String>(GAME, List.of("empty"), name -> new TicTacToePosition(),
                i -> a, i -> b, 9).withClock(clock, () -> now[0]).play(0);
    }

    @Test
    void eachMoverIsToldItsOwnTimeLeftWithTheIncrementBackAfterEachMove() {
        List<String> told = Collections.synchronizedList(new ArrayList<>());
        // a minute with 2 s back a move; A's moves take 5 s, B's 1 s
        Tournament.Played<TicTacToePosition, String> game = play(player("A", 5_000, told), player("B", 1_000, told),
                new GameClock(60_000, 2_000));
        assertThat(game.forfeit()).isNull();
        assertThat(told).hasSize(game.plies());
        for (int i = 0; i < told.size(); i++) {
            int moves = i / 2; // the mover's moves before this one
            String expected = i % 2 == 0 ? "A " + (60_000 - moves * 3_000) : "B " + (60_000 + moves * 1_000);
            assertThat(told.get(i)).isEqualTo(expected + " +2000");
        }
    }

    @Test
    void aMoveLongerThanTheTimeLeftLosesOnTimeAndIsNotPlayed() {
        List<String> told = Collections.synchronizedList(new ArrayList<>());
        // A, first to move, takes a second of a 100 ms clock
        Tournament.Played<TicTacToePosition, String> game = play(player("A", 1000, told), player("B", 0, told),
                new GameClock(100, 0));
        assertThat(game.pointsA()).as("A lost").isZero();
        assertThat(game.forfeit()).isEqualTo("lost on time (1000 ms with 100 ms left)");
        assertThat(game.moves()).as("the move made after the flag fell does not count").isEmpty();
        assertThat(game.repliesA()).containsExactly(1000);
        assertThat(told).containsExactly("A 100 +0");
    }

    @Test
    void aMoveOfExactlyTheTimeLeftIsInTime() {
        List<String> told = Collections.synchronizedList(new ArrayList<>());
        Tournament.Played<TicTacToePosition, String> game = play(player("A", 100, told), player("B", 0, told),
                new GameClock(100, 0));
        // the first move, exactly 100 ms, is in time and played; the second, with nothing left, is not
        assertThat(game.moves()).hasSize(2);
        assertThat(told).containsExactly("A 100 +0", "B 100 +0", "A 0 +0");
        assertThat(game.forfeit()).isEqualTo("lost on time (100 ms with 0 ms left)");
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
