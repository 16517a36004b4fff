package dev.strategist.app.web;

import dev.strategist.core.Position;

/** The fallback view of a game with no drawing of its own: the position's text; moves are buttons. */
final class PlainBoardView implements BoardView {
    private static final int[] NO_CELLS = {};
    private final String game;

    PlainBoardView(String game) {
        this.game = game;
    }

    @Override
    public String game() {
        return game;
    }

    @Override
    public Grid grid(Position position) {
        return Grid.textOnly(position.toString());
    }

    @Override
    public int[] cellsOf(Position position, int move) {
        return NO_CELLS;
    }

    @Override
    public String sideName(int side) {
        return "player " + (side + 1);
    }
}
