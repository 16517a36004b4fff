package dev.strategist.app.cli.render;

import dev.strategist.core.Position;

/** The fallback drawing for a game with no diagram: the position's {@code toString()}. */
final class PlainBoardRenderer implements BoardRenderer {

    @Override
    public String render(Position position, int lastMove) {
        return position.toString();
    }
}
