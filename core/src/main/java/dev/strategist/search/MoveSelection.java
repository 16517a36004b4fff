package dev.strategist.search;

/**
 * Picks moves best first from a move stack and its parallel stack of ordering keys, one move at a time
 * (a selection-sort step): most nodes cut off after the first few moves, so sorting them all is waste.
 */
public final class MoveSelection {
    private MoveSelection() {
    }

    /**
     * Swaps the move with the largest key among {@code moves[offset + i .. offset + n)} into
     * {@code offset + i} (its key with it) and returns it; the earlier one wins a tie.
     */
    public static int pickNext(int[] moves, long[] keys, int offset, int i, int n) {
        int bestIndex = offset + i;
        long bestKey = keys[bestIndex];
        for (int j = offset + i + 1; j < offset + n; j++) {
            if (keys[j] > bestKey) {
                bestKey = keys[j];
                bestIndex = j;
            }
        }
        int move = moves[bestIndex];
        moves[bestIndex] = moves[offset + i];
        keys[bestIndex] = keys[offset + i];
        moves[offset + i] = move;
        keys[offset + i] = bestKey;
        return move;
    }
}
