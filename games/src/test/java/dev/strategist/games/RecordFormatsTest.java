package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.GameRecord;
import dev.strategist.core.Games;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.RecordFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every game's record format: seeded random games, finished or not, are written and read back unchanged. */
class RecordFormatsTest {

    @Test
    void everyGameReadsBackWhatItWrites() {
        for (Game<?> game : Games.all()) {
            roundTrips(game);
        }
    }

    private static <P extends Position> void roundTrips(Game<P> game) {
        RecordFormat<P> format = game.recordFormat();
        SplittableRandom random = new SplittableRandom(game.name().hashCode());
        for (int g = 0; g < 12; g++) {
            P position = game.newPosition();
            int length = g % 3 == 0 ? Integer.MAX_VALUE : random.nextInt(1, 30);
            int[] moves = new int[0];
            while (!position.isOver() && moves.length < length) {
                int[] legal = position.legalMoves();
                int move = legal[random.nextInt(legal.length)];
                position.play(move);
                moves = java.util.Arrays.copyOf(moves, moves.length + 1);
                moves[moves.length - 1] = move;
            }
            Outcome stated = position.isOver() ? Outcome.NONE : g % 2 == 0 ? Outcome.SECOND_WINS : Outcome.NONE;
            GameRecord record = new GameRecord(game.defaultOptions(), moves, "Ann", "Bob", stated);
            String text = format.write(record);
            GameRecord back = format.read(text, game.defaultOptions());
            assertThat(back.moves()).as(game.name() + ": " + text).containsExactly(moves);
            assertThat(back.options()).isEqualTo(game.defaultOptions());
            if (!format.name().equals("moves")) {
                assertThat(back.firstPlayer()).as(text).isEqualTo("Ann");
                assertThat(back.secondPlayer()).isEqualTo("Bob");
                if (stated != Outcome.NONE) {
                    assertThat(back.result()).as("a resignation survives: " + text).isEqualTo(stated);
                }
            }
        }
    }

    @Test
    void garbageIsAClearErrorInEveryFormat() {
        for (Game<?> game : Games.all()) {
            assertThatThrownBy(() -> game.recordFormat().read("((( nonsense", game.defaultOptions()))
                    .as(game.name()).isInstanceOf(NotationException.class).hasMessageNotContaining("Exception");
            assertThatThrownBy(() -> game.recordFormat().read("", game.defaultOptions()))
                    .as(game.name()).isInstanceOf(NotationException.class);
        }
    }

    @Test
    void theFormatsAreTheGamesOwn() {
        assertThat(Games.find("othello").recordFormat().name()).isEqualTo("SGF");
        assertThat(Games.find("gomoku").recordFormat().name()).isEqualTo("SGF");
        assertThat(Games.find("checkers").recordFormat().name()).isEqualTo("PDN");
        assertThat(Games.find("connect4").recordFormat().extension()).isEqualTo("txt");
        assertThat(Games.find("tictactoe").recordFormat().name()).isEqualTo("moves");
    }

    @Test
    void moveListsAreWrittenInTheGamesNotationAndBadMovesAreNamed() {
        Game<?> c4 = Games.find("connect4");
        GameRecord record = c4.recordFormat().read("4453", c4.defaultOptions());
        assertThat(c4.recordFormat().write(record)).isEqualTo("4453\n");
        assertThat(c4.recordFormat().read("4 4 5 3", c4.defaultOptions()).moves()).containsExactly(record.moves());
        Game<?> ttt = Games.find("tictactoe");
        assertThat(ttt.recordFormat().write(ttt.recordFormat().read("b2, a1 c3", ttt.defaultOptions())))
                .isEqualTo("b2 a1 c3\n");
        assertThatThrownBy(() -> ttt.recordFormat().read("b2 a1 b2", ttt.defaultOptions()))
                .isInstanceOf(NotationException.class).hasMessageStartingWith("move 3 'b2': ")
                .satisfies(e -> assertThat(((NotationException) e).index()).isEqualTo(6));
        assertThatThrownBy(() -> c4.recordFormat().read("448", c4.defaultOptions()))
                .isInstanceOf(NotationException.class).hasMessageContaining("move 3 '8'");
    }
}
