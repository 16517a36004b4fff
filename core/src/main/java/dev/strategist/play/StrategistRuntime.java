package dev.strategist.play;

import dev.strategist.core.Position;
import dev.strategist.search.SearchResult;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads and kept tables that {@link Strategist}s search with, so an application that embeds them
 * decides where their searches run and can end them: give one to {@link Strategist.Builder#runtime}.
 * Without one, strategists use {@link #shared()}, the process's, which is never closed. Thread-safe.
 */
public final class StrategistRuntime implements AutoCloseable {
    private static final StrategistRuntime SHARED = new StrategistRuntime(daemonThreads("strategist-search-"), true, true);
    private static final AtomicInteger RUNTIMES = new AtomicInteger();

    private final Executor executor;
    /** Whether {@link #close()} shuts the executor down: the runtime made it, rather than the caller. */
    private final boolean ownsExecutor;
    private final boolean shared;
    private final TablePool tables = new TablePool();
    private final Set<SearchTask> searches = ConcurrentHashMap.newKeySet();
    private boolean closed;

    private StrategistRuntime(Executor executor, boolean ownsExecutor, boolean shared) {
        this.executor = executor;
        this.ownsExecutor = ownsExecutor;
        this.shared = shared;
    }

    /**
     * The process's runtime, which every strategist uses unless given another: daemon threads made as
     * searches need them (idle ones end after a minute) and kept tables, for the life of the process.
     */
    public static StrategistRuntime shared() {
        return SHARED;
    }

    /**
     * A runtime with threads of its own, made as searches need them and named {@code strategist-NAME-N},
     * which {@link #close()} ends.
     */
    public static StrategistRuntime create(String name) {
        Objects.requireNonNull(name, "name");
        return new StrategistRuntime(daemonThreads("strategist-" + name + "-" + RUNTIMES.incrementAndGet() + "-"),
                true, false);
    }

    /**
     * A runtime whose searches run on the caller's {@code executor}, each a task that searches until done
     * or stopped. {@link #close()} stops its searches but leaves the executor to its owner.
     */
    public static StrategistRuntime using(Executor executor) {
        return new StrategistRuntime(Objects.requireNonNull(executor, "executor"), false, false);
    }

    private static ExecutorService daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, prefix + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Decides a move on this runtime's threads: {@code decide} runs unless the task was cancelled before
     * it started, and its answer or failure completes the task. Refused with an
     * {@link IllegalStateException} once the runtime is closed (or its executor refuses work).
     */
    SearchTask start(java.util.function.Function<dev.strategist.search.StopSignal, Choice> decide) {
        SearchTask task = new SearchTask();
        run(task, () -> {
            try {
                if (!task.isDone()) { // cancelled before it started: do no work
                    task.complete(decide.apply(task.signal()));
                }
            } catch (RuntimeException | Error e) {
                task.fail(e);
            } finally {
                task.release();
            }
        });
        return task;
    }

    /**
     * Decides {@code player}'s move in a copy of {@code position} with its {@link Player#bestMove} on this
     * runtime's threads, for a player with no search of its own (an outside engine; {@link Player#bestMoveAsync}
     * by default, on the shared runtime): it cannot be cut short, so {@link SearchTask#moveNow()} waits for its
     * answer and {@link SearchTask#cancel()} drops it; no legal move fails the task. Refused with an
     * {@link IllegalStateException} when the game is over or the runtime is closed.
     */
    public <P extends Position> SearchTask decide(Player<P> player, P position) {
        if (position.isOver()) {
            throw new IllegalStateException("the game is over (" + position.outcome().describe()
                    + "): there is no move to find");
        }
        P copy = Position.copyOf(position);
        return start(signal -> {
            long start = System.nanoTime();
            int move = player.bestMove(copy);
            if (move == Position.NO_MOVE || !copy.isLegal(move)) {
                throw new IllegalStateException(player + " gave no legal move");
            }
            long millis = (System.nanoTime() - start) / 1_000_000L;
            return new Choice(move, 0, new SearchResult(move, 0, 0, new int[] {move}, 0, millis, false,
                    new int[] {move}, new int[] {0}));
        });
    }

    private void run(SearchTask task, Runnable work) {
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("the strategist's runtime is closed: it starts no search");
            }
            searches.add(task);
        }
        task.finished().whenComplete((x, e) -> searches.remove(task));
        try {
            executor.execute(work);
        } catch (RejectedExecutionException e) {
            searches.remove(task);
            throw new IllegalStateException("the strategist's executor refused the search: " + e.getMessage(), e);
        }
    }

    /** The tables this runtime's searches borrow. */
    TablePool tables() {
        return tables;
    }

    /** True once {@link #close()} was called. */
    public synchronized boolean isClosed() {
        return closed;
    }

    /**
     * Starts no more searches, stops those under way (as {@link SearchTask#cancel()} does), ends the
     * runtime's own threads once they let go, and drops its kept tables. The shared runtime cannot be closed.
     */
    @Override
    public void close() {
        if (shared) {
            throw new UnsupportedOperationException("the shared runtime lives as long as the process");
        }
        synchronized (this) {
            closed = true;
        }
        for (SearchTask task : searches) {
            task.cancel();
        }
        if (ownsExecutor) {
            ((ExecutorService) executor).shutdown();
        }
        tables.clear();
    }

    /**
     * After {@link #close()}, waits up to {@code timeout} for every search to let go and, for a runtime
     * with threads of its own, for those threads to end; true when they have.
     */
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (!isClosed()) {
            throw new IllegalStateException("close the runtime first");
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        for (SearchTask task : searches) {
            try {
                task.finished().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                return false;
            }
        }
        return !ownsExecutor
                || ((ExecutorService) executor).awaitTermination(Math.max(0, deadline - System.nanoTime()),
                TimeUnit.NANOSECONDS);
    }
}
