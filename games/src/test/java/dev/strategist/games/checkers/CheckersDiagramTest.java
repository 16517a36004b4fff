package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Diagram;
import org.junit.jupiter.api.Test;

/** Checkers' drawing: men and kings on the dark squares, moves as buttons, the last move's path lit. */
class CheckersDiagramTest {
    private final CheckersDiagram view = new CheckersDiagram();

    @Test
    void theStartHasTwelveMenASideOnTheDarkSquares() {
        Diagram g = view.draw(new CheckersPosition());
        assertThat(g.rows()).isEqualTo(8);
        assertThat(g.cols()).isEqualTo(8);
        assertThat(g.style()).isEqualTo("checkers");
        for (int i = 0; i < 64; i++) {
            int row = i / 8;
            boolean light = (row + i % 8) % 2 == 0;
            String expected = light || row == 3 || row == 4 ? "" : row < 3 ? "0" : "1";
            assertThat(g.cells().get(i)).as("cell %d", i).isEqualTo(expected);
        }
        assertThat(g.highlight()).isEmpty();
    }

    @Test
    void kingsAreMarked() {
        CheckersPosition p = new CheckersPosition();
        // a Black king on square 1 (top row, second column) and a White king on 32 (bottom row, seventh)
        p.setBoard(0, 1L << 14, 1L, 1L << 17, 1L << 31);
        Diagram g = view.draw(p);
        assertThat(g.cells().get(1)).isEqualTo("0k");
        assertThat(g.cells().get(7 * 8 + 6)).isEqualTo("1k");
        assertThat(g.cells().stream().filter(c -> !c.isEmpty())).hasSize(4);
    }

    @Test
    void movesAreButtonsAndTheLastMovesPathIsHighlighted() {
        CheckersPosition p = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (int move : p.legalMoves()) {
            assertThat(view.cellsOf(p, move)).isEmpty();
        }
        p.play(notation.parse(p, "11-15"));
        // square 11 is row 2, column 5; square 15 is row 3, column 4
        assertThat(view.draw(p).highlight()).containsExactly(2 * 8 + 5, 3 * 8 + 4);
        assertThat(view.draw(p).cells().get(3 * 8 + 4)).isEqualTo("0");
        p.play(notation.parse(p, "23-19"));
        p.play(notation.parse(p, "8-11"));
        p.play(notation.parse(p, "22-18"));
        p.play(notation.parse(p, "15x22"));
        // the capture's path: 15 then 22 (row 5, column 2)
        assertThat(view.draw(p).highlight()).containsExactly(3 * 8 + 4, 5 * 8 + 2);
        assertThat(new CheckersGame().sideName(0)).isEqualTo("Black");
    }

    @Test
    void theNoticeCountsTowardsTheQuietMoveDrawFromTenMovesEach() {
        CheckersPosition p = new CheckersPosition(0, 40);
        p.setBoard(0, 0, 1L, 0, 1L << 31);
        CheckersNotation notation = new CheckersNotation();
        String[] shuffle = {"1-5", "32-28", "5-1", "28-32"};
        for (int ply = 0; ply < 19; ply++) {
            p.play(notation.parse(p, shuffle[ply % 4]));
        }
        assertThat(view.notice(p)).isNull();
        p.play(notation.parse(p, shuffle[19 % 4]));
        assertThat(view.notice(p)).isEqualTo("10 of 40 moves each without a man move or capture");
        p.setBoard(0, 1L << 13, 0, 1L << 17, 0);
        assertThat(view.notice(p)).isEqualTo("Black must capture: a capture is compulsory");
    }
}
