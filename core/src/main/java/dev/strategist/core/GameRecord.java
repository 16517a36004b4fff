package dev.strategist.core;

import java.util.Objects;

/**
 * One game as a record file holds it: the options, the moves from the standard start position, the
 * players' names and the result the record states (which may be a resignation the moves do not show).
 *
 * @param options      the game's options (a Gomoku record's board size, say)
 * @param moves        the moves from {@code game.newPosition(options)}, in order
 * @param firstPlayer  the first player's name, or null
 * @param secondPlayer the second player's name, or null
 * @param result       the stated result, {@link Outcome#NONE} when the record states none or the game is
 *                     unfinished
 */
public record GameRecord(GameOptions options, int[] moves, String firstPlayer, String secondPlayer, Outcome result) {

    /** Copies the moves; a null result is {@link Outcome#NONE}. */
    public GameRecord {
        Objects.requireNonNull(options, "options");
        moves = moves.clone();
        result = result == null ? Outcome.NONE : result;
    }

    /** The moves, a copy. */
    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** The position after every move, from {@code game}'s start with these options. */
    public <P extends Position> P replay(Game<P> game) {
        P position = game.newPosition(options);
        for (int move : moves) {
            position.play(move);
        }
        return position;
    }
}
