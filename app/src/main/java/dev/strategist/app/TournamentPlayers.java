package dev.strategist.app;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Strategist;
import dev.strategist.play.TournamentPlayer;
import java.util.Map;
import java.util.Optional;

/**
 * The one rule the terminal and the browser share for when a computer opponent is the game's own
 * {@link TournamentPlayer} ({@link Game#tournamentPlayer()}) rather than the plain engine.
 */
public final class TournamentPlayers {
    /** The level from which a game's player replaces the engine when the player says no other (see {@link TournamentPlayer#fromLevel()}). */
    public static final int FROM_LEVEL = 5;

    private TournamentPlayers() {
    }

    /** True when {@code game} has a tournament player of its own. */
    public static boolean has(Game<?> game) {
        return game.tournamentPlayer().isPresent();
    }

    /** True when a computer of {@code game} at {@code level} playing {@code algorithm} is the tournament player. */
    public static boolean playsAt(Game<?> game, int level, Algorithm algorithm) {
        return algorithm == Algorithm.ENGINE && game.tournamentPlayer().map(p -> level >= p.fromLevel()).orElse(false);
    }

    /**
     * A computer opponent of {@code game} at {@code level}: the tournament player when
     * {@link #playsAt} says so, else {@code algorithm}.
     */
    public static <P extends Position> Strategist.Builder<P> computer(Game<P> game, int level, Algorithm algorithm) {
        Strategist.Builder<P> builder = Strategist.builder(game).level(level);
        Optional<TournamentPlayer<P>> player = playsAt(game, level, algorithm) ? game.tournamentPlayer()
                : Optional.empty();
        if (player.isPresent()) {
            builder.searcher(player.get().name(Map.of()), player.get().searchers(Map.of()));
        } else {
            builder.algorithm(algorithm);
        }
        return builder;
    }
}
