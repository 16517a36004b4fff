package dev.strategist.games.reversi;

/**
 * The size of an Othello board, 4 x 4, 6 x 6 or 8 x 8, and where it sits in the 64-bit frame: a smaller
 * board is centred in the 8 x 8 frame (6 x 6 on b2..g7, 4 x 4 on c3..f6), so the four starting discs are
 * on the same bits for every size, and the squares outside it (the wall) never hold a disc. Flips need no
 * change for that: a ray stops at the first square that is not the opponent's, and the wall is empty. Only
 * the moves are masked to the board, and what counts squares (scores, empties, stability, square values)
 * asks the board. Squares are named from the board's own corner: {@code a1}..{@code f6} on 6 x 6.
 *
 * <p>10 x 10 has 100 squares, more than a {@code long} per side holds, so it would need a second rules
 * engine; it is not offered.
 */
public final class ReversiBoard {
    /** The classic square values of 8 x 8 by distance from the edges (0..3 each way); before the boards, which read it. */
    private static final int[][] CLASSIC = {
        {100, -20, 10, 5},
        {-20, -50, -2, -2},
        {10, -2, 1, 1},
        {5, -2, 1, 0}};

    /** The standard board. */
    public static final ReversiBoard EIGHT = new ReversiBoard(8);
    /** 6 x 6: solved, White wins 20-16 with perfect play. */
    public static final ReversiBoard SIX = new ReversiBoard(6);
    /** 4 x 4: White wins 11-3 with perfect play. */
    public static final ReversiBoard FOUR = new ReversiBoard(4);

    private final int size;
    private final int offset;
    private final long squares;
    private final long corners;
    private final long xSquares;
    private final long edge;
    private final int[] cornerSquare = new int[4];
    private final long[] xOf = new long[4];
    private final long[] cOf = new long[4];
    private final int[] value = new int[64];
    private final int[] ring = new int[64];

    private ReversiBoard(int size) {
        this.size = size;
        this.offset = (8 - size) / 2;
        long all = 0;
        long edgeSquares = 0;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                int sq = square(c, r);
                all |= 1L << sq;
                int dc = Math.min(c, size - 1 - c);
                int dr = Math.min(r, size - 1 - r);
                if (dc == 0 || dr == 0) {
                    edgeSquares |= 1L << sq;
                }
                value[sq] = CLASSIC[band(dr)][band(dc)];
                ring[sq] = 4 * band(dr) + band(dc);
            }
        }
        this.squares = all;
        this.edge = edgeSquares;
        int last = size - 1;
        int[][] at = {{0, 0}, {last, 0}, {0, last}, {last, last}};
        long cs = 0;
        long xs = 0;
        for (int i = 0; i < 4; i++) {
            int c = at[i][0];
            int r = at[i][1];
            int dc = c == 0 ? 1 : -1;
            int dr = r == 0 ? 1 : -1;
            cornerSquare[i] = square(c, r);
            cs |= 1L << cornerSquare[i];
            xOf[i] = 1L << square(c + dc, r + dr);
            cOf[i] = (1L << square(c + dc, r)) | (1L << square(c, r + dr));
            xs |= xOf[i];
        }
        this.corners = cs;
        this.xSquares = xs;
    }

    /** The 8 x 8 classic table's band for a distance from the edge: the centre band on smaller boards. */
    private int band(int distance) {
        return distance < 2 ? distance : distance == size / 2 - 1 ? 3 : 2;
    }

    /** The board of side {@code size} (4, 6 or 8). */
    public static ReversiBoard of(int size) {
        switch (size) {
            case 8:
                return EIGHT;
            case 6:
                return SIX;
            case 4:
                return FOUR;
            default:
                throw new IllegalArgumentException("an Othello board is 4, 6 or 8 squares a side, not " + size);
        }
    }

    /** Squares per side. */
    public int size() {
        return size;
    }

    /** The number of squares, size * size. */
    public int count() {
        return size * size;
    }

    /** The board's squares as a frame mask (every bit on 8 x 8). */
    public long squares() {
        return squares;
    }

    /** The frame squares outside the board (none on 8 x 8). */
    public long wall() {
        return ~squares;
    }

    /** The four corners. */
    public long corners() {
        return corners;
    }

    /** The squares diagonally next to the corners. */
    public long xSquares() {
        return xSquares;
    }

    /** The board's edge squares. */
    public long edge() {
        return edge;
    }

    /** Corner {@code i} (0..3: a1, the far end of row 1, the far end of column a, the far corner). */
    public int corner(int i) {
        return cornerSquare[i];
    }

    /** The X square of corner {@code i}. */
    public long xOf(int i) {
        return xOf[i];
    }

    /** The two C squares (along the edges) of corner {@code i}. */
    public long cOf(int i) {
        return cOf[i];
    }

    /**
     * The classic beginner's value of a square (corners 100, X squares -50, ...), by its distance from
     * the board's edges; 0 off the board.
     */
    public int value(int sq) {
        return value[sq];
    }

    /** A square's class by its distances from the edges (0 corner .. 15 centre; 5 an X square), for ordering. */
    public int ring(int sq) {
        return ring[sq];
    }

    /** True if frame square {@code sq} (0..63) is on this board. */
    public boolean contains(int sq) {
        return sq >= 0 && sq < 64 && (squares >>> sq & 1) != 0;
    }

    /** The frame square of the board's column {@code c} and row {@code r} (from 0). */
    public int square(int c, int r) {
        return 8 * (r + offset) + c + offset;
    }

    /** The board column (from 0) of frame square {@code sq}. */
    public int column(int sq) {
        return (sq & 7) - offset;
    }

    /** The board row (from 0) of frame square {@code sq}. */
    public int row(int sq) {
        return (sq >> 3) - offset;
    }

    /** The square's name on this board, {@code a1} at its own corner. */
    public String name(int sq) {
        return "" + (char) ('a' + column(sq)) + (char) ('1' + row(sq));
    }

    /** The moves of {@code p} against {@code o} on this board. */
    public long moves(long p, long o) {
        return ReversiBitboards.moves(p, o) & squares;
    }

    @Override
    public String toString() {
        return size + " x " + size;
    }
}
