package dev.strategist.bench;

/** A searcher bound to one {@link SearchCase}, ready to search it again and again. */
public interface BoundSearch {

    /** Forgets what earlier runs learnt (the engine's table), so the next run starts cold. */
    void reset();

    /** Searches the case once to its depth and returns the value for the side to move. */
    int run();

    /** The nodes the last run visited, as the searcher counts them. */
    long nodes();
}
