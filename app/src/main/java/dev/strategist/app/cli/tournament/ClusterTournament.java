package dev.strategist.app.cli.tournament;

import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.Clusters;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Tournament;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * A match's games played as a cluster's tasks, in batches: each batch's games come back keyed by their index
 * (one per index, whatever the cluster retried) and are handed on in order, as {@link Tournament#run} hands
 * them on, so the report, the SPRT, the store and the records see the same games as on this machine. The SPRT
 * is asked between batches: once it stops the match no further batch starts.
 *
 * @param <P> the game's position type
 */
final class ClusterTournament<P extends Position> {
    private final ClusterSession session;
    private final Game<P> game;
    private final List<TournamentOpening<P>> openings;
    private final ClusterGameTask task;

    /** A match of {@code game} from {@code openings}, as {@code setup} describes it, on {@code session}. */
    ClusterTournament(ClusterSession session, Game<P> game, List<TournamentOpening<P>> openings, MatchSetup setup) {
        this.session = session;
        this.game = game;
        this.openings = openings;
        this.task = new ClusterGameTask(setup);
    }

    /**
     * Plays games 0..{@code games-1}, batch by batch, giving each to {@code inOrder} in order and telling
     * {@code finished} the count of games done after each; stops after the batch in which {@code inOrder}
     * said stop (the rest of that batch is played but not handed on). Returns how many games were handed on.
     */
    int run(int games, Tournament.InOrder<P, TournamentOpening<P>> inOrder, IntPredicate finished) {
        int batch = Clusters.batchSize(session);
        int handedOn = 0;
        for (int from = 0; from < games; from += batch) {
            int to = Math.min(games, from + batch);
            List<PlayedGame> played = session.run("games " + (from + 1) + "-" + to, from, to, task);
            for (PlayedGame g : played) {
                handedOn++;
                if (!inOrder.accept(g.played(game, openings))) {
                    return handedOn;
                }
                finished.test(handedOn);
            }
        }
        return handedOn;
    }
}
