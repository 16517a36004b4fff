package dev.strategist.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A task's result with the index it was run for: the driver keeps exactly one result per index, so a result
 * that reached it twice (a retried or speculative task) counts once, and a missing one stops the command
 * rather than leaving a gap.
 *
 * @param index  the task's index
 * @param result what it handed back
 * @param <R>    the result's type
 */
record Keyed<R extends Serializable>(int index, R result) implements Serializable {

    /** The results for {@code from} to {@code to} (exclusive) in index order, one per index. */
    static <R extends Serializable> List<R> onePerIndex(List<Keyed<R>> results, int from, int to) {
        Map<Integer, R> byIndex = new TreeMap<>();
        for (Keyed<R> k : results) {
            if (k.index() < from || k.index() >= to) {
                throw new IllegalStateException("a result for index " + k.index() + " came back for " + from + ".."
                        + (to - 1));
            }
            byIndex.putIfAbsent(k.index(), k.result());
        }
        if (byIndex.size() != to - from) {
            throw new IllegalStateException((to - from - byIndex.size()) + " of the tasks " + from + ".." + (to - 1)
                    + " gave no result");
        }
        return new ArrayList<>(byIndex.values());
    }
}
