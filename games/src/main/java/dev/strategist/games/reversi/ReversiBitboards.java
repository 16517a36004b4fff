package dev.strategist.games.reversi;

/**
 * The 8 x 8 Othello board as {@code long} bitboards: bit {@code 8 * row + column} is a square, a1 = 0,
 * h1 = 7, a8 = 56, h8 = 63 (the order of the {@code .obf} files). Everything here is a pure function of
 * the discs of the side to move ({@code p}) and of its opponent ({@code o}); nothing allocates.
 */
public final class ReversiBitboards {
    /** Every square but the a-file: what a shift one column to the right may land on. */
    public static final long NOT_A_FILE = 0xFEFE_FEFE_FEFE_FEFEL;
    /** Every square but the h-file: what a shift one column to the left may land on. */
    public static final long NOT_H_FILE = 0x7F7F_7F7F_7F7F_7F7FL;
    /** The four corners. */
    public static final long CORNERS = 0x8100_0000_0000_0081L;
    /** The discs of the standard start: White on d4 and e5. */
    public static final long START_WHITE = (1L << 27) | (1L << 36);
    /** The discs of the standard start: Black on e4 and d5. */
    public static final long START_BLACK = (1L << 28) | (1L << 35);

    /** The eight directions as (column step, row step). */
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    /**
     * For each square and direction, the squares from the next one to the board's edge. Directions 0, 2,
     * 4 and 7 go to higher bit numbers (east, north, north-east, north-west), the others to lower ones.
     */
    private static final long[] RAYS = new long[64 * 8];
    private static final long FILE_A = 0x0101_0101_0101_0101L;
    /** Times the a-file's discs, puts row i's square at bit 56 + i (no two products meet, so no carries). */
    private static final long COLUMN_TO_BYTE = 0x0102_0408_1020_4080L;
    /** The a1-h8 and a8-h1 diagonals through each square (times the a-file they fold into the top byte by column). */
    private static final long[] DIAGONAL_THROUGH = new long[64];
    private static final long[] ANTI_DIAGONAL_THROUGH = new long[64];
    /** {@link #lineFlipsFull} for every position on a line (times 256) and every set of the mover's squares. */
    private static final byte[] LINE_FLIPS = new byte[8 * 256];

    static {
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < 8; d++) {
                long ray = 0;
                int c = (sq & 7) + DIRECTIONS[d][0];
                int r = (sq >> 3) + DIRECTIONS[d][1];
                while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                    ray |= 1L << (8 * r + c);
                    c += DIRECTIONS[d][0];
                    r += DIRECTIONS[d][1];
                }
                RAYS[sq * 8 + d] = ray;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            DIAGONAL_THROUGH[sq] = (1L << sq) | RAYS[sq * 8 + 4] | RAYS[sq * 8 + 5];
            ANTI_DIAGONAL_THROUGH[sq] = (1L << sq) | RAYS[sq * 8 + 6] | RAYS[sq * 8 + 7];
        }
        for (int at = 0; at < 8; at++) {
            for (int mine = 0; mine < 256; mine++) {
                LINE_FLIPS[(at << 8) | mine] = (byte) lineFlipsFull(at, mine);
            }
        }
    }

    private ReversiBitboards() {
    }

    /**
     * The squares where the side owning {@code p} may play: empty squares from which a line of one or
     * more of {@code o}'s discs runs to one of {@code p}'s, in any of the eight directions, all squares
     * at once (six shift-and-mask steps per direction).
     */
    public static long moves(long p, long o) {
        long inner = o & NOT_A_FILE & NOT_H_FILE;
        // east-west and the diagonals may not wrap round the board's side: only inner discs link
        return (line(p, inner, 1) | line(p, inner, 7) | line(p, inner, 9) | line(p, o, 8)) & ~(p | o);
    }

    /**
     * The squares just past a run of {@code links} (one or more) that starts next to {@code p}, in the
     * directions {@code +shift} and {@code -shift} at once: runs of up to six squares are found in four
     * shift-and-mask steps, the last two doubling the reach ({@code pair} is two links in a row).
     */
    private static long line(long p, long links, int shift) {
        int twice = shift + shift;
        long pairUp = links & (links << shift);
        long pairDown = links & (links >>> shift);
        long up = links & (p << shift);
        long down = links & (p >>> shift);
        up |= links & (up << shift);
        down |= links & (down >>> shift);
        up |= pairUp & (up << twice);
        down |= pairDown & (down >>> twice);
        up |= pairUp & (up << twice);
        down |= pairDown & (down >>> twice);
        return (up << shift) | (down >>> shift);
    }

    /**
     * The discs of {@code o} that turn over when the owner of {@code p} plays on the empty square
     * {@code sq}: per direction, the opponent's discs up to the first square that is not the opponent's,
     * if that square is the mover's. Zero means the move is not legal. Computed by
     * {@link ReversiSquareFlips}, which is {@link #rayFlips} specialised to each square.
     */
    public static long flips(int sq, long p, long o) {
        return ReversiSquareFlips.flips(sq, p, o);
    }

    /**
     * {@link #flips} for any square from the table of rays, all eight directions: the plain version, from
     * which {@link ReversiSquareFlips} is generated and against which it is tested.
     */
    static long rayFlips(int sq, long p, long o) {
        int base = sq << 3;
        long notO = ~o;
        // unrolled and branch-free: whether a direction flips is data, and mispredicted branches cost more
        // than the few operations of the directions that flip nothing
        return up(RAYS[base], notO, p) | down(RAYS[base + 1], notO, p)
                | up(RAYS[base + 2], notO, p) | down(RAYS[base + 3], notO, p)
                | up(RAYS[base + 4], notO, p) | down(RAYS[base + 5], notO, p)
                | down(RAYS[base + 6], notO, p) | up(RAYS[base + 7], notO, p);
    }

    /**
     * The squares from {@code sq}'s neighbour to the board's edge in {@code direction} (0..7: east, west,
     * north, south, north-east, south-west, south-east, north-west); directions 0, 2, 4 and 7 run to higher
     * bit numbers ({@link #up}), the others to lower ones ({@link #down}).
     */
    static long ray(int sq, int direction) {
        return RAYS[(sq << 3) + direction];
    }

    /**
     * How many discs the owner of {@code p} turns over by playing on {@code sq} when every other square
     * is taken (the last move of a game). Nothing being empty, a line's flips depend only on where the
     * mover's discs are on it: each of the four lines through {@code sq} is gathered into a byte, indexed
     * by column (by row for the column), and {@link #LINE_FLIPS} counts it: four look-ups instead of
     * eight ray walks, for the solver's hottest routine.
     */
    public static int lastFlipCount(int sq, long p) {
        int c = sq & 7;
        int r = sq >>> 3;
        int row = (int) (p >>> (r << 3)) & 0xFF;
        int column = (int) ((((p >>> c) & FILE_A) * COLUMN_TO_BYTE) >>> 56);
        int diagonal = (int) (((p & DIAGONAL_THROUGH[sq]) * FILE_A) >>> 56);
        int anti = (int) (((p & ANTI_DIAGONAL_THROUGH[sq]) * FILE_A) >>> 56);
        int at = c << 8;
        return LINE_FLIPS[at | row] + LINE_FLIPS[(r << 8) | column] + LINE_FLIPS[at | diagonal] + LINE_FLIPS[at | anti];
    }

    /**
     * The discs turned on a full line of eight by a move at {@code at} when the mover owns the squares of
     * {@code mine} (bit i: the line's i-th square): in each direction, the squares before the mover's
     * nearest disc, none when there is no such disc. Squares off a short diagonal read as not the mover's,
     * so a run that reaches them finds no disc of the mover's beyond, and turns nothing, as off the board.
     */
    static int lineFlipsFull(int at, int mine) {
        int flips = 0;
        int i = at + 1;
        while (i < 8 && (mine & (1 << i)) == 0) {
            i++;
        }
        if (i < 8) {
            flips += i - at - 1;
        }
        i = at - 1;
        while (i >= 0 && (mine & (1 << i)) == 0) {
            i--;
        }
        if (i >= 0) {
            flips += at - i - 1;
        }
        return flips;
    }

    /** The flips along a ray to higher bit numbers: the opponent's discs below the first other square. */
    static long up(long ray, long notO, long p) {
        long stop = ray & notO;
        long hit = stop & -stop & p;
        // every square below the mover's disc; with none, 1L << 64 is 1 (Java shifts mod 64), so nothing
        return ray & ((1L << Long.numberOfTrailingZeros(hit)) - 1);
    }

    /** The flips along a ray to lower bit numbers: the opponent's discs above the first other square. */
    static long down(long ray, long notO, long p) {
        // z squares lie above the first square that is not the opponent's, bit 63 - z (the ray runs below the
        // move's square, so z > 0); its owner shifted to the sign decides; with no such square z is 64 and
        // -1L >>> 64 is -1 (Java shifts mod 64), so nothing
        int z = Long.numberOfLeadingZeros(ray & notO);
        return ray & ~(-1L >>> z) & ((p << z) >> 63);
    }

    /** The empty squares next to at least one disc of {@code discs} (for potential mobility). */
    public static long neighbours(long discs) {
        long h = ((discs << 1) & NOT_A_FILE) | ((discs >>> 1) & NOT_H_FILE);
        long row = discs | h;
        return h | (row << 8) | (row >>> 8);
    }

    /** The squares next to {@code sq} (up to eight). */
    public static long around(int sq) {
        long bit = 1L << sq;
        return neighbours(bit) & ~bit;
    }

    /** The square's name, {@code a1}..{@code h8}. */
    public static String squareName(int sq) {
        return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >> 3));
    }
}
