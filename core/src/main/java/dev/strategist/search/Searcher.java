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
     * {@code limits}, telling {@code listener} after each finished depth and stopping soon after
     * {@code signal} is raised (from any thread), with the best answer it has.
     */
    SearchResult search(P position, SearchLimits limits, SearchListener listener, StopSignal signal);

    /** Searches as above with a signal only {@link #stop()} raises. */
    default SearchResult search(P position, SearchLimits limits, SearchListener listener) {
        return search(position, limits, listener, new StopSignal());
    }

    /** A fixed-depth search without a listener. */
    default SearchResult search(P position, int depth) {
        return search(position, SearchLimits.depth(depth), SearchListener.NONE);
    }

    /** Asks a running search to stop and return what it has; does nothing when none runs. */
    void stop();

    /** The algorithm's name, for listings and benchmarks. */
    String name();
}
