package dev.strategist.games.gomoku;

/**
 * A set of board cells kept as stones come and go (each side's four cells, its three cells), as one bit a
 * cell in words of an array the position shares among its sets: adding and removing are one word's bit
 * changed, the position saves and restores every set with one array copy, and listing walks the set bits
 * in increasing cell order, so a search reading it does not depend on the order moves were played in.
 */
final class GomokuCellSet {
    private final long[] words;
    private final int base;
    private final int length;

    /** The set of cells {@code 0 .. cells - 1} kept in {@code words[base ...]}, as many words as {@link #words} says. */
    GomokuCellSet(long[] words, int base, int cells) {
        this.words = words;
        this.base = base;
        this.length = words(cells);
    }

    /** The words a set of {@code cells} cells takes. */
    static int words(int cells) {
        return (cells + 63) >>> 6;
    }

    /** Adds {@code cell} if it is not a member, else removes it: the position knows which, so no test. */
    void flip(int cell) {
        // a list with each cell's slot, kept before, spent a quarter of a search's time here: its
        // swap-remove touched three arrays where the bit touches one word
        words[base + (cell >>> 6)] ^= 1L << cell;
    }

    /** The number of members: counted when asked, as asking is rarer than changing. */
    int size() {
        int n = 0;
        for (int w = base; w < base + length; w++) {
            n += Long.bitCount(words[w]);
        }
        return n;
    }

    /** The lowest member above {@code cell} ({@code -1} to start), or -1 when there is none. */
    int next(int cell) {
        int from = cell + 1;
        int w = from >>> 6;
        if (w >= length) {
            return -1;
        }
        long bits = words[base + w] & -1L << from;
        while (bits == 0) {
            if (++w == length) {
                return -1;
            }
            bits = words[base + w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    /** Writes the members at {@code into[offset...]} in increasing order and returns how many. */
    int write(int[] into, int offset) {
        int n = offset;
        for (int w = 0; w < length; w++) {
            long bits = words[base + w];
            while (bits != 0) {
                into[n++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return n - offset;
    }
}
