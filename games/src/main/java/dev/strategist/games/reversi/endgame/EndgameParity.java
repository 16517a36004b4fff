package dev.strategist.games.reversi.endgame;

/**
 * Parity in the endgame: the board's four quadrants, and which of them hold an odd number of empty
 * squares. Playing into an odd region tends to leave the last move there to the mover, so the solver
 * tries those squares first when it has nothing better to go on.
 */
final class EndgameParity {
    private static final long Q1 = 0x0000_0000_0F0F_0F0FL;
    private static final long Q2 = 0x0000_0000_F0F0_F0F0L;
    private static final long Q3 = 0x0F0F_0F0F_0000_0000L;
    private static final long Q4 = 0xF0F0_F0F0_0000_0000L;

    /** The quadrant of each square. */
    private static final long[] QUADRANT = new long[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            QUADRANT[sq] = (bit & Q1) != 0 ? Q1 : (bit & Q2) != 0 ? Q2 : (bit & Q3) != 0 ? Q3 : Q4;
        }
    }

    private EndgameParity() {
    }

    /** The quadrant holding {@code sq}: filling the square flips that quadrant's parity. */
    static long quadrant(int sq) {
        return QUADRANT[sq];
    }

    /** The union of the quadrants with an odd number of squares in {@code empty}. */
    static long oddRegions(long empty) {
        return ((Long.bitCount(empty & Q1) & 1) != 0 ? Q1 : 0)
                | ((Long.bitCount(empty & Q2) & 1) != 0 ? Q2 : 0)
                | ((Long.bitCount(empty & Q3) & 1) != 0 ? Q3 : 0)
                | ((Long.bitCount(empty & Q4) & 1) != 0 ? Q4 : 0);
    }
}
