package dev.strategist.bench;

import dev.strategist.core.Perft;
import dev.strategist.games.checkers.CheckersGame;
import java.util.Locale;

/**
 * Deep perft of English checkers from the start position, checked against the published "all paths"
 * figures (Aart Bik, Martin Fierz, OEIS A133046, copied from the project's reference data), with the
 * time and leaf nodes per second of each depth. The draw rules are off, as the published counts assume.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersPerftRun [MAX_DEPTH]} (default
 * 13); exits with 1 if a count differs.
 */
public final class CheckersPerftRun {
    /** perft(0..15) from the start, all paths. */
    static final long[] PUBLISHED = {1L, 7L, 49L, 302L, 1_469L, 7_361L, 36_768L, 179_740L, 845_931L, 3_963_680L,
        18_391_564L, 85_242_128L, 388_623_673L, 1_766_623_630L, 7_978_439_499L, 36_263_167_175L};

    private CheckersPerftRun() {
    }

    /** Counts depth 1..MAX_DEPTH and prints one line per depth. */
    public static void main(String[] args) {
        int max = args.length > 0 ? Integer.parseInt(args[0]) : 13;
        if (max < 1 || max >= PUBLISHED.length) {
            System.err.println("usage: CheckersPerftRun [MAX_DEPTH 1.." + (PUBLISHED.length - 1) + "]");
            System.exit(2);
        }
        System.out.println("Machine: " + Machine.describe());
        Perft perft = new Perft(CheckersGame.withoutDrawRules(), max);
        perft.count(9); // warm-up, so the JIT has compiled the generator before the timed depths
        boolean ok = true;
        System.out.printf(Locale.ROOT, "%5s %16s %16s %10s %12s%n", "depth", "nodes", "published", "seconds", "nodes/s");
        for (int d = 1; d <= max; d++) {
            long start = System.nanoTime();
            long nodes = perft.count(d);
            double seconds = (System.nanoTime() - start) / 1e9;
            boolean match = nodes == PUBLISHED[d];
            ok &= match;
            System.out.printf(Locale.ROOT, "%5d %16d %16d %10.3f %12s%s%n", d, nodes, PUBLISHED[d], seconds,
                    seconds > 0.01 ? String.format(Locale.ROOT, "%.1f M", nodes / seconds / 1e6) : "-",
                    match ? "" : "  MISMATCH");
        }
        System.exit(ok ? 0 : 1);
    }
}
