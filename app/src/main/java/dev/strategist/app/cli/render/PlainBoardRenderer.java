package dev.strategist.app.cli.render;

import dev.strategist.core.Position;

/** The fallback drawing for a game with no renderer of its own: the position's {@code toString()}. */
final class PlainBoardRenderer implements BoardRenderer {
    private final String game;

    PlainBoardRenderer(String game) {
        this.game = game;
    }

    @Override
    public String game() {
        return game;
    }

    @Override
    public String render(Position position) {
        return position.toString();
    }

    @Override
    public String sideName(int side) {
        return "player " + (side + 1);
    }
}
