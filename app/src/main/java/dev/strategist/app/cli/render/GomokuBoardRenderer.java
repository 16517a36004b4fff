package dev.strategist.app.cli.render;

import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuPosition;

/**
 * Gomoku as the grid players know: column letters along the top and bottom, row numbers down both sides
 * with the highest row at the top (so {@code h8} is the centre of 15 x 15), {@code X} for black,
 * {@code O} for white, the last stone played marked by brackets, {@code .} for an empty point.
 */
public final class GomokuBoardRenderer implements BoardRenderer {

    /** The renderer ServiceLoader creates. */
    public GomokuBoardRenderer() {
    }

    @Override
    public String game() {
        return "gomoku";
    }

    @Override
    public String render(Position position) {
        GomokuPosition p = (GomokuPosition) position;
        int size = p.size();
        int last = p.lastMove();
        StringBuilder letters = new StringBuilder("   ");
        for (int x = 0; x < size; x++) {
            letters.append(' ').append((char) ('a' + x)).append(' ');
        }
        StringBuilder sb = new StringBuilder();
        sb.append(letters.toString().stripTrailing()).append('\n');
        for (int y = size - 1; y >= 0; y--) {
            sb.append(String.format("%2d ", y + 1));
            for (int x = 0; x < size; x++) {
                int cell = y * size + x;
                char stone = ".XO".charAt(p.stone(cell));
                if (cell == last) {
                    sb.append('[').append(stone).append(']');
                } else {
                    sb.append(' ').append(stone).append(' ');
                }
            }
            sb.append(String.format(" %d\n", y + 1));
        }
        sb.append(letters.toString().stripTrailing());
        return sb.toString();
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "Black (X)" : "White (O)";
    }
}
