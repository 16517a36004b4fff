package dev.strategist.app.web;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Paces a server's watched games: starts a game's next search after its delay. One daemon thread, which
 * only ever starts searches (they run elsewhere), so every watched game of the server can share it.
 */
final class WatchTimer {
    private final ScheduledExecutorService timer;

    /** A timer whose thread is called {@code threadName}. */
    WatchTimer(String threadName) {
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs {@code task} on the timer's thread after {@code delayMillis} (at once for 0 or less). */
    void after(long delayMillis, Runnable task) {
        try {
            if (delayMillis <= 0) {
                timer.execute(task);
            } else {
                timer.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
            }
        } catch (RejectedExecutionException e) {
            // the server has stopped: its watched games play no further move
        }
    }

    /**
     * Waits until the timer has run everything handed to it so far (what is due now, not what is
     * scheduled later): for tests, which must know that a next search was not started rather than hope so.
     */
    void awaitDue() throws InterruptedException, ExecutionException, TimeoutException {
        timer.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    /** Ends the thread, dropping what is scheduled. */
    void close() {
        timer.shutdownNow();
    }

    /** Waits up to {@code timeout} for the thread to end after {@link #close()}; true when it has. */
    boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return timer.awaitTermination(timeout, unit);
    }
}
