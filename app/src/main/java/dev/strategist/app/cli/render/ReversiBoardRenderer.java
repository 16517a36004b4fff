package dev.strategist.app.cli.render;

import dev.strategist.core.Position;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;

/**
 * Othello as the usual diagram: a1 at the top left, X for Black and O for White, the side to move's
 * legal squares marked {@code *}; under it the disc counts, and a notice when the side to move must
 * pass or the game is over. A 6 x 6 or 4 x 4 board is drawn the same way, with its own letters.
 */
public final class ReversiBoardRenderer implements BoardRenderer {

    /** The renderer ServiceLoader creates. */
    public ReversiBoardRenderer() {
    }

    @Override
    public String game() {
        return "othello";
    }

    @Override
    public String render(Position position) {
        ReversiPosition p = (ReversiPosition) position;
        ReversiBoard board = p.board();
        int n = board.size();
        boolean over = p.isOver();
        long moves = over ? 0 : p.moveMask();
        String letters = "   " + "a b c d e f g h".substring(0, 2 * n - 1) + "\n";
        StringBuilder sb = new StringBuilder(letters);
        for (int row = 0; row < n; row++) {
            sb.append(' ').append(row + 1).append(' ');
            for (int col = 0; col < n; col++) {
                int sq = board.square(col, row);
                char c = ((moves >>> sq) & 1) != 0 ? '*' : ".XO".charAt(p.square(sq));
                sb.append(c).append(col < n - 1 ? " " : "");
            }
            sb.append(' ').append(row + 1).append('\n');
        }
        sb.append(letters);
        int black = Long.bitCount(p.discs(ReversiPosition.BLACK));
        int white = Long.bitCount(p.discs(ReversiPosition.WHITE));
        sb.append("Black (X) ").append(black).append(", White (O) ").append(white);
        String mover = sideName(p.sideToMove());
        if (over) {
            sb.append("; game over, ").append(black == white ? "a draw"
                    : (black > white ? "Black" : "White") + " wins by " + Math.abs(p.finalDiscDifference()));
        } else if (moves == 0) {
            sb.append("\n").append(mover).append(" has no move and must pass (type pass)");
        } else {
            sb.append("; ").append(mover).append(" to move at *");
        }
        return sb.toString();
    }

    @Override
    public String sideName(int side) {
        return side == ReversiPosition.BLACK ? "Black" : "White";
    }
}
