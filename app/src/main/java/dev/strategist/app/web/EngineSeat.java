package dev.strategist.app.web;

import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Position;
import dev.strategist.play.Player;
import dev.strategist.play.SearchTask;
import dev.strategist.play.StrategistRuntime;
import dev.strategist.search.SearchListener;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * One side of a browser game played by a configured outside engine, called by its operator-given name: one
 * process for the seat, started with the game and ended with it, started afresh when it is needed again (a
 * move taken back after the end, a retry after a failure). What went wrong with it (it died, hung, refused,
 * answered no legal move, or is no longer configured) is kept in words for the page, which never sees the
 * engine's command.
 *
 * @param <P> the game's position type
 */
final class EngineSeat<P extends Position> implements Player<P> {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(EngineSeat.class);

    private final String name;
    /** Makes the engine's player, not started; null when the name is not configured (any more). */
    private final Supplier<OutsidePlayer<P>> engines;
    /** The game's start, for the engine's set-up. */
    private final P start;
    /** Why the engine cannot play at all here (not configured), or null. */
    private final String missing;
    /** Bounds the server's engine processes: a process starts only in a place of its own. */
    private final EngineCap cap;
    /** The place taken for the process with the game (see {@link #reserve}), until the process takes it. */
    private final AtomicReference<EngineCap.Place> reserved = new AtomicReference<>();
    private final AtomicReference<OutsidePlayer<P>> running = new AtomicReference<>();
    /** Where the seat's moves wait for the engine, one at a time, off the computer's search threads. */
    private final StrategistRuntime moves;
    private volatile String failure;
    /** Told of the engine's resignation, with the position it resigned in; set once the game's match is made. */
    private volatile java.util.function.Consumer<P> resigns = p -> { };
    /** When the engine was last started or asked for a move ({@link System#nanoTime()}). */
    private volatile long lastUsed = System.nanoTime();
    /** True while a move is being asked of the engine. */
    private volatile boolean asking;
    /** Set once the engine was first started, by {@link #open} or a move. */
    private boolean tried;
    /** Set once the game is discarded: no process starts again. */
    private volatile boolean discarded;

    private EngineSeat(String name, Supplier<OutsidePlayer<P>> engines, P start, String missing, EngineCap cap,
                       Executor moves) {
        this.name = name;
        this.engines = engines;
        this.start = start;
        this.missing = missing;
        this.cap = cap;
        this.moves = StrategistRuntime.using(new SerialExecutor(moves));
    }

    /**
     * The seat of engine {@code name}, made by {@code engines} for a game from {@code start}, its process running
     * only in a place {@code cap} gives it, its moves waiting for their answers on {@code moves}' threads.
     */
    static <P extends Position> EngineSeat<P> of(String name, Supplier<OutsidePlayer<P>> engines, P start,
                                                 EngineCap cap, Executor moves) {
        return new EngineSeat<>(name, engines, start, null, cap, moves);
    }

    /**
     * The seat of engine {@code name}, which cannot play here for the reason {@code why}: its moves fail (on
     * {@code moves}' threads).
     */
    static <P extends Position> EngineSeat<P> missing(String name, String why, Executor moves) {
        return new EngineSeat<>(name, null, null, why, null, moves);
    }

    /** The engine's name, as configured. */
    String name() {
        return name;
    }

    /**
     * Takes a place for the process the game is about to start ({@link #open}), unless it needs none (it runs, it
     * has one, or the engine cannot play here); false when every place is taken.
     */
    boolean reserve() {
        if (missing != null || discarded || running.get() != null || reserved.get() != null) {
            return true;
        }
        EngineCap.Place place = cap.tryTake();
        if (place == null) {
            return false;
        }
        if (!reserved.compareAndSet(null, place)) {
            place.release();
        }
        return true;
    }

    /** Why no place is free, in words for the API. */
    String capFull() {
        return cap.full();
    }

    /** Gives back the place {@link #reserve} took, if no process took it: the game is not made after all. */
    void unreserve() {
        EngineCap.Place place = reserved.getAndSet(null);
        if (place != null) {
            place.release();
        }
    }

    /**
     * Starts the engine's process if it is not running; a failure is kept for the page, not thrown. Called
     * off the request's thread, since a program may take seconds to set up.
     */
    synchronized void open() {
        if (missing != null || tried) {
            return; // a move asked first started it, or found it failing: it is not started again unasked
        }
        try {
            engine();
        } catch (RuntimeException e) {
            failed(e);
        }
    }

    private OutsidePlayer<P> engine() {
        OutsidePlayer<P> engine = running.get();
        if (engine == null) {
            if (discarded) {
                throw OutsideEngineException.interrupted("the game is closed");
            }
            tried = true;
            EngineCap.Place place = reserved.getAndSet(null);
            if (place == null) {
                place = cap.tryTake();
            }
            if (place == null) {
                throw new EngineCapFull(cap.full());
            }
            try {
                engine = new CappedPlayer<>(engines.get(), place);
            } catch (RuntimeException e) {
                place.release();
                throw e;
            }
            running.set(engine);
            if (discarded) { // discarded meanwhile, maybe before the engine could be seen to end
                close();
                throw OutsideEngineException.interrupted("the game is closed");
            }
            try {
                engine.open(Position.copyOf(start));
            } finally {
                if (discarded || running.get() != engine) {
                    // closed while it started (the server stopping, say): a close that came before the process
                    // existed found nothing to end, so the process this start made is ended here
                    engine.close();
                }
            }
            if (running.get() != engine) {
                throw OutsideEngineException.interrupted("the game is closed");
            }
        }
        return engine;
    }

    /**
     * The engine's move; a failure (and no legal move) is kept in words and ends the engine's process, so the
     * next try starts a fresh one. Synchronized: a search that was dropped (an undo) still waits for its
     * answer, and the protocol allows one question at a time.
     */
    @Override
    public synchronized int bestMove(P position) {
        if (missing != null) {
            throw new OutsideEngineException(missing);
        }
        failure = null;
        asking = true;
        lastUsed = System.nanoTime();
        OutsidePlayer<P> engine = null;
        try {
            engine = engine();
            int move = engine.bestMove(position);
            if (move == Position.NO_MOVE && engine.resigned()) {
                resigns.accept(position);
            } else if (move == Position.NO_MOVE || !position.isLegal(move)) {
                failure = "the engine '" + name + "' answered a move that is not legal here";
                close();
            }
            return move;
        } catch (RuntimeException e) {
            if (engine == null || running.get() == engine) {
                failed(e);
            } // else the seat closed it on purpose (the game ended, was resigned or dropped): no failure of its
            throw e;
        } finally {
            if (engine != null && running.get() != engine) {
                // closed while it answered: a player asked again after its close starts a new process, which
                // nothing would end, so whatever this move left running ends here
                engine.close();
            }
            lastUsed = System.nanoTime();
            asking = false;
        }
    }

    /**
     * Asks the engine's move on the seat's own threads, one move at a time: its answer may take as long as the
     * engine's timeout, and the computer's search threads are for our searches.
     */
    @Override
    public SearchTask bestMoveAsync(P position, SearchListener listener) {
        return moves.decide(this, position);
    }

    private void failed(RuntimeException e) {
        if (e instanceof EngineCapFull) {
            failure = "the engine '" + name + "' cannot start now: " + e.getMessage();
        } else if (e instanceof OutsideEngineException o && o.losesGame()) {
            // the engine's own words (a refusal's text, an answer that is no move) may echo its path or
            // environment: they are the operator's to read, and the page is told only what kind of failure it was
            LOG.warn("engine {}: {}", name, e.getMessage());
            failure = "the engine '" + name + "' failed: " + o.plainMessage();
        } else {
            // a program that cannot start says so with its command line, which is the operator's to read
            LOG.warn("engine {}: {}", name, e.toString());
            failure = "the engine '" + name + "' could not be run (the server's log says why)";
        }
        close();
    }

    /** From now on, the engine's resignation in a position is told to {@code resigns}. */
    void onResign(java.util.function.Consumer<P> resigns) {
        this.resigns = resigns;
    }

    /** What went wrong at the engine's last try, or why it cannot play; null when nothing did. */
    String failure() {
        return missing != null ? missing : failure;
    }

    /** Forgets the last try's failure: the game moved on (an undo), so it no longer describes the game. */
    void forgetFailure() {
        failure = null;
    }

    /** True while the engine's process is running (or starting). */
    boolean isRunning() {
        return running.get() != null;
    }

    /**
     * Ends the engine's process, if it runs: asks it to quit and kills it if it has not within a second. Not
     * synchronized, so it ends an engine in the middle of a move too (whose move then fails).
     */
    @Override
    public void close() {
        OutsidePlayer<P> engine = running.getAndSet(null);
        if (engine != null) {
            engine.close();
        }
    }

    /** The engine playing now, null when none runs: what a close decided now must end, however late it runs. */
    OutsidePlayer<P> current() {
        return running.get();
    }

    /** Ends {@code engine}'s process if it is still this seat's engine: one started since (an undo) is left alone. */
    void close(OutsidePlayer<P> engine) {
        if (engine != null && running.compareAndSet(engine, null)) {
            engine.close();
        }
    }

    /**
     * Ends the engine's process if it has been neither started nor asked for a move since {@code cutoff}
     * ({@link System#nanoTime()}) and is not being asked now: a game left open does not keep a program running.
     * The next move asked of it starts it afresh, and it catches up with the game.
     */
    synchronized void closeIfIdleSince(long cutoff) {
        // synchronized with the moves, so no move starts between the check and the close (the idle sweep has a
        // thread of its own, and waits out a move)
        if (!asking && lastUsed - cutoff < 0) {
            close();
        }
    }

    /** Ends the engine's process for good: the game is discarded, or the server stops. */
    void discard() {
        discarded = true;
        unreserve();
        close();
    }

    /** No place was free for the engine's process: the game waits, and the engine may be asked again later. */
    private static final class EngineCapFull extends RuntimeException {
        private static final long serialVersionUID = 1L;

        EngineCapFull(String message) {
            super(message);
        }
    }

    /** The engine's name: how the default asynchronous move names the player in its errors. */
    @Override
    public String toString() {
        return name;
    }
}
