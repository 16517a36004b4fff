package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.format.ReversiObf;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Solves FFO endgame positions exactly, each on its own (the table cleared before it, outside the
 * timing), checks the score against the file's, and prints a Markdown table with the reference engine's
 * time and nodes beside ours (issue 4's figures: Edax 4.6 with neutral weights, one thread, this kind of
 * machine); the ratio compares our thread's CPU time with the reference's time, since the machine is
 * shared and a wall-clock time under load says little. Exits 1 on a wrong score. Run it from the shaded jar:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiEndgameBench [--table-bits=N]
 * [--runs=N] [FROM-TO]} with FROM-TO within 20-59 (default 40-49), after a warm-up on FFO #20-#29 (not
 * counted). With {@code --runs=N} each position is solved N times in a row (the table cleared each time)
 * and the median CPU time counts, with the least and the most beside it: on a shared machine one run of a
 * half-second position can take much longer than the next (docs/benchmarks/reversi.md).
 * With {@code --wld} it solves win, loss or draw alone (a null window round 0, as a program that must choose a
 * move by a win-loss-draw solve before the exact one can finish) and checks the sign of the file's score; the
 * reference columns stay the exact solves'.
 * The move ordering reads the shipped pattern weights as a class-path resource, so another weights file is
 * measured by putting a directory that holds it as
 * {@code dev/strategist/games/reversi/eval/othello-patterns.bin.gz} before the jar: {@code java -cp DIR:bench/target/benchmarks.jar ...}.
 */
public final class ReversiEndgameBench {
    /** The reference's seconds for #40-#49 (issue 4); nodes where given per position (millions), else -1. */
    private static final double[] REFERENCE_SECONDS = {0.43, 3.4, 2.0, 4.0, 5.4, 25.6, 14.9, 14.2, 39.0, 94.8};
    private static final double[] REFERENCE_MNODES = {21.0, -1, -1, -1, -1, -1, -1, -1, 1300, 3200};

    private ReversiEndgameBench() {
    }

    /** Solves the range asked for and prints the table. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args,
                "usage: ReversiEndgameBench [--table-bits=N] [--runs=1..99] [--wld] [FROM-TO within 20-59]");
        int tableBits = options.integer("table-bits", 22);
        boolean wld = options.flag("wld");
        String runsText = options.text("runs", "1");
        List<String> ranges = options.operands();
        options.done();
        if (!runsText.matches("[1-9]\\d?") || !ranges.stream().allMatch(r -> r.matches("\\d+-\\d+"))) {
            options.refuse();
        }
        int runs = Integer.parseInt(runsText);
        String range = ranges.isEmpty() ? "40-49" : ranges.get(ranges.size() - 1); // the last, as for an option
        int from = Integer.parseInt(range.substring(0, range.indexOf('-')));
        int to = Integer.parseInt(range.substring(range.indexOf('-') + 1));
        if (from < 20 || to > 59 || from > to) {
            System.err.println("the range must lie within 20-59, not " + from + "-" + to);
            System.exit(2);
        }
        ReversiEndgameSolver solver = new ReversiEndgameSolver(tableBits);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        System.out.println("Machine: " + Machine.describe());
        long warmStart = System.nanoTime();
        for (int n = 20; n <= 29; n++) {
            ReversiPosition p = position(n).position();
            solver.clearTable();
            solver.solve(p.player(), p.opponent());
        }
        System.out.printf(Locale.ROOT, "Warm-up (not counted): FFO #20-#29, %.1f s; table 2^%d entries%s%n%n",
                (System.nanoTime() - warmStart) / 1e9, tableBits,
                wld ? "; win-loss-draw solves (score +1, 0, -1; reference columns: exact solves)" : "");
        String cpuHeading = runs == 1 ? "CPU s" : "CPU s, median of " + runs + " (least-most)";
        System.out.println("| FFO | empties | score | move | nodes | time s | " + cpuHeading + " | Mnodes/s | reference s |"
                + " reference Mnodes | CPU / reference |");
        System.out.println("| --: | --: | --: | :-- | --: | --: | --: | --: | --: | --: | --: |");
        double[] cpuRuns = new double[runs];
        double[] wallRuns = new double[runs];
        long totalNodes = 0;
        long totalLooks = 0;
        double totalSeconds = 0;
        double totalCpu = 0;
        double totalReference = 0;
        int wrong = 0;
        for (int n = from; n <= to; n++) {
            ReversiObf line = position(n);
            ReversiPosition p = line.position();
            int score = 0;
            for (int run = 0; run < runs; run++) {
                solver.clearTable();
                solver.resetNodes();
                long cpu0 = cpu.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                score = wld ? solver.solveWinLossDraw(p.player(), p.opponent())
                        : solver.solve(p.player(), p.opponent());
                wallRuns[run] = (System.nanoTime() - t0) / 1e9;
                cpuRuns[run] = (cpu.getCurrentThreadCpuTime() - cpu0) / 1e9;
            }
            double seconds = median(wallRuns);
            double cpuSeconds = median(cpuRuns);
            String cpuShown = String.format(Locale.ROOT, "%.2f", cpuSeconds)
                    + (runs == 1 ? "" : String.format(Locale.ROOT, " (%.2f-%.2f)", cpuRuns[0], cpuRuns[runs - 1]));
            long nodes = solver.nodes();
            int expected = wld ? Integer.signum(line.bestScore()) : line.bestScore();
            boolean ok = score == expected;
            wrong += ok ? 0 : 1;
            totalNodes += nodes;
            totalLooks += solver.looks();
            totalSeconds += seconds;
            totalCpu += cpuSeconds;
            int r = n - 40;
            boolean referenced = r >= 0 && r < REFERENCE_SECONDS.length;
            if (referenced) {
                totalReference += REFERENCE_SECONDS[r];
            }
            System.out.printf(Locale.ROOT, "| #%d | %d | %+d%s | %s | %,d | %.2f | %s | %.1f | %s | %s | %s |%n", n,
                    p.emptyCount(), score, ok ? "" : " (WRONG: " + expected + ")",
                    ReversiBitboards.squareName(solver.bestMove()), nodes, seconds, cpuShown, nodes / seconds / 1e6,
                    referenced ? String.format(Locale.ROOT, "%.2f", REFERENCE_SECONDS[r]) : "-",
                    referenced && REFERENCE_MNODES[r] > 0 ? String.format(Locale.ROOT, "%.0f", REFERENCE_MNODES[r]) : "-",
                    referenced ? String.format(Locale.ROOT, "%.2f x", cpuSeconds / REFERENCE_SECONDS[r]) : "-");
        }
        System.out.printf(Locale.ROOT, "| total | | | | %,d | %.2f | %.2f | %.1f | %s | | %s |%n", totalNodes,
                totalSeconds, totalCpu, totalNodes / totalSeconds / 1e6,
                totalReference > 0 ? String.format(Locale.ROOT, "%.1f", totalReference) : "-",
                totalReference > 0 ? String.format(Locale.ROOT, "%.2f x", totalCpu / totalReference) : "-");
        // Edax counts the positions its move ordering scores as nodes: with ours added the rates compare
        System.out.printf(Locale.ROOT, "%nlooks (positions the move ordering scored, not searched): %,d;"
                + " nodes + looks %,d, %.1f M / CPU s%n", totalLooks, totalNodes + totalLooks,
                (totalNodes + totalLooks) / totalCpu / 1e6);
        System.out.println(wrong == 0 ? "\nall scores right" : "\n" + wrong + " WRONG scores");
        System.exit(wrong == 0 ? 0 : 1);
    }

    /** The median of {@code values}, which it leaves sorted (the mean of the middle two for an even count). */
    static double median(double[] values) {
        java.util.Arrays.sort(values);
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    /** FFO #{@code n}, 20..59, from the resources. */
    static ReversiObf position(int n) throws IOException {
        String resource = n < 40 ? "/othello/fforum-20-39.obf" : "/othello/fforum-40-59.obf";
        int index = n < 40 ? n - 20 : n - 40;
        try (InputStream in = ReversiEndgameBench.class.getResourceAsStream(resource);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line = null;
            for (int i = 0; i <= index; i++) {
                line = r.readLine();
            }
            return ReversiObf.parse(line);
        }
    }
}
