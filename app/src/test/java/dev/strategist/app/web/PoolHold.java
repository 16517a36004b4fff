package dev.strategist.app.web;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Every thread of a {@link SearchPool} taken by jobs that do nothing until {@link #close()}: while held,
 * a computer to move waits in the queue, which the game shows as thinking, so a test looks at a thinking
 * game for as long as it needs instead of racing the search's clock.
 */
final class PoolHold implements AutoCloseable {
    private final CompletableFuture<Void> released = new CompletableFuture<>();

    private PoolHold() {
    }

    /**
     * Takes every thread of {@code pool}, which must have a place for each: returns once each runs a
     * holding job (searches already running or queued go first, since the queue is first come, first served).
     */
    static PoolHold of(SearchPool pool) throws InterruptedException {
        PoolHold hold = new PoolHold();
        CountDownLatch holding = new CountDownLatch(pool.threads());
        for (int i = 0; i < pool.threads(); i++) {
            SearchPool.Reservation place = pool.tryReserve();
            if (place == null) {
                hold.close();
                throw new IllegalStateException("the search pool has no room for a hold: " + pool.running()
                        + " running, " + pool.waiting() + " waiting");
            }
            pool.submit(place, () -> {
                holding.countDown();
                return hold.released;
            });
        }
        if (!holding.await(60, TimeUnit.SECONDS)) {
            hold.close();
            throw new IllegalStateException("the searches ahead of the hold never finished");
        }
        return hold;
    }

    /** Gives the threads back: the queued searches start. */
    @Override
    public void close() {
        released.complete(null);
    }
}
