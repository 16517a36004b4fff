package dev.strategist.app.outside;

import dev.strategist.core.Position;

/**
 * An outside engine as a player of one of our games, whatever its protocol: it names its move, and its
 * process ends when the player is closed.
 *
 * @param <P> the game's position type
 */
public interface OutsidePlayer<P extends Position> extends AutoCloseable {

    /**
     * The engine's move in {@code position}, or {@link Position#NO_MOVE} when it gave no legal one; an
     * {@link OutsideEngineException} when the engine failed (died, hung, refused), which loses the game when
     * {@link OutsideEngineException#losesGame()} says so.
     */
    int bestMove(P position);

    /** Ends the engine's process, if it was started. */
    @Override
    void close();
}
