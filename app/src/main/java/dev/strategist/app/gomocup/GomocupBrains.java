package dev.strategist.app.gomocup;

import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuGame;
import java.util.List;
import java.util.function.Consumer;

/**
 * Seats an outside Gomocup brain in a match of a game the caller need not know: the protocol speaks Gomoku
 * only, so this is where that is checked, and the match's face names no game.
 */
public final class GomocupBrains {
    private GomocupBrains() {
    }

    /** True when a Gomocup brain can play {@code game}: Gomoku, whatever its options. */
    public static boolean plays(Game<?> game) {
        return game instanceof GomokuGame;
    }

    /** Why a Gomocup brain cannot play {@code game}, which is not Gomoku. */
    public static String refusal(Game<?> game) {
        return "pbrain= (a Gomocup brain) plays Gomoku only, not " + game.title()
                + "; an engine that speaks GTP plays as gtp=COMMAND";
    }

    /**
     * A {@link GomocupPlayer} for {@code game}, with the arguments it takes, or an
     * {@link IllegalArgumentException} saying why not when {@code game} is not Gomoku.
     */
    public static <P extends Position> OutsidePlayer<P> player(Game<P> game, List<String> command, long answerMillis,
                                                        Long timeMillis, Consumer<String> log) {
        if (!plays(game)) {
            throw new IllegalArgumentException(refusal(game));
        }
        @SuppressWarnings("unchecked") // P is GomokuPosition: the game is Gomoku
        OutsidePlayer<P> brain = (OutsidePlayer<P>) (OutsidePlayer<?>) new GomocupPlayer(command, answerMillis,
                timeMillis, log);
        return brain;
    }
}
