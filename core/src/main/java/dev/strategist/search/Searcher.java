package dev.strategist.search;

import dev.strategist.core.Position;

/**
 * A search algorithm over the position contract: the textbook oracles and the production
 * {@link Engine} alike. One searcher serves one thread; {@link #stop()} may be called from any thread.
 *
 * @param <P> the position type
 */
public interface Searcher<P extends Position> {

    /**
     * Searches {@code position} (played on and restored, so pass a copy if others use it) within
     * {@code limits}, telling {@code listener} after each finished depth.
     */
    SearchResult search(P position, SearchLimits limits, SearchListener listener);

    /** A fixed-depth search without a listener. */
    default SearchResult search(P position, int depth) {
        return search(position, SearchLimits.depth(depth), SearchListener.NONE);
    }

    /** Asks a running search to stop and return what it has; does nothing when none runs. */
    void stop();

    /** The algorithm's name, for listings and benchmarks. */
    String name();
}
