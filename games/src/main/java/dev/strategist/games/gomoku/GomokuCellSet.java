package dev.strategist.games.gomoku;

/**
 * A set of board cells kept as stones come and go (each side's four cells, its three cells), as one bit a
 * cell: adding and removing are one word's bit changed, and listing walks the set bits in increasing cell
 * order, so a search reading it does not depend on the order moves were played in.
 */
final class GomokuCellSet {
    private final long[] words;
    private int size;

    /** An empty set of cells {@code 0 .. cells - 1}. */
    GomokuCellSet(int cells) {
        words = new long[(cells + 63) >>> 6];
    }

    /** Adds {@code cell} if it is not a member, else removes it: the position knows which, so no test. */
    void flip(int cell) {
        // a list with each cell's slot, kept before, spent a quarter of a search's time here: its
        // swap-remove touched three arrays where the bit touches one word
        long bit = 1L << cell;
        long now = words[cell >>> 6] ^= bit;
        size += (now & bit) != 0 ? 1 : -1;
    }

    /** The number of members. */
    int size() {
        return size;
    }

    /** True if {@code cell} is a member. */
    boolean contains(int cell) {
        return (words[cell >>> 6] & 1L << cell) != 0;
    }

    /** The lowest member above {@code cell} ({@code -1} to start), or -1 when there is none. */
    int next(int cell) {
        int from = cell + 1;
        int w = from >>> 6;
        if (w >= words.length) {
            return -1;
        }
        long bits = words[w] & -1L << from;
        while (bits == 0) {
            if (++w == words.length) {
                return -1;
            }
            bits = words[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    /** Writes the members at {@code into[offset...]} in increasing order and returns how many. */
    int write(int[] into, int offset) {
        int n = offset;
        for (int w = 0; w < words.length; w++) {
            long bits = words[w];
            while (bits != 0) {
                into[n++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return n - offset;
    }

    /** Makes this set equal to {@code other} (of the same board). */
    void copyFrom(GomokuCellSet other) {
        System.arraycopy(other.words, 0, words, 0, words.length);
        size = other.size;
    }
}
