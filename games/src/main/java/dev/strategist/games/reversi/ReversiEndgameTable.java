package dev.strategist.games.reversi;

/**
 * The endgame solver's hash table: for a position (the side to move's discs and the opponent's, stored
 * whole, so a hit is never a different position) a lower and an upper bound of its exact disc-difference
 * score and the best move found. One entry per slot, always replaced: every bound stays true forever,
 * so old entries are only ever less useful, never wrong. An entry is three adjacent {@code long}s in one
 * array (player, opponent, data), so a probe touches one cache line, not three; nothing allocates after
 * creation.
 */
public final class ReversiEndgameTable {
    /** Returned by {@link #probe} when the position is not in the table. */
    public static final int MISS = -1;

    /** Per slot: player, opponent, then lower + 64 (bits 0-7), upper + 64 (8-15), move + 1 (16-23). */
    private final long[] entries;
    private final int mask;

    /** A table of 2^{@code bits} entries (24 bytes each); {@code bits} from 8 to 26. */
    public ReversiEndgameTable(int bits) {
        if (bits < 8 || bits > 26) {
            throw new IllegalArgumentException("table bits must be 8..26, not " + bits);
        }
        entries = new long[3 << bits];
        mask = (1 << bits) - 1;
    }

    /** Forgets everything. */
    public void clear() {
        java.util.Arrays.fill(entries, 0);
    }

    /** The slot holding ({@code p}, {@code o}), or {@link #MISS}. */
    public int probe(long p, long o) {
        int at = 3 * ((int) ReversiPosition.hash(p, o) & mask);
        return entries[at + 2] != 0 && entries[at] == p && entries[at + 1] == o ? at : MISS;
    }

    /** The lower bound stored in {@code slot}. */
    public int lower(int slot) {
        return (int) (entries[slot + 2] & 0xFF) - 64;
    }

    /** The upper bound stored in {@code slot}. */
    public int upper(int slot) {
        return (int) ((entries[slot + 2] >>> 8) & 0xFF) - 64;
    }

    /** The best move stored in {@code slot}, or -1. */
    public int move(int slot) {
        return (int) ((entries[slot + 2] >>> 16) & 0xFF) - 1;
    }

    /** Stores bounds and best move for ({@code p}, {@code o}), replacing what the slot held. */
    public void store(long p, long o, int lower, int upper, int move) {
        int at = 3 * ((int) ReversiPosition.hash(p, o) & mask);
        entries[at] = p;
        entries[at + 1] = o;
        // bit 24 marks the slot used, so an entry whose fields are all zero still counts
        entries[at + 2] = (Math.max(lower, -64) + 64) | ((Math.min(upper, 64) + 64) << 8) | ((move + 1) << 16)
                | (1L << 24);
    }
}
