package dev.strategist.app.cli.render;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Any game's {@link Diagram} as text, the same diagram the web page draws: the {@link TerminalStyle} of
 * its style lays out the grid, and the lines under it ({@link BoardFooter}) give the scores, threats and notice.
 */
final class DiagramRenderer implements BoardRenderer {
    private final Game<Position> game;
    private final BoardDiagram<Position> diagram;

    DiagramRenderer(Game<Position> game, BoardDiagram<Position> diagram) {
        this.game = game;
        this.diagram = diagram;
    }

    @Override
    public String render(Position position, int lastMove) {
        Diagram d = diagram.draw(position);
        if (d.rows() == 0) {
            return d.text();
        }
        TerminalStyle style = TerminalStyle.of(d.style());
        char[] glyphs = new char[d.cells().size()];
        for (int i = 0; i < glyphs.length; i++) {
            glyphs[i] = style.glyph(d.cells().get(i));
        }
        boolean[] bracketed = new boolean[glyphs.length];
        boolean starred = false;
        switch (style.marks()) {
            case HIGHLIGHT_AND_LAST -> {
                d.highlight().forEach(i -> bracketed[i] = true);
                int last = lastCell(position, lastMove);
                if (last >= 0) {
                    bracketed[last] = true;
                }
            }
            case HIGHLIGHT -> d.highlight().forEach(i -> bracketed[i] = true);
            case LEGAL_MOVES -> starred = starLegalMoves(position, glyphs);
            case NONE -> { }
        }
        List<String> lines = new ArrayList<>(style.layout().lines(d, glyphs, bracketed, game::sideName));
        lines.addAll(BoardFooter.lines(game, diagram, d, position, style, starred));
        return String.join("\n", lines);
    }

    /** The cell the last move landed on, found the way the web finds it: on the position before it. */
    private int lastCell(Position position, int lastMove) {
        if (lastMove == Position.NO_MOVE || position.ply() == 0) {
            return -1;
        }
        Position before = Position.copyOf(position);
        before.undo();
        int[] cells = diagram.cellsOf(before, lastMove);
        return cells.length > 0 ? cells[0] : -1;
    }

    /** Stars each empty cell a legal move lands on; true when there was one. */
    private boolean starLegalMoves(Position position, char[] glyphs) {
        if (position.isOver()) {
            return false;
        }
        boolean any = false;
        for (int move : position.legalMoves()) {
            int[] cells = diagram.cellsOf(position, move);
            if (cells.length > 0) {
                glyphs[cells[0]] = '*';
                any = true;
            }
        }
        return any;
    }
}
