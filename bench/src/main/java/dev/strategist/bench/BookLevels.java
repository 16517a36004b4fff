package dev.strategist.bench;

import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The walk the opening-book builders share: level by level, since a position's children need its booked move,
 * each level's positions searched on a pool of threads, then every reply after each booked (or only) move taken to
 * the next level, transpositions once, until {@code plies} plies from the start or the deadline. The game's side
 * is in {@link Steps}.
 *
 * @param <P> the game's position type
 */
final class BookLevels<P extends Position> {
    /** What a game's builder supplies to the walk. */
    interface Steps<P extends Position> {
        /**
         * The key under which {@code p} is booked: equal for transpositions (and, where the book keys them so,
         * mirror images).
         */
        Object key(P p);

        /** Plies from the start. */
        int ply(P p);

        /** Searches {@code p} and books its move, unless it is booked already or has a single move. */
        void book(P p) throws Exception;

        /** The booked move of {@code p}, its only move, or -1. */
        int bookedOrOnly(P p);
    }

    private BookLevels() {
    }

    /**
     * Walks from {@code first} (the positions of the first level, repeats dropped) and returns true when every
     * position to {@code plies} was booked before {@code deadline} (a wall-clock time in milliseconds).
     */
    static <P extends Position> boolean walk(List<P> first, int plies, int threads, long deadline, Steps<P> steps)
            throws Exception {
        List<P> level = distinct(first, steps);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        boolean complete = true;
        try {
            while (!level.isEmpty()) {
                List<Future<?>> running = new ArrayList<>();
                for (P p : level) {
                    running.add(pool.submit(() -> {
                        if (System.currentTimeMillis() < deadline) {
                            steps.book(p);
                        }
                        return null;
                    }));
                }
                for (Future<?> f : running) {
                    f.get();
                }
                List<P> next = new ArrayList<>();
                for (P p : level) {
                    if (steps.ply(p) + 2 > plies) {
                        continue;
                    }
                    int move = steps.bookedOrOnly(p);
                    if (move < 0) {
                        complete = false; // not searched before the deadline
                        continue;
                    }
                    P after = Position.copyOf(p);
                    after.play(move);
                    next.addAll(replies(after));
                }
                level = distinct(next, steps);
            }
        } finally {
            pool.shutdown();
        }
        return complete && System.currentTimeMillis() < deadline;
    }

    /** The positions after each legal move in {@code p} where the game goes on; none when it is over there. */
    static <P extends Position> List<P> replies(P p) {
        List<P> out = new ArrayList<>();
        if (p.isOver()) {
            return out;
        }
        int[] moves = new int[p.maxMoves()];
        int n = p.legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            P c = Position.copyOf(p);
            c.play(moves[i]);
            if (!c.isOver()) {
                out.add(c);
            }
        }
        return out;
    }

    /** {@code positions} less those whose key came before, in order. */
    private static <P extends Position> List<P> distinct(List<P> positions, Steps<P> steps) {
        Map<Object, P> seen = new LinkedHashMap<>();
        for (P p : positions) {
            seen.putIfAbsent(steps.key(p), p);
        }
        return new ArrayList<>(seen.values());
    }
}
