package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import dev.strategist.search.StopSignal;
import dev.strategist.search.TranspositionTable;

/**
 * The engine with one table kept for a whole game and cleared before each search, stopping either as its
 * {@code TimeManager} says or, for comparison, as the engine did before it: no depth starts once the soft time
 * (half of T) has passed. The old rule lives here only, so the public API keeps one time policy.
 *
 * @param <P> the position type
 */
final class HalfTimeStop<P extends Position> implements Searcher<P> {
    private final Engine<P> engine;
    private final TranspositionTable table;
    private final boolean halfTime;

    /** An engine on {@code evaluator} with a table of {@code megabytes}; {@code halfTime} selects the old rule. */
    HalfTimeStop(Evaluator<P> evaluator, int megabytes, boolean halfTime) {
        this.table = new TranspositionTable(megabytes);
        this.engine = new Engine<>(evaluator, table);
        this.halfTime = halfTime;
    }

    @Override
    public SearchResult search(P position, SearchLimits limits, SearchListener listener, StopSignal signal) {
        // cleared as the Strategist's borrowed tables are, so both rules start every move from the same state
        table.clear();
        long soft = limits.softTimeMillis();
        if (!halfTime || soft <= 0) {
            return engine.search(position, limits, listener, signal);
        }
        // without a soft time the TimeManager never stops the search; the signal, raised after the first depth
        // that ends past the soft time, stops it before the next depth as the old rule did
        StopSignal atSoftTime = new StopSignal();
        SearchListener stopper = info -> {
            listener.onIteration(info);
            if (info.elapsedMillis() >= soft || signal.isRaised()) {
                atSoftTime.raise();
            }
        };
        return engine.search(position, limits.withTime(0, limits.hardTimeMillis()), stopper, atSoftTime);
    }

    @Override
    public void stop() {
        engine.stop();
    }

    @Override
    public String name() {
        return halfTime ? "engine-half-time" : "engine";
    }
}
