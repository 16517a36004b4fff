package dev.strategist.app.web;

import dev.strategist.play.Algorithm;

/**
 * How a browser game is set up.
 *
 * @param you         your side, or -1 to watch the computer play both
 * @param strength    the computer's strength, 0..100 ({@link Strength}; the first player's when watching)
 * @param secondStrength the second player's strength when watching
 * @param delayMillis when watching, the pause between one move and the next search
 * @param seed        seeds the computers' choices among equally good moves
 * @param algorithm   the computer's search (the first player's when watching)
 * @param secondAlgorithm the second player's search when watching
 * @param adaptive    true when {@code level} was chosen from your recent results
 * @param player      the id of the player (a browser) who made the game, or null
 * @param engine      the configured outside engine that plays in place of the computer (the first player when
 *                    watching), or null
 * @param secondEngine the second player's outside engine when watching, or null
 */
record GameSetup(int you, int strength, int secondStrength, long delayMillis, long seed, Algorithm algorithm,
                 Algorithm secondAlgorithm, boolean adaptive, String player, String engine, String secondEngine) {

    /** A game the computer plays, with no outside engine. */
    GameSetup(int you, int strength, int secondStrength, long delayMillis, long seed, Algorithm algorithm,
              Algorithm secondAlgorithm, boolean adaptive, String player) {
        this(you, strength, secondStrength, delayMillis, seed, algorithm, secondAlgorithm, adaptive, player, null, null);
    }

    /** The level the computer's strength plays at (the first player's when watching). */
    int level() {
        return Strength.level(strength);
    }

    /** The level the second player's strength plays at when watching. */
    int secondLevel() {
        return Strength.level(secondStrength);
    }

    /** The outside engine at {@code side}, or null where the computer or you play it. */
    String engineAt(int side) {
        if (you >= 0) {
            return side == you ? null : engine;
        }
        return side == 0 ? engine : secondEngine;
    }

    /** True when an outside engine plays a side. */
    boolean hasEngine() {
        return engine != null || secondEngine != null;
    }
}
