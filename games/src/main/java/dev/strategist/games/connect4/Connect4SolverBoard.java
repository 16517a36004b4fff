package dev.strategist.games.connect4;

import dev.strategist.core.NotationException;

/**
 * The solver's own Connect Four position on bitboards: the stones of the side to move, the mask of all
 * stones and the moves played, on a board of any size whose {@link Connect4SolverGeometry} fits a long.
 * It never holds a finished game: a move that completes four in a row is refused, so whoever is to move
 * has not lost yet. Columns are 0-based here and 1-based in move strings ("4" is the fourth column).
 */
public final class Connect4SolverBoard {
    private final Connect4SolverGeometry geometry;
    private final byte[] history;
    private long current;
    private long mask;
    private int moves;

    /** The empty board {@code width} columns wide and {@code height} rows high. */
    public Connect4SolverBoard(int width, int height) {
        this(new Connect4SolverGeometry(width, height));
    }

    /** The empty board of {@code geometry}. */
    public Connect4SolverBoard(Connect4SolverGeometry geometry) {
        this.geometry = geometry;
        this.history = new byte[geometry.cells()];
    }

    /**
     * The position reached by playing {@code moves} from the empty board, one digit per move (1 = the
     * leftmost column). Rejects, naming the character at fault, anything but digits of columns on the
     * board, a move into a full column, a last move that completes four in a row (the game is over: there
     * is nothing to solve) and any move after the game ended, by four in a row or a full board.
     */
    public static Connect4SolverBoard of(int width, int height, String moves) {
        Connect4SolverBoard board = new Connect4SolverBoard(width, height);
        board.playAll(moves);
        return board;
    }

    /** Plays {@code moves} (digits, as in {@link #of}) after the moves already played. */
    public void playAll(String moves) {
        int width = geometry.width();
        if (width > Connect4SolverGeometry.MAX_DIGIT_COLUMNS) {
            throw new IllegalArgumentException("a " + width + "-column board has no one-digit move notation");
        }
        for (int i = 0; i < moves.length(); i++) {
            char ch = moves.charAt(i);
            if (ch < '1' || ch > '0' + width) {
                throw new NotationException("move " + (this.moves + 1) + ": '" + ch + "' is not a column "
                        + "(columns are 1.." + width + ")", moves, i);
            }
            int column = ch - '1';
            if (this.moves == geometry.cells()) {
                throw new NotationException("move " + (this.moves + 1) + ": the board is full, the game is over",
                        moves, i);
            }
            if (!canPlay(column)) {
                throw new NotationException("move " + (this.moves + 1) + ": column " + ch + " is full", moves, i);
            }
            if (isWinningMove(column)) {
                if (i == moves.length() - 1) {
                    throw new NotationException("move " + (this.moves + 1) + ": column " + ch
                            + " completes four in a row: the game is already won", moves, i);
                }
                throw new NotationException("move " + (this.moves + 2) + ": the game ended at move "
                        + (this.moves + 1) + " (four in a row in column " + ch + ")", moves, i + 1);
            }
            play(column);
        }
    }

    /** The board's layout. */
    public Connect4SolverGeometry geometry() {
        return geometry;
    }

    /** Stones on the board. */
    public int moves() {
        return moves;
    }

    /** The stones of the side to move. */
    public long current() {
        return current;
    }

    /** Every stone on the board. */
    public long mask() {
        return mask;
    }

    /**
     * A number that identifies the position among all positions of this board size: in each column the
     * side to move's stones plus the column's filled cells, which is below {@code 2^(height + 1)} in the
     * column's own bits, never carries into the next column, and differs for each filling of the column.
     */
    public long key() {
        return current + mask;
    }

    /** True when {@code column} (0-based) is on the board and not full. */
    public boolean canPlay(int column) {
        return geometry.isColumn(column) && (mask & geometry.topCell(column)) == 0;
    }

    /** True when a stone in {@code column}, which must be playable, completes four for the side to move. */
    public boolean isWinningMove(int column) {
        long cell = (mask + geometry.bottomCell(column)) & geometry.columnBits(column);
        return (geometry.winningSpots(current, mask) & cell) != 0;
    }

    /** True when the side to move can complete four with its next stone. */
    public boolean canWinNext() {
        return geometry.canWinNext(current, mask);
    }

    /** True when every cell is filled. */
    public boolean isFull() {
        return moves == geometry.cells();
    }

    /** Drops a stone of the side to move into {@code column}, which must be playable and must not win. */
    public void play(int column) {
        if (!canPlay(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " cannot be played");
        }
        if (isWinningMove(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " completes four: the game would end");
        }
        long cell = (mask + geometry.bottomCell(column)) & geometry.columnBits(column);
        current ^= mask; // the opponent's stones become the side to move's
        mask |= cell;
        history[moves++] = (byte) column;
    }

    /** Takes back the last move. */
    public void undo() {
        if (moves == 0) {
            throw new IllegalStateException("no move to take back");
        }
        int column = history[--moves];
        long top = mask & geometry.columnBits(column);
        long cell = Long.highestOneBit(top);
        mask ^= cell;
        current ^= mask;
    }

    /** An independent copy. */
    public Connect4SolverBoard copy() {
        Connect4SolverBoard c = new Connect4SolverBoard(geometry);
        System.arraycopy(history, 0, c.history, 0, moves);
        c.current = current;
        c.mask = mask;
        c.moves = moves;
        return c;
    }

    /** The moves played, one 1-based column digit each (columns past 9 as letters from 'a'). */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(moves);
        for (int i = 0; i < moves; i++) {
            sb.append(Character.forDigit(history[i] + 1, Character.MAX_RADIX));
        }
        return sb.toString();
    }
}
