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
     * empties (24-31), a used mark (bit 32) and the bounds' precision (33-36, {@link #EXACT} less it: an
     * exact entry has 0 there, as before selective entries had levels).
     */
    private final long[] entries;
    private static final int PRECISION_SHIFT = 33;
    private final int mask;

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
        java.util.Arrays.fill(entries, 0);
    }

    private int bucket(long p, long o) {
        return 6 * ((int) ReversiPosition.hash(p, o) & mask);
    }

    /** The slot holding ({@code p}, {@code o}), or {@link #MISS}. */
    public int probe(long p, long o) {
        int at = bucket(p, o);
        if (entries[at] == p && entries[at + 1] == o && entries[at + 2] != 0) {
            return at;
        }
        at += 3;
        return entries[at] == p && entries[at + 1] == o && entries[at + 2] != 0 ? at : MISS;
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
            } else if (emptiesOf(entries[other + 2]) <= emptiesOf(entries[at + 2])) {
                at = other;
            }
        }
        entries[at] = p;
        entries[at + 1] = o;
        entries[at + 2] = (Math.max(lower, -64) + 64) | ((Math.min(upper, 64) + 64) << 8) | ((move + 1L) << 16)
                | ((long) empties << 24) | (1L << 32) | ((long) (EXACT - precision) << PRECISION_SHIFT);
    }

    private static int emptiesOf(long data) {
        return (int) (data >>> 24) & 0xFF;
    }
}
