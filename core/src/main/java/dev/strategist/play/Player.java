package dev.strategist.play;

import dev.strategist.core.Position;
import dev.strategist.search.SearchListener;

/**
 * A computer player of one game: our {@link Strategist} (whatever its algorithm, Monte Carlo tree search
 * included), or an outside engine over a protocol. A {@link Match} seats any player, and a tournament asks
 * each for its moves the same way.
 *
 * @param <P> the game's position type
 */
public interface Player<P extends Position> extends AutoCloseable {

    /**
     * The player's move in {@code position}, which is not changed, decided on the caller's thread; an
     * outside engine that gave no legal move answers {@link Position#NO_MOVE}.
     *
     * @throws IllegalStateException when the game is over ({@code position.isOver()}); ask that first
     */
    int bestMove(P position);

    /**
     * Starts deciding a move for a copy of {@code position} off the caller's thread and returns at once;
     * {@code listener} hears the searches that report depths. By default {@link #bestMove} runs on the
     * shared {@link StrategistRuntime} ({@link StrategistRuntime#decide}): it cannot be cut short, so
     * {@link SearchTask#moveNow()} waits for its answer and {@link SearchTask#cancel()} drops it; no legal move
     * fails the task.
     */
    default SearchTask bestMoveAsync(P position, SearchListener listener) {
        return StrategistRuntime.shared().decide(this, position);
    }

    /**
     * Gets ready for a game from {@code start} before its first move is asked for, so that what it takes (an
     * outside engine starting its process) is not counted in that move's time; nothing by default.
     */
    default void open(P start) {
    }

    /**
     * Told before each of its moves in a game played under a {@link GameClock}: {@code leftMillis} left on its
     * clock, {@code incrementMillis} to come back after the move. A player that can share out a clock spends its
     * next move's time by it; by default it is ignored, and the player keeps to its own time a move (which may lose
     * it the game on time).
     */
    default void timeLeft(long leftMillis, long incrementMillis) {
    }

    /** Lets go of what the player holds (an outside engine's process); nothing by default. */
    @Override
    default void close() {
    }
}
