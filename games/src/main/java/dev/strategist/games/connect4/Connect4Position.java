package dev.strategist.games.connect4;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;

/**
 * Connect Four on two 64-bit words: {@code current}, the stones of the side to move, and {@code mask},
 * every stone (the layout is in {@link Connect4Geometry}). A move is a column index 0..width-1; the disc
 * falls to the lowest empty cell. First to four in a row (across, up or diagonally) wins; a full board
 * is a draw.
 *
 * <p>The history is the column of each ply, enough to undo: the last disc in that column is the top bit
 * of the column, and the previous {@code current} is the new one with the mover's stones flipped back.
 */
public final class Connect4Position implements Position {
    private final Connect4Geometry geometry;
    private final byte[] history;
    private long current;
    private long mask;
    private int ply;
    private Outcome outcome = Outcome.NONE;

    /** The empty standard board, 7 columns by 6 rows, the first player to move. */
    public Connect4Position() {
        this(7, 6);
    }

    /** The empty board of {@code width x height}; the bitboard must fit: width x (height + 1) <= 64. */
    public Connect4Position(int width, int height) {
        this.geometry = Connect4Geometry.of(width, height);
        this.history = new byte[width * height];
    }

    /**
     * The standard board after the moves of {@code digits}, one column number 1..7 per move, e.g.
     * {@code "4453"}; spaces and commas are ignored. Bad text throws a
     * {@link dev.strategist.core.NotationException} naming the character and why.
     */
    public static Connect4Position of(String digits) {
        return of(7, 6, digits);
    }

    /** The {@code width x height} board after the moves of {@code digits} (see {@link #of(String)}). */
    public static Connect4Position of(int width, int height, String digits) {
        Connect4Position p = new Connect4Position(width, height);
        Connect4Notation.playMoves(p, digits);
        return p;
    }

    /** The board's fixed masks. */
    public Connect4Geometry geometry() {
        return geometry;
    }

    /** The number of columns. */
    public int width() {
        return geometry.width;
    }

    /** The number of rows. */
    public int height() {
        return geometry.height;
    }

    /** The stones of the side to move. */
    public long current() {
        return current;
    }

    /** Every stone on the board. */
    public long mask() {
        return mask;
    }

    /** The stones of side {@code side} (0 moved first). */
    public long stones(int side) {
        return side == sideToMove() ? current : current ^ mask;
    }

    /**
     * A key unique to the position: {@code current + mask + bottom}, each column read as a 1 above its
     * discs with the side to move's discs below it. The side to move is the parity of the disc count,
     * so the key tells it too.
     */
    public long key() {
        return current + mask + geometry.bottom;
    }

    /** The number of discs in column {@code col}. */
    public int columnHeight(int col) {
        return Long.bitCount(mask & geometry.columns[col]);
    }

    /** The contents of a cell: 0 empty, 1 the first player's disc, 2 the second player's. */
    public int cell(int col, int row) {
        long bit = geometry.bit(col, row);
        if ((mask & bit) == 0) {
            return 0;
        }
        int owner = (current & bit) != 0 ? sideToMove() : 1 - sideToMove();
        return 1 + owner;
    }

    /** True if column {@code col} exists and has room; says nothing about whether the game is over. */
    public boolean canPlay(int col) {
        return col >= 0 && col < geometry.width && (mask & geometry.tops[col]) == 0;
    }

    /** True if the side to move connects four by dropping a disc in {@code col}, which must have room. */
    public boolean isWinningMove(int col) {
        return geometry.hasFour(current | dropCell(col));
    }

    /** The cell a disc dropped in {@code col} lands on, as a one-bit mask (0 if the column is full). */
    public long dropCell(int col) {
        return (mask + geometry.bottom) & geometry.columns[col];
    }

    /** The moves so far as column digits 1..width, e.g. {@code "4453"}: the form {@link #of} reads. */
    public String moveString() {
        StringBuilder sb = new StringBuilder(ply);
        for (int i = 0; i < ply; i++) {
            sb.append((char) ('1' + history[i]));
        }
        return sb.toString();
    }

    /** The column of the move played at ply {@code i} (0-based), for {@code i < ply()}. */
    public int moveAt(int i) {
        if (i < 0 || i >= ply) {
            throw new IndexOutOfBoundsException("no move " + i + " among " + ply);
        }
        return history[i];
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
        int n = 0;
        for (int c = 0; c < geometry.width; c++) {
            if ((mask & geometry.tops[c]) == 0) {
                into[offset + n++] = c;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        int mover = ply & 1;
        current ^= mask; // the opponent becomes the side to move
        mask |= mask + (geometry.bottom & geometry.columns[move]); // the carry lands on the first free cell
        history[ply++] = (byte) move;
        if (geometry.hasFour(current ^ mask)) {
            outcome = Outcome.winFor(mover);
        } else if (ply == history.length) {
            outcome = Outcome.DRAW;
        }
    }

    @Override
    public void undo() {
        int col = history[--ply];
        mask ^= Long.highestOneBit(mask & geometry.columns[col]);
        current ^= mask;
        outcome = Outcome.NONE; // the game was going on before the last move
    }

    @Override
    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    /** The unique {@link #key()} through a bijective mixer, so equal keys and only they give equal hashes. */
    @Override
    public long hash() {
        // MurmurHash3's 64-bit finaliser: invertible, and it spreads the key's few high bits over the low
        // ones that a transposition table indexes by
        long h = key();
        h ^= h >>> 33;
        h *= 0xFF51_AFD7_ED55_8CCDL;
        h ^= h >>> 33;
        h *= 0xC4CE_B9FE_1A85_EC53L;
        h ^= h >>> 33;
        return h;
    }

    @Override
    public int maxMoves() {
        return geometry.width;
    }

    @Override
    public Connect4Position copy() {
        Connect4Position p = new Connect4Position(geometry.width, geometry.height);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        Connect4Position o = (Connect4Position) other;
        if (o.geometry != geometry) {
            throw new IllegalArgumentException("cannot copy a " + o.width() + " x " + o.height()
                    + " position into a " + width() + " x " + height() + " one");
        }
        current = o.current;
        mask = o.mask;
        ply = o.ply;
        outcome = o.outcome;
        System.arraycopy(o.history, 0, history, 0, o.ply);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Connect4Position && ((Connect4Position) o).geometry == geometry
                && ((Connect4Position) o).current == current && ((Connect4Position) o).mask == mask;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /** The board row by row from the top, {@code X} first player, {@code O} second, {@code .} empty, '/' between. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder((geometry.width + 1) * geometry.height);
        for (int row = geometry.height - 1; row >= 0; row--) {
            for (int col = 0; col < geometry.width; col++) {
                sb.append(".XO".charAt(cell(col, row)));
            }
            if (row > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
