package dev.strategist.games.checkers;

/**
 * The fixed geometry of the 32 dark squares: bit {@code b} is PDN square {@code b + 1}, four squares a
 * row, row 0 (squares 1-4) on Black's side. Directions are numbered 0 up-left, 1 up-right, 2 down-left,
 * 3 down-right, "up" being towards square 1: White's men move up, Black's down, kings both ways; the
 * opposite of direction {@code d} is {@code 3 - d}.
 *
 * <p>Tables give each square's neighbour and jump landing per direction; the bitboard shifts move a
 * whole set of squares one step at once, which is how captures and mobility are detected without a
 * loop over the pieces. The shift of a step depends only on the direction and the row's parity.
 */
public final class CheckersGeometry {
    /** All 32 squares. */
    public static final long FULL = 0xFFFF_FFFFL;
    /** Up-left: towards lower square numbers (White's forward). */
    public static final int UP_LEFT = 0;
    /** Up-right. */
    public static final int UP_RIGHT = 1;
    /** Down-left: towards higher square numbers (Black's forward). */
    public static final int DOWN_LEFT = 2;
    /** Down-right. */
    public static final int DOWN_RIGHT = 3;

    /** The neighbour of square bit {@code b} in direction {@code d}, or -1 off the board. */
    static final int[][] STEP = new int[4][32];
    /** Where a jump from {@code b} in direction {@code d} lands (over {@code STEP[d][b]}), or -1. */
    static final int[][] JUMP = new int[4][32];
    /** The squares that have a neighbour in direction {@code d}, split by row parity (even rows 0, 2, ...). */
    private static final long[][] CAN_STEP = new long[4][2];
    /** Row 0 (squares 1-4), where White's men are crowned. */
    public static final long ROW_1_TO_4 = 0xFL;
    /** Row 7 (squares 29-32), where Black's men are crowned. */
    public static final long ROW_29_TO_32 = 0xFL << 28;
    /** Squares of the even rows (1-4, 9-12, 17-20, 25-28). */
    static final long EVEN_ROWS = 0x0F0F_0F0FL;

    static {
        for (int b = 0; b < 32; b++) {
            int row = row(b);
            int col = column(b);
            for (int d = 0; d < 4; d++) {
                int dr = d < 2 ? -1 : 1;
                int dc = (d & 1) == 0 ? -1 : 1;
                STEP[d][b] = square(row + dr, col + dc);
                JUMP[d][b] = square(row + 2 * dr, col + 2 * dc);
                if (STEP[d][b] >= 0) {
                    CAN_STEP[d][row & 1] |= 1L << b;
                }
            }
        }
    }

    // the squares of even and odd rows that have a neighbour in each direction, as constants for the JIT
    private static final long UL_EVEN = CAN_STEP[UP_LEFT][0];
    private static final long UL_ODD = CAN_STEP[UP_LEFT][1];
    private static final long UR_EVEN = CAN_STEP[UP_RIGHT][0];
    private static final long UR_ODD = CAN_STEP[UP_RIGHT][1];
    private static final long DL_EVEN = CAN_STEP[DOWN_LEFT][0];
    private static final long DL_ODD = CAN_STEP[DOWN_LEFT][1];
    private static final long DR_EVEN = CAN_STEP[DOWN_RIGHT][0];
    private static final long DR_ODD = CAN_STEP[DOWN_RIGHT][1];

    private CheckersGeometry() {
    }

    /** The row 0..7 of square bit {@code b}, from Black's side. */
    public static int row(int b) {
        return b >> 2;
    }

    /** The column 0..7 of square bit {@code b}, from the left as White sees the board. */
    public static int column(int b) {
        int row = b >> 2;
        return 2 * (b & 3) + ((row & 1) == 0 ? 1 : 0);
    }

    /** The square bit at {@code row, col}, or -1 when that is off the board or a light square. */
    public static int square(int row, int col) {
        if (row < 0 || row > 7 || col < 0 || col > 7 || ((row + col) & 1) == 0) {
            return -1;
        }
        return row * 4 + col / 2;
    }

    /** The neighbour of square bit {@code b} in direction {@code d}, or -1. */
    public static int step(int d, int b) {
        return STEP[d][b];
    }

    /** The landing square of a jump from {@code b} in direction {@code d}, or -1. */
    public static int jump(int d, int b) {
        return JUMP[d][b];
    }

    /** Moves every square of {@code bits} one step in direction {@code d}; squares that would leave the board vanish. */
    public static long shift(long bits, int d) {
        switch (d) {
            case UP_LEFT:
                return ((bits & UL_EVEN) >>> 4) | ((bits & UL_ODD) >>> 5);
            case UP_RIGHT:
                return ((bits & UR_EVEN) >>> 3) | ((bits & UR_ODD) >>> 4);
            case DOWN_LEFT:
                return ((bits & DL_EVEN) << 4) | ((bits & DL_ODD) << 3);
            default:
                return ((bits & DR_EVEN) << 5) | ((bits & DR_ODD) << 4);
        }
    }

    /** The squares from which one step in direction {@code d} lands on {@code bits}. */
    public static long from(long bits, int d) {
        return shift(bits, 3 - d);
    }

    /** The crowning row of side {@code side}'s men (Black 29-32, White 1-4). */
    public static long crownRow(int side) {
        return side == 0 ? ROW_29_TO_32 : ROW_1_TO_4;
    }
}
