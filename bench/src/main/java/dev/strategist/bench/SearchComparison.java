package dev.strategist.bench;

import java.io.IOException;

/**
 * Prints, as Markdown, what each search technique buys on the fixed cases, the engine's speed, how far
 * past a time limit it answers, and the Tic-tac-toe table's cost. Run it from the shaded jar:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.SearchComparison [--runs=N]
 * [--searches=N]}.
 */
public final class SearchComparison {
    private static final long SPEED_MILLIS = 2000;
    private static final int SPEED_RUNS = 3;
    private static final long OVERSHOOT_MILLIS = 100;

    private SearchComparison() {
    }

    /** Runs every measurement and prints its table. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: SearchComparison [--runs=N] [--searches=N]");
        int runs = positive("runs", options.integer("runs", 10));
        int searches = positive("searches", options.integer("searches", 200));
        options.done();
        System.out.println("Machine: " + Machine.describe() + "\n");
        System.out.println("## Fixed-depth searches (best of " + runs + " runs after a warm-up of at least 1 s)\n");
        System.out.println(FixedDepthComparison.run(runs));
        System.out.println("## Engine speed (one warm-up search, then " + SPEED_RUNS + " runs)\n");
        System.out.println(EngineSpeed.run(SPEED_MILLIS, SPEED_RUNS));
        System.out.println("## Time-limit overshoot: elapsed minus limit, ms (" + searches + " positions)\n");
        System.out.println(TimeLimitOvershoot.run(OVERSHOOT_MILLIS, searches));
        System.out.println("## Tic-tac-toe table (best of " + runs + " runs after a warm-up of at least 1 s)\n");
        System.out.println(TableBuildTiming.run(runs));
    }

    private static int positive(String name, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("--" + name + "=" + n + ": must be at least 1");
        }
        return n;
    }
}
