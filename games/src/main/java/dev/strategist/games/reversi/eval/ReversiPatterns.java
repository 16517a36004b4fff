package dev.strategist.games.reversi.eval;

/**
 * The squares the pattern evaluation looks at, and their base-3 codes computed from the two bitboards.
 * Eleven pattern shapes are read on the board in each of its eight symmetric images (so every position and
 * its mirror images get the same value by construction): the edge with its two X squares, the 3 x 3 and
 * 2 x 5 corners, rows 2 to 4, and the diagonals of length 8 down to 4.
 *
 * <p>A shape's squares are gathered into the low bits of an int by a few shifts and masks (a diagonal by
 * one multiplication), once for the side to move and once for the opponent; the code is then
 * {@code B3[mine] + 2 * B3[theirs]}: each square a base-3 digit, 0 empty, 1 the side to move's, 2 the
 * opponent's, the first square the least significant.
 */
public final class ReversiPatterns {
    /** The number of shapes. */
    public static final int SHAPES = 11;
    /** The number of symmetric images of the board each shape is read in. */
    public static final int IMAGES = 8;
    /** Squares per shape, in shape order: edge+2X, corner 3x3, corner 2x5, rows 2-4, diagonals 8-4. */
    public static final int[] SIZE = {10, 9, 10, 8, 8, 8, 8, 7, 6, 5, 4};
    /** The squares of each shape on the untransformed board, in digit order (first = least significant). */
    static final int[][] SQUARES = {
        {0, 1, 2, 3, 4, 5, 6, 7, 9, 14},
        {0, 1, 2, 8, 9, 10, 16, 17, 18},
        {0, 1, 2, 3, 4, 8, 9, 10, 11, 12},
        {8, 9, 10, 11, 12, 13, 14, 15},
        {16, 17, 18, 19, 20, 21, 22, 23},
        {24, 25, 26, 27, 28, 29, 30, 31},
        {0, 9, 18, 27, 36, 45, 54, 63},
        {1, 10, 19, 28, 37, 46, 55},
        {2, 11, 20, 29, 38, 47},
        {3, 12, 21, 30, 39},
        {4, 13, 22, 31}};
    /** Where each shape's codes start in a stage's weight array; the last element is the total. */
    public static final int[] OFFSET = new int[SHAPES + 1];
    /** {@code B3[bits]}: the bits read as base-3 digits (each 0 or 1). */
    private static final int[] B3 = new int[1 << 10];

    private static final long DIAG8 = 0x8040_2010_0804_0201L;
    private static final long DIAG7 = 0x0080_4020_1008_0402L;
    private static final long DIAG6 = 0x0000_8040_2010_0804L;
    private static final long DIAG5 = 0x0000_0080_4020_1008L;
    private static final long DIAG4 = 0x0000_0000_8040_2010L;
    private static final long FILES = 0x0101_0101_0101_0101L;

    static {
        for (int s = 0; s < SHAPES; s++) {
            OFFSET[s + 1] = OFFSET[s] + pow3(SIZE[s]);
        }
        for (int bits = 0; bits < B3.length; bits++) {
            int v = 0;
            for (int i = 9; i >= 0; i--) {
                v = 3 * v + ((bits >>> i) & 1);
            }
            B3[bits] = v;
        }
    }

    private ReversiPatterns() {
    }

    /** 3 to the power {@code n}. */
    public static int pow3(int n) {
        int v = 1;
        for (int i = 0; i < n; i++) {
            v *= 3;
        }
        return v;
    }

    /** The board mirrored top to bottom (row 1 becomes row 8). */
    public static long flipVertical(long x) {
        return Long.reverseBytes(x);
    }

    /** The board mirrored left to right (the a-file becomes the h-file). */
    public static long flipHorizontal(long x) {
        // each byte's bits reversed in place: Long.reverse(Long.reverseBytes(x)) without its two byte swaps
        x = ((x >>> 1) & 0x5555_5555_5555_5555L) | ((x & 0x5555_5555_5555_5555L) << 1);
        x = ((x >>> 2) & 0x3333_3333_3333_3333L) | ((x & 0x3333_3333_3333_3333L) << 2);
        return ((x >>> 4) & 0x0F0F_0F0F_0F0F_0F0FL) | ((x & 0x0F0F_0F0F_0F0F_0F0FL) << 4);
    }

    /** The board mirrored in the a1-h8 diagonal (b1 becomes a2): three delta swaps. */
    public static long transpose(long x) {
        long t = 0x0F0F_0F0F_0000_0000L & (x ^ (x << 28));
        x ^= t ^ (t >>> 28);
        t = 0x3333_0000_3333_0000L & (x ^ (x << 14));
        x ^= t ^ (t >>> 14);
        t = 0x5500_5500_5500_5500L & (x ^ (x << 7));
        x ^= t ^ (t >>> 7);
        return x;
    }

    /**
     * Symmetric image {@code g} (0..7) of a board: transposed if bit 2 is set, then mirrored left to right
     * if bit 0 is, then top to bottom if bit 1 is. The eight images are the eight symmetries of the square.
     */
    public static long image(long x, int g) {
        if ((g & 4) != 0) {
            x = transpose(x);
        }
        if ((g & 1) != 0) {
            x = flipHorizontal(x);
        }
        if ((g & 2) != 0) {
            x = flipVertical(x);
        }
        return x;
    }

    /**
     * The symmetries of the position ({@code p}, {@code o}) other than the identity, as a set of image
     * numbers (bit g set when {@link #image} g maps the position onto itself); 0 for most positions.
     */
    public static int symmetries(long p, long o) {
        int symmetries = 0;
        for (int g = 1; g < IMAGES; g++) {
            if (image(p, g) == p && image(o, g) == o) {
                symmetries |= 1 << g;
            }
        }
        return symmetries;
    }

    /** True if one of the images in {@code symmetries} (bit g: image g) maps square {@code from} onto {@code to}. */
    public static boolean mapsOnto(int symmetries, int from, int to) {
        for (int g = 1; g < IMAGES; g++) {
            if ((symmetries >>> g & 1) != 0 && image(1L << from, g) == 1L << to) {
                return true;
            }
        }
        return false;
    }

    /** The squares of {@code shape} in {@code b} gathered into the low bits, in digit order. */
    static int gather(int shape, long b) {
        switch (shape) {
            case 0:
                return (int) ((b & 0xFF) | ((b >>> 1) & 0x100) | ((b >>> 5) & 0x200));
            case 1:
                return (int) ((b & 7) | ((b >>> 5) & 0x38) | ((b >>> 10) & 0x1C0));
            case 2:
                return (int) ((b & 0x1F) | ((b >>> 3) & 0x3E0));
            case 3:
                return (int) (b >>> 8) & 0xFF;
            case 4:
                return (int) (b >>> 16) & 0xFF;
            case 5:
                return (int) (b >>> 24) & 0xFF;
            case 6:
                return (int) (((b & DIAG8) * FILES) >>> 56);
            case 7:
                return (int) (((b & DIAG7) * FILES) >>> 57);
            case 8:
                return (int) (((b & DIAG6) * FILES) >>> 58);
            case 9:
                return (int) (((b & DIAG5) * FILES) >>> 59);
            default:
                return (int) (((b & DIAG4) * FILES) >>> 60);
        }
    }

    /** The base-3 code of {@code shape} read on ({@code p} to move, {@code o}), both already transformed. */
    public static int code(int shape, long p, long o) {
        return B3[gather(shape, p)] + 2 * B3[gather(shape, o)];
    }

    /**
     * Writes the weight indices of all {@link #SHAPES} x {@link #IMAGES} pattern readings of a position
     * (codes plus their shape's {@link #OFFSET}) into {@code into} from {@code at}, image by image.
     */
    public static void indices(long p, long o, int[] into, int at) {
        for (int g = 0; g < IMAGES; g++) {
            long pg = image(p, g);
            long og = image(o, g);
            for (int s = 0; s < SHAPES; s++) {
                into[at++] = OFFSET[s] + B3[gather(s, pg)] + 2 * B3[gather(s, og)];
            }
        }
    }
}
