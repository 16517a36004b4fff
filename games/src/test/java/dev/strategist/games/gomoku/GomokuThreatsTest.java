package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Diagram.Mark;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The threats Gomoku's diagram marks: fives to block and open fours to answer, for either side, by the rule. */
class GomokuThreatsTest {
    private final GomokuDiagram view = new GomokuDiagram();

    private List<Mark> marks(GomokuRule rule, String moves) {
        return view.draw(GomokuPosition.of(15, rule, moves)).marks();
    }

    /** A mark on the point named as the notation names it, at its place in the diagram's cells. */
    private static Mark mark(String point, int side, String kind) {
        int cell = GomokuNotation.cell(15, point);
        return new Mark((14 - cell / 15) * 15 + cell % 15, side, kind);
    }

    @Test
    void anOpenFoursTwoFivesAreMarkedInItsSidesColour() {
        // white's h8-k8 stands open, black's stones in the corners threaten nothing
        assertThat(marks(GomokuRule.FREESTYLE, "a1 h8 o1 i8 o15 j8 a15 k8"))
                .containsExactly(mark("g8", 1, Mark.WINS), mark("l8", 1, Mark.WINS));
    }

    @Test
    void anOpenThreeMarksThePointsThatMakeItAnOpenFour() {
        assertThat(marks(GomokuRule.FREESTYLE, "h8 a1 i8 o1 j8 o15"))
                .as("f8 and l8 would make only a four").containsExactly(mark("g8", 0, Mark.FORCES), mark("k8", 0, Mark.FORCES));
        assertThat(marks(GomokuRule.FREESTYLE, "h8 a1 j8 o1 k8 o15"))
                .as("a broken three: only its gap makes an open four").containsExactly(mark("i8", 0, Mark.FORCES));
    }

    @Test
    void aClosedThreeOrAPairIsNoThreat() {
        assertThat(marks(GomokuRule.FREESTYLE, "h8 g8 i8 o1 j8 o15")).isEmpty();
        assertThat(marks(GomokuRule.FREESTYLE, "h8 a1 i8 o1")).isEmpty();
    }

    @Test
    void bothSidesThreatsAreMarked() {
        // black's open three on row 8 and white's four on column a (a1-a4, a5 the one point left)
        assertThat(marks(GomokuRule.FREESTYLE, "h8 a1 i8 a2 j8 a3 o15 a4"))
                .containsExactlyInAnyOrder(mark("g8", 0, Mark.FORCES), mark("k8", 0, Mark.FORCES), mark("a5", 1, Mark.WINS));
    }

    @Test
    void whereExactlyFiveWinsAnOverlinePointIsNoFive() {
        String moves = "a8 a1 b8 o1 c8 o15 d8 a15 f8";
        assertThat(marks(GomokuRule.FREESTYLE, moves)).contains(mark("e8", 0, Mark.WINS));
        assertThat(marks(GomokuRule.STANDARD, moves)).doesNotContain(mark("e8", 0, Mark.WINS));
    }

    @Test
    void aPointForbiddenToRenjusBlackIsNoThreatOfBlacks() {
        // k8 would make black two fours at once (row 8 and column k): forbidden under renju
        String moves = "h8 a1 i8 o1 j8 o15 k9 a15 k10 b15 k11";
        assertThat(marks(GomokuRule.FREESTYLE, moves)).contains(mark("k8", 0, Mark.FORCES));
        assertThat(marks(GomokuRule.RENJU, moves)).doesNotContain(mark("k8", 0, Mark.FORCES))
                .contains(mark("g8", 0, Mark.FORCES), mark("k12", 0, Mark.FORCES));
    }

    @Test
    void renjusWhiteFourWhoseFiveBlackMayNotTakeIsMarkedAsUnstoppable() {
        // black's k9 m9 and l10 l11 make l9 a double three, forbidden to black; white's k8 m10 n11 on the diagonal
        // through l9 make j7 and o12 fours that black could block only on l9 (GomokuRenjuTrapTest)
        String moves = "k9 m10 m9 n11 l10 k8 l11";
        assertThat(marks(GomokuRule.RENJU, moves)).contains(mark("j7", 1, Mark.FORCES), mark("o12", 1, Mark.FORCES));
        assertThat(marks(GomokuRule.FREESTYLE, moves)).doesNotContain(mark("j7", 1, Mark.FORCES))
                .doesNotContain(mark("o12", 1, Mark.FORCES));
    }

    @Test
    void aFinishedGameHasNoMarks() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.STANDARD, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
        assertThat(p.isOver()).isTrue();
        assertThat(view.draw(p).marks()).isEmpty();
        assertThat(marks(GomokuRule.FREESTYLE, "")).isEmpty();
    }
}
