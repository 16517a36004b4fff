package dev.strategist.app.web;

import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersGeometry;
import dev.strategist.games.checkers.CheckersMove;
import dev.strategist.games.checkers.CheckersPosition;
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
public final class CheckersBoardView implements BoardView {
    private static final int[] NO_CELLS = {};

    /** The view ServiceLoader creates. */
    public CheckersBoardView() {
    }

    @Override
    public String game() {
        return "checkers";
    }

    @Override
    public Grid grid(Position position) {
        CheckersPosition p = (CheckersPosition) position;
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
        return new Grid(8, 8, "checkers", cells, List.of(), List.of(), path, null);
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
    public int[] cellsOf(Position position, int move) {
        return NO_CELLS;
    }

    @Override
    public int[] pathOf(Position position, int move) {
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
    public List<String> scores(Position position) {
        CheckersPosition p = (CheckersPosition) position;
        List<String> scores = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            int pieces = Long.bitCount(p.pieces(side));
            int kings = Long.bitCount(p.kings(side));
            scores.add(pieces + (pieces == 1 ? " piece" : " pieces")
                    + (kings == 0 ? "" : ", " + kings + (kings == 1 ? " king" : " kings")));
        }
        return scores;
    }

    /** Captures are compulsory: say so whenever one is, so a refused step is no surprise. */
    @Override
    public String notice(Position position) {
        CheckersPosition p = (CheckersPosition) position;
        return !p.isOver() && p.mustCapture() ? sideName(p.sideToMove()) + " must capture: a capture is compulsory"
                : null;
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "Black" : "White";
    }
}
