package dev.strategist.app.cli.render;

import dev.strategist.core.Position;

/**
 * Draws one game's board for the terminal and names its sides. Renderers are found by game name
 * through {@link java.util.ServiceLoader} (see {@link BoardRenderers}); a game without one is drawn with
 * its position's {@code toString()}, so a new game plays on the command line before it has a drawing.
 */
public interface BoardRenderer {

    /** The {@link dev.strategist.core.Game#name()} of the game it draws. */
    String game();

    /** The board as lines of text, without a final line break; {@code position} is not changed. */
    String render(Position position);

    /** What players call side 0 and side 1: "X" and "O", "Black" and "White". */
    String sideName(int side);
}
