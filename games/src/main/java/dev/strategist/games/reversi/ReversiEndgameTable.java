package dev.strategist.games.reversi;

/**
 * The endgame solver's hash table: for a position (the side to move's discs and the opponent's, stored
 * whole, so a hit is never a different position) a lower and an upper bound of its exact disc-difference
 * score and the best move found. One entry per slot, always replaced: every bound stays true forever,
 * so old entries are only ever less useful, never wrong. Primitive arrays, no allocation after creation.
 */
public final class ReversiEndgameTable {
    /** Returned by {@link #probe} when the position is not in the table. */
    public static final int MISS = -1;

    private final long[] players;
    private final long[] opponents;
    /** lower + 64 in bits 0-7, upper + 64 in bits 8-15, best move + 1 in bits 16-23 (0: none). */
    private final int[] data;
    private final int mask;

    /** A table of 2^{@code bits} entries (20 bytes each); {@code bits} from 8 to 28. */
    public ReversiEndgameTable(int bits) {
        if (bits < 8 || bits > 28) {
            throw new IllegalArgumentException("table bits must be 8..28, not " + bits);
        }
        players = new long[1 << bits];
        opponents = new long[1 << bits];
        data = new int[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** Forgets everything. */
    public void clear() {
        java.util.Arrays.fill(data, 0);
        java.util.Arrays.fill(players, 0);
        java.util.Arrays.fill(opponents, 0);
    }

    /** The slot holding ({@code p}, {@code o}), or {@link #MISS}. */
    public int probe(long p, long o) {
        int slot = (int) ReversiPosition.hash(p, o) & mask;
        return data[slot] != 0 && players[slot] == p && opponents[slot] == o ? slot : MISS;
    }

    /** The lower bound stored in {@code slot}. */
    public int lower(int slot) {
        return (data[slot] & 0xFF) - 64;
    }

    /** The upper bound stored in {@code slot}. */
    public int upper(int slot) {
        return ((data[slot] >>> 8) & 0xFF) - 64;
    }

    /** The best move stored in {@code slot}, or -1. */
    public int move(int slot) {
        return ((data[slot] >>> 16) & 0xFF) - 1;
    }

    /** Stores bounds and best move for ({@code p}, {@code o}), replacing what the slot held. */
    public void store(long p, long o, int lower, int upper, int move) {
        int slot = (int) ReversiPosition.hash(p, o) & mask;
        players[slot] = p;
        opponents[slot] = o;
        data[slot] = (Math.max(lower, -64) + 64) | ((Math.min(upper, 64) + 64) << 8) | ((move + 1) << 16);
    }
}
