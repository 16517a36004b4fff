package dev.strategist.app.cli.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.connect4.Connect4Position;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.tictactoe.TicTacToePosition;
import org.junit.jupiter.api.Test;

/** Board drawings: every game's diagram as text in its style's grid, and the plain fallback. */
class BoardRendererTest {
    private static final int NONE = Position.NO_MOVE;

    @Test
    void ticTacToeIsDrawnAsAGridWithColumnLettersAndRowNumbersFromTheTop() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("ttt"));
        assertThat(renderer).isInstanceOf(DiagramRenderer.class);
        assertThat(renderer.render(TicTacToePosition.of("X.O/.X./..O"), NONE)).isEqualTo(String.join("\n",
                "   a   b   c",
                "1  X |   | O",
                "  ---+---+---",
                "2    | X |",
                "  ---+---+---",
                "3    |   | O"));
    }

    @Test
    void ticTacToeBracketsTheWinningLine() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("ttt"));
        assertThat(renderer.render(TicTacToePosition.of("XO./OX./..X"), NONE)).isEqualTo(String.join("\n",
                "   a   b   c",
                "1 [X]| O |",
                "  ---+---+---",
                "2  O |[X]|",
                "  ---+---+---",
                "3    |   |[X]"));
    }

    @Test
    void connectFourIsDrawnUprightWithTheColumnNumbersUnderneath() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("c4"));
        assertThat(renderer.render(Connect4Position.of("4453"), NONE)).isEqualTo(String.join("\n",
                "| . . . . . . . |",
                "| . . . . . . . |",
                "| . . . . . . . |",
                "| . . . . . . . |",
                "| . . . O . . . |",
                "| . . O X X . . |",
                "+---------------+",
                "  1 2 3 4 5 6 7"));
        assertThat(renderer.render(new Connect4Position(4, 4), NONE)).isEqualTo(String.join("\n",
                "| . . . . |", "| . . . . |", "| . . . . |", "| . . . . |", "+---------+", "  1 2 3 4"));
    }

    @Test
    void othelloMarksTheLegalMovesAndCountsTheDiscs() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("reversi"));
        assertThat(renderer.render(new ReversiPosition(), NONE)).isEqualTo(String.join("\n",
                "   a b c d e f g h",
                " 1 . . . . . . . . 1",
                " 2 . . . . . . . . 2",
                " 3 . . . * . . . . 3",
                " 4 . . * O X . . . 4",
                " 5 . . . X O * . . 5",
                " 6 . . . . * . . . 6",
                " 7 . . . . . . . . 7",
                " 8 . . . . . . . . 8",
                "   a b c d e f g h",
                "Black (X) 2 discs; White (O) 2 discs; Black to move at *"));
        assertThat(renderer.render(ReversiPosition.of(0xFFL, 1L << 9, ReversiPosition.WHITE), NONE)).isEqualTo(
                String.join("\n",
                "   a b c d e f g h",
                " 1 X X X X X X X X 1",
                " 2 . O . . . . . . 2",
                " 3 . . . . . . . . 3",
                " 4 . . . . . . . . 4",
                " 5 . . . . . . . . 5",
                " 6 . . . . . . . . 6",
                " 7 . . . . . . . . 7",
                " 8 . . . . . . . . 8",
                "   a b c d e f g h",
                "Black (X) 8 discs; White (O) 1 disc",
                "White has no move and must pass (type pass)"));
        assertThat(renderer.render(ReversiPosition.of(3L, 1L << 63, ReversiPosition.BLACK), NONE))
                .endsWith(" 8 . . . . . . . O 8\n   a b c d e f g h\nBlack (X) 2 discs; White (O) 1 disc");
    }

    @Test
    void othelloOnSixBySixHasItsOwnLettersAndRows() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("othello"));
        assertThat(renderer.render(new ReversiPosition(ReversiBoard.SIX), NONE)).isEqualTo(String.join("\n",
                "   a b c d e f",
                " 1 . . . . . . 1",
                " 2 . . * . . . 2",
                " 3 . * O X . . 3",
                " 4 . . X O * . 4",
                " 5 . . . * . . 5",
                " 6 . . . . . . 6",
                "   a b c d e f",
                "Black (X) 2 discs; White (O) 2 discs; Black to move at *"));
    }

    @Test
    void gomokuIsDrawnWithLettersAboveAndBelowAndTheLastStoneBracketed() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("gomoku"));
        GomokuPosition position = GomokuPosition.of(9, GomokuRule.FREESTYLE, "e5 f6");
        int f6 = 5 * 9 + 5;
        assertThat(renderer.render(position, f6).split("\n")).containsExactly(
                "    a  b  c  d  e  f  g  h  i",
                " 9  .  .  .  .  .  .  .  .  .  9",
                " 8  .  .  .  .  .  .  .  .  .  8",
                " 7  .  .  .  .  .  .  .  .  .  7",
                " 6  .  .  .  .  . [O] .  .  .  6",
                " 5  .  .  .  .  X  .  .  .  .  5",
                " 4  .  .  .  .  .  .  .  .  .  4",
                " 3  .  .  .  .  .  .  .  .  .  3",
                " 2  .  .  .  .  .  .  .  .  .  2",
                " 1  .  .  .  .  .  .  .  .  .  1",
                "    a  b  c  d  e  f  g  h  i",
                "Black (X); White (O)");
        assertThat(renderer.render(position, NONE)).contains(" 6  .  .  .  .  .  O  .  .  .  6");
    }

    @Test
    void gomokuBracketsTheFiveThatWon() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("gomoku"));
        GomokuPosition position = GomokuPosition.of(9, GomokuRule.FREESTYLE, "a1 a9 b1 b9 c1 c9 d1 d9 e1");
        assertThat(renderer.render(position, 4).split("\n")).contains(
                " 9  O  O  O  O  .  .  .  .  .  9",
                " 1 [X][X][X][X][X] .  .  .  .  1");
    }

    @Test
    void gomokuNamesTheThreatsTheDiagramMarksUnderTheBoard() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("gomoku"));
        // White's c5 d5 e5 is an open three; Black's a1 b1 c1 d1 a four that e1 completes
        GomokuPosition position = GomokuPosition.of(9, GomokuRule.FREESTYLE, "a1 c5 b1 d5 c1 e5 d1");
        assertThat(renderer.render(position, NONE).split("\n")).endsWith(
                "Black (X); White (O)",
                "Threats: Black wins at e1; White forces a win at b5, f5");
    }

    @Test
    void aGameWithoutADiagramIsDrawnByItsPositionsToString() {
        BoardRenderer renderer = BoardRenderers.forGame(new UnrenderedGame());
        assertThat(renderer).isInstanceOf(PlainBoardRenderer.class);
        assertThat(renderer.render(TicTacToePosition.of("X.O/.X./..O"), NONE)).isEqualTo("X.O/.X./..O");
    }

    @Test
    void aMarkedCellIsNamedByItsLabelsOrByNumbersWhereAnAxisHasNone() {
        java.util.List<String> cells = java.util.Collections.nCopies(6, "");
        dev.strategist.core.Diagram both = new dev.strategist.core.Diagram(2, 3, "grid", cells,
                java.util.List.of("a", "b", "c"), java.util.List.of("2", "1"), java.util.List.of(), "");
        assertThat(BoardFooter.cellName(both, 4)).isEqualTo("b1");
        // no row labels, as Connect Four's diagram has none: a threat there must not throw
        dev.strategist.core.Diagram columnsOnly = new dev.strategist.core.Diagram(2, 3, "grid", cells,
                java.util.List.of("a", "b", "c"), java.util.List.of(), java.util.List.of(), "");
        assertThat(BoardFooter.cellName(columnsOnly, 4)).isEqualTo("column b, row 2");
    }
}
