package dev.strategist.app.web;

import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Seat;
import java.util.concurrent.CompletableFuture;

/**
 * The computer's searches of one web game on the server's {@link SearchPool}, and its outside engines' moves,
 * which wait on another program and so take no place in the pool: at most one waits or runs at
 * a time; it can be dropped while it waits, and a game whose search was stopped or could not start is
 * "stalled" until it is started again. Every method takes the match's lock, the game's one lock, so a
 * search starts only in a position the game still has.
 *
 * @param <P> the game's position type
 */
final class ComputerSearches<P extends Position> {
    private final Match<P> match;
    private final SearchPool pool;
    private SearchTask task;
    /** The search waiting for a thread, or null. */
    private Job queued;
    /** Set once the game is discarded: no search starts again. */
    private boolean stopped;
    /** The computer should be playing but is not: its search was stopped, or the server was busy. */
    private boolean stalled;
    /** How many searches were queued: names the one a page's event stream connected during. */
    private long count;

    ComputerSearches(Match<P> match, SearchPool pool) {
        this.match = match;
        this.pool = pool;
    }

    /** The server's pool. */
    SearchPool pool() {
        return pool;
    }

    /** True when the computer is to move and no search of it runs or waits (and the game is kept). */
    boolean computerToMove() {
        synchronized (match) {
            return !stopped && !match.isOver() && !match.seatToMove().isHuman() && !match.isThinking()
                    && queued == null;
        }
    }

    /** True for a seat an outside engine plays, whose moves take no place in the search pool. */
    static boolean isEngine(Seat<?> seat) {
        return seat.player() instanceof EngineSeat;
    }

    /**
     * Queues the computer's search if it is to move and none runs or waits (an engine's move starts at once).
     * When the pool is full: with {@code required}, a 503 before anything changes; else false. True when
     * nothing more is needed.
     */
    boolean begin(boolean required) {
        synchronized (match) {
            if (!computerToMove()) {
                return true;
            }
            if (isEngine(match.seatToMove())) {
                stalled = false;
                count++;
                task = match.startComputerMove();
                return true;
            }
            SearchPool.Reservation place = pool.tryReserve();
            if (place == null) {
                if (required) {
                    throw ApiException.busy();
                }
                return false;
            }
            submit(place);
            return true;
        }
    }

    /** Queues the computer's search in the place already reserved (it may start at once, on this thread). */
    void submit(SearchPool.Reservation place) {
        synchronized (match) {
            stalled = false;
            count++;
            Job job = new Job();
            queued = job;
            pool.submit(place, job);
        }
    }

    /** True while a search waits for a thread. */
    boolean isQueued() {
        synchronized (match) {
            return queued != null;
        }
    }

    /**
     * Tells the computer to answer at once with its best move so far; a search still waiting for a thread
     * answers as soon as it starts (it searches to depth 1), since the person asked for a move, not a
     * place in the queue.
     */
    void moveNow() {
        synchronized (match) {
            if (queued != null) {
                queued.moveNow = true;
            } else {
                match.moveNow();
            }
        }
    }

    /** Drops the computer's search if it still waits for a thread. */
    void drop() {
        synchronized (match) {
            if (queued != null) {
                pool.cancel(queued);
                queued.done.complete(null);
                queued = null;
            }
        }
    }

    /** Stops the search, waiting or running, and marks the game stalled. */
    void stall() {
        synchronized (match) {
            drop();
            match.cancelThinking();
            stalled = true;
        }
    }

    /** Marks the game stalled (or not) without touching a search. */
    void setStalled(boolean value) {
        synchronized (match) {
            stalled = value;
        }
    }

    /** True when the game waits to be looked at again for its computer to go on. */
    boolean isStalled() {
        synchronized (match) {
            return stalled;
        }
    }

    /** Starts the search of a stalled game again, if the pool has room. */
    void resumeIfStalled() {
        synchronized (match) {
            if (stalled && begin(false)) {
                stalled = false;
            }
        }
    }

    /** How many searches were queued so far. */
    long count() {
        synchronized (match) {
            return count;
        }
    }

    /**
     * Completes when the search, running or waiting for a thread, has ended (its move is then on the
     * board); null when none runs or waits. Never completes exceptionally.
     */
    CompletableFuture<?> done() {
        synchronized (match) {
            if (queued != null) {
                return queued.done;
            }
            return match.isThinking() ? task.finished().handle((x, e) -> null) : null;
        }
    }

    /** The game is discarded: the search stops and none starts again. */
    void stop() {
        synchronized (match) {
            stopped = true;
            drop();
            match.cancelThinking();
        }
    }

    /** The computer's search for this game, waiting for a thread of the pool. */
    private final class Job implements SearchPool.Job {
        /** Completes when the search has ended (its move played) or was dropped. */
        final CompletableFuture<Void> done = new CompletableFuture<>();
        /** Told to move now while it waited. */
        boolean moveNow;

        @Override
        public CompletableFuture<?> start() {
            synchronized (match) {
                if (queued != this) {
                    return null; // dropped while it waited
                }
                queued = null;
                if (!computerToMove()) {
                    done.complete(null);
                    return null;
                }
                SearchTask t = match.startComputerMove();
                task = t;
                if (moveNow) {
                    t.moveNow();
                }
                t.finished().whenComplete((x, e) -> done.complete(null));
                return t.finished();
            }
        }
    }
}
