package dev.strategist.app;

import dev.strategist.app.gomocup.GomocupBrains;
import dev.strategist.app.gtp.GtpPlayer;
import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.app.outside.OutsideSpec;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import java.util.List;
import java.util.function.Consumer;

/**
 * Seats an outside engine in a game of either face ({@code match}'s {@code gtp=}/{@code pbrain=} players, and
 * {@code serve --engine}): which games a spec can play, and the player that speaks its protocol. The one place
 * that knows which protocol plays what, so neither face names a game.
 */
public final class OutsidePlayers {
    private OutsidePlayers() {
    }

    /**
     * The games {@code spec} can play: the game its {@code game=} names (a GTP engine plays any game whose move
     * names it shares, so it must be told which); for a Gomocup brain, Gomoku's. Throws an
     * {@link IllegalArgumentException} when the {@code game=} names no game or one the protocol cannot play.
     */
    public static List<Game<?>> games(OutsideSpec spec) {
        if (spec.game() != null) {
            Game<?> game = Games.find(spec.game());
            String fault = fault(spec, game);
            if (fault != null) {
                throw new IllegalArgumentException(fault);
            }
            return List.of(game);
        }
        if (OutsideSpec.PBRAIN.equals(spec.protocol())) {
            return Games.all().stream().filter(GomocupBrains::plays).<Game<?>>map(g -> g).toList();
        }
        return List.of();
    }

    /** Why {@code spec} cannot play {@code game}, or null when it can. */
    private static String fault(OutsideSpec spec, Game<?> game) {
        Game<?> named = spec.game() == null ? null : Games.find(spec.game());
        if (named != null && !named.name().equals(game.name())) {
            return "the engine is set up to play " + named.title() + " (game=" + spec.game() + "), not "
                    + game.title();
        }
        if (OutsideSpec.PBRAIN.equals(spec.protocol()) && !GomocupBrains.plays(game)) {
            return GomocupBrains.refusal(game);
        }
        return null;
    }

    /**
     * The engine {@code spec} as a player of {@code game} with {@code options}, which must answer each move
     * within {@code answerMillis} and is offered its time per move (if it has one); the lines it
     * sends that are not its protocol's go to {@code log}. An {@link IllegalArgumentException} when it cannot
     * play {@code game}. Its process starts at {@link OutsidePlayer#open} or its first move.
     */
    public static <P extends Position> OutsidePlayer<P> player(Game<P> game, GameOptions options, OutsideSpec spec,
                                                               long answerMillis, Consumer<String> log) {
        String fault = fault(spec, game);
        if (fault != null) {
            throw new IllegalArgumentException(fault);
        }
        if (OutsideSpec.PBRAIN.equals(spec.protocol())) {
            return GomocupBrains.player(game, spec.command(), answerMillis, spec.timeMillis(), log);
        }
        return new GtpPlayer<>(game, options, spec.command(), answerMillis, spec.timeMillis(), log);
    }
}
