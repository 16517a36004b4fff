package dev.strategist.app.gomocup;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.play.Player;
import java.util.List;
import java.util.function.Consumer;

/**
 * Seats an outside Gomocup brain in a match of a game the caller need not know: the protocol speaks Gomoku
 * only, so this is where that is checked, and the match's face names no game.
 */
public final class GomocupBrains {
    private GomocupBrains() {
    }

    /**
     * A {@link GomocupPlayer} for {@code game}, with the arguments it takes, or an
     * {@link IllegalArgumentException} saying why not when {@code game} is not Gomoku.
     */
    public static <P extends Position> Player<P> player(Game<P> game, List<String> command, long answerMillis,
                                                        Long timeMillis, Consumer<String> log) {
        if (!(game instanceof GomokuGame)) {
            throw new IllegalArgumentException("pbrain= (a Gomocup brain) plays Gomoku only, not "
                    + game.title() + "; an engine that speaks GTP plays as gtp=COMMAND");
        }
        @SuppressWarnings("unchecked") // P is GomokuPosition: the game is Gomoku
        Player<P> brain = (Player<P>) (Player<?>) new GomocupPlayer(command, answerMillis, timeMillis, log);
        return brain;
    }
}
