package dev.strategist.app.cli.tournament;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Tournament;
import java.io.Serializable;
import java.util.List;

/**
 * A finished game as a cluster's task sends it back: {@link Tournament.Played} without its opening and final
 * position, which are not serialisable and which the driver rebuilds from the index and the moves.
 *
 * @param index       the game's number in the match, from 0
 * @param aFirst      true when A played the first side
 * @param pointsA     A's half points
 * @param adjudicated a draw at the ply limit
 * @param forfeit     how the loser forfeited, or null
 * @param moves       the moves from the opening, in notation
 * @param repliesA    A's reply times in milliseconds
 * @param repliesB    B's
 */
record PlayedGame(int index, boolean aFirst, int pointsA, boolean adjudicated, String forfeit, List<String> moves,
                  int[] repliesA, int[] repliesB) implements Serializable {

    /** What a task sends back of {@code g}. */
    static PlayedGame of(Tournament.Played<?, ?> g) {
        return new PlayedGame(g.index(), g.aFirst(), g.pointsA(), g.adjudicated(), g.forfeit(), List.copyOf(g.moves()),
                g.repliesA(), g.repliesB());
    }

    /** The game as the local runner hands it on: its opening from {@code openings}, its end replayed from there. */
    <P extends Position> Tournament.Played<P, TournamentOpening<P>> played(Game<P> game,
                                                                           List<TournamentOpening<P>> openings) {
        TournamentOpening<P> opening = Tournament.openingOf(openings, index);
        P end = Position.copyOf(opening.position());
        for (String move : moves) {
            end.play(game.notation().parse(end, move));
        }
        return new Tournament.Played<>(index, opening, aFirst, pointsA, adjudicated, forfeit, moves, end, repliesA,
                repliesB);
    }
}
