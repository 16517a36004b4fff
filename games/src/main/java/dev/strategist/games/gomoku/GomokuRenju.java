package dev.strategist.games.gomoku;

import static dev.strategist.core.Position.FIRST;

/**
 * Black's forbidden moves under renju, exactly: an overline, two fours (on two lines or one), or two
 * real open threes, unless the move makes a five. A three is real only if some cell turns it into a
 * straight four and that cell is itself allowed to black, checked recursively with the stone in place.
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
