package dev.strategist.play;

import dev.strategist.search.TranspositionTable;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Transposition tables kept between searches, by size, so a move does not allocate (and the collector
 * does not reclaim) megabytes: a new large table per search meant collector pauses inside the time
 * limit. A table is cleared when borrowed, so every search starts as from a new one. Only a few are kept
 * per size (twice the processors): memory stays bounded however many strategists exist, and searches
 * beyond that concurrency allocate as before. Each {@link StrategistRuntime} owns one, and drops its
 * tables when closed. Thread-safe.
 */
final class TablePool {
    private static final int KEPT = 2 * Runtime.getRuntime().availableProcessors();
    private final Map<Integer, Queue<TranspositionTable>> idle = new ConcurrentHashMap<>();
    private final Map<Integer, AtomicInteger> idleCount = new ConcurrentHashMap<>();

    /** An empty table of {@code megabytes} MB: a kept one cleared, or a new one. */
    TranspositionTable borrow(int megabytes) {
        TranspositionTable table = idle(megabytes).poll();
        if (table == null) {
            return new TranspositionTable(megabytes);
        }
        count(megabytes).decrementAndGet();
        table.clear();
        return table;
    }

    /** Keeps {@code table} for a later search, unless enough of its size are kept already. */
    void giveBack(int megabytes, TranspositionTable table) {
        if (count(megabytes).incrementAndGet() <= KEPT) {
            idle(megabytes).offer(table);
        } else {
            count(megabytes).decrementAndGet();
        }
    }

    /** Lets every kept table go (a search that still holds one keeps it until it is given back). */
    void clear() {
        idle.clear();
        idleCount.clear();
    }

    private Queue<TranspositionTable> idle(int megabytes) {
        return idle.computeIfAbsent(megabytes, k -> new ConcurrentLinkedQueue<>());
    }

    private AtomicInteger count(int megabytes) {
        return idleCount.computeIfAbsent(megabytes, k -> new AtomicInteger());
    }
}
