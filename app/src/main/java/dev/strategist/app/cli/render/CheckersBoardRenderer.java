package dev.strategist.app.cli.render;

import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersGeometry;
import dev.strategist.games.checkers.CheckersPosition;

/**
 * Checkers as White sees it (Black's men start at the top and move down): {@code b} and {@code w} for
 * men, {@code B} and {@code W} for kings, a dot on an empty dark square, and beside the board the same
 * squares with their PDN numbers, which are what a person types ({@code 11-15}, {@code 22x15}).
 */
public final class CheckersBoardRenderer implements BoardRenderer {

    /** The renderer ServiceLoader creates. */
    public CheckersBoardRenderer() {
    }

    @Override
    public String game() {
        return "checkers";
    }

    @Override
    public String render(Position position) {
        CheckersPosition p = (CheckersPosition) position;
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 8; row++) {
            StringBuilder board = new StringBuilder("  ");
            StringBuilder numbers = new StringBuilder();
            for (int col = 0; col < 8; col++) {
                int b = CheckersGeometry.square(row, col);
                if (b < 0) {
                    board.append("  ");
                    numbers.append("   ");
                } else {
                    board.append(piece(p, b)).append(' ');
                    numbers.append(String.format("%3d", b + 1));
                }
            }
            sb.append(board).append("  ").append(numbers.toString().stripTrailing());
            if (row == 0) {
                sb.append("    b B = Black man, king (moves down)");
            } else if (row == 7) {
                sb.append("    w W = White man, king (moves up)");
            }
            sb.append('\n');
        }
        String rules = "";
        if (!p.isOver() && p.mustCapture()) {
            rules = (p.sideToMove() == 0 ? "Black" : "White") + " must capture";
        }
        if (p.quietPlies() >= 20 && p.quietMoveLimit() > 0) {
            rules += (rules.isEmpty() ? "" : "; ") + (p.quietPlies() / 2) + " of " + p.quietMoveLimit()
                    + " moves each without a man move or capture";
        }
        if (!rules.isEmpty()) {
            sb.append("  ").append(rules).append('\n');
        }
        return sb.substring(0, sb.length() - 1);
    }

    private static char piece(CheckersPosition p, int b) {
        long bit = 1L << b;
        if ((p.men(0) & bit) != 0) {
            return 'b';
        }
        if ((p.kings(0) & bit) != 0) {
            return 'B';
        }
        if ((p.men(1) & bit) != 0) {
            return 'w';
        }
        if ((p.kings(1) & bit) != 0) {
            return 'W';
        }
        return '.';
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "Black" : "White";
    }
}
