package dev.strategist.core;

/**
 * Moves decided before play for the positions of a game's openings: a player answers a position in its book
 * with the book's move instead of searching it.
 *
 * @param <P> the game's position type
 */
public interface OpeningBook<P extends Position> {

    /**
     * The book's move for {@code position} (not changed), legal there, or {@link Position#NO_MOVE} when the
     * position is not in the book. Called once a move, so it may take microseconds but must not search.
     */
    int move(P position);

    /** How many positions the book holds. */
    int size();
}
