package dev.strategist.core.testgames;

import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import java.util.Locale;

/**
 * A move is written as the cell of the domino's top or left half: a column letter and a row number
 * counted from 1 at the top, so {@code a1} is the top-left cell. Whose turn it is says which way the
 * domino lies.
 */
public final class DomineeringNotation implements Notation<DomineeringPosition> {

    @Override
    public String format(DomineeringPosition position, int move) {
        return name(position, move);
    }

    /** The name of {@code cell} on {@code position}'s board. */
    public static String name(DomineeringPosition position, int cell) {
        return "" + (char) ('a' + cell % position.cols()) + (1 + cell / position.cols());
    }

    @Override
    public int parse(DomineeringPosition position, String text) {
        int cell = cellOf(position, text);
        if (position.isOver()) {
            throw new NotationException("the game is over (" + position.outcome().describe() + ")", text);
        }
        int side = position.sideToMove();
        String way = side == Position.FIRST ? "vertical" : "horizontal";
        int row = cell / position.cols();
        int col = cell % position.cols();
        if (side == Position.FIRST && row == position.rows() - 1) {
            throw new NotationException("a vertical domino cannot start on the bottom row " + (row + 1)
                    + ": name its top cell", text);
        }
        if (side == Position.SECOND && col == position.cols() - 1) {
            throw new NotationException("a horizontal domino cannot start in the last column "
                    + (char) ('a' + col) + ": name its left cell", text);
        }
        for (int c : new int[] {cell, position.partner(side, cell)}) {
            if ((position.occupied() & (1L << c)) != 0) {
                throw new NotationException("the " + way + " domino at " + name(position, cell) + " needs "
                        + name(position, c) + ", which is already covered", text);
            }
        }
        return cell;
    }

    /** The cell {@code text} names on {@code position}'s board, whatever is on it. */
    private static int cellOf(DomineeringPosition position, String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        char lastColumn = (char) ('a' + position.cols() - 1);
        if (t.isEmpty()) {
            throw new NotationException("no move given: name the top or left cell of a domino, like b2",
                    String.valueOf(text));
        }
        if (!t.matches("[a-z][0-9]+")) {
            throw new NotationException("'" + abbreviate(text.trim()) + "' is not a cell: write a column a.."
                    + lastColumn + " and a row 1.." + position.rows() + ", like b2", text);
        }
        int col = t.charAt(0) - 'a';
        if (col >= position.cols()) {
            throw new NotationException("column '" + t.charAt(0) + "' is off the board (columns are a.." + lastColumn
                    + ")", text);
        }
        String digits = t.substring(1);
        int row = digits.length() > 2 ? Integer.MAX_VALUE : Integer.parseInt(digits) - 1;
        if (row < 0 || row >= position.rows()) {
            throw new NotationException("row " + abbreviate(digits) + " is off the board (rows are 1.."
                    + position.rows() + ")", text);
        }
        return row * position.cols() + col;
    }

    private static String abbreviate(String s) {
        return s.length() <= 12 ? s : s.substring(0, 12) + "...";
    }
}
