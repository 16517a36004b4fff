package dev.strategist.games.checkers;

/**
 * One material class of the endgame database, always with Black to move (a White-to-move position is
 * looked up rotated half a turn with the colours swapped): how many black men, black kings, white men
 * and white kings, and the index of each placement of them. Men are ranked among the 28 squares they
 * may stand on (never their own crowning row), kings among all 32, each set by the combinatorial number
 * system; the four ranks are mixed into one index. Placements where two pieces share a square have an
 * index too and are simply never used: that wastes a little room and keeps the index a few multiplies.
 */
final class EndgameSlice {
    /** Largest piece count of one kind the key can hold. */
    static final int MAX_OF_A_KIND = 7;
    /** {@code CHOOSE[n][k]}: n choose k, for n up to 32. */
    private static final long[][] CHOOSE = new long[33][9];

    static {
        for (int n = 0; n <= 32; n++) {
            CHOOSE[n][0] = 1;
            for (int k = 1; k <= 8; k++) {
                CHOOSE[n][k] = n == 0 ? 0 : CHOOSE[n - 1][k - 1] + CHOOSE[n - 1][k];
            }
        }
    }

    final int blackMen;
    final int blackKings;
    final int whiteMen;
    final int whiteKings;
    private final int sizeWm;
    private final int sizeBk;
    private final int sizeWk;
    /** How many indexes the slice has (valid placements and overlapping ones). */
    final int size;

    EndgameSlice(int blackMen, int blackKings, int whiteMen, int whiteKings) {
        this.blackMen = blackMen;
        this.blackKings = blackKings;
        this.whiteMen = whiteMen;
        this.whiteKings = whiteKings;
        int sizeBm = (int) CHOOSE[28][blackMen];
        this.sizeWm = (int) CHOOSE[28][whiteMen];
        this.sizeBk = (int) CHOOSE[32][blackKings];
        this.sizeWk = (int) CHOOSE[32][whiteKings];
        long total = (long) sizeBm * sizeWm * sizeBk * sizeWk;
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("slice too large: " + this);
        }
        this.size = (int) total;
    }

    /** The key of a material class, for a table of slices. */
    static int key(int blackMen, int blackKings, int whiteMen, int whiteKings) {
        return ((blackMen * 8 + blackKings) * 8 + whiteMen) * 8 + whiteKings;
    }

    /** This slice's key. */
    int key() {
        return key(blackMen, blackKings, whiteMen, whiteKings);
    }

    /** The key of the slice with the colours swapped, where this slice's positions lead after a quiet move. */
    int mirrorKey() {
        return key(whiteMen, whiteKings, blackMen, blackKings);
    }

    /** The index of a placement with Black to move; the counts must be this slice's. */
    int index(long bm, long bk, long wm, long wk) {
        long i = rank(bm);
        i = i * sizeWm + rank(wm >>> 4);
        i = i * sizeBk + rank(bk);
        return (int) (i * sizeWk + rank(wk));
    }

    /**
     * The placement of {@code index} as four bitboards {black men, black kings, white men, white kings};
     * returns false (leaving {@code out} filled) when two pieces share a square.
     */
    boolean placement(int index, long[] out) {
        int i = index;
        long wk = unrank(i % sizeWk, whiteKings);
        i /= sizeWk;
        long bk = unrank(i % sizeBk, blackKings);
        i /= sizeBk;
        long wm = unrank(i % sizeWm, whiteMen) << 4;
        i /= sizeWm;
        long bm = unrank(i, blackMen);
        out[0] = bm;
        out[1] = bk;
        out[2] = wm;
        out[3] = wk;
        return Long.bitCount(bm | bk | wm | wk) == blackMen + blackKings + whiteMen + whiteKings;
    }

    /** The colex rank of a set of squares: the sum of C(square, i) over its i-th lowest square (from 1). */
    static long rank(long set) {
        long r = 0;
        int i = 1;
        for (long s = set; s != 0; s &= s - 1) {
            r += CHOOSE[Long.numberOfTrailingZeros(s)][i++];
        }
        return r;
    }

    /** The set of {@code k} squares whose colex rank is {@code r}. */
    static long unrank(long r, int k) {
        long set = 0;
        long rest = r;
        int top = 31;
        for (int i = k; i >= 1; i--) {
            int c = top;
            while (CHOOSE[c][i] > rest) {
                c--;
            }
            set |= 1L << c;
            rest -= CHOOSE[c][i];
            top = c - 1;
        }
        return set;
    }

    @Override
    public String toString() {
        return blackMen + "bm " + blackKings + "bk v " + whiteMen + "wm " + whiteKings + "wk";
    }
}
