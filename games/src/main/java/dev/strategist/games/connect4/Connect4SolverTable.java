package dev.strategist.games.connect4;

import java.util.Arrays;

/**
 * The solver's transposition table: one word per slot holding part of the position key and a small
 * value (a bound), indexed by the key modulo a prime, always replacing. It never confuses two positions.
 *
 * <p>Why no false hits: a slot of a table of p slots (p an odd prime above {@code 2^log2}) at index
 * {@code key mod p} stores {@code key mod 2^k}, the key's low k bits (as many as the word has room for
 * beside the value). As p and 2^k are coprime, the pair
 * determines the key modulo {@code p * 2^k} (Chinese remainder theorem), so two keys below that product
 * which share a slot and its stored bits are equal. The product exceeds {@code 2^(log2 + k)}, so k =
 * keyBits - log2 bits suffice: for 7 x 6 (49-bit keys) and the default 2^24, 25 bits, which with the
 * 7 bits of the value fill an int. Boards whose keys need more use a long per slot.
 *
 * <p>One word per slot means one cache miss per probe. The index is computed without a division: the
 * quotient is estimated from a precomputed reciprocal, which is at most one too small, then corrected.
 */
final class Connect4SolverTable {
    /** Entries of the default table: the first prime above 2^24, as the reference solver uses. */
    static final int DEFAULT_LOG2 = 24;
    /** The smallest table allowed: big enough that the stored bits plus the value fit a long. */
    static final int MIN_LOG2 = 8;

    private final long size;
    private final long reciprocal; // floor((2^64 - 1) / size)
    private final int valueBits;
    private final int valueMask;
    private final int[] narrow;    // key bits above the value, when an int has room for enough of them
    private final long[] wide;     // otherwise

    /**
     * A table of the first odd prime above {@code 2^log2} slots, for keys of {@code keyBits} bits and
     * values 1..{@code maxValue}.
     */
    Connect4SolverTable(int log2, int keyBits, int maxValue) {
        if (log2 < MIN_LOG2 || log2 > 30) {
            throw new IllegalArgumentException("table size 2^" + log2 + ": use 2^" + MIN_LOG2 + " .. 2^30 entries");
        }
        if (maxValue < 1 || maxValue > 255) {
            throw new IllegalArgumentException("values must fit a byte: " + maxValue);
        }
        int p = nextPrime(1 << log2);
        this.size = p;
        this.reciprocal = Long.divideUnsigned(-1L, p);
        this.valueBits = Integer.SIZE - Integer.numberOfLeadingZeros(maxValue);
        this.valueMask = (1 << valueBits) - 1;
        int keyBitsNeeded = Math.max(0, keyBits - log2);
        boolean fitsInt = keyBitsNeeded + valueBits <= Integer.SIZE;
        // a long keeps 64 - valueBits >= 56 key bits, and 56 + log2 >= 64 >= keyBits
        this.narrow = fitsInt ? new int[p] : null;
        this.wide = fitsInt ? null : new long[p];
    }

    /** Slots in the table. */
    long size() {
        return size;
    }

    /** Bytes per slot: 4, or 8 for boards whose keys need more bits than an int leaves. */
    int bytesPerSlot() {
        return narrow != null ? Integer.BYTES : Long.BYTES;
    }

    /** Empties every slot. */
    void clear() {
        if (narrow != null) {
            Arrays.fill(narrow, 0);
        } else {
            Arrays.fill(wide, 0);
        }
    }

    /** Stores {@code value} (1..maxValue) for {@code key}, replacing whatever the slot held. */
    void put(long key, int value) {
        int i = index(key);
        if (narrow != null) {
            narrow[i] = ((int) key << valueBits) | value;
        } else {
            wide[i] = (key << valueBits) | value;
        }
    }

    /** The value stored for {@code key}, or 0 when there is none. */
    int get(long key) {
        int i = index(key);
        // an empty slot is 0: value 0, absent for every key, the empty board's (key 0) included
        if (narrow != null) {
            int entry = narrow[i];
            return (entry ^ ((int) key << valueBits)) >>> valueBits == 0 ? entry & valueMask : 0;
        }
        long entry = wide[i];
        return (entry ^ (key << valueBits)) >>> valueBits == 0 ? (int) entry & valueMask : 0;
    }

    /** {@code key mod size}, taking the key as unsigned (64-bit keys can have the sign bit set). */
    int index(long key) {
        // the unsigned high word of key * reciprocal: the signed one, corrected for a negative key
        long q = Math.multiplyHigh(key, reciprocal) + ((key >> 63) & reciprocal);
        long r = key - q * size; // in [0, 2 * size): q is floor(key / size) or one less
        return (int) (r >= size ? r - size : r);
    }

    /** The smallest odd prime at least {@code n}. */
    static int nextPrime(int n) {
        for (int c = Math.max(3, n); ; c++) { // odd, so coprime with 2^k
            if (isPrime(c)) {
                return c;
            }
        }
    }

    private static boolean isPrime(int n) {
        for (int d = 2; (long) d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }
}
