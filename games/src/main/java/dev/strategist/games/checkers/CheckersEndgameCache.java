package dev.strategist.games.checkers;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Where checkers evaluators get the {@link CheckersEndgameDatabase} of up to
 * {@link CheckersEndgameDatabase#SHARED_PIECES} pieces: the process's {@link #shared()} one, built once on a
 * daemon thread of its own, or one an application makes with {@link #using}, builds on its executor and frees
 * with {@link #close()}. The build starts on first request, so a search never waits for it. Thread-safe.
 */
public final class CheckersEndgameCache implements AutoCloseable {
    private static final CheckersEndgameCache SHARED =
            new CheckersEndgameCache(CheckersEndgameCache::buildThread, true);

    private final Executor executor;
    private final boolean shared;
    private CompletableFuture<CheckersEndgameDatabase> database; // guarded by this
    private boolean closed; // guarded by this
    private volatile CheckersEndgameDatabase ready;

    private CheckersEndgameCache(Executor executor, boolean shared) {
        this.executor = executor;
        this.shared = shared;
    }

    /** The process's cache, which every evaluator uses unless given another; it is never closed. */
    public static CheckersEndgameCache shared() {
        return SHARED;
    }

    /** A cache of the caller's own whose build runs on {@code executor}; the executor stays its owner's. */
    public static CheckersEndgameCache using(Executor executor) {
        return new CheckersEndgameCache(Objects.requireNonNull(executor, "executor"), false);
    }

    /** Builds at low priority, so the searches that asked for the database keep their cores. */
    private static void buildThread(Runnable build) {
        Thread builder = new Thread(build, "checkers-endgame-database");
        builder.setDaemon(true);
        builder.setPriority(Thread.MIN_PRIORITY);
        builder.start();
    }

    /**
     * The database, its build started on the first call; the future completes when it is ready, and fails
     * once the cache is closed.
     */
    public synchronized CompletableFuture<CheckersEndgameDatabase> database() {
        if (closed) {
            return CompletableFuture.failedFuture(new IllegalStateException("the checkers endgame cache is closed"));
        }
        if (database == null) {
            CompletableFuture<CheckersEndgameDatabase> future = new CompletableFuture<>();
            database = future;
            executor.execute(() -> build(future));
        }
        return database;
    }

    private void build(CompletableFuture<CheckersEndgameDatabase> future) {
        if (isClosed()) {
            return; // closed while the build waited for a thread: build nothing
        }
        try {
            CheckersEndgameDatabase db = CheckersEndgameDatabase.build(CheckersEndgameDatabase.SHARED_PIECES);
            synchronized (this) {
                if (!closed) {
                    ready = db;
                }
            }
            future.complete(db);
        } catch (RuntimeException | Error e) {
            future.completeExceptionally(e);
        }
    }

    /** The database if it is built, else null (and its build is started); null once the cache is closed. */
    public CheckersEndgameDatabase ready() {
        CheckersEndgameDatabase db = ready;
        if (db == null) {
            database();
        }
        return db;
    }

    /** True once {@link #close()} was called. */
    public synchronized boolean isClosed() {
        return closed;
    }

    /**
     * Drops the database and builds none from now on (a build under way finishes and is dropped); evaluators
     * already holding it keep it until they are dropped. The shared cache cannot be closed.
     */
    @Override
    public void close() {
        if (shared) {
            throw new UnsupportedOperationException("the shared endgame cache lives as long as the process");
        }
        CompletableFuture<CheckersEndgameDatabase> pending;
        synchronized (this) {
            closed = true;
            ready = null;
            pending = database;
        }
        if (pending != null) {
            pending.cancel(false);
        }
    }
}
