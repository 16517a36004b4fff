package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiPosition;

/**
 * The endgame solver's hash table: for a position (the side to move's discs and the opponent's, stored
 * whole, so a hit is never a different position) a lower and an upper bound of its exact disc-difference
 * score, the best move found and the number of empty squares. Every bound stays true forever, so an old
 * entry is only ever less useful, never wrong.
 *
 * <p>Two entries share a bucket (six adjacent {@code long}s, about one cache line): a new position takes
 * the entry with fewer empty squares, so the few large subtrees near the root keep their entries while
 * the millions of small ones near the leaves churn through the other. Nothing allocates after creation.
 */
public final class ReversiEndgameTable {
    /** Returned by {@link #probe} when the position is not in the table. */
    public static final int MISS = -1;

    /**
     * The precision of a solve's bounds: they are exact. A selective search stores less ({@link #store}), and a
     * search uses an entry's bounds only when they are at least as precise as its own.
     */
    public static final int EXACT = 15;
    /**
     * Per entry: player, opponent, then lower + 64 (bits 0-7), upper + 64 (8-15), move + 1 (16-23),
     * empties (24-31), the bounds' precision (33-36, {@link #EXACT} less it: an exact entry has 0 there, as
     * before selective entries had levels) and the {@link #generation} that stored it (37-44; 0: never used).
     */
    private final long[] entries;
    private static final int PRECISION_SHIFT = 33;
    private static final int GENERATION_SHIFT = 37;
    private static final int MAX_GENERATION = 255;
    private final int mask;
    /**
     * The entries of the positions stored since the last {@link #clear} carry this number (1 to
     * {@link #MAX_GENERATION}); the others count as empty. A clear only counts up, and wipes the array once
     * in {@link #MAX_GENERATION} clears: wiping 24 bytes an entry before each position took longer than a
     * 14-empty solve and left every cache cold for the next (docs/benchmarks/reversi.md).
     */
    private int generation = 1;

    /** A table of 2^{@code bits} entries (24 bytes each) in buckets of two; {@code bits} from 8 to 26. */
    public ReversiEndgameTable(int bits) {
        if (bits < 8 || bits > 26) {
            throw new IllegalArgumentException("table bits must be 8..26, not " + bits);
        }
        entries = new long[3 << bits];
        mask = (1 << (bits - 1)) - 1;
    }

    /** Forgets everything. */
    public void clear() {
        if (generation == MAX_GENERATION) {
            java.util.Arrays.fill(entries, 0);
            generation = 1;
        } else {
            generation++;
        }
    }

    /** True if {@code data} (an entry's third word) was stored since the last {@link #clear}. */
    private boolean live(long data) {
        return data >>> GENERATION_SHIFT == generation;
    }

    private int bucket(long p, long o) {
        return 6 * ((int) ReversiPosition.hash(p, o) & mask);
    }

    /** The slot holding ({@code p}, {@code o}), or {@link #MISS}. */
    public int probe(long p, long o) {
        int at = bucket(p, o);
        if (entries[at] == p && entries[at + 1] == o && live(entries[at + 2])) {
            return at;
        }
        at += 3;
        return entries[at] == p && entries[at + 1] == o && live(entries[at + 2]) ? at : MISS;
    }

    /** The lower bound stored in {@code slot}. */
    public int lower(int slot) {
        return (int) (entries[slot + 2] & 0xFF) - 64;
    }

    /** The upper bound stored in {@code slot}. */
    public int upper(int slot) {
        return (int) ((entries[slot + 2] >>> 8) & 0xFF) - 64;
    }

    /**
     * How precise the bounds in {@code slot} are: {@link #EXACT}, or lower for a selective search's guesses, of
     * which only the move is sure to help a more precise search.
     */
    public int precision(int slot) {
        return EXACT - ((int) (entries[slot + 2] >>> PRECISION_SHIFT) & EXACT);
    }

    /** The best move stored in {@code slot}, or -1. */
    public int move(int slot) {
        return (int) ((entries[slot + 2] >>> 16) & 0xFF) - 1;
    }

    /**
     * Stores bounds of a {@code precision} ({@link #EXACT}, or 0 to {@link #EXACT} - 1 for a selective search's)
     * and best move for ({@code p}, {@code o}) with {@code empties} empty squares: over its
     * own older entry if the bucket has one, else over the entry with fewer empty squares.
     */
    public void store(long p, long o, int empties, int lower, int upper, int move, int precision) {
        int at = bucket(p, o);
        int other = at + 3;
        if (!(entries[at] == p && entries[at + 1] == o)) {
            if (entries[other] == p && entries[other + 1] == o) {
                at = other;
            } else if (worth(entries[other + 2]) <= worth(entries[at + 2])) {
                at = other;
            }
        }
        entries[at] = p;
        entries[at + 1] = o;
        entries[at + 2] = (Math.max(lower, -64) + 64) | ((Math.min(upper, 64) + 64) << 8) | ((move + 1L) << 16)
                | ((long) empties << 24) | ((long) (EXACT - precision) << PRECISION_SHIFT)
                | ((long) generation << GENERATION_SHIFT);
    }

    /** How much an entry is worth keeping: its empty squares, and less than any live one if stale. */
    private int worth(long data) {
        return live(data) ? (int) (data >>> 24) & 0xFF : -1;
    }
}
