package dev.strategist.games.reversi;

/**
 * The discs on one edge of the board that no sequence of moves can turn over, by table: an edge disc can
 * only be outflanked along its edge (every other line through it ends at it), so its stability depends on
 * the edge's eight squares alone. The table is worked out once from that rule, with every empty square
 * open to either colour in any order, so it is exact for the edge and never claims too much.
 */
final class EdgeStability {
    /** Stable squares (either colour) of an edge, by {@code mine << 8 | theirs}. */
    private static final byte[] STABLE = new byte[1 << 16];
    private static final boolean[] DONE = new boolean[1 << 16];
    private static final long FILE_A = 0x0101_0101_0101_0101L;
    /** Gathers file a's eight bits into one byte (a1 the lowest). */
    private static final long GATHER = 0x0102_0408_1020_4080L;
    /** Each byte spread back onto file a. */
    private static final long[] FILE = new long[256];

    static {
        for (int p = 0; p < 256; p++) {
            for (int o = 0; o < 256; o++) {
                if ((p & o) == 0) {
                    line(p, o);
                }
            }
        }
        for (int b = 0; b < 256; b++) {
            for (int i = 0; i < 8; i++) {
                if ((b >>> i & 1) != 0) {
                    FILE[b] |= 1L << (8 * i);
                }
            }
        }
    }

    private EdgeStability() {
    }

    /** The stable discs of either colour on the four edges of a board where {@code p} and {@code o} stand. */
    static long edges(long p, long o) {
        long stable = STABLE[(int) (p & 0xFF) << 8 | (int) (o & 0xFF)] & 0xFFL;
        stable |= (STABLE[(int) (p >>> 56) << 8 | (int) (o >>> 56)] & 0xFFL) << 56;
        stable |= FILE[STABLE[fileA(p) << 8 | fileA(o)] & 0xFF];
        stable |= FILE[STABLE[fileA(p >>> 7) << 8 | fileA(o >>> 7)] & 0xFF] << 7;
        return stable;
    }

    /** File a's bits as a byte, a1 the lowest. */
    static int fileA(long x) {
        return (int) (((x & FILE_A) * GATHER) >>> 56);
    }

    /**
     * The stable squares of one line: those occupied now that keep their colour through every placement on
     * an empty square, by either side, and in every line that follows.
     */
    private static int line(int p, int o) {
        int index = p << 8 | o;
        if (DONE[index]) {
            return STABLE[index] & 0xFF;
        }
        int stable = p | o;
        int empty = ~(p | o) & 0xFF;
        for (int x = 0; x < 8 && stable != 0; x++) {
            if ((empty >>> x & 1) == 0) {
                continue;
            }
            int f = flips(x, p, o);
            stable &= line(p | f | 1 << x, o & ~f) & ~f;
            f = flips(x, o, p);
            stable &= line(p & ~f, o | f | 1 << x) & ~f;
        }
        DONE[index] = true;
        STABLE[index] = (byte) stable;
        return stable;
    }

    /** The discs of {@code o} a disc of {@code p}'s at {@code x} turns over along the line. */
    private static int flips(int x, int p, int o) {
        int flips = 0;
        for (int d = -1; d <= 1; d += 2) {
            int run = 0;
            int y = x + d;
            while (y >= 0 && y < 8 && (o >>> y & 1) != 0) {
                run |= 1 << y;
                y += d;
            }
            if (y >= 0 && y < 8 && (p >>> y & 1) != 0) {
                flips |= run;
            }
        }
        return flips;
    }
}
