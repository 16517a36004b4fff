package dev.strategist.games.checkers;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Checkers as the 8 x 8 board White sees (Black's men start at the top), men and kings ({@code "0k"},
 * {@code "1k"}) on the dark squares, which the page numbers 1-32 as PDN does. A move may start and pass
 * through several squares and several moves may share one, which a single click cannot tell apart, so
 * moves stay buttons ({@code 11-15}, {@code 22x15}); the last move's path is highlighted instead of
 * marked, since it has no cell of its own.
 */
public final class CheckersDiagram implements BoardDiagram<CheckersPosition> {
    private static final int[] NO_CELLS = {};
    private static final int QUIET_PLIES_WORTH_TELLING = 20;

    /** The diagram the game hands out. */
    public CheckersDiagram() {
    }

    @Override
    public Diagram draw(CheckersPosition p) {
        List<String> cells = new ArrayList<>(Collections.nCopies(64, ""));
        for (int b = 0; b < 32; b++) {
            cells.set(index(b), piece(p, b));
        }
        List<Integer> path = new ArrayList<>();
        if (p.ply() > 0) {
            int[] squares = CheckersMove.squares(p.moveAt(p.ply() - 1));
            if (squares != null) {
                for (int b : squares) {
                    path.add(index(b));
                }
            }
        }
        return new Diagram(8, 8, "checkers", cells, List.of(), List.of(), path, null);
    }

    private static String piece(CheckersPosition p, int b) {
        long bit = 1L << b;
        for (int side = 0; side < 2; side++) {
            if ((p.men(side) & bit) != 0) {
                return Integer.toString(side);
            }
            if ((p.kings(side) & bit) != 0) {
                return side + "k";
            }
        }
        return "";
    }

    /** The grid index of square bit {@code b}. */
    private static int index(int b) {
        return CheckersGeometry.row(b) * 8 + CheckersGeometry.column(b);
    }

    @Override
    public int[] cellsOf(CheckersPosition p, int move) {
        return NO_CELLS;
    }

    @Override
    public int[] pathOf(CheckersPosition p, int move) {
        int[] squares = CheckersMove.squares(move);
        if (squares == null) {
            return NO_CELLS;
        }
        int[] path = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            path[i] = index(squares[i]);
        }
        return path;
    }

    /** Men and kings on the board: the material. */
    @Override
    public List<String> scores(CheckersPosition p) {
        List<String> scores = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            int pieces = Long.bitCount(p.pieces(side));
            int kings = Long.bitCount(p.kings(side));
            scores.add(pieces + (pieces == 1 ? " piece" : " pieces")
                    + (kings == 0 ? "" : ", " + kings + (kings == 1 ? " king" : " kings")));
        }
        return scores;
    }

    /**
     * Captures are compulsory: say so whenever one is, so a refused step is no surprise. And from ten
     * quiet moves each, the count towards the quiet-move draw, which players plan by and cannot see.
     */
    @Override
    public String notice(CheckersPosition p) {
        if (p.isOver()) {
            return null;
        }
        List<String> parts = new ArrayList<>(2);
        if (p.mustCapture()) {
            parts.add(sideName(p.sideToMove()) + " must capture: a capture is compulsory");
        }
        if (p.quietPlies() >= QUIET_PLIES_WORTH_TELLING && p.quietMoveLimit() > 0) {
            parts.add(p.quietPlies() / 2 + " of " + p.quietMoveLimit() + " moves each without a man move or capture");
        }
        return parts.isEmpty() ? null : String.join("; ", parts);
    }

    /** What players call side 0 and side 1 (the game's {@code sideName}). */
    static String sideName(int side) {
        return side == 0 ? "Black" : "White";
    }
}
