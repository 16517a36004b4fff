package dev.strategist.games.reversi;

/**
 * Othello square by square, the textbook way (walk each of the eight directions from each empty
 * square): the oracle the bitboard rules are checked against.
 */
final class NaiveReversi {
    private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    private NaiveReversi() {
    }

    /** The discs of {@code o} that a disc of {@code p}'s owner on {@code sq} turns over (0 if none). */
    static long flips(int sq, long p, long o) {
        if ((((p | o) >>> sq) & 1) != 0) {
            return 0;
        }
        long all = 0;
        for (int[] d : DIRS) {
            long line = 0;
            int c = (sq & 7) + d[0];
            int r = (sq >> 3) + d[1];
            while (c >= 0 && c < 8 && r >= 0 && r < 8 && ((o >>> (8 * r + c)) & 1) != 0) {
                line |= 1L << (8 * r + c);
                c += d[0];
                r += d[1];
            }
            if (line != 0 && c >= 0 && c < 8 && r >= 0 && r < 8 && ((p >>> (8 * r + c)) & 1) != 0) {
                all |= line;
            }
        }
        return all;
    }

    /** The discs after {@code p}'s owner plays {@code sq}: the new mover's (the opponent's) first, then the other's. */
    static long[] after(int sq, long p, long o) {
        long f = flips(sq, p, o);
        return new long[] {o & ~f, p | f | (1L << sq)};
    }

    /** Every square where {@code flips} is not zero. */
    static long moves(long p, long o) {
        long moves = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (flips(sq, p, o) != 0) {
                moves |= 1L << sq;
            }
        }
        return moves;
    }
}
