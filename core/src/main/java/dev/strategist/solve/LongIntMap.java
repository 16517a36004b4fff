package dev.strategist.solve;

/**
 * A map from {@code long} keys to {@code int} values in two primitive arrays (open addressing, linear
 * probing): no boxing, no allocation per entry. Not thread-safe.
 */
public final class LongIntMap {
    /** Marks a free slot; the key 0 itself is kept beside the arrays so it stays usable. */
    private static final long FREE = 0L;
    /** 2^64 / golden ratio: Fibonacci hashing spreads consecutive keys (base-3 boards) over the table. */
    private static final long GOLDEN = 0x9E37_79B9_7F4A_7C15L;
    private static final int MAX_CAPACITY = 1 << 30;

    private long[] keys;
    private int[] values;
    private int mask;
    private int shift;
    /** Entries in the arrays; the zero key is not counted here. */
    private int used;
    private boolean hasZero;
    private int zeroValue;

    /** An empty map. */
    public LongIntMap() {
        this(8);
    }

    /** An empty map with room for {@code expected} entries before it grows. */
    public LongIntMap(int expected) {
        if (expected < 0) {
            throw new IllegalArgumentException("expected size cannot be negative: " + expected);
        }
        allocate(capacityFor(expected));
    }

    /** The number of keys in the map. */
    public int size() {
        return used + (hasZero ? 1 : 0);
    }

    /** True if {@code key} has a value. */
    public boolean containsKey(long key) {
        if (key == FREE) {
            return hasZero;
        }
        return keys[find(key)] == key;
    }

    /** The value of {@code key}, or {@code missing} when it has none. */
    public int get(long key, int missing) {
        if (key == FREE) {
            return hasZero ? zeroValue : missing;
        }
        int slot = find(key);
        return keys[slot] == key ? values[slot] : missing;
    }

    /** Sets the value of {@code key}, replacing any value it had. */
    public void put(long key, int value) {
        if (key == FREE) {
            hasZero = true;
            zeroValue = value;
            return;
        }
        int slot = find(key);
        if (keys[slot] != key) {
            keys[slot] = key;
            used++;
        }
        values[slot] = value;
        if (used > keys.length / 2) {
            rehash(keys.length * 2);
        }
    }

    /** The slot holding {@code key}, or the free slot where it would go. */
    private int find(long key) {
        int slot = (int) ((key * GOLDEN) >>> shift);
        while (keys[slot] != key && keys[slot] != FREE) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void rehash(int capacity) {
        if (capacity > MAX_CAPACITY || capacity <= 0) {
            throw new IllegalStateException("LongIntMap cannot hold more than " + MAX_CAPACITY / 2 + " keys");
        }
        long[] oldKeys = keys;
        int[] oldValues = values;
        allocate(capacity);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != FREE) {
                int slot = find(oldKeys[i]);
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
                used++;
            }
        }
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        values = new int[capacity];
        mask = capacity - 1;
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
        used = 0;
    }

    /** The smallest power of two that keeps the table at most half full with {@code expected} keys. */
    private static int capacityFor(int expected) {
        long capacity = 8;
        while (capacity < 2L * expected + 1) {
            capacity <<= 1;
        }
        if (capacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("LongIntMap cannot hold " + expected + " keys");
        }
        return (int) capacity;
    }
}
