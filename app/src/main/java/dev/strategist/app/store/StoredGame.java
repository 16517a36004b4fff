package dev.strategist.app.store;

import java.util.List;

/**
 * One game as the store keeps it: how it was set up, its moves in notation, and how it ended.
 *
 * @param id              the game's id
 * @param game            the game's name
 * @param options         its options as {@code name=value,...} text
 * @param you             the person's side, or -1 when the computer played both
 * @param level           the computer's level (the first player's when watching)
 * @param secondLevel     the second player's level when watching, else the same as {@code level}
 * @param delayMillis     the pause between watched moves
 * @param seed            the computers' seed
 * @param createdAt       when the game began, ISO-8601 UTC
 * @param moves           every move in notation
 * @param winner          the winning side, -1 for a draw, null while unfinished
 * @param resigned        true when the game ended by resignation
 * @param algorithm       the computer's search algorithm ({@code engine}, {@code mcts}, ...; the first
 *                        player's when watching)
 * @param secondAlgorithm the second player's algorithm when watching, else the same as {@code algorithm}
 * @param adaptive        true when the computer's level was chosen from the person's recent results
 * @param tokenHash       the hash of the token a change to the game must carry, or null for a game that
 *                        anyone who knows its id may play (saved before tokens, or by a tool)
 * @param start           the start position of a game set up from one (as the game's
 *                        {@code parsePosition} reads it), or null for the game's standard start
 * @param player          the id of the player (a browser) who played it, whose later adaptive levels follow
 *                        its result; null when none was given
 * @param engine          the name of the outside engine that played in place of the computer (the first
 *                        player's when watching), as the server's operator configured it; null for the computer
 * @param secondEngine    the second player's outside engine when watching, else null
 * @param strength        the strength (0..100) chosen for the computer (the first player's when watching), which
 *                        plays at {@code level}; null for a game saved before strengths were kept, whose
 *                        strength is its level's own
 * @param secondStrength  the second player's strength when watching, else the same as {@code strength}; null
 *                        likewise
 */
public record StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                         long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                         boolean resigned, String algorithm, String secondAlgorithm, boolean adaptive,
                         String tokenHash, String start, String player, String engine, String secondEngine,
                         Integer strength, Integer secondStrength) {

    /** The algorithm of games saved before algorithms could be chosen. */
    public static final String DEFAULT_ALGORITHM = "engine";

    /** Copies the move list. */
    public StoredGame {
        moves = List.copyOf(moves);
        java.util.Objects.requireNonNull(algorithm, "algorithm");
        java.util.Objects.requireNonNull(secondAlgorithm, "secondAlgorithm");
    }

    /**
     * The same game with the computers' strengths changed and the levels they play at (see {@code strength},
     * {@code level} and their second player's).
     */
    public StoredGame withStrengths(int newStrength, int newSecondStrength, int newLevel, int newSecondLevel) {
        return new StoredGame(id, game, options, you, newLevel, newSecondLevel, delayMillis, seed, createdAt, moves,
                winner, resigned, algorithm, secondAlgorithm, adaptive, tokenHash, start, player, engine, secondEngine,
                newStrength, newSecondStrength);
    }

    /** The same game with {@code newMoves} in place of its moves. */
    StoredGame withMoves(List<String> newMoves) {
        return new StoredGame(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, newMoves,
                winner, resigned, algorithm, secondAlgorithm, adaptive, tokenHash, start, player, engine, secondEngine,
                strength, secondStrength);
    }

    /** A game whose strengths are its levels' own (no strength chosen apart from the level, or none kept). */
    public StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                      long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                      boolean resigned, String algorithm, String secondAlgorithm, boolean adaptive,
                      String tokenHash, String start, String player, String engine, String secondEngine) {
        this(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, moves, winner, resigned,
                algorithm, secondAlgorithm, adaptive, tokenHash, start, player, engine, secondEngine, null, null);
    }

    /** A game the computer played (no outside engine). */
    public StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                      long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                      boolean resigned, String algorithm, String secondAlgorithm, boolean adaptive,
                      String tokenHash, String start, String player) {
        this(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, moves, winner, resigned,
                algorithm, secondAlgorithm, adaptive, tokenHash, start, player, null, null);
    }

    /** A game of no known player. */
    public StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                      long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                      boolean resigned, String algorithm, String secondAlgorithm, boolean adaptive,
                      String tokenHash, String start) {
        this(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, moves, winner, resigned,
                algorithm, secondAlgorithm, adaptive, tokenHash, start, null);
    }

    /** A game from the standard start. */
    public StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                      long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                      boolean resigned, String algorithm, String secondAlgorithm, boolean adaptive,
                      String tokenHash) {
        this(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, moves, winner, resigned,
                algorithm, secondAlgorithm, adaptive, tokenHash, null);
    }

    /** A game with no token: anyone who knows its id may play it. */
    public StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                      long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                      boolean resigned, String algorithm, String secondAlgorithm, boolean adaptive) {
        this(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, moves, winner, resigned,
                algorithm, secondAlgorithm, adaptive, null, null);
    }

    /** A game played by the engine at a fixed level (the set-up of every game before schema version 2). */
    public StoredGame(String id, String game, String options, int you, int level, int secondLevel,
                      long delayMillis, long seed, String createdAt, List<String> moves, Integer winner,
                      boolean resigned) {
        this(id, game, options, you, level, secondLevel, delayMillis, seed, createdAt, moves, winner, resigned,
                DEFAULT_ALGORITHM, DEFAULT_ALGORITHM, false, null, null);
    }

    /** True once the game has ended. */
    public boolean finished() {
        return winner != null;
    }
}
