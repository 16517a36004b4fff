package dev.strategist.app.cli.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Games;
import dev.strategist.games.connect4.Connect4Position;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.tictactoe.TicTacToePosition;
import org.junit.jupiter.api.Test;

/** Board drawings: Tic-tac-toe's grid, found by name, and the plain fallback. */
class BoardRendererTest {

    @Test
    void ticTacToeIsDrawnAsAGridWithColumnLettersAndRowNumbersFromTheTop() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("ttt"));
        assertThat(renderer).isInstanceOf(TicTacToeBoardRenderer.class);
        assertThat(renderer.render(TicTacToePosition.of("X.O/.X./..O"))).isEqualTo(String.join("\n",
                "   a   b   c",
                "1  X |   | O",
                "  ---+---+---",
                "2    | X |",
                "  ---+---+---",
                "3    |   | O"));
        assertThat(renderer.sideName(0)).isEqualTo("X");
        assertThat(renderer.sideName(1)).isEqualTo("O");
    }

    @Test
    void connectFourIsDrawnUprightWithTheColumnNumbersUnderneath() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("c4"));
        assertThat(renderer).isInstanceOf(Connect4BoardRenderer.class);
        assertThat(renderer.render(Connect4Position.of("4453"))).isEqualTo(String.join("\n",
                "| . . . . . . . |",
                "| . . . . . . . |",
                "| . . . . . . . |",
                "| . . . . . . . |",
                "| . . . O . . . |",
                "| . . O X X . . |",
                "+---------------+",
                "  1 2 3 4 5 6 7"));
        assertThat(renderer.render(new Connect4Position(4, 4))).isEqualTo(String.join("\n",
                "| . . . . |", "| . . . . |", "| . . . . |", "| . . . . |", "+---------+", "  1 2 3 4"));
        assertThat(renderer.sideName(0)).isEqualTo("X");
        assertThat(renderer.sideName(1)).isEqualTo("O");
    }

    @Test
    void othelloMarksTheLegalMovesAndCountsTheDiscs() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("reversi"));
        assertThat(renderer).isInstanceOf(ReversiBoardRenderer.class);
        assertThat(renderer.render(new ReversiPosition())).isEqualTo(String.join("\n",
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
                "Black (X) 2, White (O) 2; Black to move at *"));
        assertThat(renderer.render(ReversiPosition.of(0xFFL, 1L << 9, ReversiPosition.WHITE)))
                .endsWith("Black (X) 8, White (O) 1\nWhite has no move and must pass (type pass)");
        assertThat(renderer.render(ReversiPosition.of(3L, 1L << 63, ReversiPosition.BLACK)))
                .endsWith("Black (X) 2, White (O) 1; game over, Black wins by 62");
        assertThat(renderer.sideName(0)).isEqualTo("Black");
        assertThat(renderer.sideName(1)).isEqualTo("White");
    }

    @Test
    void othelloOnSixBySixHasItsOwnLettersAndRows() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("othello"));
        assertThat(renderer.render(new ReversiPosition(dev.strategist.games.reversi.ReversiBoard.SIX)))
                .isEqualTo(String.join("\n",
                "   a b c d e f",
                " 1 . . . . . . 1",
                " 2 . . * . . . 2",
                " 3 . * O X . . 3",
                " 4 . . X O * . 4",
                " 5 . . . * . . 5",
                " 6 . . . . . . 6",
                "   a b c d e f",
                "Black (X) 2, White (O) 2; Black to move at *"));
    }

    @Test
    void gomokuIsDrawnWithLettersAboveAndBelowAndTheLastStoneBracketed() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("gomoku"));
        assertThat(renderer).isInstanceOf(GomokuBoardRenderer.class);
        String drawn = renderer.render(dev.strategist.games.gomoku.GomokuPosition.of(9,
                dev.strategist.games.gomoku.GomokuRule.FREESTYLE, "e5 f6"));
        assertThat(drawn.split("\n")).containsExactly(
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
                "    a  b  c  d  e  f  g  h  i");
        assertThat(renderer.sideName(0)).isEqualTo("Black (X)");
    }

    @Test
    void aGameWithoutARendererIsDrawnByItsPositionsToString() {
        BoardRenderer renderer = BoardRenderers.forGame(new UnrenderedGame());
        assertThat(renderer).isInstanceOf(PlainBoardRenderer.class);
        assertThat(renderer.render(TicTacToePosition.of("X.O/.X./..O"))).isEqualTo("X.O/.X./..O");
        assertThat(renderer.sideName(0)).isEqualTo("player 1");
    }
}
