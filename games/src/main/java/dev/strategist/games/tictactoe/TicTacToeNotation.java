package dev.strategist.games.tictactoe;

import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;

/**
 * Cells as a column letter and a row number from the top: {@code a1} is the top-left cell (cell 0),
 * {@code c3} the bottom-right (cell 8). A single digit 1..9 (the cell number plus one, row by row) is
 * read too.
 */
public final class TicTacToeNotation implements Notation<TicTacToePosition> {

    @Override
    public String format(TicTacToePosition position, int move) {
        return name(move);
    }

    /** The name of cell {@code cell}. */
    public static String name(int cell) {
        return "" + (char) ('a' + cell % 3) + (char) ('1' + cell / 3);
    }

    @Override
    public int parse(TicTacToePosition position, String text) {
        int cell = cellOf(text);
        if (position.isOver()) {
            throw new NotationException("the game is over (" + position.outcome().describe() + ")", text);
        }
        if (position.cell(cell) != 0) {
            throw new NotationException(name(cell) + " is already taken by " + (position.cell(cell) == 1 ? "X" : "O"),
                    text);
        }
        return cell;
    }

    /** The cell named by {@code text}, whatever the position; rejects text that names no cell. */
    static int cellOf(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        if (t.isEmpty()) {
            throw new NotationException("no move given: name a cell a1..c3 (or 1..9)", String.valueOf(text));
        }
        if (t.length() == 1 && t.charAt(0) >= '1' && t.charAt(0) <= '9') {
            return t.charAt(0) - '1';
        }
        if (t.length() != 2) {
            throw new NotationException("'" + text.trim() + "' is not a cell: write a column a..c and a row 1..3, like b2",
                    text);
        }
        char col = t.charAt(0);
        char row = t.charAt(1);
        if (col < 'a' || col > 'c') {
            throw new NotationException("column '" + text.trim().charAt(0) + "' is off the board (columns are a..c)",
                    text, text.indexOf(text.trim().charAt(0)));
        }
        if (row < '1' || row > '3') {
            throw new NotationException("row '" + text.trim().charAt(1) + "' is off the board (rows are 1..3)",
                    text, text.indexOf(text.trim().charAt(1), text.indexOf(text.trim().charAt(0)) + 1));
        }
        return (row - '1') * 3 + (col - 'a');
    }

    /** Reads a board of 9 cells ({@code X}, {@code O}, {@code .}), row by row, '/' and spaces ignored. */
    static TicTacToePosition parseBoard(String board) {
        String cells = board == null ? "" : board.replaceAll("[/\\s]", "").toUpperCase(java.util.Locale.ROOT);
        if (cells.length() != 9) {
            throw new NotationException("a board has 9 cells, this has " + cells.length(), String.valueOf(board));
        }
        int xs = 0;
        int os = 0;
        for (int i = 0; i < 9; i++) {
            char c = cells.charAt(i);
            if (c == 'X') {
                xs++;
            } else if (c == 'O') {
                os++;
            } else if (c != '.' && c != '-' && c != '_') {
                throw new NotationException("cell " + (i + 1) + " is '" + c + "'; use X, O or .", board);
            }
        }
        if (xs != os && xs != os + 1) {
            throw new NotationException("X has " + xs + " marks and O " + os + ": X moves first, so X has as many or one more",
                    board);
        }
        // Replay the marks in some order in which the game does not end early, so the history (and undo)
        // is real; no such order means the board cannot arise in a game.
        int xMask = 0;
        int oMask = 0;
        for (int i = 0; i < 9; i++) {
            if (cells.charAt(i) == 'X') {
                xMask |= 1 << i;
            } else if (cells.charAt(i) == 'O') {
                oMask |= 1 << i;
            }
        }
        TicTacToePosition p = new TicTacToePosition();
        if (!replay(p, xMask, oMask)) {
            throw new NotationException("unreachable board: the game would have ended before every mark was placed",
                    board);
        }
        return p;
    }

    /** Places the remaining marks depth-first, X and O alternating, until all are down; false if none works. */
    private static boolean replay(TicTacToePosition p, int xLeft, int oLeft) {
        int left = p.sideToMove() == 0 ? xLeft : oLeft;
        if (xLeft == 0 && oLeft == 0) {
            return true;
        }
        if (p.isOver() || left == 0) {
            return false;
        }
        for (int m = left; m != 0; m &= m - 1) {
            int cell = Integer.numberOfTrailingZeros(m);
            p.play(cell);
            boolean done = p.sideToMove() == 1
                    ? replay(p, xLeft & ~(1 << cell), oLeft)
                    : replay(p, xLeft, oLeft & ~(1 << cell));
            if (done) {
                return true;
            }
            p.undo();
        }
        return false;
    }
}
