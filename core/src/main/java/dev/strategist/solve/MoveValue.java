package dev.strategist.solve;

/**
 * The exact worth of one move for the side making it, from a solved table: what a UI shows as a hint.
 *
 * @param move     the move
 * @param value    +1 if it wins, 0 if it draws, -1 if it loses (with perfect play after it)
 * @param distance plies from before the move to the end of the game, this move included
 */
public record MoveValue(int move, int value, int distance) {

    /** The move's score in the {@link dev.strategist.core.Score} convention. */
    public int score() {
        return SolvedTable.score(value, distance);
    }
}
