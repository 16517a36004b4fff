package dev.strategist.games.connect4;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Connect Four as the upright grid of discs, top row first. A move is a column: a click anywhere in it
 * drops the disc, which lands on the lowest empty cell (where the marker goes). Every line of four or more
 * of a won game is highlighted.
 */
public final class Connect4Diagram implements BoardDiagram<Connect4Position> {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** The diagram the game hands out. */
    public Connect4Diagram() {
    }

    @Override
    public Diagram draw(Connect4Position p) {
        int w = p.width();
        int h = p.height();
        List<String> cells = new ArrayList<>(w * h);
        for (int row = h - 1; row >= 0; row--) {
            for (int col = 0; col < w; col++) {
                int c = p.cell(col, row);
                cells.add(c == 0 ? "" : Integer.toString(c - 1));
            }
        }
        List<String> cols = new ArrayList<>(w);
        for (int col = 0; col < w; col++) {
            cols.add(Integer.toString(col + 1));
        }
        return new Diagram(h, w, "discs", cells, cols, List.of(), winningCells(p), null);
    }

    /** The cells of every run of four or more of one colour, as grid indices. */
    private static List<Integer> winningCells(Connect4Position p) {
        Set<Integer> found = new LinkedHashSet<>();
        int w = p.width();
        int h = p.height();
        for (int col = 0; col < w; col++) {
            for (int row = 0; row < h; row++) {
                int c = p.cell(col, row);
                if (c == 0) {
                    continue;
                }
                for (int[] d : DIRECTIONS) {
                    int n = 1;
                    while (n < 4 && on(p, col + n * d[0], row + n * d[1]) && p.cell(col + n * d[0], row + n * d[1]) == c) {
                        n++;
                    }
                    if (n == 4) {
                        for (int k = 0; k < 4; k++) {
                            found.add(index(p, col + k * d[0], row + k * d[1]));
                        }
                    }
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static boolean on(Connect4Position p, int col, int row) {
        return col >= 0 && col < p.width() && row >= 0 && row < p.height();
    }

    /** The grid index of a board cell: rows are listed from the top. */
    private static int index(Connect4Position p, int col, int row) {
        return (p.height() - 1 - row) * p.width() + col;
    }

    @Override
    public int[] cellsOf(Connect4Position p, int move) {
        int landing = p.columnHeight(move);
        int[] cells = new int[p.height()];
        cells[0] = index(p, move, landing);
        int k = 1;
        for (int row = 0; row < p.height(); row++) {
            if (row != landing) {
                cells[k++] = index(p, move, row);
            }
        }
        return cells;
    }

    /** What players call side 0 and side 1 (the game's {@code sideName}). */
    static String sideName(int side) {
        return side == 0 ? "X" : "O";
    }
}
