package dev.strategist.core;

import java.util.Objects;

/**
 * One game as a record file holds it: the options, the start position when it is not the standard one
 * (a set-up), the moves from the start, the players' names and the result the record states (which may
 * be a resignation the moves do not show).
 *
 * @param options      the game's options (a Gomoku record's board size, say)
 * @param moves        the moves from the start, in order
 * @param firstPlayer  the first player's name, or null
 * @param secondPlayer the second player's name, or null
 * @param result       the stated result, {@link Outcome#NONE} when the record states none or the game is
 *                     unfinished
 * @param start        the start position as {@link Game#parsePosition} reads it (a checkers FEN, an Othello
 *                     board line), or null for {@code game.newPosition(options)}
 */
public record GameRecord(GameOptions options, int[] moves, String firstPlayer, String secondPlayer, Outcome result,
                         String start) {

    /** Copies the moves; a null result is {@link Outcome#NONE}. */
    public GameRecord {
        Objects.requireNonNull(options, "options");
        moves = moves.clone();
        result = result == null ? Outcome.NONE : result;
    }

    /** A game from the standard start. */
    public GameRecord(GameOptions options, int[] moves, String firstPlayer, String secondPlayer, Outcome result) {
        this(options, moves, firstPlayer, secondPlayer, result, null);
    }

    /** The start position: the set-up when there is one, else the game's start with these options. */
    public <P extends Position> P start(Game<P> game) {
        return start == null ? game.newPosition(options) : game.parsePosition(start, options);
    }

    /** The moves, a copy. */
    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** The position after every move, from the {@link #start(Game) start}. */
    public <P extends Position> P replay(Game<P> game) {
        P position = start(game);
        for (int move : moves) {
            position.play(move);
        }
        return position;
    }
}
