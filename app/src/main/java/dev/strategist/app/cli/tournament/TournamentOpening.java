package dev.strategist.app.cli.tournament;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.MovesFromStart;
import dev.strategist.core.Position;
import java.util.List;
import java.util.Optional;

/**
 * Where a tournament's games start: a name for the listing, the position, and the moves that lead to it from
 * the game's start (empty when it is the start; absent when it is set up, like a FEN, rather than reached),
 * so a saved game can be replayed from the start.
 *
 * @param name     what to call it
 * @param position the position the games start from
 * @param moves    the moves from the start in notation, if it was reached by moves
 * @param <P>      the game's position type
 */
record TournamentOpening<P extends Position>(String name, P position, Optional<List<String>> moves) {

    /** An opening at {@code position}, whose moves from the start are worked out by taking them back. */
    static <P extends Position> TournamentOpening<P> of(Game<P> game, GameOptions options, String name, P position) {
        return new TournamentOpening<>(name, position, movesFromStart(game, options, position));
    }

    /** The moves from {@code game}'s start to {@code position}; empty when it was not reached by moves. */
    static <P extends Position> Optional<List<String>> movesFromStart(Game<P> game, GameOptions options, P position) {
        return MovesFromStart.of(game, options, position);
    }
}
