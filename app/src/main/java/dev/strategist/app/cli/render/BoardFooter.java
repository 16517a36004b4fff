package dev.strategist.app.cli.render;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;

/** The lines under a drawn diagram: whose pieces are which and each side's score, the threats, then the notice. */
final class BoardFooter {
    private BoardFooter() {
    }

    /**
     * The sides line where there is something to say (pieces whose letter is not the side's name, or a
     * score), the threats {@code d} marks, then the diagram's notice while the game goes on. {@code starred} says the grid starred the
     * side to move's moves. A notice whose only legal move has no cell says what to type, since there is
     * nothing on the board to point at (Othello's pass).
     */
    static List<String> lines(Game<Position> game, BoardDiagram<Position> diagram, Diagram d, Position position,
                              TerminalStyle style, boolean starred) {
        List<String> lines = new ArrayList<>(2);
        List<String> scores = diagram.scores(position);
        boolean legend = false;
        List<String> sides = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            String name = game.sideName(side);
            String glyph = String.valueOf(style.sideGlyph(side));
            boolean named = !style.namesPiecesBeside() && !glyph.equals(name);
            legend |= named;
            sides.add(name + (named ? " (" + glyph + ")" : "") + (scores != null ? " " + scores.get(side) : ""));
        }
        if (legend || scores != null) {
            lines.add(String.join("; ", sides)
                    + (starred ? "; " + game.sideName(position.sideToMove()) + " to move at *" : ""));
        }
        if (!d.marks().isEmpty()) {
            lines.add(threats(game, d));
        }
        String notice = position.isOver() ? null : diagram.notice(position);
        if (notice != null) {
            lines.add(notice + onlyMoveToType(game, diagram, position));
        }
        return lines;
    }

    /**
     * The diagram's threats in words, as the page's marks say them: "Threats: White wins at l8; Black forces a
     * win at g8, k8" (a cell named by its column and row labels, as the notation names it).
     */
    private static String threats(Game<Position> game, Diagram d) {
        List<String> parts = new ArrayList<>(4);
        for (int side = 0; side < 2; side++) {
            for (String kind : List.of(Diagram.Mark.WINS, Diagram.Mark.FORCES)) {
                List<String> cells = new ArrayList<>();
                for (Diagram.Mark m : d.marks()) {
                    if (m.side() == side && m.kind().equals(kind)) {
                        cells.add(cellName(d, m.cell()));
                    }
                }
                if (!cells.isEmpty()) {
                    parts.add(game.sideName(side) + (kind.equals(Diagram.Mark.WINS) ? " wins at " : " forces a win at ")
                            + String.join(", ", cells));
                }
            }
        }
        return "Threats: " + String.join("; ", parts);
    }

    /**
     * A cell by its column and row labels, as the notation names it; a diagram without labels on an axis (Connect
     * Four has no row labels) gives that axis's number from 1, as the page's cell labels do.
     */
    static String cellName(Diagram d, int cell) {
        int col = cell % d.cols();
        int row = cell / d.cols();
        String c = col < d.colLabels().size() ? d.colLabels().get(col) : String.valueOf(col + 1);
        return row < d.rowLabels().size() ? c + d.rowLabels().get(row) : "column " + c + ", row " + (row + 1);
    }

    private static String onlyMoveToType(Game<Position> game, BoardDiagram<Position> diagram, Position position) {
        int[] moves = position.legalMoves();
        if (moves.length != 1 || diagram.cellsOf(position, moves[0]).length > 0) {
            return "";
        }
        return " (type " + game.notation().format(position, moves[0]) + ")";
    }
}
