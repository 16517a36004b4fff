package dev.strategist.games.reversi.eval;

import dev.strategist.games.reversi.ReversiPosition;

/**
 * The codes of {@link ReversiFoldedPatterns}' 46 readings kept up to date move by move, as Edax keeps its features:
 * a move adds its square's power of 3 to the code of each reading that holds the square, and each flipped disc its
 * own, so the evaluation is a sum of table lookups with no reading of the board.
 *
 * <p>Codes are kept as Black to move reads them (Black's discs digit 1); with White to move they are looked up in
 * the stage's weights with the colours swapped ({@link ReversiFoldedPatterns#swapColours}). Each ply has its own
 * row, copied from the ply before and then updated, so undo needs nothing and a pass only copies. A square lies in
 * 5.6 readings on average, so a move with three flips changes about 22 codes. Of the forms measured
 * (docs/benchmarks/reversi.md, thirteenth session) this one cost least: a dense update of every code for each square,
 * in both colours' terms or as 16-bit codes four to a {@code long}, cost more, the JIT leaving loops this short scalar.
 */
final class ReversiPatternCodes implements ReversiPosition.Follower {
    /** How many readings. */
    static final int COUNT;
    /** Each reading's shape and image. */
    private static final int[] SHAPE;
    private static final int[] IMAGE;
    /** Each reading's shape's offset in a stage's weights. */
    private static final int[] OFFSET;
    /**
     * Indexed by square: the codes a Black disc placed there changes, as {@code reading | difference << 8}; the same
     * for a White disc, a disc flipped to Black and one flipped to White.
     */
    private static final int[][] PLACE_BLACK = new int[64][];
    private static final int[][] PLACE_WHITE = new int[64][];
    private static final int[][] FLIP_TO_BLACK = new int[64][];
    private static final int[][] FLIP_TO_WHITE = new int[64][];

    static {
        // the images each shape is read in by the folded sum: every shape in image 0; the corners and the diagonals in
        // image 1 (the long diagonal's other direction); all but the long diagonal in image 2; the corners and the
        // short diagonals in image 3; the edge, the 2 x 5 corner and the rows in images 4 and 6; the 2 x 5 corner in 5
        // and 7 (ReversiFoldedPatterns.sum, image by image)
        int[][] shapesByImage = {
            {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {1, 2, 6, 7, 8, 9, 10}, {0, 1, 2, 3, 4, 5, 7, 8, 9, 10},
            {1, 2, 7, 8, 9, 10}, {0, 2, 3, 4, 5}, {2}, {0, 2, 3, 4, 5}, {2}};
        int count = 0;
        for (int[] shapes : shapesByImage) {
            count += shapes.length;
        }
        COUNT = count;
        SHAPE = new int[count];
        IMAGE = new int[count];
        OFFSET = new int[count];
        // for each reading, the power of 3 of each board square in it (0 where the square is not in it)
        int[][] powers = new int[count][64];
        int r = 0;
        for (int g = 0; g < shapesByImage.length; g++) {
            for (int s : shapesByImage[g]) {
                SHAPE[r] = s;
                IMAGE[r] = g;
                OFFSET[r] = ReversiPatterns.OFFSET[s];
                for (int i = 0, power = 1; i < ReversiPatterns.SIZE[s]; i++, power *= 3) {
                    powers[r][boardSquare(ReversiPatterns.SQUARES[s][i], g)] = power;
                }
                r++;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            int n = 0;
            for (r = 0; r < count; r++) {
                n += powers[r][sq] != 0 ? 1 : 0;
            }
            PLACE_BLACK[sq] = new int[n];
            PLACE_WHITE[sq] = new int[n];
            FLIP_TO_BLACK[sq] = new int[n];
            FLIP_TO_WHITE[sq] = new int[n];
            n = 0;
            for (r = 0; r < count; r++) {
                int power = powers[r][sq];
                if (power != 0) {
                    // Black's disc is digit 1, White's 2: a flip to Black takes the digit from 2 to 1
                    PLACE_BLACK[sq][n] = r | power << 8;
                    PLACE_WHITE[sq][n] = r | 2 * power << 8;
                    FLIP_TO_BLACK[sq][n] = r | -power << 8;
                    FLIP_TO_WHITE[sq][n] = r | power << 8;
                    n++;
                }
            }
        }
    }

    /** Row {@code ply}: the codes at that ply. */
    private final char[][] rows = new char[ReversiPosition.MAX_PLIES + 1][COUNT];

    private ReversiPatternCodes() {
    }

    /** The square of the board that image {@code g} shows on its square {@code imageSquare}. */
    private static int boardSquare(int imageSquare, int g) {
        for (int sq = 0; sq < 64; sq++) {
            if (ReversiPatterns.image(1L << sq, g) == 1L << imageSquare) {
                return sq;
            }
        }
        throw new AssertionError("image " + g + " is not a symmetry");
    }

    /** The codes that follow {@code position}, attached to it (and read from its board) if none do yet. */
    static ReversiPatternCodes of(ReversiPosition position) {
        if (position.follower() instanceof ReversiPatternCodes) {
            return (ReversiPatternCodes) position.follower();
        }
        ReversiPatternCodes codes = new ReversiPatternCodes();
        codes.read(position.ply(), position.discs(ReversiPosition.BLACK), position.discs(ReversiPosition.WHITE));
        position.follow(codes);
        return codes;
    }

    /** Writes row {@code ply} from the board: the start of the updates, read as the folded sum reads it. */
    private void read(int ply, long black, long white) {
        char[] row = rows[ply];
        for (int r = 0; r < COUNT; r++) {
            int g = IMAGE[r];
            row[r] = (char) ReversiPatterns.code(SHAPE[r], ReversiPatterns.image(black, g),
                    ReversiPatterns.image(white, g));
        }
    }

    @Override
    public void rewound(int ply, long black, long white) {
        read(ply, black, white);
    }

    @Override
    public void played(int ply, int square, long flipped, boolean black) {
        char[] row = rows[ply];
        System.arraycopy(rows[ply - 1], 0, row, 0, COUNT);
        if (square == ReversiPosition.PASS) {
            return;
        }
        for (int e : (black ? PLACE_BLACK : PLACE_WHITE)[square]) {
            row[e & 0xFF] += e >> 8;
        }
        int[][] flip = black ? FLIP_TO_BLACK : FLIP_TO_WHITE;
        for (; flipped != 0; flipped &= flipped - 1) {
            for (int e : flip[Long.numberOfTrailingZeros(flipped)]) {
                row[e & 0xFF] += e >> 8;
            }
        }
    }

    /**
     * The patterns' part of the value at ply {@code ply} from a folded stage: {@code folded} with Black to move, its
     * {@link ReversiFoldedPatterns#swapColours swapped} form with White to move.
     */
    int sum(short[] folded, int ply) {
        char[] row = rows[ply];
        int sum = 0;
        for (int r = 0; r < COUNT; r++) {
            sum += folded[OFFSET[r] + row[r]];
        }
        return sum;
    }
}
