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
     * if that square is the mover's. Zero means the move is not legal.
     */
    public static long flips(int sq, long p, long o) {
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
     * How many discs the owner of {@code p} turns over by playing on {@code sq} when every other square
     * is taken (the last move of a game): along each ray the opponent's discs up to the first of
     * {@code p}'s, counted without testing what is not the opponent's, since nothing is empty.
     */
    public static int lastFlipCount(int sq, long p) {
        int base = sq << 3;
        return Long.bitCount(upFull(RAYS[base], p) | downFull(RAYS[base + 1], p)
                | upFull(RAYS[base + 2], p) | downFull(RAYS[base + 3], p)
                | upFull(RAYS[base + 4], p) | downFull(RAYS[base + 5], p)
                | downFull(RAYS[base + 6], p) | upFull(RAYS[base + 7], p));
    }

    private static long upFull(long ray, long p) {
        long stop = ray & p;
        long hit = stop & -stop;
        return ray & (hit - 1) & (-hit >> 63);
    }

    private static long downFull(long ray, long p) {
        return ray & -(Long.highestOneBit(ray & p) << 1);
    }

    /** The flips along a ray to higher bit numbers: the opponent's discs below the first other square. */
    private static long up(long ray, long notO, long p) {
        long stop = ray & notO;
        long hit = stop & -stop & p;
        // (hit - 1) is every square below the mover's disc; -hit >> 63 is zero when there is none
        return ray & (hit - 1) & (-hit >> 63);
    }

    /** The flips along a ray to lower bit numbers: the opponent's discs above the first other square. */
    private static long down(long ray, long notO, long p) {
        // -(hit << 1) is every square above the mover's disc, and nothing when there is none (the ray
        // runs below the move's square, so the disc is never bit 63)
        return ray & -((Long.highestOneBit(ray & notO) & p) << 1);
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
