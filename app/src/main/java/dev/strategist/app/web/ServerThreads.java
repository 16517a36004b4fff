package dev.strategist.app.web;

import dev.strategist.play.StrategistRuntime;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads one web server runs besides Jetty's, all ended when it stops: the computer's searches and
 * hints (a {@link StrategistRuntime} of the server's own), the {@link SearchPool} that admits them, the
 * {@link WatchTimer} of watched games, the event streams' heartbeat, the outside engines' moves (which wait
 * on another program, so they take no search thread), and the looks a long poll takes at a shared database.
 * Every thread's name starts with {@link #prefix()}, so a server that stopped can be seen to have left none
 * behind.
 */
final class ServerThreads implements AutoCloseable {
    private static final AtomicInteger SERVERS = new AtomicInteger();

    private final String prefix;
    private final SearchPool pool;
    private final StrategistRuntime strategists;
    private final WatchTimer watchTimer;
    private final ScheduledExecutorService heartbeat;
    private final ThreadPoolExecutor engineMoves;
    private final java.util.concurrent.ExecutorService storeChecks;

    /** The threads of a server whose searches {@code pool} (a test's, say) admits. */
    ServerThreads(SearchPool pool) {
        this(SERVERS.incrementAndGet(), pool, OutsideEngines.DEFAULT_MAX_ENGINES);
    }

    private ServerThreads(int server, SearchPool pool, int maxEngines) {
        String name = "web" + server;
        this.prefix = "strategist-" + name + "-";
        this.pool = pool;
        this.strategists = StrategistRuntime.create(name);
        this.watchTimer = new WatchTimer(prefix + "watch-timer");
        this.heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, prefix + "sse-heartbeat");
            t.setDaemon(true);
            return t;
        });
        // a thread for each engine process the server may run, since each answers one move at a time; idle ones end
        AtomicInteger moves = new AtomicInteger();
        this.engineMoves = new ThreadPoolExecutor(maxEngines, maxEngines, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, prefix + "engine-move-" + moves.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        engineMoves.allowCoreThreadTimeOut(true);
        // made at the first look, which only a server on a shared database takes
        this.storeChecks = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, prefix + "store-check");
            t.setDaemon(true);
            return t;
        });
    }

    /** The threads of a server admitting {@code settings}' searches and running its engines. */
    static ServerThreads of(ServerSettings settings) {
        int server = SERVERS.incrementAndGet();
        return new ServerThreads(server, new SearchPool(settings.searchThreads(), settings.searchQueue(),
                "strategist-web" + server + "-search-dispatch"), settings.engines().cap().limit());
    }

    /** How every thread of the server's own is named at the start (a pool given to it names its own). */
    String prefix() {
        return prefix;
    }

    /** Admits the computer's searches. */
    SearchPool pool() {
        return pool;
    }

    /** Where the computers' and the hints' searches run. */
    StrategistRuntime strategists() {
        return strategists;
    }

    /** Paces watched games. */
    WatchTimer watchTimer() {
        return watchTimer;
    }

    /** Where the outside engines' moves wait for their answers: not the computer's search threads. */
    Executor engineMoves() {
        return engineMoves;
    }

    /**
     * Where a long poll on a game in a shared database asks the store whether another server changed it: a
     * query, kept off the JDK's timer thread that wakes the poll.
     */
    Executor storeChecks() {
        return storeChecks;
    }

    /** Writes the event streams' heartbeats. */
    ScheduledExecutorService heartbeat() {
        return heartbeat;
    }

    /** Stops every search and ends every thread (each once it lets go): the server has stopped. */
    @Override
    public void close() {
        strategists.close();
        watchTimer.close();
        heartbeat.shutdownNow();
        engineMoves.shutdownNow(); // an engine still thinking is interrupted: its process is ended with its game
        storeChecks.shutdownNow();
        pool.close();
    }

    /** Waits up to {@code timeout} for every thread to end after {@link #close()}; true when they have. */
    boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        return strategists.awaitTermination(left(deadline), TimeUnit.NANOSECONDS)
                && watchTimer.awaitTermination(left(deadline), TimeUnit.NANOSECONDS)
                && heartbeat.awaitTermination(left(deadline), TimeUnit.NANOSECONDS)
                && engineMoves.awaitTermination(left(deadline), TimeUnit.NANOSECONDS)
                && storeChecks.awaitTermination(left(deadline), TimeUnit.NANOSECONDS)
                && pool.awaitTermination(left(deadline), TimeUnit.NANOSECONDS);
    }

    private static long left(long deadline) {
        return Math.max(0, deadline - System.nanoTime());
    }
}
