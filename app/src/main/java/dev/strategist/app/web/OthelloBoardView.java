package dev.strategist.app.web;

import dev.strategist.core.Position;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.ArrayList;
import java.util.List;

/**
 * Othello as its 8 x 8 board of black and white discs, a1 at the top left as Othello diagrams have it.
 * A move is the square it lands on; the pass has no square, so the page offers it as a button (it is
 * only ever legal alone).
 */
public final class OthelloBoardView implements BoardView {
    private static final int[] NO_CELLS = {};
    private static final List<String> COLUMNS = List.of("a", "b", "c", "d", "e", "f", "g", "h");
    private static final List<String> ROWS = List.of("1", "2", "3", "4", "5", "6", "7", "8");

    /** The view ServiceLoader creates. */
    public OthelloBoardView() {
    }

    @Override
    public String game() {
        return "othello";
    }

    @Override
    public Grid grid(Position position) {
        ReversiPosition p = (ReversiPosition) position;
        List<String> cells = new ArrayList<>(64);
        for (int sq = 0; sq < 64; sq++) {
            int s = p.square(sq);
            cells.add(s == 0 ? "" : Integer.toString(s - 1));
        }
        return new Grid(8, 8, "othello", cells, COLUMNS, ROWS, List.of(), null);
    }

    /** Squares are numbered as the grid lists them (a1 = 0, row by row from the top), so a move is its cell. */
    @Override
    public int[] cellsOf(Position position, int move) {
        return move == ReversiPosition.PASS ? NO_CELLS : new int[] {move};
    }

    @Override
    public List<String> scores(Position position) {
        ReversiPosition p = (ReversiPosition) position;
        return List.of(discs(Long.bitCount(p.discs(0))), discs(Long.bitCount(p.discs(1))));
    }

    private static String discs(int n) {
        return n + (n == 1 ? " disc" : " discs");
    }

    /** A pass, just made or the only move now: Othello players are easily puzzled by either. */
    @Override
    public String notice(Position position) {
        ReversiPosition p = (ReversiPosition) position;
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

    @Override
    public String sideName(int side) {
        return side == ReversiPosition.BLACK ? "Black" : "White";
    }
}
