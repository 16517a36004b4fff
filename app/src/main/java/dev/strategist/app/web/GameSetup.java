package dev.strategist.app.web;

import dev.strategist.play.Algorithm;

/**
 * How a browser game is set up.
 *
 * @param you         your side, or -1 to watch the computer play both
 * @param level       the computer's level (the first player's when watching)
 * @param secondLevel the second player's level when watching
 * @param delayMillis when watching, the pause between one move and the next search
 * @param seed        seeds the computers' choices among equally good moves
 * @param algorithm   the computer's search (the first player's when watching)
 * @param secondAlgorithm the second player's search when watching
 * @param adaptive    true when {@code level} was chosen from your recent results
 * @param player      the id of the player (a browser) who made the game, or null
 */
record GameSetup(int you, int level, int secondLevel, long delayMillis, long seed, Algorithm algorithm,
                 Algorithm secondAlgorithm, boolean adaptive, String player) {
}
