package dev.strategist.games.gomoku;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.List;

/**
 * Gomoku as its board of black and white stones, any size from 9 to 20, the top row first as the
 * notation numbers it (row {@code size} at the top, column {@code a} at the left). A move is its cell;
 * every legal cell is playable (under renju, black's forbidden cells are not legal, so they carry no
 * marker). The five that won is highlighted, and the threats on empty points are marked for both sides
 * ({@link GomokuThreats}).
 */
public final class GomokuDiagram implements BoardDiagram<GomokuPosition> {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** The diagram the game hands out. */
    public GomokuDiagram() {
    }

    @Override
    public Diagram draw(GomokuPosition p) {
        int n = p.size();
        List<String> cells = new ArrayList<>(n * n);
        for (int y = n - 1; y >= 0; y--) {
            for (int x = 0; x < n; x++) {
                int s = p.stone(x, y);
                cells.add(s == 0 ? "" : Integer.toString(s - 1));
            }
        }
        List<String> cols = new ArrayList<>(n);
        List<String> rows = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            cols.add(String.valueOf((char) ('a' + i)));
            rows.add(Integer.toString(n - i));
        }
        return new Diagram(n, n, "stones", cells, cols, rows, winningCells(p), null, GomokuThreats.of(p));
    }

    /**
     * The winning run through the last stone: only the last move can have won, and only along a line
     * where it makes a run the rule counts (five or more, or exactly five where an overline does not win).
     */
    private static List<Integer> winningCells(GomokuPosition p) {
        List<Integer> found = new ArrayList<>();
        if (!p.isOver() || p.outcome().winner() < 0 || p.ply() == 0) {
            return found;
        }
        int n = p.size();
        int last = p.lastMove();
        int x0 = last % n;
        int y0 = last / n;
        int stone = p.stone(last);
        boolean exact = p.rule().exactFive(stone - 1);
        for (int[] d : DIRECTIONS) {
            int back = 0;
            while (same(p, x0 - (back + 1) * d[0], y0 - (back + 1) * d[1], stone)) {
                back++;
            }
            int ahead = 0;
            while (same(p, x0 + (ahead + 1) * d[0], y0 + (ahead + 1) * d[1], stone)) {
                ahead++;
            }
            int length = back + 1 + ahead;
            if (exact ? length == 5 : length >= 5) {
                for (int k = -back; k <= ahead; k++) {
                    found.add(index(n, x0 + k * d[0], y0 + k * d[1]));
                }
            }
        }
        return found;
    }

    private static boolean same(GomokuPosition p, int x, int y, int stone) {
        int n = p.size();
        return x >= 0 && x < n && y >= 0 && y < n && p.stone(x, y) == stone;
    }

    /** The grid index of a board cell: rows are listed from the top. */
    private static int index(int n, int x, int y) {
        return (n - 1 - y) * n + x;
    }

    @Override
    public int[] cellsOf(GomokuPosition p, int move) {
        int n = p.size();
        return new int[] {index(n, move % n, move / n)};
    }

    /** What players call side 0 and side 1 (the game's {@code sideName}). */
    static String sideName(int side) {
        return side == 0 ? "Black" : "White";
    }
}
