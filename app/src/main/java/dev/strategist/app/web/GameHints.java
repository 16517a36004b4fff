package dev.strategist.app.web;

import dev.strategist.app.TournamentPlayers;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Level;
import dev.strategist.play.Match;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Strategist;
import dev.strategist.play.StrategistRuntime;
import dev.strategist.search.SearchListener;
import java.util.concurrent.CompletableFuture;

/**
 * Hints in one browser game: the move the strongest computer player would make for you, searched in a
 * place of the server's {@link SearchPool} like the computer's own moves, never on the request thread.
 *
 * @param <P> the game's position type
 */
final class GameHints<P extends Position> {
    /** The hint's time budget: a request waits for it, so it must be quick. */
    static final long HINT_MILLIS = 1000;

    private final Game<P> game;
    private final Match<P> match;
    private final SearchPool pool;
    private final StrategistRuntime runtime;
    private final long seed;
    private final int you;
    private final Runnable checkNotOver;
    /** Made on the first hint (under the match's lock): a perfect player's solver is costly to set up. */
    private Strategist<P> adviser;

    /**
     * Hints for side {@code you} in {@code match}, searched on the server's {@code threads} by an adviser
     * seeded with {@code seed}; {@code checkNotOver} refuses, in the page's words, a hint in a finished game.
     */
    GameHints(Game<P> game, Match<P> match, ServerThreads threads, long seed, int you, Runnable checkNotOver) {
        this.game = game;
        this.match = match;
        this.pool = threads.pool();
        this.runtime = threads.strategists();
        this.seed = seed;
        this.you = you;
        this.checkNotOver = checkNotOver;
    }

    /**
     * The move the strongest computer player would make for you now, in notation, once found: the search
     * takes a place in the pool like the computer's own (a 503 now when there is none).
     */
    CompletableFuture<String> hint() {
        Strategist<P> adviser;
        P position;
        SearchPool.Reservation place;
        synchronized (match) {
            checkNotOver.run();
            if (this.adviser == null) {
                this.adviser = TournamentPlayers.computer(game, Level.MAX, Algorithm.ENGINE).timeMillis(HINT_MILLIS)
                        .seed(seed).runtime(runtime).build();
            }
            adviser = this.adviser;
            if (match.position().sideToMove() != you) {
                throw ApiException.conflict(you < 0 ? "you are watching: hints are for your own turn"
                        : "a hint is for your turn; the computer is to move");
            }
            position = match.position();
            place = pool.tryReserve();
            if (place == null) {
                throw ApiException.busy();
            }
        }
        CompletableFuture<String> answer = new CompletableFuture<>();
        pool.submit(place, () -> {
            if (answer.isDone()) {
                return null; // the request gave up while this waited
            }
            SearchTask t = adviser.bestMoveAsync(position, SearchListener.NONE);
            t.future().whenComplete((choice, error) -> {
                if (error != null) {
                    answer.completeExceptionally(error);
                } else {
                    answer.complete(game.notation().format(position, choice.move()));
                }
            });
            answer.whenComplete((m, e) -> t.cancel()); // a request that gave up stops the search
            return t.finished();
        });
        return answer;
    }
}
