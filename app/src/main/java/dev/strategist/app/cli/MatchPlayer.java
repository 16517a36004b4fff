package dev.strategist.app.cli;

import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Position;
import dev.strategist.play.Strategist;

/**
 * One side of one match game: our {@link Strategist}, or an outside engine (over GTP, or a Gomocup brain),
 * whose process ends when the game does ({@link #close()}).
 *
 * @param <P> the game's position type
 */
interface MatchPlayer<P extends Position> extends AutoCloseable {

    /** The player's move in {@code position}; an illegal one (or {@link Position#NO_MOVE}) loses the game. */
    int bestMove(P position);

    /** Lets go of what the player holds (an outside engine's process). */
    @Override
    default void close() {
    }

    /** Our strategist as a match player. */
    static <P extends Position> MatchPlayer<P> of(Strategist<P> strategist) {
        return new MatchPlayer<>() {
            @Override
            public int bestMove(P position) {
                return strategist.bestMove(position);
            }

            @Override
            public String toString() {
                return strategist.toString();
            }
        };
    }

    /** An outside engine as a match player. */
    static <P extends Position> MatchPlayer<P> of(OutsidePlayer<P> engine) {
        return new MatchPlayer<>() {
            @Override
            public int bestMove(P position) {
                return engine.bestMove(position);
            }

            @Override
            public void close() {
                engine.close();
            }

            @Override
            public String toString() {
                return engine.toString();
            }
        };
    }
}
