package dev.strategist.play;

import dev.strategist.search.TranspositionTable;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Transposition tables kept between searches, by size, so a move does not allocate (and the collector
 * does not reclaim) megabytes: a 16 MB table per search cost the time-limit benchmark pauses of up to
 * 26 ms. A table is cleared when borrowed, so every search starts as from a new one. Only a few are kept
 * per size (twice the processors): memory stays bounded however many strategists exist, and searches
 * beyond that concurrency allocate as before.
 */
final class TablePool {
    private static final int KEPT = 2 * Runtime.getRuntime().availableProcessors();
    private static final Map<Integer, Queue<TranspositionTable>> IDLE = new ConcurrentHashMap<>();
    private static final Map<Integer, AtomicInteger> IDLE_COUNT = new ConcurrentHashMap<>();

    private TablePool() {
    }

    /** An empty table of {@code megabytes} MB: a kept one cleared, or a new one. */
    static TranspositionTable borrow(int megabytes) {
        TranspositionTable table = idle(megabytes).poll();
        if (table == null) {
            return new TranspositionTable(megabytes);
        }
        count(megabytes).decrementAndGet();
        table.clear();
        return table;
    }

    /** Keeps {@code table} for a later search, unless enough of its size are kept already. */
    static void giveBack(int megabytes, TranspositionTable table) {
        if (count(megabytes).incrementAndGet() <= KEPT) {
            idle(megabytes).offer(table);
        } else {
            count(megabytes).decrementAndGet();
        }
    }

    private static Queue<TranspositionTable> idle(int megabytes) {
        return IDLE.computeIfAbsent(megabytes, k -> new ConcurrentLinkedQueue<>());
    }

    private static AtomicInteger count(int megabytes) {
        return IDLE_COUNT.computeIfAbsent(megabytes, k -> new AtomicInteger());
    }
}
