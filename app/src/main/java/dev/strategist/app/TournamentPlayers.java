package dev.strategist.app;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPlayerSearcher;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Strategist;
import dev.strategist.search.Searcher;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The games with a tournament player of their own (Gomoku's {@link GomokuPlayer}: threat searches around
 * the engine, as the Gomocup brain plays) and the one rule the terminal and the browser share for when a
 * computer opponent is that player rather than the plain engine.
 */
public final class TournamentPlayers {
    /**
     * From this level up the tournament player replaces the engine: it always plays its best move, so the
     * lower levels keep the engine, which strays from its best move as a beginner's opponent should.
     */
    public static final int FROM_LEVEL = 5;
    /** The name a {@link Strategist} built with it shows. */
    public static final String NAME = "gomoku-player";
    private static final int TABLE_MEGABYTES = 32;

    private TournamentPlayers() {
    }

    /** True when {@code game} has a tournament player of its own. */
    public static boolean has(Game<?> game) {
        return game instanceof GomokuGame;
    }

    /** True when a computer of {@code game} at {@code level} playing {@code algorithm} is the tournament player. */
    public static boolean playsAt(Game<?> game, int level, Algorithm algorithm) {
        return has(game) && level >= FROM_LEVEL && algorithm == Algorithm.ENGINE;
    }

    /**
     * The factory of {@code game}'s tournament player's searchers, where it has one; null settings take the
     * player's defaults (see {@link GomokuPlayer}).
     */
    @SuppressWarnings("unchecked")
    public static <P extends Position> Optional<Supplier<Searcher<P>>> factory(Game<P> game, Integer width,
                                                                               Boolean vct, Boolean defence,
                                                                               Integer horizon) {
        if (!has(game)) {
            return Optional.empty();
        }
        int w = width != null ? width : GomokuPlayer.DEFAULT_WIDTH;
        boolean v = vct != null ? vct : GomokuPlayer.DEFAULT_VCT;
        boolean d = defence == null || defence;
        int h = horizon != null ? horizon : GomokuPlayer.DEFAULT_HORIZON_NODES;
        Supplier<Searcher<?>> factory = () -> new GomokuPlayerSearcher(new GomokuPlayer(TABLE_MEGABYTES, d, w, v, h));
        return Optional.of((Supplier<Searcher<P>>) (Supplier<?>) factory);
    }

    /** The factory with every setting at the player's defaults. */
    public static <P extends Position> Optional<Supplier<Searcher<P>>> factory(Game<P> game) {
        return factory(game, null, null, null, null);
    }

    /**
     * A computer opponent of {@code game} at {@code level}: the tournament player when
     * {@link #playsAt} says so, else {@code algorithm}.
     */
    public static <P extends Position> Strategist.Builder<P> computer(Game<P> game, int level, Algorithm algorithm) {
        Strategist.Builder<P> builder = Strategist.builder(game).level(level);
        Optional<Supplier<Searcher<P>>> player = playsAt(game, level, algorithm) ? factory(game) : Optional.empty();
        if (player.isPresent()) {
            builder.searcher(NAME, player.get());
        } else {
            builder.algorithm(algorithm);
        }
        return builder;
    }
}
