package dev.strategist.games.reversi;

import dev.strategist.games.reversi.eval.ReversiPatterns;

/**
 * Counts Othello's move sequences (perft) with a table of subtree counts: the same position after
 * different orders of the same moves is common in Othello, and from 11 plies deep a table of counts
 * already known saves most of the work. Entries are keyed by the whole position and the depth, so a count
 * is never borrowed from another position; the last two plies are counted in bulk
 * ({@link ReversiPosition#countSequences(long, long, int, long)}), which the table cannot beat. Near
 * the root a position that is its own mirror image (the start, above all) counts one move of each
 * symmetric pair and takes the other's count from it: perft(11) counts a quarter of the tree. (That
 * needs the board's squares to be symmetric too, which every board is: each is centred in the frame.)
 */
final class ReversiSequenceCounter {
    /** Depths below this are counted without the table: a look-up would cost as much as the count. */
    private static final int MIN_TABLE_DEPTH = 3;
    /**
     * Depths from which a position is checked for symmetries: few positions, each with a large subtree
     * (symmetric positions deeper down are rare, and the check costs 14 images).
     */
    private static final int MIN_SYMMETRY_DEPTH = 6;
    private static final int MAX_DEPTH = 64;

    private final long[] keyP;
    private final long[] keyO;
    private final long[] counts;
    private final byte[] depths;
    private final int mask;
    /** The board's squares: moves off them are not moves. */
    private final long on;
    /** Per depth, the squares of the moves counted so far at a symmetric node, and their counts. */
    private final int[][] movesCounted = new int[MAX_DEPTH][64];
    private final long[][] countsOfMoves = new long[MAX_DEPTH][64];

    /** A counter with {@code 2^log2} table entries (25 bytes each) for the board of squares {@code on}. */
    ReversiSequenceCounter(int log2, long on) {
        this.on = on;
        int size = 1 << log2;
        keyP = new long[size];
        keyO = new long[size];
        counts = new long[size];
        depths = new byte[size];
        mask = size - 1;
    }

    /** The sequences of exactly {@code depth} (at least 1) plies with the owner of {@code p} to move. */
    long count(long p, long o, int depth) {
        if (depth < MIN_TABLE_DEPTH) {
            return ReversiPosition.countSequences(p, o, depth, on);
        }
        int slot = (int) (ReversiPosition.hash(p, o) * 31 + depth) & mask;
        if (depths[slot] == depth && keyP[slot] == p && keyO[slot] == o) {
            return counts[slot];
        }
        long total = 0;
        long moves = ReversiBitboards.moves(p, o) & on;
        int symmetries = depth >= MIN_SYMMETRY_DEPTH && depth < MAX_DEPTH ? ReversiPatterns.symmetries(p, o) : 0;
        if (moves == 0) {
            if ((ReversiBitboards.moves(o, p) & on) != 0) {
                total = count(o, p, depth - 1); // the pass
            }
        } else if (symmetries != 0) {
            total = countSymmetric(p, o, depth, moves, symmetries);
        } else {
            for (; moves != 0; moves &= moves - 1) {
                int sq = Long.numberOfTrailingZeros(moves);
                long f = ReversiBitboards.flips(sq, p, o);
                total += count(o ^ f, p | f | (1L << sq), depth - 1);
            }
        }
        keyP[slot] = p;
        keyO[slot] = o;
        counts[slot] = total;
        depths[slot] = (byte) depth;
        return total;
    }

    /**
     * The count of a position with symmetries (bit g: {@link ReversiPatterns#image} g maps it onto itself):
     * a move that one of them maps onto a move already counted leads to that child's mirror image, whose
     * count is the same.
     */
    private long countSymmetric(long p, long o, int depth, long moves, int symmetries) {
        int[] squares = movesCounted[depth];
        long[] counts = countsOfMoves[depth];
        int n = 0;
        long total = 0;
        for (; moves != 0; moves &= moves - 1) {
            int sq = Long.numberOfTrailingZeros(moves);
            long count = -1;
            for (int j = 0; j < n && count < 0; j++) {
                if (ReversiPatterns.mapsOnto(symmetries, squares[j], sq)) {
                    count = counts[j];
                }
            }
            if (count < 0) {
                long f = ReversiBitboards.flips(sq, p, o);
                count = count(o ^ f, p | f | (1L << sq), depth - 1);
            }
            squares[n] = sq;
            counts[n++] = count;
            total += count;
        }
        return total;
    }
}
