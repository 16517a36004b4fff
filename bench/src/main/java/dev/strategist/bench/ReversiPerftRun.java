package dev.strategist.bench;

import dev.strategist.core.Perft;
import dev.strategist.games.reversi.ReversiPosition;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * Othello perft from the start, timed by the thread's own CPU time as well as the wall clock (the
 * machine is shared, and a wall-clock time under load says little), checked against the counts of
 * sequences of exactly n plies (passes as plies, games over earlier not extended: issue 4's convention).
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiPerftRun [DEPTH [REPEATS]]}
 * (default depth 11, three timed counts after two warm-up counts of depth 9); exits with 1 on a wrong count.
 */
public final class ReversiPerftRun {
    /** perft(0..11) from the start, sequences of exactly n plies. */
    static final long[] COUNTS = {1L, 4L, 12L, 56L, 244L, 1_396L, 8_200L, 55_092L, 390_216L, 3_005_288L,
        24_571_056L, 212_258_216L};

    private ReversiPerftRun() {
    }

    /** Counts perft(DEPTH) REPEATS times and prints the wall and CPU time of each. */
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        if (depth < 1 || depth >= COUNTS.length || repeats < 1) {
            System.err.println("usage: ReversiPerftRun [DEPTH 1.." + (COUNTS.length - 1) + " [REPEATS]]");
            System.exit(2);
        }
        System.out.println("Machine: " + Machine.describe());
        Perft perft = new Perft(new ReversiPosition(), depth);
        perft.count(Math.min(depth, 9));
        perft.count(Math.min(depth, 9));
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        boolean ok = true;
        System.out.printf(Locale.ROOT, "%5s %14s %10s %10s %14s%n", "depth", "sequences", "wall s", "CPU s",
                "M leaves/CPU s");
        for (int i = 0; i < repeats; i++) {
            long cpu0 = cpu.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long nodes = perft.count(depth);
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (cpu.getCurrentThreadCpuTime() - cpu0) / 1e9;
            boolean match = nodes == COUNTS[depth];
            ok &= match;
            System.out.printf(Locale.ROOT, "%5d %,14d %10.3f %10.3f %14.1f%s%n", depth, nodes, seconds, cpuSeconds,
                    nodes / cpuSeconds / 1e6, match ? "" : "  MISMATCH, expected " + COUNTS[depth]);
        }
        System.exit(ok ? 0 : 1);
    }
}
