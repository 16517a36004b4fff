package dev.strategist.bench;

/**
 * Wall-clock timing as the runner does it: warm up for at least a second (and three runs), then keep
 * the fastest of N timed runs, the one least disturbed by the machine. A reset before each run stays
 * outside the timing.
 */
final class BestOf {
    private static final long WARM_UP_NANOS = 1_000_000_000L;
    private static final int MIN_WARM_UPS = 3;

    private BestOf() {
    }

    /** The fastest of {@code runs} timed runs of {@code task}, in nanoseconds. */
    static long nanos(Runnable reset, Runnable task, int runs) {
        long warmStart = System.nanoTime();
        for (int w = 0; w < MIN_WARM_UPS || System.nanoTime() - warmStart < WARM_UP_NANOS; w++) {
            reset.run();
            task.run();
        }
        long best = Long.MAX_VALUE;
        for (int r = 0; r < runs; r++) {
            reset.run();
            long start = System.nanoTime();
            task.run();
            best = Math.min(best, System.nanoTime() - start);
        }
        return best;
    }
}
