package dev.strategist.app.cli.play;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import java.io.PrintWriter;

/**
 * The computer against itself: each move is printed with the search behind it and the board after it,
 * then the result and the move list.
 *
 * @param <P> the game's position type
 */
final class WatchedGame<P extends Position> {
    private final Match<P> match;
    private final GameSession session;

    /** A game on {@code match}, both of whose seats are computers. */
    WatchedGame(Match<P> match, GameSession session) {
        this.match = match;
        this.session = session;
    }

    /** Plays to the end or the move limit; exit code 0. */
    int play() {
        PrintWriter out = session.out();
        ComputerTurn<P> computer = new ComputerTurn<>(match, out);
        for (int side = 0; side < 2; side++) {
            out.println(match.seat(side).name() + ": " + match.seat(side).player());
        }
        session.showBoard(match);
        while (!match.isOver()) {
            if (session.moveLimitReached(match)) {
                return session.stopped(match);
            }
            computer.play(match.seatToMove().name());
            session.showBoard(match);
        }
        out.println("result: " + match.describeResult());
        out.println("moves: " + MoveListText.of(match.moveList()));
        return ExitCode.OK;
    }
}
