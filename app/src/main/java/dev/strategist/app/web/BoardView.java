package dev.strategist.app.web;

import dev.strategist.core.Position;

/**
 * How the browser draws one game: the board as a {@link Grid} of cells and, for each move, the cells a
 * click on which plays it. Views are found by game name through {@link java.util.ServiceLoader} (see
 * {@link BoardViews}); a game without one is shown as text with its legal moves as buttons, so a new game
 * plays in the browser before it has a drawing.
 */
public interface BoardView {

    /** The {@link dev.strategist.core.Game#name()} of the game it draws. */
    String game();

    /** The board of {@code position} (which is not changed). */
    Grid grid(Position position);

    /**
     * The cells that play {@code move}, legal in {@code position}: the first is where it lands (the legal-
     * move and last-move markers go there); a click on any of them plays it. Empty when the view has no
     * cell for it (the page then offers a button).
     */
    int[] cellsOf(Position position, int move);

    /** What players call side 0 and side 1: "X" and "O", "Black" and "White". */
    String sideName(int side);

    /**
     * The squares {@code move} goes through, where it has a path the page can click along (a checkers
     * move: its start, then every landing square); empty for a move that is one cell.
     */
    default int[] pathOf(Position position, int move) {
        return new int[0];
    }

    /** Each side's score where the game keeps one ("12 discs", "10 pieces, 2 kings"); null where it has none. */
    default java.util.List<String> scores(Position position) {
        return null;
    }

    /** A sentence about the position worth telling the players (a pass, a compulsory capture), or null. */
    default String notice(Position position) {
        return null;
    }
}
