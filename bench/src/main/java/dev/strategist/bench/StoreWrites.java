package dev.strategist.bench;

import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoredGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * How fast the game store saves moves, as the web server does (one committed append a move, each game's moves
 * in order, several games at once): the store's share of a move's answer, on SQLite or on PostgreSQL.
 * {@code --db} is what {@code serve --db} takes (an SQLite file, made here if new, or a jdbc:postgresql address).
 */
public final class StoreWrites {
    private StoreWrites() {
    }

    /** Runs the measurement and prints moves saved per second and each save's time. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: StoreWrites --db=FILE|URL [--games=8] [--moves=200]");
        String db = options.text("db", null);
        int games = options.integer("games", 8);
        int moves = options.integer("moves", 200);
        options.done();
        if (db == null) {
            options.refuse();
        }
        System.out.println("StoreWrites: " + Machine.describe());
        String run = Long.toString(System.nanoTime(), 36);
        ExecutorService pool = Executors.newFixedThreadPool(games);
        try (GameStore store = GameStore.open(db)) {
            List<Future<double[]>> timings = new ArrayList<>();
            long start = System.nanoTime();
            for (int g = 0; g < games; g++) {
                String id = "bench-" + run + "-" + g;
                timings.add(pool.submit(() -> {
                    store.create(new StoredGame(id, "connect4", "", 0, 1, 1, 0, 1, "2026-11-29T00:00:00Z", List.of(),
                            null, false));
                    double[] millis = new double[moves];
                    for (int ply = 0; ply < moves; ply++) {
                        long t = System.nanoTime();
                        store.appendMoves(id, ply, List.of(Integer.toString(ply % 7 + 1)));
                        millis[ply] = (System.nanoTime() - t) / 1e6;
                    }
                    return millis;
                }));
            }
            double[] all = new double[games * moves];
            for (int g = 0; g < games; g++) {
                System.arraycopy(timings.get(g).get(), 0, all, g * moves, moves);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            Percentiles p = new Percentiles(all);
            System.out.printf("%s: %d games x %d moves, %.0f moves saved/s; a save p50 / p90 / p99 / max "
                    + "%.1f / %.1f / %.1f / %.1f ms%n", store.location(), games, moves, all.length / seconds,
                    p.at(50), p.at(90), p.at(99), p.max());
        } finally {
            pool.shutdown();
        }
    }
}
