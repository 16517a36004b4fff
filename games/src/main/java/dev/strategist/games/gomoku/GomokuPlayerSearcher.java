package dev.strategist.games.gomoku;

import dev.strategist.core.Position;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import dev.strategist.search.StopSignal;

/**
 * The tournament {@link GomokuPlayer} as a {@link Searcher}, so a {@code Strategist} (and through it a
 * {@code Match}: the terminal, the browser, computer matches) can play with it. It answers within the
 * limits' hard time (or {@link #DEFAULT_MILLIS} without one), its engine no deeper than their depth (a
 * level's), passes on each depth its engine completes
 * (the analysis the apps stream) and reports its decision as a single root move, once more if it differs
 * from the engine's last depth. A raised stop signal (or {@link #stop()}) makes the player answer at
 * once with what it has.
 */
public final class GomokuPlayerSearcher implements Searcher<GomokuPosition> {
    /** The time per move when the limits give none. */
    public static final long DEFAULT_MILLIS = 1000;

    private final GomokuPlayer player;

    /** Searches with {@code player}, which it owns from now on (one thread at a time). */
    public GomokuPlayerSearcher(GomokuPlayer player) {
        this.player = player;
    }

    @Override
    public SearchResult search(GomokuPosition position, SearchLimits limits, SearchListener listener,
                               StopSignal signal) {
        long start = System.nanoTime();
        long millis = limits.hardTimeMillis() > 0 ? limits.hardTimeMillis() : DEFAULT_MILLIS;
        int[] lastShown = {Position.NO_MOVE};
        GomokuPlayer.Decision d = player.choose(position, millis, limits.maxDepth(), signal, info -> {
            lastShown[0] = info.bestMove();
            listener.onIteration(info);
        });
        long elapsed = (System.nanoTime() - start) / 1_000_000L;
        int[] line = {d.move()};
        if (d.move() != lastShown[0]) {
            // a threat search decided, or the defence check moved off the engine's choice: say so
            listener.onIteration(new SearchInfo(d.depth(), d.score(), line, d.nodes(),
                    elapsed <= 0 ? 0 : d.nodes() * 1000 / elapsed, elapsed));
        }
        return new SearchResult(d.move(), d.score(), d.depth(), line, d.nodes(), elapsed, false, line.clone(),
                new int[] {d.score()});
    }

    @Override
    public void stop() {
        player.stop();
    }

    @Override
    public String name() {
        return "gomoku-player";
    }
}
