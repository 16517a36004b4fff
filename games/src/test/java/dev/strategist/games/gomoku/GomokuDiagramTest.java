package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Diagram;
import org.junit.jupiter.api.Test;

/** Gomoku's drawing: any board size, stones in place, every empty cell playable, the winning five lit. */
class GomokuDiagramTest {
    private final GomokuDiagram view = new GomokuDiagram();

    @Test
    void theBoardHasItsSizeWithTheTopRowFirst() {
        for (int size : new int[] {9, 15, 20}) {
            Diagram g = view.draw(new GomokuPosition(size, GomokuRule.FREESTYLE));
            assertThat(g.rows()).isEqualTo(size);
            assertThat(g.cols()).isEqualTo(size);
            assertThat(g.style()).isEqualTo("stones");
            assertThat(g.colLabels()).hasSize(size).startsWith("a", "b");
            assertThat(g.rowLabels()).hasSize(size).startsWith(Integer.toString(size)).endsWith("1");
            assertThat(g.cells()).allMatch(String::isEmpty);
        }
    }

    @Test
    void stonesAndMovesSitOnTheCellsTheirNamesSay() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.STANDARD, "h8 i9");
        Diagram g = view.draw(p);
        // h8: column 7, row 8 of 15, so the 8th row from the top (index 7)
        assertThat(g.cells().get(7 * 15 + 7)).isEqualTo("0");
        assertThat(g.cells().get(6 * 15 + 8)).isEqualTo("1");
        assertThat(g.cells().stream().filter(c -> !c.isEmpty())).hasSize(2);
        int a1 = GomokuNotation.cell(15, "a1");
        assertThat(view.cellsOf(p, a1)).containsExactly(14 * 15);
        int[] moves = p.legalMoves();
        assertThat(moves).hasSize(15 * 15 - 2);
        for (int move : moves) {
            int[] cells = view.cellsOf(p, move);
            assertThat(cells).hasSize(1);
            assertThat(g.cells().get(cells[0])).as(GomokuNotation.name(15, move)).isEmpty();
        }
    }

    @Test
    void theWinningFiveIsHighlighted() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.STANDARD, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
        assertThat(p.isOver()).isTrue();
        assertThat(view.draw(p).highlight()).containsExactlyInAnyOrder(210, 211, 212, 213, 214);
    }

    @Test
    void underFreestyleAnOverlineWinsAndIsHighlightedWhole() {
        GomokuPosition p = GomokuPosition.of(9, GomokuRule.FREESTYLE, "a1 a3 b1 b3 c1 c3 d1 d3 f1 e3");
        assertThat(p.isOver()).as("white made five on row 3").isTrue();
        assertThat(view.draw(p).highlight()).containsExactlyInAnyOrder(6 * 9, 6 * 9 + 1, 6 * 9 + 2, 6 * 9 + 3, 6 * 9 + 4);
        GomokuPosition six = GomokuPosition.of(9, GomokuRule.FREESTYLE, "a1 a3 b1 b3 c1 c3 d1 i9 f1 h9 e1");
        assertThat(six.isOver()).isTrue();
        assertThat(view.draw(six).highlight()).containsExactlyInAnyOrder(72, 73, 74, 75, 76, 77);
    }

    @Test
    void nothingIsHighlightedWhileTheGameGoesOn() {
        assertThat(view.draw(GomokuPosition.of(15, GomokuRule.RENJU, "h8 h9 i8")).highlight()).isEmpty();
        assertThat(new GomokuGame().sideName(0)).isEqualTo("Black");
        assertThat(new GomokuGame().sideName(1)).isEqualTo("White");
    }
}
