package dev.strategist.core;

/**
 * A position a game offers to start a match from, with a name for the listing ("ballot 9 ...", the moves).
 *
 * @param name     what to call it
 * @param position the position
 * @param <P>      the game's position type
 */
public record Opening<P extends Position>(String name, P position) {
}
