package dev.strategist.app.web;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * Runs its tasks one after another on another executor's threads, never two at once: one engine seat's moves,
 * since its process answers one question at a time, so a move asked while an earlier one (dropped by an undo)
 * still waits for its answer waits without holding a thread. Thread-safe.
 */
final class SerialExecutor implements Executor {
    private final Executor threads;
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private boolean running;

    /** Runs the tasks on {@code threads}. */
    SerialExecutor(Executor threads) {
        this.threads = threads;
    }

    /** Runs {@code task} once the tasks before it have run; refused as {@code threads} refuses it. */
    @Override
    public synchronized void execute(Runnable task) {
        waiting.addLast(task);
        if (!running) {
            startNext();
        }
    }

    private synchronized void startNext() {
        Runnable task = waiting.pollFirst();
        running = task != null;
        if (task == null) {
            return;
        }
        try {
            threads.execute(() -> {
                try {
                    task.run();
                } finally {
                    next();
                }
            });
        } catch (RejectedExecutionException e) {
            running = false;
            waiting.clear();
            throw e;
        }
    }

    private void next() {
        try {
            startNext();
        } catch (RejectedExecutionException e) {
            // the threads were shut down with the server: nothing more runs
        }
    }
}
