package dev.strategist.bench;

import dev.strategist.core.Position;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;

/**
 * The engine bound to a case at a fixed depth. Its table is allocated once and cleared by
 * {@link #reset()}, so clearing, which costs milliseconds for a 16 MB table, stays out of the timing.
 */
final class EngineSearch<P extends Position> implements BoundSearch {
    private final Engine<P> engine;
    private final P position;
    private final SearchLimits limits;
    private long nodes;

    EngineSearch(SearchCase<P> searchCase, int tableMegabytes) {
        this.engine = new Engine<>(searchCase.evaluator(), tableMegabytes);
        this.position = searchCase.start().get();
        this.limits = SearchLimits.depth(searchCase.depth());
    }

    @Override
    public void reset() {
        engine.clear();
    }

    @Override
    public int run() {
        SearchResult result = engine.search(position, limits, SearchListener.NONE);
        nodes = result.nodes();
        return result.score();
    }

    @Override
    public long nodes() {
        return nodes;
    }
}
