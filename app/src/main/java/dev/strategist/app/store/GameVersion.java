package dev.strategist.app.store;

/**
 * What a server compares with its own copy of a game to learn whether another server sharing the database changed
 * it: every append and undo changes the move count, and a result (a resignation above all, which plays no move)
 * changes whether the game is over.
 *
 * @param plies    how many moves the store holds
 * @param finished whether it holds a result
 */
public record GameVersion(int plies, boolean finished) {
}
