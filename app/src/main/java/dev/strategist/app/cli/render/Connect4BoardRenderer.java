package dev.strategist.app.cli.render;

import dev.strategist.core.Position;
import dev.strategist.games.connect4.Connect4Position;

/**
 * Connect Four as the upright grid it is: rows from the top down, X and O for the discs, a dot for an
 * empty cell, and the column numbers 1..width underneath, which are what a person types to drop a disc.
 */
public final class Connect4BoardRenderer implements BoardRenderer {
    private static final String DISCS = ".XO";

    /** The renderer ServiceLoader creates. */
    public Connect4BoardRenderer() {
    }

    @Override
    public String game() {
        return "connect4";
    }

    @Override
    public String render(Position position) {
        Connect4Position p = (Connect4Position) position;
        int width = p.width();
        StringBuilder sb = new StringBuilder();
        for (int row = p.height() - 1; row >= 0; row--) {
            sb.append('|');
            for (int col = 0; col < width; col++) {
                sb.append(' ').append(DISCS.charAt(p.cell(col, row)));
            }
            sb.append(" |\n");
        }
        sb.append('+').append("-".repeat(2 * width + 1)).append("+\n ");
        for (int col = 0; col < width; col++) {
            sb.append(' ').append(col + 1);
        }
        return sb.toString();
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "X" : "O";
    }
}
