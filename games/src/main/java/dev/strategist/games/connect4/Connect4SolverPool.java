package dev.strategist.games.connect4;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * The Connect Four solvers kept between solves, per board size: the process's {@link #shared()} pool, or one
 * an application makes, hands to {@link Connect4ExactSolver} and frees with {@link #close()}. Thread-safe.
 */
public final class Connect4SolverPool implements AutoCloseable {
    private static final Connect4SolverPool SHARED = new Connect4SolverPool(true);

    /** Idle solvers by board size; a solver's table is 32 MB, so only as many as ran at once are ever kept. */
    private final Map<Integer, ArrayDeque<Connect4Solver>> idle = new HashMap<>();
    private final boolean shared;
    private boolean closed;

    private Connect4SolverPool(boolean shared) {
        this.shared = shared;
    }

    /** The process's pool, which every solver uses unless given another; it is never closed. */
    public static Connect4SolverPool shared() {
        return SHARED;
    }

    /** A pool of the caller's own, which {@link #close()} empties. */
    public static Connect4SolverPool create() {
        return new Connect4SolverPool(false);
    }

    /** A kept solver for the board size, or a new one (a closed pool keeps none, so always a new one). */
    Connect4Solver borrow(int width, int height) {
        Connect4Solver solver;
        synchronized (this) {
            ArrayDeque<Connect4Solver> kept = idle.get(key(width, height));
            solver = kept == null ? null : kept.poll();
        }
        return solver != null ? solver : new Connect4Solver(width, height, Connect4ExactSolver.TABLE_LOG2);
    }

    /** Keeps {@code solver} for the next solve on its board size, unless the pool is closed. */
    synchronized void giveBack(int width, int height, Connect4Solver solver) {
        if (!closed) {
            idle.computeIfAbsent(key(width, height), k -> new ArrayDeque<>()).add(solver);
        }
    }

    /** How many solvers the pool keeps now. */
    public synchronized int kept() {
        return idle.values().stream().mapToInt(ArrayDeque::size).sum();
    }

    /**
     * Drops the kept solvers and keeps none from now on: solves still answer, each with a solver of its own
     * that is dropped after it. The shared pool cannot be closed.
     */
    @Override
    public synchronized void close() {
        if (shared) {
            throw new UnsupportedOperationException("the shared solver pool lives as long as the process");
        }
        closed = true;
        idle.clear();
    }

    private static int key(int width, int height) {
        return width * 16 + height;
    }
}
