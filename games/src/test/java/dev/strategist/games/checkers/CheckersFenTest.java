package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Games;
import dev.strategist.core.NotationException;
import org.junit.jupiter.api.Test;

/** PDN FEN: kings, ranges, either colour order, tolerated variants, errors with the character. */
class CheckersFenTest {

    @Test
    void theStandardExampleReadsAndWritesBack() {
        String fen = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";
        CheckersPosition p = CheckersPosition.of(fen);
        assertThat(p.sideToMove()).isZero();
        assertThat(p.kings(1)).isEqualTo((1L << 9) | (1L << 14));
        assertThat(p.men(0)).isEqualTo((1L << 11) | (1L << 15) | (1L << 19));
        assertThat(p.toString()).isEqualTo(fen);
    }

    @Test
    void rangesColourOrderDotsAndEmptyListsAreAccepted() {
        assertThat(CheckersPosition.of("B:B1-12:W21-32").toString()).isEqualTo(CheckersFen.START);
        assertThat(CheckersPosition.of(" b:w21-32:b1-12. ").toString()).isEqualTo(CheckersFen.START);
        assertThat(CheckersPosition.of("\"W:WK1-4:B5\"").toString()).isEqualTo("W:WK1,K2,K3,K4:B5");
        assertThat(CheckersPosition.of("W:W:BK1").toString()).isEqualTo("W:W:BK1");
        assertThat(CheckersPosition.of("W:W:BK1").outcome().winner()).isZero();
    }

    @Test
    void gameParsePositionTakesAFenOrMoves() {
        var game = Games.find("checkers");
        assertThat(game.parsePosition("W:W21-32:B1-10,12,15", game.defaultOptions()).toString())
                .isEqualTo(game.parsePosition("11-15", game.defaultOptions()).toString());
        assertThat(game.parsePosition("1. 11-15 23-19 2. 8-11", game.defaultOptions()).ply()).isEqualTo(3);
        assertThat(Games.find("draughts").name()).isEqualTo("checkers");
    }

    @Test
    void badFensNameTheCharacter() {
        assertError("X:W21:B1", 0, "B or W");
        assertError("B:W21:B1,33", 9, "no square 33");
        assertError("B:W21:B1,,2", 9, "square number");
        assertError("B:W21:B5-3", 7, "backwards");
        assertError("B:W21,21:B1", 6, "twice");
        assertError("B:W21:B21", 7, "twice");
        assertError("B:W21:W22", 6, "listed twice");
        assertError("B:W1:B5", 3, "crowned");
        assertError("B:W21", -1, "a field for each colour");
        assertError("B:W21:B1 x", 9, "unexpected");
        assertError("B:", 2, "colour field");
        assertError("", 0, "empty");
        assertError("B:W21;B1", 5, "','");
    }

    private static void assertError(String fen, int index, String message) {
        assertThatThrownBy(() -> CheckersPosition.of(fen)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((NotationException) e).index()).as("index in %s", fen).isEqualTo(index));
    }
}
