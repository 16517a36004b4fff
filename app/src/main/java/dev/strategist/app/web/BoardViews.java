package dev.strategist.app.web;

import dev.strategist.core.Game;
import java.util.ServiceLoader;

/** Finds the view of a game among those registered, falling back to the plain one. */
final class BoardViews {
    private BoardViews() {
    }

    /** The registered view for {@code game}, or one that shows the position's {@code toString()}. */
    static BoardView forGame(Game<?> game) {
        for (BoardView view : ServiceLoader.load(BoardView.class)) {
            if (view.game().equals(game.name())) {
                return view;
            }
        }
        return new PlainBoardView(game.name());
    }
}
