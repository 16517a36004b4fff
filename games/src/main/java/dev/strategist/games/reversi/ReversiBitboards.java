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
    private static final boolean[] UPWARD = new boolean[8];

    static {
        for (int d = 0; d < 8; d++) {
            UPWARD[d] = DIRECTIONS[d][1] > 0 || (DIRECTIONS[d][1] == 0 && DIRECTIONS[d][0] > 0);
        }
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
        long empty = ~(p | o);
        long inner = o & NOT_A_FILE & NOT_H_FILE;
        long moves = 0;
        long t;
        // east / west (1), then the diagonals (7, 9): horizontal wrap is cut by the inner mask
        t = inner & (p << 1); t |= inner & (t << 1); t |= inner & (t << 1);
        t |= inner & (t << 1); t |= inner & (t << 1); t |= inner & (t << 1); moves |= t << 1;
        t = inner & (p >>> 1); t |= inner & (t >>> 1); t |= inner & (t >>> 1);
        t |= inner & (t >>> 1); t |= inner & (t >>> 1); t |= inner & (t >>> 1); moves |= t >>> 1;
        t = inner & (p << 7); t |= inner & (t << 7); t |= inner & (t << 7);
        t |= inner & (t << 7); t |= inner & (t << 7); t |= inner & (t << 7); moves |= t << 7;
        t = inner & (p >>> 7); t |= inner & (t >>> 7); t |= inner & (t >>> 7);
        t |= inner & (t >>> 7); t |= inner & (t >>> 7); t |= inner & (t >>> 7); moves |= t >>> 7;
        t = inner & (p << 9); t |= inner & (t << 9); t |= inner & (t << 9);
        t |= inner & (t << 9); t |= inner & (t << 9); t |= inner & (t << 9); moves |= t << 9;
        t = inner & (p >>> 9); t |= inner & (t >>> 9); t |= inner & (t >>> 9);
        t |= inner & (t >>> 9); t |= inner & (t >>> 9); t |= inner & (t >>> 9); moves |= t >>> 9;
        // north / south (8): shifts fall off the board, no file mask needed
        t = o & (p << 8); t |= o & (t << 8); t |= o & (t << 8);
        t |= o & (t << 8); t |= o & (t << 8); t |= o & (t << 8); moves |= t << 8;
        t = o & (p >>> 8); t |= o & (t >>> 8); t |= o & (t >>> 8);
        t |= o & (t >>> 8); t |= o & (t >>> 8); t |= o & (t >>> 8); moves |= t >>> 8;
        return moves & empty;
    }

    /**
     * The discs of {@code o} that turn over when the owner of {@code p} plays on the empty square
     * {@code sq}: per direction, the opponent's discs up to the first square that is not the opponent's,
     * if that square is the mover's. Zero means the move is not legal.
     */
    public static long flips(int sq, long p, long o) {
        long flips = 0;
        int base = sq << 3;
        long notO = ~o;
        for (int d = 0; d < 8; d++) {
            long ray = RAYS[base + d];
            long stop = ray & notO;
            if (UPWARD[d]) {
                long first = stop & -stop; // nearest non-opponent square up the ray
                if ((first & p) != 0) {
                    flips |= ray & (first - 1);
                }
            } else {
                long first = Long.highestOneBit(stop);
                if ((first & p) != 0) {
                    flips |= ray & ~((first << 1) - 1);
                }
            }
        }
        return flips;
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
