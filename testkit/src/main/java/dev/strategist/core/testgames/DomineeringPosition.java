package dev.strategist.core.testgames;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;

/**
 * Domineering on a board of up to 8 x 8 cells in one {@code long}: cell {@code row * cols + col} is bit
 * {@code row * cols + col}, row 0 at the top. The first player (side 0) places vertical dominoes, the
 * second horizontal ones; a move is the cell of the domino's top or left half. A player who cannot move
 * loses.
 */
public final class DomineeringPosition implements Position {
    /** Keeps the hash of the empty board away from zero and apart from other small-board games. */
    private static final long BOARD_SEED = 0x6A09E667F3BCC909L;
    /** Mixed into the hash when the second player is to move. */
    private static final long SIDE_KEY = 0x9E3779B97F4A7C15L;

    private final int rows;
    private final int cols;
    private final long board;
    /** Cells whose vertical domino stays on the board: every row but the last. */
    private final long verticalStarts;
    /** Cells whose horizontal domino stays on the board: every column but the last. */
    private final long horizontalStarts;
    /** The cells covered by each side's dominoes. */
    private final long[] covered = new long[2];
    private final int[] history;
    private int ply;
    private Outcome outcome;

    /** The empty {@code rows x cols} board, vertical to move; each dimension 1..8. */
    public DomineeringPosition(int rows, int cols) {
        if (rows < 1 || rows > 8 || cols < 1 || cols > 8) {
            throw new IllegalArgumentException("a Domineering board is 1..8 by 1..8, not " + rows + " x " + cols);
        }
        this.rows = rows;
        this.cols = cols;
        int cells = rows * cols;
        this.board = cells == 64 ? -1L : (1L << cells) - 1;
        this.verticalStarts = (1L << (cells - cols)) - 1;
        long firstColumns = 0;
        for (int r = 0; r < rows; r++) {
            firstColumns |= ((1L << (cols - 1)) - 1) << (r * cols);
        }
        this.horizontalStarts = firstColumns;
        this.history = new int[cells / 2 + 1];
        this.outcome = computeOutcome();
    }

    /** The number of rows. */
    public int rows() {
        return rows;
    }

    /** The number of columns. */
    public int cols() {
        return cols;
    }

    /** The covered cells as a bitboard. */
    public long occupied() {
        return covered[0] | covered[1];
    }

    /** The cells covered by {@code side}'s dominoes. */
    public long covered(int side) {
        return covered[side];
    }

    /** The cells {@code side} may start a domino on now, as a bitboard: its legal moves. */
    public long moveMask(int side) {
        long empty = ~occupied() & board;
        return side == FIRST
                ? empty & (empty >>> cols) & verticalStarts
                : empty & (empty >>> 1) & horizontalStarts;
    }

    /** The other cell of the domino {@code side} places with its top or left half on {@code cell}. */
    public int partner(int side, int cell) {
        return side == FIRST ? cell + cols : cell + 1;
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
        int n = 0;
        for (long m = moveMask(sideToMove()); m != 0; m &= m - 1) {
            into[offset + n++] = Long.numberOfTrailingZeros(m);
        }
        return n;
    }

    @Override
    public void play(int move) {
        int side = sideToMove();
        covered[side] |= (1L << move) | (1L << partner(side, move));
        history[ply++] = move;
        outcome = computeOutcome();
    }

    @Override
    public void undo() {
        int move = history[--ply];
        int side = sideToMove();
        covered[side] &= ~((1L << move) | (1L << partner(side, move)));
        outcome = Outcome.NONE; // a move was played from here, so the game went on
    }

    private Outcome computeOutcome() {
        int side = sideToMove();
        return moveMask(side) == 0 ? Outcome.winFor(1 - side) : Outcome.NONE;
    }

    @Override
    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    /**
     * Mixes the occupied cells with a fixed-seed 64-bit finaliser (the murmur3 one): the future of a
     * Domineering game depends only on which cells are covered, so boards with the same cells covered by
     * differently laid dominoes share a key, as transpositions should.
     */
    @Override
    public long hash() {
        long h = occupied() ^ BOARD_SEED ^ ((long) rows << 56) ^ ((long) cols << 48);
        h = (h ^ (h >>> 33)) * 0xFF51AFD7ED558CCDL;
        h = (h ^ (h >>> 33)) * 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return sideToMove() == FIRST ? h : h ^ SIDE_KEY;
    }

    @Override
    public int maxMoves() {
        return rows * cols;
    }

    @Override
    public DomineeringPosition copy() {
        DomineeringPosition p = new DomineeringPosition(rows, cols);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        DomineeringPosition o = (DomineeringPosition) other;
        if (o.rows != rows || o.cols != cols) {
            throw new IllegalArgumentException("cannot copy a " + o.rows + " x " + o.cols + " board into a "
                    + rows + " x " + cols + " one");
        }
        covered[0] = o.covered[0];
        covered[1] = o.covered[1];
        System.arraycopy(o.history, 0, history, 0, o.ply);
        ply = o.ply;
        outcome = o.outcome;
    }

    /** The board row by row from the top, {@code /} between rows: {@code .} empty, {@code |} or {@code -} a domino. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(rows * (cols + 1));
        for (int cell = 0; cell < rows * cols; cell++) {
            if (cell > 0 && cell % cols == 0) {
                sb.append('/');
            }
            long bit = 1L << cell;
            sb.append((covered[0] & bit) != 0 ? '|' : (covered[1] & bit) != 0 ? '-' : '.');
        }
        return sb.toString();
    }
}
