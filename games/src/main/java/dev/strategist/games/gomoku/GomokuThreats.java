package dev.strategist.games.gomoku;

import dev.strategist.core.Diagram.Mark;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The threats a Gomoku player must see on the board, for both sides: the empty points where a side completes
 * a five (a four stands: the point to block), and the points where it makes an open four (an open three
 * stands: the points that answer it), or under renju where white makes a four whose five point is forbidden to
 * black, which is as unstoppable. Read from the position's kept line shapes, so they follow the rule
 * (an overline is no five where exactly five wins; a point forbidden to renju's black is no threat of its).
 */
final class GomokuThreats {
    private GomokuThreats() {
    }

    /** The threats on {@code p}'s empty points, by cell, then side; none once the game is over. */
    static List<Mark> of(GomokuPosition p) {
        List<Mark> marks = new ArrayList<>();
        if (p.isOver()) {
            return marks;
        }
        int n = p.size();
        // listed from the top row, as the diagram lists its cells
        for (int y = n - 1; y >= 0; y--) {
            for (int x = 0; x < n; x++) {
                int cell = y * n + x;
                if (p.stone(cell) != 0) {
                    continue;
                }
                for (int side = 0; side < 2; side++) {
                    String kind = kind(p, side, cell);
                    if (kind != null) {
                        marks.add(new Mark((n - 1 - y) * n + x, side, kind));
                    }
                }
            }
        }
        return marks;
    }

    /** What {@code side} makes on the empty {@code cell}: {@link Mark#WINS}, {@link Mark#FORCES} or null. */
    private static String kind(GomokuPosition p, int side, int cell) {
        if (p.makesFive(side, cell)) {
            return Mark.WINS;
        }
        boolean openFour = false;
        for (int d = 0; d < 4; d++) {
            int shape = p.shape(side, cell, d);
            // two fours on one line (X.XXX.X) cannot be stopped either
            openFour |= shape == GomokuShapes.OPEN_FOUR || shape == GomokuShapes.DOUBLE_FOUR;
        }
        if (!openFour && side == Position.SECOND && GomokuRenju.isTrapFour(p, cell)) {
            return Mark.FORCES;
        }
        if (!openFour || (p.rule().hasForbiddenMoves(side) && p.isForbidden(cell))) {
            return null;
        }
        return Mark.FORCES;
    }
}
