package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import org.junit.jupiter.api.Test;

/** Column digits for moves and whole games, and the messages bad text gets. */
class Connect4NotationTest {
    private final Connect4Notation notation = new Connect4Notation();

    @Test
    void columnsAreNumberedFromOneOnTheLeft() {
        Connect4Position p = new Connect4Position();
        assertThat(notation.format(p, 3)).isEqualTo("4");
        assertThat(notation.parse(p, "4")).isEqualTo(3);
        assertThat(notation.parse(p, " 1 ")).isZero();
        assertThat(notation.parse(p, "7")).isEqualTo(6);
    }

    @Test
    void aBadMoveSaysWhichCharacterIsWrongAndWhy() {
        Connect4Position p = Connect4Position.of("444444");
        assertRejected(p, "4", "column 4 is full: all 6 rows are taken", 0);
        assertRejected(p, "8", "there is no column 8; columns are 1..7", 0);
        assertRejected(p, "0", "there is no column 0", 0);
        assertRejected(p, "x", "character 1: 'x' is not a digit; a move is one column number 1..7", 0);
        assertRejected(p, " 4x", "character 3: 'x' is not a digit", 2);
        assertRejected(p, "-1", "character 1: '-' is not a digit", 0);
        assertRejected(p, "44", "'44' is more than one column", 0);
        assertRejected(p, "", "no move given; a move is one column number 1..7", -1);
        assertRejected(new Connect4Position(5, 4), "6", "there is no column 6; columns are 1..5", 0);
    }

    @Test
    void noMoveIsReadOnceTheGameIsOver() {
        Connect4Position won = Connect4Position.of("1212121");
        assertRejected(won, "3", "the game is over: first player wins", -1);
        assertRejected(won, "zz", "the game is over", -1);
    }

    @Test
    void aWholeGameIsReadAsDigitsWithOrWithoutSpaces() {
        assertThat(Connect4Position.of("4453").moveString()).isEqualTo("4453");
        assertThat(Connect4Position.of(" 4 4, 5 3 ")).isEqualTo(Connect4Position.of("4453"));
        assertThat(Connect4Position.of("").ply()).isZero();
    }

    @Test
    void aBadGameNamesTheCharacterTheMoveAndTheReason() {
        assertGameRejected("4458", "character 4 (move 4): there is no column 8; columns are 1..7", 3);
        assertGameRejected("4 4 x", "character 5 (move 3): 'x' is not a digit; a move is one column number 1..7", 4);
        assertGameRejected("4444444", "character 7 (move 7): column 4 is full: all 6 rows are taken", 6);
        assertGameRejected("12121213",
                "character 8: the game is already over after move 7 (first player wins)", 7);
    }

    private static void assertRejected(Connect4Position p, String text, String message, int index) {
        String before = p.toString();
        assertThatThrownBy(() -> new Connect4Notation().parse(p, text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((NotationException) e).index()).isEqualTo(index));
        assertThat(p.toString()).isEqualTo(before);
    }

    private static void assertGameRejected(String text, String message, int index) {
        assertThatThrownBy(() -> Connect4Position.of(text)).isInstanceOf(NotationException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((NotationException) e).index()).isEqualTo(index))
                .satisfies(e -> assertThat(((NotationException) e).text()).isEqualTo(text));
    }

    @Test
    void aRejectedGameLeavesTheGivenPositionAsItWas() {
        Connect4Position p = Connect4Position.of("44");
        assertThatThrownBy(() -> Connect4Notation.playMoves(p, "1239")).isInstanceOf(NotationException.class);
        assertThat(p.moveString()).isEqualTo("44");
    }
}
