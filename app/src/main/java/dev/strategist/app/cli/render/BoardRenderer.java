package dev.strategist.app.cli.render;

import dev.strategist.core.Position;

/**
 * Draws a game's board for the terminal. {@link BoardRenderers} hands out the one that draws the game's
 * {@link dev.strategist.core.Diagram}, or the plain one for a game without a diagram, so a new game plays on
 * the command line before it has a drawing.
 */
public interface BoardRenderer {

    /**
     * The board as lines of text, without a final line break; {@code position} is not changed.
     * {@code lastMove} is the move that led to it ({@link Position#NO_MOVE} when none is known): the
     * position does not say, and some boards mark it.
     */
    String render(Position position, int lastMove);
}
