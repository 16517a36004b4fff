package dev.strategist.app.web;

import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The server's budget for the computer's searches: at most {@code threads} run at once and at most
 * {@code queue} more wait for a thread, in the order they came. A request that needs the computer first
 * {@link #tryReserve() reserves} a place, before it changes anything; when there is none it is refused as
 * busy, so the server never piles up unbounded work and a refused request leaves its game as it was.
 * Searches never run on request threads, so cheap requests (the page, the game list, a state) answer
 * whatever the load. Thread-safe.
 *
 * <p>A job's search runs on the engine's own search threads; this pool only lets {@code threads} of them
 * work at once. Queued jobs are started by one dispatcher thread, which holds no lock while it starts one.
 */
final class SearchPool {
    /** One search: started when a thread is free. */
    interface Job {
        /**
         * Starts the work without blocking and answers a future that completes when its thread is free
         * again, or null when there turned out to be nothing to do (the game moved on while it waited).
         */
        CompletableFuture<?> start();
    }

    /** A place held for a job that is about to be made; {@link #submit} or {@link #release} it exactly once. */
    final class Reservation {
        private boolean used;

        private Reservation() {
        }

        /** Gives the place back unused: the request turned out not to need the computer. */
        void release() {
            synchronized (SearchPool.this) {
                if (!used) {
                    used = true;
                    reserved--;
                }
            }
        }
    }

    private final int threads;
    private final int queueLimit;
    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private final ExecutorService dispatcher;
    private int running;
    private int reserved;

    /** A pool letting {@code threads} searches run at once, with {@code queue} more waiting. */
    SearchPool(int threads, int queue) {
        this(threads, queue, "strategist-search-dispatch");
    }

    /** The same, its dispatcher thread (when it has one) called {@code dispatcherName}. */
    SearchPool(int threads, int queue, String dispatcherName) {
        if (threads < 1) {
            throw new IllegalArgumentException("the search threads must be at least 1, not " + threads);
        }
        if (queue < 0) {
            throw new IllegalArgumentException("the search queue must be 0 or more, not " + queue);
        }
        this.threads = threads;
        this.queueLimit = queue;
        // one thread at most, which ends when idle: a stopped server leaves nothing behind
        this.dispatcher = new ThreadPoolExecutor(0, 1, 2, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, dispatcherName);
            t.setDaemon(true);
            return t;
        });
    }

    /** A place for one more search, or null when every thread is busy and the queue is full. */
    synchronized Reservation tryReserve() {
        if (running + waiting.size() + reserved >= threads + queueLimit) {
            return null;
        }
        reserved++;
        return new Reservation();
    }

    /**
     * Runs {@code job} in the place {@code r} held: at once on the caller's thread when a thread is free,
     * else when one frees up.
     */
    void submit(Reservation r, Job job) {
        synchronized (this) {
            if (r.used) {
                throw new IllegalStateException("a reservation is used once");
            }
            r.used = true;
            reserved--;
            if (running >= threads) {
                waiting.addLast(job);
                return;
            }
            running++;
        }
        run(job);
    }

    /** Takes {@code job} out of the queue if it waits there (true); a job already running is its owner's to stop. */
    synchronized boolean cancel(Job job) {
        return waiting.remove(job);
    }

    private void run(Job job) {
        CompletableFuture<?> done;
        try {
            done = job.start();
        } catch (RuntimeException e) {
            done = null;
            org.slf4j.LoggerFactory.getLogger(SearchPool.class).error("a search failed to start", e);
        }
        if (done == null) {
            dispatch(this::finished);
        } else {
            done.whenCompleteAsync((result, error) -> finished(), this::dispatch);
        }
    }

    private void dispatch(Runnable next) {
        try {
            dispatcher.execute(next);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closed with the server: nothing more is started
        }
    }

    /** Starts nothing more: the server has stopped (its searches are stopped by their owners). */
    void close() {
        dispatcher.shutdownNow();
    }

    /** Waits up to {@code timeout} for the dispatcher thread to end after {@link #close()}; true when it has. */
    boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return dispatcher.awaitTermination(timeout, unit);
    }

    /** A thread is free: the next waiting job takes it. */
    private void finished() {
        Job next;
        synchronized (this) {
            next = waiting.pollFirst();
            if (next == null) {
                running--;
                return;
            }
        }
        run(next);
    }

    /** How many searches may run at once. */
    int threads() {
        return threads;
    }

    /** How many searches may wait for a thread. */
    int queueLimit() {
        return queueLimit;
    }

    /** How many searches run now. */
    synchronized int running() {
        return running;
    }

    /** How many searches wait for a thread now. */
    synchronized int waiting() {
        return waiting.size();
    }
}
