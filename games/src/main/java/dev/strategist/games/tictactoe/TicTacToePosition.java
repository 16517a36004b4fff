package dev.strategist.games.tictactoe;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;

/**
 * Tic-tac-toe on two 9-bit masks. Cell i (0..8) is row i / 3 from the top, column i % 3; a move is the
 * cell number. The position also keeps its base-3 key (cell i adds digit x 3^i: empty 0, X 1, O 2), which
 * is a perfect hash and the solved table's key.
 */
public final class TicTacToePosition implements Position {
    /** The eight winning lines as 9-bit masks. */
    static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000,
        0b001_001_001, 0b010_010_010, 0b100_100_100,
        0b100_010_001, 0b001_010_100,
    };
    /** 3^i for each cell. */
    static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
    private static final int FULL = 0x1FF;

    private final int[] masks = new int[2];
    private final int[] history = new int[9];
    private int ply;
    private int key;
    private Outcome outcome = Outcome.NONE;

    /** The empty board, X to move. */
    public TicTacToePosition() {
    }

    /**
     * The position with the given cells: {@code board} is 9 characters row by row from the top,
     * {@code X}, {@code O} or {@code .}; the side to move follows from the counts.
     */
    public static TicTacToePosition of(String board) {
        return TicTacToeNotation.parseBoard(board);
    }

    /** The cells of side {@code side} as a 9-bit mask. */
    public int mask(int side) {
        return masks[side];
    }

    /** The base-3 key: cell i adds digit x 3^i, with empty 0, X 1, O 2. */
    public int key() {
        return key;
    }

    /** The contents of cell {@code cell}: 0 empty, 1 X, 2 O. */
    public int cell(int cell) {
        int bit = 1 << cell;
        return (masks[0] & bit) != 0 ? 1 : (masks[1] & bit) != 0 ? 2 : 0;
    }

    /** The winning line of a won game as a 9-bit mask, or 0. */
    public int winningLine() {
        int w = outcome.winner();
        if (w < 0) {
            return 0;
        }
        for (int line : LINES) {
            if ((masks[w] & line) == line) {
                return line;
            }
        }
        return 0;
    }

    @Override
    public int sideToMove() {
        return ply & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int legalMoves(int[] into, int offset) {
        if (outcome != Outcome.NONE) {
            return 0;
        }
        int empty = ~(masks[0] | masks[1]) & FULL;
        int n = 0;
        while (empty != 0) {
            into[offset + n++] = Integer.numberOfTrailingZeros(empty);
            empty &= empty - 1;
        }
        return n;
    }

    @Override
    public void play(int move) {
        int side = ply & 1;
        masks[side] |= 1 << move;
        key += (side + 1) * POW3[move];
        history[ply++] = move;
        outcome = computeOutcome(side);
    }

    @Override
    public void undo() {
        int move = history[--ply];
        int side = ply & 1;
        masks[side] &= ~(1 << move);
        key -= (side + 1) * POW3[move];
        outcome = Outcome.NONE; // the game was going on before the last move
    }

    private Outcome computeOutcome(int mover) {
        int m = masks[mover];
        for (int line : LINES) {
            if ((m & line) == line) {
                return Outcome.winFor(mover);
            }
        }
        return ply == 9 ? Outcome.DRAW : Outcome.NONE;
    }

    @Override
    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return key;
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    @Override
    public TicTacToePosition copy() {
        TicTacToePosition p = new TicTacToePosition();
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        TicTacToePosition o = (TicTacToePosition) other;
        masks[0] = o.masks[0];
        masks[1] = o.masks[1];
        System.arraycopy(o.history, 0, history, 0, 9);
        ply = o.ply;
        key = o.key;
        outcome = o.outcome;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TicTacToePosition && ((TicTacToePosition) o).key == key;
    }

    @Override
    public int hashCode() {
        return key;
    }

    /** The board as three rows, top first, for example {@code X.O/.X./...}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(11);
        for (int i = 0; i < 9; i++) {
            if (i > 0 && i % 3 == 0) {
                sb.append('/');
            }
            sb.append(".XO".charAt(cell(i)));
        }
        return sb.toString();
    }
}
