package dev.strategist.app.store;

import java.util.List;

/**
 * One game as the store keeps it: how it was set up, its moves in notation, and how it ended.
 *
 * @param id          the game's id
 * @param game        the game's name
 * @param options     its options as {@code name=value,...} text
 * @param you         the person's side, or -1 when the computer played both
 * @param level       the computer's level (the first player's when watching)
 * @param secondLevel the second player's level when watching, else the same as {@code level}
 * @param delayMillis the pause between watched moves
 * @param seed        the computers' seed
 * @param createdAt   when the game began, ISO-8601 UTC
 * @param moves       every move in notation
 * @param winner      the winning side, -1 for a draw, null while unfinished
 * @param resigned    true when the game ended by resignation
 */
public record StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                         long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                         boolean resigned) {

    /** Copies the move list. */
    public StoredGame {
        moves = List.copyOf(moves);
    }

    /** True once the game has ended. */
    public boolean finished() {
        return winner != null;
    }
}
