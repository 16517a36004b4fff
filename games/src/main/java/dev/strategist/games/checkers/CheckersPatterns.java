package dev.strategist.games.checkers;

/**
 * The regions of the pattern evaluation: nine overlapping 4 x 4 blocks of the board (rows and columns starting at
 * 0, 2 and 4), eight playable squares each, every square empty, the viewing side's piece or the other side's (men
 * and kings alike: {@link CheckersFeatures} counts the kings). A block's contents are one of 3^8 codes; each block
 * has its own table of them, so a pattern on the back rank and the same pattern in the centre are told apart.
 *
 * <p>A side views the board as if it were Black, moving towards row 7: White's board is turned half a turn
 * (square bit {@code b} becomes {@code 31 - b}), so one set of tables serves both sides and a position and its
 * colour-swapped mirror score opposite by construction. In every row a block holds two neighbouring bits of the
 * row's four, so its code is read with shifts and a 256-entry table, no loop over squares and no allocation.
 * {@link CheckersPatternShape} says which tables the codes index.
 */
public final class CheckersPatterns {
    /** Blocks on the board. */
    public static final int BLOCKS = 9;
    /** Codes of one block: three states of eight squares. */
    public static final int CODES = 6561;
    /** Entries of one table set: every block's codes one after another. */
    public static final int SIZE = BLOCKS * CODES;

    /** Per block, the shift that brings its first row's two bits to bits 0-1. */
    private static final int[] SHIFT = new int[BLOCKS];
    /** The base-3 value of eight bits, each digit 1 where the bit is set. */
    private static final int[] TERNARY = new int[256];

    static {
        for (int b = 0; b < BLOCKS; b++) {
            int row = 2 * (b / 3);
            int pair = b % 3; // columns 2*pair .. 2*pair+3 hold bits pair and pair+1 of every row
            SHIFT[b] = 4 * row + pair;
        }
        for (int m = 0; m < 256; m++) {
            int v = 0;
            for (int i = 7; i >= 0; i--) {
                v = 3 * v + ((m >>> i) & 1);
            }
            TERNARY[m] = v;
        }
    }

    private CheckersPatterns() {
    }

    /** The square bits of {@code side}'s view of {@code bits}: unchanged for Black, turned half a turn for White. */
    public static long view(long bits, int side) {
        return side == 0 ? bits : Long.reverse(bits) >>> 32;
    }

    /** The code of block {@code block} with the viewer's pieces {@code own} and the other's {@code other} (viewed). */
    public static int code(int block, long own, long other) {
        return TERNARY[gather(own, SHIFT[block])] + 2 * TERNARY[gather(other, SHIFT[block])];
    }

    /** The eight bits of a block: two neighbouring bits from each of four rows. */
    private static int gather(long bits, int shift) {
        int y = (int) (bits >>> shift) & 0x3333;
        return (y & 0x3) | ((y >>> 2) & 0xC) | ((y >>> 4) & 0x30) | ((y >>> 6) & 0xC0);
    }
}
