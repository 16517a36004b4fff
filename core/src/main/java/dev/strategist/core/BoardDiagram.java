package dev.strategist.core;

import java.util.List;

/**
 * How a game's board is drawn, for any face: the board as a {@link Diagram} and, for each move, the cells
 * that play it. It lives with the game so the faces (the browser, a terminal) only render what it says and
 * adding a game touches none of them; a game without one is shown as text with its moves as buttons.
 *
 * @param <P> the game's position type
 */
public interface BoardDiagram<P extends Position> {

    /** The board of {@code position} (which is not changed). */
    Diagram draw(P position);

    /**
     * The cells that play {@code move}, legal in {@code position}: the first is where it lands (the legal-
     * move and last-move markers go there); a click on any of them plays it. Empty when the diagram has no
     * cell for it (a face then offers a button).
     */
    int[] cellsOf(P position, int move);

    /**
     * The squares {@code move} goes through, where it has a path a person can click along (a checkers
     * move: its start, then every landing square); empty for a move that is one cell.
     */
    default int[] pathOf(P position, int move) {
        return new int[0];
    }

    /** Each side's score where the game keeps one ("12 discs", "10 pieces, 2 kings"); null where it has none. */
    default List<String> scores(P position) {
        return null;
    }

    /** A sentence about the position worth telling the players (a pass, a compulsory capture), or null. */
    default String notice(P position) {
        return null;
    }
}
