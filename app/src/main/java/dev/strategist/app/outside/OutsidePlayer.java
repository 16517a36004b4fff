package dev.strategist.app.outside;

import dev.strategist.core.Position;
import dev.strategist.play.Player;

/**
 * A {@link Player} that is an outside engine: besides moving, it can be started before its first move, so a
 * program that will not start is seen when its game begins, not when it is first asked to move.
 *
 * @param <P> the game's position type
 */
public interface OutsidePlayer<P extends Position> extends Player<P> {

    /**
     * Starts the engine's process, if it is not running, and sets it up for a game from {@code start}; an
     * {@link OutsideEngineException} when it cannot start or refuses the set-up.
     */
    @Override
    void open(P start);

    /**
     * True when the last move asked of the engine was answered with its resignation (it then gave
     * {@link Position#NO_MOVE}), rather than with an answer that is no legal move; false for a protocol that
     * cannot resign.
     */
    default boolean resigned() {
        return false;
    }
}
