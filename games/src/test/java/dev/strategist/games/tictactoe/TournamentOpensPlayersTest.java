package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.play.Player;
import dev.strategist.play.Tournament;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A tournament opens both players of a game before its first move, as a tournament manager starts a brain
 * before its first turn: what opening takes (an outside engine's start) is not counted in a reply's time, and a
 * player that cannot open loses that game with no move played.
 */
class TournamentOpensPlayersTest {
    private static final TicTacToeGame GAME = new TicTacToeGame();

    /** Plays the first legal move, noting each call (its opening, its moves) in {@code log}. */
    private static Player<TicTacToePosition> player(String name, List<String> log) {
        return new Player<>() {
            @Override
            public void open(TicTacToePosition start) {
                log.add(name + " opens at ply " + start.ply());
            }

            @Override
            public int bestMove(TicTacToePosition position) {
                log.add(name + " moves");
                return position.legalMoves()[0];
            }
        };
    }

    private static List<Tournament.Played<TicTacToePosition, String>> play(Player<TicTacToePosition> a,
                                                                         Player<TicTacToePosition> b)
            throws InterruptedException {
        List<Tournament.Played<TicTacToePosition, String>> played = new ArrayList<>();
        new Tournament<TicTacToePosition, String>(GAME, List.of("empty"), name -> new TicTacToePosition(),
                i -> a, i -> b, 9, failure -> failure instanceof IllegalStateException ? "failed: "
                + failure.getMessage() : null).run(1, 1, played::add, done -> true);
        return played;
    }

    @Test
    void bothPlayersOpenOnceBeforeTheFirstMoveIsAskedFor() throws InterruptedException {
        // the order is what keeps an opening out of the first reply's time: the clock starts when a move is asked for
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        List<Tournament.Played<TicTacToePosition, String>> played = play(player("A", log), player("B", log));
        assertThat(played).hasSize(1);
        assertThat(log.subList(0, 3)).containsExactly("A opens at ply 0", "B opens at ply 0", "A moves");
        assertThat(log).filteredOn(line -> line.contains("opens")).hasSize(2);
        assertThat(played.get(0).moves()).isNotEmpty();
    }

    @Test
    void aPlayerThatCannotOpenLosesTheGameWithNoMovePlayed() throws InterruptedException {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        Player<TicTacToePosition> broken = new Player<>() {
            @Override
            public void open(TicTacToePosition start) {
                throw new IllegalStateException("the program would not start");
            }

            @Override
            public int bestMove(TicTacToePosition position) {
                log.add("B moves");
                return position.legalMoves()[0];
            }
        };
        List<Tournament.Played<TicTacToePosition, String>> played = play(player("A", log), broken);
        assertThat(played).hasSize(1);
        assertThat(played.get(0).pointsA()).as("B lost").isEqualTo(2);
        assertThat(played.get(0).forfeit()).isEqualTo("failed: the program would not start");
        assertThat(played.get(0).moves()).isEmpty();
        assertThat(log).containsExactly("A opens at ply 0");
    }
}
