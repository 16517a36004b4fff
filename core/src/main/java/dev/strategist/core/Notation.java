package dev.strategist.core;

/**
 * Turns moves into the game's own text ({@code b2}, {@code d3}, {@code 11-15}, column digits) and back.
 *
 * @param <P> the position type the moves belong to
 */
public interface Notation<P extends Position> {

    /** The text of {@code move}, legal in {@code position} (which is not changed). */
    String format(P position, int move);

    /**
     * Reads one move for {@code position}. Returns a legal move or throws a {@link NotationException}
     * saying what was wrong (not a move at all, off the board, occupied, game over, ...).
     */
    int parse(P position, String text);
}
