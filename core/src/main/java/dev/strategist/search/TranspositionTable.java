package dev.strategist.search;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import java.util.Arrays;

/**
 * A hash table of search results in one primitive array, sized in megabytes: buckets of four entries,
 * each a full 64-bit key, a packed data word and a move, side by side so that a probe and the reads after
 * it touch one or two cache lines (three separate arrays cost a miss each). Win and loss scores are stored relative to the
 * node (plies to the end from here), so an entry stays right wherever the position recurs in the tree.
 * Not thread-safe: one table per {@link Engine}.
 */
public final class TranspositionTable {
    /** The stored score is exact. */
    public static final int EXACT = 0;
    /** The stored score is a lower bound (the search failed high). */
    public static final int LOWER = 1;
    /** The stored score is an upper bound (the search failed low). */
    public static final int UPPER = 2;

    /** Bytes per entry: key, data word, move (a long, so an entry is three longs). */
    public static final int ENTRY_BYTES = 8 + 8 + 8;
    private static final int STRIDE = 3;
    private static final int BUCKET = 4;
    private static final long USED = 1L << 42;
    /** Above the generation (bits 43-50): the entry's node was on the main line when stored (a search's own mark). */
    private static final long PV = 1L << 51;

    /** Entry {@code i} is {@code [STRIDE * i]} key, {@code [STRIDE * i + 1]} data, {@code [STRIDE * i + 2]} move. */
    private final long[] entries;
    private final int shift;
    private int generation;

    /** A table of at most {@code megabytes} MB (at least one bucket), rounded down to a power of two. */
    public TranspositionTable(int megabytes) {
        if (megabytes < 0) {
            throw new IllegalArgumentException("table size cannot be negative: " + megabytes + " MB");
        }
        long budget = (long) megabytes << 20;
        int bits = 2;
        while (bits < 28 && ((1L << (bits + 1)) * ENTRY_BYTES) <= budget) {
            bits++;
        }
        entries = new long[STRIDE << bits];
        shift = 64 - bits;
    }

    /** The number of entries. */
    public int capacity() {
        return entries.length / STRIDE;
    }

    /** Forgets every entry. */
    public void clear() {
        // one fill of the whole array, not a loop of strided stores: the move of an entry without the used mark
        // is never read (probe, store and hashfull all ask for the mark first), so it may be 0 rather than NO_MOVE
        Arrays.fill(entries, 0L);
        generation = 0;
    }

    /** Marks the start of a new search, so entries of older searches are replaced first. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    private int bucketOf(long hash) {
        // multiply-shift spreads weak hashes (small perfect keys, say) over the whole table
        return (int) ((hash * 0x9E3779B97F4A7C15L) >>> shift) & ~(BUCKET - 1);
    }

    /** The slot holding {@code hash}, or -1 when the table has no entry for it. */
    public int probe(long hash) {
        int base = bucketOf(hash);
        for (int i = base; i < base + BUCKET; i++) {
            if (entries[STRIDE * i] == hash && (data(i) & USED) != 0) {
                return i;
            }
        }
        return -1;
    }

    private long data(int slot) {
        return entries[STRIDE * slot + 1];
    }

    /** The depth stored in {@code slot}. */
    public int depth(int slot) {
        return (int) (data(slot) >>> 32) & 0xFF;
    }

    /** The bound type stored in {@code slot}: {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    public int bound(int slot) {
        return (int) (data(slot) >>> 40) & 3;
    }

    /** The stored score, converted back to root-relative at {@code ply} plies from the root. */
    public int score(int slot, int ply) {
        int s = (int) data(slot);
        if (Score.isDecisive(s)) {
            return s > 0 ? s - ply : s + ply;
        }
        return s;
    }

    /** The best move stored in {@code slot}, or {@link Position#NO_MOVE}. */
    public int move(int slot) {
        return (int) entries[STRIDE * slot + 2];
    }

    /**
     * Stores a search result for {@code hash}; {@code score} is root-relative at {@code ply} and stored
     * node-relative. A remembered move survives when the new result has none.
     */
    public void store(long hash, int depth, int bound, int score, int ply, int move) {
        store(hash, depth, bound, score, ply, move, false);
    }

    /** True if the entry in {@code slot} was stored with the main-line mark. */
    public boolean wasPv(int slot) {
        return (data(slot) & PV) != 0;
    }

    /**
     * As {@link #store(long, int, int, int, int, int)}, marking the entry as a node on the main line when {@code pv}
     * (a search that reads {@link #wasPv} reduces such nodes' moves less).
     */
    public void store(long hash, int depth, int bound, int score, int ply, int move, boolean pv) {
        int base = bucketOf(hash);
        int slot = -1;
        int worst = Integer.MAX_VALUE;
        for (int i = base; i < base + BUCKET; i++) {
            if ((data(i) & USED) == 0 || entries[STRIDE * i] == hash) {
                slot = i;
                break;
            }
            // older searches first, then shallower entries
            int age = (generation - (int) (data(i) >>> 43)) & 0xFF;
            int value = depth(i) - 8 * age;
            if (value < worst) {
                worst = value;
                slot = i;
            }
        }
        int at = STRIDE * slot;
        if (entries[at] == hash && (entries[at + 1] & USED) != 0 && move == Position.NO_MOVE) {
            move = (int) entries[at + 2];
        }
        int stored = score;
        if (Score.isDecisive(score)) {
            stored = score > 0 ? score + ply : score - ply;
        }
        entries[at] = hash;
        entries[at + 2] = move;
        entries[at + 1] = (stored & 0xFFFF_FFFFL) | ((long) Math.min(depth, 255) << 32) | ((long) bound << 40) | USED
                | ((long) generation << 43)
                | (pv ? PV : 0L);
    }

    /** How full the table is, in permille, judged from a sample of the first thousand entries. */
    public int hashfull() {
        int sample = Math.min(1000, capacity());
        int used = 0;
        for (int i = 0; i < sample; i++) {
            if ((data(i) & USED) != 0 && ((int) (data(i) >>> 43) & 0xFF) == generation) {
                used++;
            }
        }
        return used * 1000 / sample;
    }
}
