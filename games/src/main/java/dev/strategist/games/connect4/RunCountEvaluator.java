package dev.strategist.games.connect4;

import dev.strategist.core.Evaluator;

/**
 * The basic heuristic of the classic "Four-in-a-Row" strategist example: the length of every run of the
 * side to move's discs, across, up and along both diagonals, summed, minus the same for the opponent.
 * Every run counts the same per disc, whether it is long or short, broken, or blocked for good.
 *
 * <p>The example sums runs of every length, lone discs included; but a lone disc is a run of one in each
 * of the four directions, so that sum is four per disc whatever the arrangement, and it only says who
 * has more discs. Runs start at two here, which keeps the example's idea and makes it see something.
 */
public final class RunCountEvaluator implements Evaluator<Connect4Position> {

    @Override
    public int evaluate(Connect4Position position) {
        long mine = position.current();
        long theirs = mine ^ position.mask();
        int stride = position.geometry().stride;
        return runs(mine, stride) - runs(theirs, stride);
    }

    /** The discs of {@code stones} that have a neighbour of their own along each direction, summed. */
    static int runs(long stones, int stride) {
        return inRuns(stones, 1) + inRuns(stones, stride) + inRuns(stones, stride - 1) + inRuns(stones, stride + 1);
    }

    /** Discs with an own disc next to them along {@code d} one way or the other: runs of two or more. */
    private static int inRuns(long s, int d) {
        // the sentinel row keeps a run from continuing into the next column
        return Long.bitCount((s & (s >>> d)) | (s & (s << d)));
    }

    @Override
    public String name() {
        return "runs";
    }
}
