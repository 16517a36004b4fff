package dev.strategist.app.web;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import java.util.List;
import java.util.Optional;

/**
 * What the browser shows of one game: its {@link BoardDiagram} as the game draws it, or, for a game with
 * none, the position's text with its moves as buttons, so a new game plays in the browser before it has a
 * drawing. The page only renders; nothing here knows a game.
 */
final class BoardView {
    private static final int[] NO_CELLS = {};
    private final Game<?> game;
    private final BoardDiagram<Position> diagram;

    @SuppressWarnings("unchecked") // the positions handed in are the game's own
    private BoardView(Game<?> game) {
        this.game = game;
        this.diagram = ((Optional<BoardDiagram<Position>>) (Optional<?>) game.diagram()).orElse(null);
    }

    /** The view of {@code game}. */
    static BoardView forGame(Game<?> game) {
        return new BoardView(game);
    }

    /** The board {@code game} starts from with its default options, which a listing of the games shows. */
    static Diagram startBoard(Game<?> game) {
        return forGame(game).grid(game.newPosition(GameOptions.defaults(game.options())));
    }

    /** The board of {@code position} (which is not changed). */
    Diagram grid(Position position) {
        return diagram != null ? diagram.draw(position) : Diagram.textOnly(position.toString());
    }

    /** The cells that play {@code move}, see {@link BoardDiagram#cellsOf}. */
    int[] cellsOf(Position position, int move) {
        return diagram != null ? diagram.cellsOf(position, move) : NO_CELLS;
    }

    /** The squares {@code move} goes through, see {@link BoardDiagram#pathOf}. */
    int[] pathOf(Position position, int move) {
        return diagram != null ? diagram.pathOf(position, move) : NO_CELLS;
    }

    /** Each side's score, or null, see {@link BoardDiagram#scores}. */
    List<String> scores(Position position) {
        return diagram != null ? diagram.scores(position) : null;
    }

    /** A sentence worth telling the players, or null, see {@link BoardDiagram#notice}. */
    String notice(Position position) {
        return diagram != null ? diagram.notice(position) : null;
    }

    /** What players call {@code side}. */
    String sideName(int side) {
        return game.sideName(side);
    }
}
