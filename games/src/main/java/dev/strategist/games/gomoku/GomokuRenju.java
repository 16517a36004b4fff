package dev.strategist.games.gomoku;

import static dev.strategist.core.Position.FIRST;
import static dev.strategist.core.Position.SECOND;

/**
 * Black's forbidden moves under renju, exactly: an overline, two fours (on two lines or one), or two
 * real open threes, unless the move makes a five. A three is real only if some cell turns it into a
 * straight four and that cell is itself allowed to black, checked recursively with the stone in place.
 * And white's traps on them: fours whose five point black may not block ({@link #trapFour}).
 */
final class GomokuRenju {

    private GomokuRenju() {
    }

    /** Which rule the empty {@code cell} breaks for black: {@link GomokuPosition#ALLOWED} or a {@code FORBIDDEN_} code. */
    static int forbiddenKind(GomokuPosition p, int cell) {
        if (p.rule() != GomokuRule.RENJU || p.stone(cell) != 0) {
            return GomokuPosition.ALLOWED;
        }
        int fours = 0;
        int threeDirs = 0;
        boolean overline = false;
        for (int d = 0; d < 4; d++) {
            int shape = p.shape(FIRST, cell, d);
            if (shape == GomokuShapes.FIVE) {
                return GomokuPosition.ALLOWED;
            }
            overline |= shape == GomokuShapes.OVERLINE;
            fours += shape == GomokuShapes.DOUBLE_FOUR ? 2
                    : shape == GomokuShapes.FOUR || shape == GomokuShapes.OPEN_FOUR ? 1 : 0;
            if (shape == GomokuShapes.OPEN_THREE) {
                threeDirs |= 1 << d;
            }
        }
        if (overline) {
            return GomokuPosition.FORBIDDEN_OVERLINE;
        }
        if (fours >= 2) {
            return GomokuPosition.FORBIDDEN_DOUBLE_FOUR;
        }
        if (Integer.bitCount(threeDirs) < 2) {
            return GomokuPosition.ALLOWED;
        }
        p.place(cell, FIRST, 1);
        int real = 0;
        for (int d = 0; d < 4; d++) {
            if ((threeDirs & (1 << d)) != 0 && canBecomeStraightFour(p, cell, d)) {
                real++;
            }
        }
        p.place(cell, FIRST, -1);
        return real >= 2 ? GomokuPosition.FORBIDDEN_DOUBLE_THREE : GomokuPosition.ALLOWED;
    }

    /** With black on {@code cell}: does an empty cell on line {@code d} make a straight four, and is it allowed? */
    private static boolean canBecomeStraightFour(GomokuPosition p, int cell, int d) {
        int[] neighbours = p.geometry().neighbours;
        int base = (cell * 4 + d) * 10;
        for (int digit = 1; digit <= 8; digit++) {
            int e = neighbours[base + digit];
            if (e >= 0 && p.stone(e) == 0 && p.shape(FIRST, e, d) == GomokuShapes.OPEN_FOUR
                    && forbiddenKind(p, e) == GomokuPosition.ALLOWED) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first empty cell after {@code after} (-1: from the start) where white makes a four whose one five
     * point is forbidden to black, or -1; none but under renju. Such a four wins as surely as an open four:
     * black may not block it, so it is the trap renju's white sets with black's own stones. Each four cell is
     * tried with a white stone on it, as that stone may change what is forbidden.
     */
    static int trapFour(GomokuPosition p, int after) {
        if (p.rule() != GomokuRule.RENJU) {
            return -1;
        }
        for (int c = p.nextFourCell(SECOND, after); c >= 0; c = p.nextFourCell(SECOND, c)) {
            if (isTrapFour(p, c)) {
                return c;
            }
        }
        return -1;
    }

    /**
     * True if white's move on the empty {@code cell} makes a four (not a five or an open four, which are decisive
     * already) whose one five point black may not take under renju.
     */
    static boolean isTrapFour(GomokuPosition p, int cell) {
        int combo = p.combo(SECOND, cell);
        if (p.rule() != GomokuRule.RENJU || combo != GomokuCombo.FOUR && combo != GomokuCombo.FOUR_THREE
                || !forbiddenOnFourLine(p, cell)) {
            return false;
        }
        p.place(cell, SECOND, 1);
        int five = p.fiveCell(SECOND, -1);
        boolean trap = five >= 0 && mayBeForbidden(p, five) && forbiddenKind(p, five) != GomokuPosition.ALLOWED;
        p.place(cell, SECOND, -1);
        return trap;
    }

    /**
     * A cheap filter for {@link #trapFour}, read from the shapes alone: does a line on which white's {@code cell}
     * makes a four hold, within four steps, an empty cell that may be forbidden to black ({@link #mayBeForbidden})?
     * The five point must be such a cell, and a white stone only lowers black's shapes, so a cell that fails the
     * filter now fails it with the four played too: most four cells are passed over without placing a stone
     * (placing one for each cost half the search's speed in renju).
     */
    private static boolean forbiddenOnFourLine(GomokuPosition p, int cell) {
        return mayBeForbiddenNear(p, cell, GomokuShapes.FOUR, GomokuShapes.FOUR);
    }

    /**
     * True if some line on which white's {@code cell} makes a shape from {@code lowest} to {@code highest} holds,
     * within four steps of it, an empty cell that may be forbidden to black.
     */
    private static boolean mayBeForbiddenNear(GomokuPosition p, int cell, int lowest, int highest) {
        int[] neighbours = p.geometry().neighbours;
        for (int d = 0; d < 4; d++) {
            int shape = p.shape(SECOND, cell, d);
            if (shape < lowest || shape > highest) {
                continue;
            }
            int base = (cell * 4 + d) * 10;
            for (int digit = 1; digit <= 8; digit++) {
                int e = neighbours[base + digit];
                if (e >= 0 && p.stone(e) == 0 && mayBeForbidden(p, e)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * True if white's move on the empty {@code cell} sets a trap ({@link #trapFour}): a three whose four
     * would leave black a forbidden five point to block. Only a three on a line with a cell near it that may be
     * forbidden to black is tried with the stone placed, as the ordering asks this of every white candidate.
     */
    static boolean makesTrap(GomokuPosition p, int cell) {
        int combo = p.combo(SECOND, cell);
        if (combo != GomokuCombo.CLOSED_THREE && combo != GomokuCombo.OPEN_THREE && combo != GomokuCombo.DOUBLE_THREE) {
            return false;
        }
        if (!mayBeForbiddenNear(p, cell, GomokuShapes.CLOSED_THREE, GomokuShapes.OPEN_THREE)) {
            return false;
        }
        p.place(cell, SECOND, 1);
        boolean trap = trapFour(p, -1) >= 0;
        p.place(cell, SECOND, -1);
        return trap;
    }

    /** A cheap filter: only cells with two threes or fours, or an overline, can be forbidden. */
    static boolean mayBeForbidden(GomokuPosition p, int cell) {
        int strong = 0;
        for (int d = 0; d < 4; d++) {
            int shape = p.shape(FIRST, cell, d);
            if (shape == GomokuShapes.OVERLINE) {
                return true;
            }
            if (shape >= GomokuShapes.OPEN_THREE && shape != GomokuShapes.FIVE) {
                strong += shape == GomokuShapes.DOUBLE_FOUR ? 2 : 1;
            }
        }
        return strong >= 2;
    }
}
