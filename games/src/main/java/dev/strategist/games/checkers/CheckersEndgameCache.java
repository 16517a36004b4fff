package dev.strategist.games.checkers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Where checkers evaluators get the {@link CheckersEndgameDatabase}: the process's {@link #shared()} one of up to
 * {@link CheckersEndgameDatabase#SHARED_PIECES} pieces (or {@link #shared(int)} of more), built once on a daemon
 * thread of its own, or one an application makes with {@link #using}, builds on its executor and frees with
 * {@link #close()}. The build starts on first request, so a search never waits for it; a cache of more pieces
 * than the shared count builds that smaller database first and serves it until the bigger one is ready.
 * The process's cache of 5 pieces loads them from {@link CheckersEndgameFile#defaultPath} instead, in seconds,
 * when a build has been saved there ({@code CheckersEndgameBuild --save} in the bench), and builds them when the
 * file is missing or refused. Thread-safe.
 */
public final class CheckersEndgameCache implements AutoCloseable {
    /** The most pieces a cache builds: 6 would need many times the heap and time of 5, too much for a side task. */
    public static final int MAX_PIECES = 5;
    private static final CheckersEndgameCache SHARED =
            new CheckersEndgameCache(CheckersEndgameCache::buildThread, true, CheckersEndgameDatabase.SHARED_PIECES, null);
    private static final CheckersEndgameCache[] SHARED_BY_PIECES = new CheckersEndgameCache[MAX_PIECES + 1];

    private final Executor executor;
    private final boolean shared;
    private final int pieces;
    private final int servedFirst; // built and served before the full count, or 0
    private final Path file; // where the full count may be saved ({@link CheckersEndgameFile}), or null
    private final java.util.function.Consumer<String> warnings;
    private CompletableFuture<CheckersEndgameDatabase> database; // guarded by this
    private boolean closed; // guarded by this
    private volatile CheckersEndgameDatabase ready;

    private CheckersEndgameCache(Executor executor, boolean shared, int pieces, Path file) {
        this(executor, shared, pieces, pieces > CheckersEndgameDatabase.SHARED_PIECES
                ? CheckersEndgameDatabase.SHARED_PIECES : 0, file, System.err::println);
    }

    private CheckersEndgameCache(Executor executor, boolean shared, int pieces, int servedFirst, Path file,
                                 java.util.function.Consumer<String> warnings) {
        if (pieces < 2 || pieces > MAX_PIECES) {
            throw new IllegalArgumentException("a checkers endgame cache holds 2 to " + MAX_PIECES + " pieces, not "
                    + pieces);
        }
        this.executor = executor;
        this.shared = shared;
        this.pieces = pieces;
        this.servedFirst = servedFirst;
        this.file = file;
        this.warnings = warnings;
    }

    /** A cache that serves {@code servedFirst} pieces while it builds {@code pieces}: the mechanism, in small. */
    static CheckersEndgameCache staged(Executor executor, int servedFirst, int pieces) {
        return new CheckersEndgameCache(executor, false, pieces, servedFirst, null, System.err::println);
    }

    /** As {@link #staged}, the full count loaded from {@code file} when it holds it, faults said to {@code warnings}. */
    static CheckersEndgameCache staged(Executor executor, int servedFirst, int pieces, Path file,
                                       java.util.function.Consumer<String> warnings) {
        return new CheckersEndgameCache(executor, false, pieces, servedFirst, file, warnings);
    }

    /** The process's cache, which every evaluator uses unless given another; it is never closed. */
    public static CheckersEndgameCache shared() {
        return SHARED;
    }

    /**
     * The process's cache of up to {@code pieces} pieces, one per count, never closed; {@link #shared()} for the
     * shared count.
     */
    public static CheckersEndgameCache shared(int pieces) {
        if (pieces == CheckersEndgameDatabase.SHARED_PIECES) {
            return SHARED;
        }
        synchronized (SHARED_BY_PIECES) {
            if (pieces < 2 || pieces > MAX_PIECES) {
                throw new IllegalArgumentException("a checkers endgame cache holds 2 to " + MAX_PIECES
                        + " pieces, not " + pieces);
            }
            if (SHARED_BY_PIECES[pieces] == null) {
                SHARED_BY_PIECES[pieces] = new CheckersEndgameCache(CheckersEndgameCache::buildThread, true, pieces,
                        CheckersEndgameFile.defaultPath(pieces));
            }
            return SHARED_BY_PIECES[pieces];
        }
    }

    /** A cache of the caller's own whose build runs on {@code executor}; the executor stays its owner's. */
    public static CheckersEndgameCache using(Executor executor) {
        return using(executor, CheckersEndgameDatabase.SHARED_PIECES);
    }

    /** A cache of the caller's own of up to {@code pieces} pieces whose builds run on {@code executor}. */
    public static CheckersEndgameCache using(Executor executor, int pieces) {
        return new CheckersEndgameCache(Objects.requireNonNull(executor, "executor"), false, pieces, null);
    }

    /**
     * As {@link #using(Executor, int)}, the full count loaded from {@code file} instead of built when the file holds
     * it ({@link CheckersEndgameFile}); a missing file is built as usual, a bad one is said on the error stream and
     * built.
     */
    public static CheckersEndgameCache using(Executor executor, int pieces, Path file) {
        return new CheckersEndgameCache(Objects.requireNonNull(executor, "executor"), false, pieces,
                Objects.requireNonNull(file, "file"));
    }

    /** The file the full count is loaded from when it holds it, or null. */
    public Path file() {
        return file;
    }

    /** The most pieces of the database this cache builds (a smaller one may serve until it is ready). */
    public int pieces() {
        return pieces;
    }

    /** Builds at low priority, so the searches that asked for the database keep their cores. */
    private static void buildThread(Runnable build) {
        Thread builder = new Thread(build, "checkers-endgame-database");
        builder.setDaemon(true);
        builder.setPriority(Thread.MIN_PRIORITY);
        builder.start();
    }

    /**
     * The database of {@link #pieces()} pieces, its build started on the first call; the future completes when
     * it is ready, and fails once the cache is closed.
     */
    public synchronized CompletableFuture<CheckersEndgameDatabase> database() {
        if (closed) {
            return CompletableFuture.failedFuture(new IllegalStateException("the checkers endgame cache is closed"));
        }
        if (database == null) {
            CompletableFuture<CheckersEndgameDatabase> future = new CompletableFuture<>();
            database = future;
            int count = servedFirst > 0 ? servedFirst : pieces;
            executor.execute(() -> build(future, count));
        }
        return database;
    }

    /**
     * Builds the database of {@code count} pieces and serves it; below the cache's count the full one follows
     * as a task of its own (the small one takes seconds, the full one minutes: searches use the small meanwhile).
     */
    private void build(CompletableFuture<CheckersEndgameDatabase> future, int count) {
        if (isClosed()) {
            return; // closed while the build waited for a thread: build nothing
        }
        try {
            CheckersEndgameDatabase db = count == pieces ? load() : null;
            if (db == null) {
                db = CheckersEndgameDatabase.build(count);
            }
            publish(db);
            if (count < pieces) {
                executor.execute(() -> build(future, pieces));
            } else {
                future.complete(db);
            }
        } catch (RuntimeException | Error e) {
            future.completeExceptionally(e);
        }
    }

    /** The full count from the cache's file, or null when it has none or the file is refused (said, not thrown). */
    private CheckersEndgameDatabase load() {
        if (file == null || !Files.exists(file)) {
            return null;
        }
        try {
            return CheckersEndgameFile.read(file, pieces);
        } catch (IOException e) {
            warnings.accept("strategist: " + e.getMessage() + "; building the database instead");
            return null;
        }
    }

    private synchronized void publish(CheckersEndgameDatabase db) {
        if (!closed) {
            ready = db;
        }
    }

    /**
     * The biggest database built so far (of {@link #pieces()} pieces or, while that one is being built, of fewer),
     * else null (and the build is started); null once the cache is closed.
     */
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
