package dev.strategist.mcts;

/**
 * When a timed Monte Carlo search may stop early: its answer, the most visited root move, can no longer change
 * by visits when even every playout still to come, all given to the runner-up, would leave it short. The
 * playouts to come are estimated from the rate so far, doubled: the rate rises as the JIT warms up and as
 * games near their end, and a busy machine makes it uneven.
 */
final class RootLead {
    /** How many times the playouts seen so far per unit of time the rest of the time is assumed to hold. */
    static final int RATE_MARGIN = 2;

    private RootLead() {
    }

    /**
     * True when a root move with {@code best} visits cannot be caught by the next with {@code second} visits in
     * the {@code leftNanos} left, {@code playouts} having run in {@code elapsedNanos}, nor by the
     * {@code budgetLeft} playouts a node limit still allows. A tie is not safe: it is broken by the mean.
     */
    static boolean decided(long best, long second, long playouts, long elapsedNanos, long leftNanos,
                           long budgetLeft) {
        if (playouts <= 0 || elapsedNanos <= 0) {
            return false;
        }
        double byTime = (double) RATE_MARGIN * playouts * Math.max(0, leftNanos) / elapsedNanos;
        double coming = Math.min(byTime, budgetLeft);
        return second + coming < best;
    }
}
