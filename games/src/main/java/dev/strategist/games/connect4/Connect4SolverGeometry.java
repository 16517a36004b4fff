package dev.strategist.games.connect4;

/**
 * The bit layout of a Connect Four board of any size that fits a {@code long}, and the bit tricks the
 * solver is built on, on raw words so the search needs no objects.
 *
 * <p>Column c occupies bits {@code c * (height + 1)} (its bottom cell) to {@code c * (height + 1) + height
 * - 1} (its top cell); the one bit above, the sentinel, is never a cell. A position is two words: the
 * stones of the side to move, and the mask of all stones. The sentinel is what keeps the shifts honest:
 * a line shifted off the top of one column lands on a sentinel, never in the next column's cells.
 */
public final class Connect4SolverGeometry {
    /** The most columns a move string can name: one digit per move, 1..9. */
    public static final int MAX_DIGIT_COLUMNS = 9;

    private final int width;
    private final int height;
    private final int stride;
    private final long bottom;
    private final long board;
    // fewer than four columns hold no horizontal or diagonal line, and their wide strides would make
    // Java's shifts (taken mod 64) wrap around instead of falling off the word
    private final boolean lines;

    /** The layout of a board {@code width} columns wide and {@code height} rows high. */
    public Connect4SolverGeometry(int width, int height) {
        if (width < 1 || height < 1 || width > Long.SIZE || height >= Long.SIZE || width * (height + 1) > Long.SIZE) {
            throw new IllegalArgumentException("the board " + width + " x " + height + " does not fit the solver: "
                    + "it needs width >= 1, height >= 1 and width * (height + 1) <= 64");
        }
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        long b = 0;
        long all = 0;
        for (int c = 0; c < width; c++) {
            b |= 1L << (c * stride);
            all |= columnBits(c);
        }
        this.bottom = b;
        this.board = all;
        this.lines = width >= 4;
    }

    /** Columns. */
    public int width() {
        return width;
    }

    /** Rows. */
    public int height() {
        return height;
    }

    /** Cells on the board: the most stones a game can have. */
    public int cells() {
        return width * height;
    }

    /** Bits a position key can use: {@code width * (height + 1)}. */
    public int keyBits() {
        return width * stride;
    }

    /** Every cell of column {@code column}. */
    public long columnBits(int column) {
        return ((1L << height) - 1) << (column * stride);
    }

    /** The bottom cell of column {@code column}. */
    long bottomCell(int column) {
        return 1L << (column * stride);
    }

    /** The top cell of column {@code column}. */
    long topCell(int column) {
        return 1L << (column * stride + height - 1);
    }

    /** The cells a stone can be dropped into now: the lowest empty cell of each column that has one. */
    long playable(long mask) {
        return (mask + bottom) & board;
    }

    /**
     * The empty cells where one more stone would complete four in a row for the owner of {@code stones},
     * whether or not they can be played yet.
     */
    long winningSpots(long stones, long mask) {
        // vertical: only the three cells below can complete it
        long spots = (stones << 1) & (stones << 2) & (stones << 3);
        if (lines) {
            spots |= along(stones, stride) | along(stones, stride - 1) | along(stones, stride + 1);
        }
        return spots & board & ~mask;
    }

    /** Cells completing a line in the direction whose step is {@code step} bits (both ways along it). */
    private static long along(long p, int step) {
        long spots = 0;
        long twoBelow = (p << step) & (p << 2 * step);
        spots |= twoBelow & (p << 3 * step);   // three stones on the low side
        spots |= twoBelow & (p >>> step);      // two on the low side, one on the high side
        long twoAbove = (p >>> step) & (p >>> 2 * step);
        spots |= twoAbove & (p >>> 3 * step);  // three on the high side
        spots |= twoAbove & (p << step);       // two on the high side, one on the low side
        return spots;
    }

    /** True when the side to move (owning {@code current}) can complete four with its next stone. */
    boolean canWinNext(long current, long mask) {
        return (winningSpots(current, mask) & playable(mask)) != 0;
    }

    /**
     * The playable cells that do not let the opponent complete four with its very next stone, or 0 when
     * there is none (the position is lost in two plies). The side to move must not be able to win at once.
     */
    long nonLosingMoves(long current, long mask) {
        long playable = playable(mask);
        long threats = winningSpots(current ^ mask, mask);
        long forced = playable & threats;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0; // two threats to block with one stone
            }
            playable = forced;
        }
        // a stone right below an opponent's spot lets it play there next
        return playable & ~(threats >>> 1);
    }

    /** True when {@code column} (0-based) is on the board. */
    boolean isColumn(int column) {
        return column >= 0 && column < width;
    }
}
