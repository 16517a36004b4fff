package dev.strategist.games.connect4;

/**
 * The fixed masks of one Connect Four board size, computed once and shared by every position and
 * evaluator of that size, so neither allocates nor recomputes them per call.
 *
 * <p>Bit {@code col * (height + 1) + row} is the cell in column {@code col}, row {@code row} counted from
 * the bottom. Each column has one spare bit above its top row, the sentinel row, which no stone ever
 * occupies: it stops a column's carry ({@code mask + bottom}) from running into the next column, and it
 * makes every shift-based line test see a gap between the top of one column and the bottom of the next.
 */
public final class Connect4Geometry {
    /** The narrowest and lowest board: smaller ones have no four in some direction. */
    public static final int MIN_SIZE = 4;
    /** The widest board: moves are written as one digit per column. */
    public static final int MAX_WIDTH = 9;
    /** Bits in the board word. */
    public static final int BITS = 64;

    private static final Connect4Geometry[][] SIZES = new Connect4Geometry[MAX_WIDTH + 1][];

    static {
        for (int w = MIN_SIZE; w <= MAX_WIDTH; w++) {
            SIZES[w] = new Connect4Geometry[BITS / w]; // heights up to BITS / w - 1 fit
            for (int h = MIN_SIZE; h < SIZES[w].length; h++) {
                SIZES[w][h] = new Connect4Geometry(w, h);
            }
        }
    }

    final int width;
    final int height;
    /** Bits per column: the height plus the sentinel row. */
    final int stride;
    /** The bottom cell of every column. */
    final long bottom;
    /** Every cell of the board, sentinels excluded. */
    final long board;
    /** Rows 1, 3, 5, ... counted from 1 at the bottom: where the first player's threats are strong. */
    final long oddRows;
    /** Rows 2, 4, 6, ...: where the second player's threats are strong. */
    final long evenRows;
    /** The middle column, or the middle two on an even width. */
    final long centre;
    /** Per column: all its cells. */
    final long[] columns;
    /** Per column: its top cell. */
    final long[] tops;
    /** Every line of four cells (horizontal, vertical and both diagonals) as a mask. */
    final long[] windows;

    private Connect4Geometry(int width, int height) {
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        this.columns = new long[width];
        this.tops = new long[width];
        long b = 0;
        long odd = 0;
        for (int c = 0; c < width; c++) {
            b |= bit(c, 0);
            columns[c] = ((1L << height) - 1) << (c * stride);
            tops[c] = bit(c, height - 1);
            for (int r = 0; r < height; r += 2) {
                odd |= bit(c, r);
            }
        }
        long all = 0;
        for (long column : columns) {
            all |= column;
        }
        this.bottom = b;
        this.board = all;
        this.oddRows = odd;
        this.evenRows = all & ~odd;
        this.centre = columns[width / 2] | columns[(width - 1) / 2];
        this.windows = windows();
    }

    /** The geometry of a {@code width x height} board; rejects sizes whose bitboard does not fit a long. */
    public static Connect4Geometry of(int width, int height) {
        if (width < MIN_SIZE || width > MAX_WIDTH || height < MIN_SIZE || !fits(width, height)) {
            throw new IllegalArgumentException(describeMisfit(width, height));
        }
        return SIZES[width][height];
    }

    /** True if the bitboard of this size, sentinel row included, fits in 64 bits: width x (height + 1) <= 64. */
    public static boolean fits(int width, int height) {
        return (long) width * (height + 1) <= BITS;
    }

    /** Why a size is not accepted, for error messages. */
    static String describeMisfit(int width, int height) {
        if (width < MIN_SIZE || width > MAX_WIDTH) {
            return "the width must be " + MIN_SIZE + ".." + MAX_WIDTH + " (one digit per column), not " + width;
        }
        if (height < MIN_SIZE) {
            return "the height must be at least " + MIN_SIZE + ", not " + height;
        }
        return "a " + width + " x " + height + " board does not fit the 64-bit board: width x (height + 1) is "
                + width * (height + 1) + ", more than 64; with width " + width + " the height can be at most "
                + (BITS / width - 1);
    }

    /** The number of columns. */
    public int width() {
        return width;
    }

    /** The number of rows. */
    public int height() {
        return height;
    }

    /** The bit of the cell in column {@code col}, row {@code row} from the bottom. */
    public long bit(int col, int row) {
        return 1L << (col * stride + row);
    }

    /** Every cell of column {@code col}. */
    public long column(int col) {
        return columns[col];
    }

    /** Every cell of the board. */
    public long board() {
        return board;
    }

    /** The bottom cell of every column. */
    public long bottom() {
        return bottom;
    }

    /** The number of lines of four on the board (69 on 7 x 6). */
    public int windowCount() {
        return windows.length;
    }

    /** Line of four number {@code i} as a mask. */
    public long window(int i) {
        return windows[i];
    }

    /** True if {@code stones} holds four in a row: the classic test of each direction by two shifts. */
    public boolean hasFour(long stones) {
        // directions: vertical (1), horizontal (stride) and the two diagonals (stride - 1, stride + 1);
        // m marks the first of two neighbours, so m & (m >>> 2d) marks the first of four
        long m = stones & (stones >>> 1);
        if ((m & (m >>> 2)) != 0) {
            return true;
        }
        m = stones & (stones >>> stride);
        if ((m & (m >>> 2 * stride)) != 0) {
            return true;
        }
        m = stones & (stones >>> (stride - 1));
        if ((m & (m >>> 2 * (stride - 1))) != 0) {
            return true;
        }
        m = stones & (stones >>> (stride + 1));
        return (m & (m >>> 2 * (stride + 1))) != 0;
    }

    /**
     * The empty cells of {@code empty} that would complete a four for {@code stones}: the side's threats,
     * whether or not they can be played yet.
     */
    public long winningCells(long stones, long empty) {
        long r = (stones << 1) & (stones << 2) & (stones << 3); // three stones right below
        r |= lineCells(stones, stride);
        r |= lineCells(stones, stride - 1);
        r |= lineCells(stones, stride + 1);
        return r & empty;
    }

    /** Cells that finish four along direction {@code d}, with the gap at any of the four places. */
    private static long lineCells(long s, int d) {
        long p = (s << d) & (s << 2 * d);
        long r = p & (s << 3 * d); // three before
        r |= p & (s >>> d); // two before, one after
        p = (s >>> d) & (s >>> 2 * d);
        r |= p & (s << d); // one before, two after
        r |= p & (s >>> 3 * d); // three after
        return r;
    }

    /** Every line of four: each start cell and direction that stays on the board. */
    private long[] windows() {
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        int count = 0;
        long[] found = new long[width * height * directions.length];
        for (int[] d : directions) {
            for (int c = 0; c < width; c++) {
                for (int r = 0; r < height; r++) {
                    int endC = c + 3 * d[0];
                    int endR = r + 3 * d[1];
                    if (endC >= width || endR < 0 || endR >= height) {
                        continue;
                    }
                    long w = 0;
                    for (int k = 0; k < 4; k++) {
                        w |= bit(c + k * d[0], r + k * d[1]);
                    }
                    found[count++] = w;
                }
            }
        }
        return java.util.Arrays.copyOf(found, count);
    }
}
