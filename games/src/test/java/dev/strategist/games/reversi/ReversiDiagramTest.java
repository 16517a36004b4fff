package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Diagram;
import org.junit.jupiter.api.Test;

/** Othello's drawing: discs where the position has them, a move on its square, the pass without one. */
class ReversiDiagramTest {
    private final ReversiDiagram view = new ReversiDiagram();

    @Test
    void theStartHasFourDiscsWithA1AtTheTopLeft() {
        Diagram g = view.draw(new ReversiPosition());
        assertThat(g.rows()).isEqualTo(8);
        assertThat(g.cols()).isEqualTo(8);
        assertThat(g.style()).isEqualTo("othello");
        assertThat(g.colLabels()).containsExactly("a", "b", "c", "d", "e", "f", "g", "h");
        assertThat(g.rowLabels()).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
        // White on d4 and e5, Black on e4 and d5; d4 is row 4 from the top, column d
        assertThat(g.cells().get(3 * 8 + 3)).isEqualTo("1");
        assertThat(g.cells().get(4 * 8 + 4)).isEqualTo("1");
        assertThat(g.cells().get(3 * 8 + 4)).isEqualTo("0");
        assertThat(g.cells().get(4 * 8 + 3)).isEqualTo("0");
        assertThat(g.cells().stream().filter(String::isEmpty)).hasSize(60);
        assertThat(g.highlight()).isEmpty();
        assertThat(g.text()).isNull();
    }

    @Test
    void aMoveIsItsSquareAndTurnsTheDiscsOver() {
        ReversiPosition p = new ReversiPosition();
        ReversiNotation notation = new ReversiNotation();
        int f5 = notation.parse(p, "f5");
        assertThat(view.cellsOf(p, f5)).containsExactly(4 * 8 + 5);
        p.play(f5);
        Diagram g = view.draw(p);
        assertThat(g.cells().get(4 * 8 + 5)).isEqualTo("0");
        assertThat(g.cells().get(4 * 8 + 4)).as("e5 turned black").isEqualTo("0");
        assertThat(g.cells().stream().filter("0"::equals)).hasSize(4);
        assertThat(g.cells().stream().filter("1"::equals)).hasSize(1);
    }

    @Test
    void thePassHasNoCellSoThePageOffersItAsAButton() {
        // White's lone disc on b1 beside Black's a1: White cannot move, Black can (c1)
        ReversiPosition p = ReversiPosition.of(1L, 1L << 1, ReversiPosition.WHITE);
        int[] moves = p.legalMoves();
        assertThat(moves).containsExactly(ReversiPosition.PASS);
        assertThat(view.cellsOf(p, ReversiPosition.PASS)).isEmpty();
    }

    @Test
    void aSixBySixBoardIsASixBySixGridWithMovesOnItsOwnCells() {
        ReversiPosition p = new ReversiPosition(dev.strategist.games.reversi.ReversiBoard.SIX);
        Diagram g = view.draw(p);
        assertThat(g.rows()).isEqualTo(6);
        assertThat(g.cols()).isEqualTo(6);
        assertThat(g.colLabels()).containsExactly("a", "b", "c", "d", "e", "f");
        assertThat(g.cells()).hasSize(36);
        assertThat(g.cells().get(2 * 6 + 2)).as("c3 white").isEqualTo("1");
        assertThat(g.cells().get(2 * 6 + 3)).as("d3 black").isEqualTo("0");
        int c2 = new ReversiNotation().parse(p, "c2");
        assertThat(view.cellsOf(p, c2)).containsExactly(1 * 6 + 2);
        p.play(c2);
        assertThat(view.draw(p).cells().get(1 * 6 + 2)).isEqualTo("0");
    }

    @Test
    void sidesAreBlackAndWhite() {
        assertThat(new ReversiGame().sideName(0)).isEqualTo("Black");
        assertThat(new ReversiGame().sideName(1)).isEqualTo("White");
    }
}
