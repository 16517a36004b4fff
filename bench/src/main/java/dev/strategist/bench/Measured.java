package dev.strategist.bench;

/**
 * One algorithm's result on one case: its value and nodes (the same on every run, or the measurement
 * fails) and its best time.
 *
 * @param algorithm the algorithm
 * @param value     the value it found, for the side to move
 * @param nodes     the nodes it visited
 * @param bestNanos the fastest run
 */
record Measured(SearchAlgorithm algorithm, int value, long nodes, long bestNanos) {

    /** Times {@code algorithm} on {@code c}, best of {@code runs}, checking that every run did the same work. */
    static Measured of(SearchAlgorithm algorithm, SearchCase<?> c, int runs) {
        BoundSearch search = algorithm.bind(c);
        search.reset();
        int value = search.run();
        long nodes = search.nodes();
        long nanos = BestOf.nanos(search::reset, () -> {
            // a search that does different work on a rerun would make its timing meaningless
            if (search.run() != value || search.nodes() != nodes) {
                throw new IllegalStateException(algorithm.label() + " on " + c.name() + " is not repeatable");
            }
        }, runs);
        return new Measured(algorithm, value, nodes, nanos);
    }
}
