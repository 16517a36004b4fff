package dev.strategist.app.cli.render;

import dev.strategist.core.Game;
import java.util.ServiceLoader;

/** Finds the renderer of a game among those registered, falling back to the plain one. */
public final class BoardRenderers {
    private BoardRenderers() {
    }

    /** The registered renderer for {@code game}, or one that prints the position's {@code toString()}. */
    public static BoardRenderer forGame(Game<?> game) {
        for (BoardRenderer renderer : ServiceLoader.load(BoardRenderer.class)) {
            if (renderer.game().equals(game.name())) {
                return renderer;
            }
        }
        return new PlainBoardRenderer(game.name());
    }
}
