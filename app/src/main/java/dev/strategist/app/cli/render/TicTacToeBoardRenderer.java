package dev.strategist.app.cli.render;

import dev.strategist.core.Position;
import dev.strategist.games.tictactoe.TicTacToePosition;

/**
 * Tic-tac-toe as a 3 x 3 grid labelled like its notation: columns a b c, rows 1 2 3 from the top, so
 * the cell under "b" in row "2" is typed {@code b2}.
 */
public final class TicTacToeBoardRenderer implements BoardRenderer {
    private static final String MARKS = " XO";

    /** The renderer ServiceLoader creates. */
    public TicTacToeBoardRenderer() {
    }

    @Override
    public String game() {
        return "tictactoe";
    }

    @Override
    public String render(Position position) {
        TicTacToePosition p = (TicTacToePosition) position;
        StringBuilder sb = new StringBuilder("   a   b   c\n");
        for (int row = 0; row < 3; row++) {
            if (row > 0) {
                sb.append("  ---+---+---\n");
            }
            StringBuilder line = new StringBuilder().append(row + 1).append(' ');
            for (int col = 0; col < 3; col++) {
                line.append(col > 0 ? "| " : " ").append(MARKS.charAt(p.cell(row * 3 + col))).append(' ');
            }
            sb.append(line.toString().stripTrailing());
            if (row < 2) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "X" : "O";
    }
}
