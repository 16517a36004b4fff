package dev.strategist.games.connect4;

/**
 * The solver's move lists, one per ply of the search, preallocated: moves go in with a score and come
 * out best first. Among equal scores the move added last comes out first, so adding the columns from
 * the edges inwards tries the centre first.
 */
final class Connect4MoveSorter {
    private final int width;
    private final long[] moves;
    private final int[] scores;
    private final int[] sizes;

    /** Lists for plies 0..{@code plies - 1}, each holding up to {@code width} moves. */
    Connect4MoveSorter(int width, int plies) {
        this.width = width;
        this.moves = new long[width * plies];
        this.scores = new int[width * plies];
        this.sizes = new int[plies];
    }

    /** Empties the list of {@code ply}. */
    void clear(int ply) {
        sizes[ply] = 0;
    }

    /** Adds {@code move} with {@code score} to the list of {@code ply}, keeping it sorted (insertion sort). */
    void add(int ply, long move, int score) {
        int base = ply * width;
        int i = base + sizes[ply]++;
        // equal scores stay below the newcomer, so it is taken before them
        while (i > base && scores[i - 1] > score) {
            moves[i] = moves[i - 1];
            scores[i] = scores[i - 1];
            i--;
        }
        moves[i] = move;
        scores[i] = score;
    }

    /** Takes the best move left in the list of {@code ply}, or 0 when it is empty. */
    long next(int ply) {
        int size = sizes[ply];
        if (size == 0) {
            return 0;
        }
        sizes[ply] = size - 1;
        return moves[ply * width + size - 1];
    }
}
