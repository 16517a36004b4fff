package dev.strategist.app.web;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Paces watched games: starts a game's next search after its delay. One daemon thread, which only ever
 * starts searches (they run elsewhere), so every watched game of the server can share it.
 */
final class WatchTimer {
    /** The one timer of the process's servers. */
    static final WatchTimer SHARED = new WatchTimer();

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "strategist-watch-timer");
        t.setDaemon(true);
        return t;
    });

    private WatchTimer() {
    }

    /** Runs {@code task} on the timer's thread after {@code delayMillis} (at once for 0 or less). */
    void after(long delayMillis, Runnable task) {
        if (delayMillis <= 0) {
            timer.execute(task);
        } else {
            timer.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Waits until the timer has run everything handed to it so far (what is due now, not what is
     * scheduled later): for tests, which must know that a next search was not started rather than hope so.
     */
    void awaitDue() throws InterruptedException, ExecutionException, TimeoutException {
        timer.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }
}
