package dev.strategist.play;

import dev.strategist.search.StopSignal;
import java.util.concurrent.CompletableFuture;

/**
 * A search running off the caller's thread. {@link #moveNow()} stops it and answers with the best move
 * so far; {@link #cancel()} stops it with no answer. Both raise the engine's stop signal: cancelling
 * the future alone would interrupt nothing.
 */
public final class SearchTask {
    private final CompletableFuture<Choice> future = new CompletableFuture<>();
    private final CompletableFuture<Void> finished = new CompletableFuture<>();
    private final StopSignal signal = new StopSignal();

    SearchTask() {
    }

    /** The decision, completed when the search ends; cancelled by {@link #cancel()}. */
    public CompletableFuture<Choice> future() {
        return future;
    }

    /** Stops the search now; the future completes with the best move found so far. */
    public void moveNow() {
        signal.raise();
    }

    /** Stops the search and drops its answer: the future is cancelled. */
    public void cancel() {
        future.cancel(false);
        signal.raise();
    }

    /** True once the future is done (answered, cancelled or failed). */
    public boolean isDone() {
        return future.isDone();
    }

    /** Completes when the search thread has let go of the task, whatever the outcome. */
    public CompletableFuture<Void> finished() {
        return finished;
    }

    StopSignal signal() {
        return signal;
    }

    void complete(Choice choice) {
        future.complete(choice);
    }

    void fail(Throwable error) {
        future.completeExceptionally(error);
    }

    void release() {
        finished.complete(null);
    }
}
