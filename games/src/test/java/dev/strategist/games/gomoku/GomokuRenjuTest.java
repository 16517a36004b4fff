package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Black's forbidden moves under renju, on positions drawn by hand (white's fillers stay in the corners). */
class GomokuRenjuTest {
    private static final String[] FILLERS = {"a1", "c1", "a3", "c3", "a5", "o1", "m1", "o3", "m3", "o5", "a15",
        "c15", "a13", "c13", "o15", "m15", "o13", "m13"};

    /** Black's stones and white's given ones, white's count topped up with corner fillers; black to move. */
    static GomokuPosition renju(String blacks, String whites) {
        List<String> b = List.of(blacks.trim().split("\\s+"));
        List<String> w = new ArrayList<>(whites.isBlank() ? List.of() : List.of(whites.trim().split("\\s+")));
        for (int i = 0; w.size() < b.size(); i++) {
            w.add(FILLERS[i]);
        }
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < b.size(); i++) {
            moves.append(b.get(i)).append(' ').append(w.get(i)).append(' ');
        }
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.RENJU, moves.toString());
        assertThat(p.sideToMove()).isZero();
        return p;
    }

    private static int cell(String name) {
        return GomokuNotation.cell(15, name);
    }

    @Test
    void twoOpenThreesAreForbidden() {
        GomokuPosition p = renju("f8 g8 h6 h7", "");
        assertThat(p.forbiddenKind(cell("h8"))).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_THREE);
        assertThat(p.canPlay(cell("h8"))).isFalse();
        assertThat(p.legalMoves()).doesNotContain(cell("h8"));
        // a broken three counts as a three too: f8 g8 _ i8 with h6 h7 and h8 played
        GomokuPosition broken = renju("e8 f8 h6 h7", "");
        assertThat(broken.forbiddenKind(cell("h8"))).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_THREE);
        // white may make the same shape
        GomokuPosition white = GomokuPosition.of(15, GomokuRule.RENJU, "a1 f8 c1 g8 a3 h6 c3 h7 o15");
        assertThat(white.canPlay(cell("h8"))).isTrue();
    }

    @Test
    void aThreeBlockedAtOneEndIsNoThree() {
        GomokuPosition p = renju("f8 g8 h6 h7", "e8");
        assertThat(p.forbiddenKind(cell("h8"))).isEqualTo(GomokuPosition.ALLOWED);
    }

    @Test
    void twoFoursAreForbiddenEvenOnOneLine() {
        GomokuPosition p = renju("e8 f8 g8 h5 h6 h7", "d8 h4");
        assertThat(p.forbiddenKind(cell("h8"))).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_FOUR);
        // x.xxx.x on one line: the middle empty cells each make a four with the other side
        GomokuPosition line = renju("d8 f8 g8 j8", "");
        assertThat(line.forbiddenKind(cell("h8"))).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_FOUR);
    }

    @Test
    void aFourThreeIsAllowed() {
        GomokuPosition p = renju("e8 f8 g8 h6 h7", "d8");
        assertThat(p.forbiddenKind(cell("h8"))).isEqualTo(GomokuPosition.ALLOWED);
        assertThat(p.combo(0, cell("h8"))).isEqualTo(GomokuCombo.FOUR_THREE);
    }

    @Test
    void anOverlineIsForbiddenAndDoesNotWin() {
        GomokuPosition p = renju("d8 e8 f8 h8 i8", "");
        assertThat(p.forbiddenKind(cell("g8"))).isEqualTo(GomokuPosition.FORBIDDEN_OVERLINE);
        assertThat(p.makesFive(0, cell("g8"))).isFalse();
        assertThatThrownBy(() -> new GomokuNotation().parse(p, "g8")).isInstanceOf(NotationException.class)
                .hasMessageContaining("forbidden").hasMessageContaining("overline");
    }

    @Test
    void aFiveWinsEvenWhenItAlsoMakesForbiddenShapes() {
        GomokuPosition p = renju("d8 e8 f8 g8 h6 h7 f6 g7", "");
        int h8 = cell("h8");
        assertThat(p.forbiddenKind(h8)).isEqualTo(GomokuPosition.ALLOWED);
        p.play(h8);
        assertThat(p.outcome()).isEqualTo(Outcome.FIRST_WINS);
    }

    /**
     * The row f8 g8 h8 (white on d8) has one cell that makes a straight four, i8, and with h8 on the board
     * i8 is itself forbidden (a straight four, but also the open threes i6 i7 i8 and g10 h9 i8), so the
     * row's three cannot become an open four and h8 makes only one real three (f6 g7 h8).
     */
    @Test
    void aDoubleThreeIsNoneWhenOneThreeCanOnlyBecomeAStraightFourOnAForbiddenCell() {
        GomokuPosition p = renju("f8 g8 i6 i7 h9 g10 f6 g7", "d8");
        int h8 = cell("h8");
        assertThat(p.shape(0, h8, 0)).as("the row looks like an open three").isEqualTo(GomokuShapes.OPEN_THREE);
        assertThat(p.shape(0, h8, 2)).as("the diagonal is an open three").isEqualTo(GomokuShapes.OPEN_THREE);
        assertThat(p.forbiddenKind(h8)).isEqualTo(GomokuPosition.ALLOWED);
        p.play(h8);
        p.play(cell("o9"));
        assertThat(p.forbiddenKind(cell("i8"))).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_THREE);
        // without white on d8, e8 also makes a straight four, which is allowed: h8 is a real double three
        GomokuPosition real = renju("f8 g8 i6 i7 h9 g10 f6 g7", "");
        assertThat(real.forbiddenKind(h8)).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_THREE);
    }

    @Test
    void searchMovesNeverOfferAForbiddenCell() {
        GomokuPosition p = renju("f8 g8 h6 h7", "");
        int[] moves = new int[p.maxMoves()];
        int n = new GomokuEvaluator().searchMoves(p, moves, 0);
        for (int i = 0; i < n; i++) {
            assertThat(moves[i]).isNotEqualTo(cell("h8"));
        }
        assertThat(n).isPositive();
    }
}
