package dev.strategist.app.cli.render;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import java.util.Optional;

/** Picks the terminal drawing of a game: its diagram as text, or its positions' text where it has none. */
public final class BoardRenderers {
    private BoardRenderers() {
    }

    /** The renderer of {@code game}'s diagram, or one that prints the position's {@code toString()}. */
    @SuppressWarnings("unchecked") // the positions handed in are the game's own
    public static BoardRenderer forGame(Game<?> game) {
        Optional<BoardDiagram<Position>> diagram = (Optional<BoardDiagram<Position>>) (Optional<?>) game.diagram();
        return diagram.<BoardRenderer>map(d -> new DiagramRenderer((Game<Position>) game, d))
                .orElseGet(PlainBoardRenderer::new);
    }
}
