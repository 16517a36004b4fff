package dev.strategist.games.reversi;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.List;

/**
 * Othello as its board of black and white discs (8 x 8, or 6 x 6 or 4 x 4 with the size option), a1 at
 * the top left as Othello diagrams have it.
 * A move is the square it lands on; the pass has no square, so the page offers it as a button (it is
 * only ever legal alone).
 */
public final class ReversiDiagram implements BoardDiagram<ReversiPosition> {
    private static final int[] NO_CELLS = {};
    private static final List<String> COLUMNS = List.of("a", "b", "c", "d", "e", "f", "g", "h");
    private static final List<String> ROWS = List.of("1", "2", "3", "4", "5", "6", "7", "8");

    /** The diagram the game hands out. */
    public ReversiDiagram() {
    }

    @Override
    public Diagram draw(ReversiPosition p) {
        ReversiBoard board = p.board();
        int n = board.size();
        List<String> cells = new ArrayList<>(n * n);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int s = p.square(board.square(c, r));
                cells.add(s == 0 ? "" : Integer.toString(s - 1));
            }
        }
        return new Diagram(n, n, "othello", cells, COLUMNS.subList(0, n), ROWS.subList(0, n), List.of(), null);
    }

    /** Cells are numbered row by row from a1 at the top left; a move is the cell of its square. */
    @Override
    public int[] cellsOf(ReversiPosition p, int move) {
        if (move == ReversiPosition.PASS) {
            return NO_CELLS;
        }
        ReversiBoard board = p.board();
        return new int[] {board.row(move) * board.size() + board.column(move)};
    }

    @Override
    public List<String> scores(ReversiPosition p) {
        return List.of(discs(Long.bitCount(p.discs(0))), discs(Long.bitCount(p.discs(1))));
    }

    private static String discs(int n) {
        return n + (n == 1 ? " disc" : " discs");
    }

    /** A pass, just made or the only move now: Othello players are easily puzzled by either. */
    @Override
    public String notice(ReversiPosition p) {
        if (p.isOver()) {
            return null;
        }
        if (p.mustPass()) {
            return sideName(p.sideToMove()) + " has no move and must pass";
        }
        if (p.ply() > 0 && p.moveAt(p.ply() - 1) == ReversiPosition.PASS) {
            return sideName(1 - p.sideToMove()) + " had no move and passed";
        }
        return null;
    }

    /** What players call side 0 and side 1 (the game's {@code sideName}). */
    static String sideName(int side) {
        return side == ReversiPosition.BLACK ? "Black" : "White";
    }
}
