package dev.strategist.bench;

import dev.strategist.games.reversi.format.ReversiObf;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Compares two builds of the Othello endgame solver in one JVM, taking turns on each FFO position, so
 * that both meet the same moments of a shared machine: each jar's classes load in their own class
 * loader (each compiled by the JIT on its own), and each round alternates which build goes first.
 * Separate runs of one build move far more here than a change of a few percent; turns
 * in one process cancel most of that. Prints, per position and in total, each build's nodes and the
 * mean and least CPU seconds of the solving thread, and B's time as a share of A's. Usage:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiSolverPairs A.jar B.jar
 * [FROM-TO] [ROUNDS]} (default 40-43, 3 rounds; a warm-up on FFO #20-#29 for each build first). A jar
 * named {@code A.jar@N} gets a table of 2^N entries instead of 2^22, to compare table sizes with one build.
 */
public final class ReversiSolverPairs {
    private ReversiSolverPairs() {
    }

    /** The build named by {@code JAR} or {@code JAR@BITS}. */
    private static ReversiSolverBuild build(String arg) throws ReflectiveOperationException, IOException {
        int at = arg.lastIndexOf('@');
        // a path may hold an '@' itself: only a digit suffix, or one naming no file, is a table size
        if (at < 0 || !arg.substring(at + 1).matches("\\d+") && Files.exists(Path.of(arg))) {
            return new ReversiSolverBuild(Path.of(arg), 22);
        }
        String bits = arg.substring(at + 1);
        if (!bits.matches("1\\d|2[0-6]")) {
            throw new IllegalArgumentException("table bits must be 10 to 26, not '" + bits + "' in " + arg);
        }
        return new ReversiSolverBuild(Path.of(arg.substring(0, at)), Integer.parseInt(bits));
    }

    /** Runs the comparison. */
    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 4) {
            System.err.println("usage: ReversiSolverPairs A.jar[@BITS] B.jar[@BITS] [FROM-TO within 20-59] [ROUNDS]");
            System.exit(2);
        }
        int from = 40;
        int to = 43;
        int rounds = 3;
        for (int i = 2; i < args.length; i++) {
            if (args[i].matches("\\d+-\\d+")) {
                from = Integer.parseInt(args[i].substring(0, args[i].indexOf('-')));
                to = Integer.parseInt(args[i].substring(args[i].indexOf('-') + 1));
            } else if (args[i].matches("\\d+")) {
                rounds = Integer.parseInt(args[i]);
            } else {
                System.err.println("not a range or a number of rounds: " + args[i]);
                System.exit(2);
            }
        }
        if (from < 20 || to > 59 || from > to || rounds < 1) {
            System.err.println("the range must lie within 20-59 and the rounds be at least 1");
            System.exit(2);
        }
        ReversiSolverBuild[] builds;
        try {
            builds = new ReversiSolverBuild[] {build(args[0]), build(args[1])};
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        } catch (ReflectiveOperationException | IOException e) {
            // a constructor's own failure (out of memory for a large table) is the cause, not the reflection
            Throwable why = e instanceof java.lang.reflect.InvocationTargetException && e.getCause() != null ? e.getCause() : e;
            System.err.println("cannot load the solver from the jars: " + why);
            System.exit(2);
            return;
        }
        System.out.println("Machine: " + Machine.describe());
        List<ReversiObf> lines = new ArrayList<>();
        for (int n = from; n <= to; n++) {
            lines.add(ReversiEndgameBench.position(n));
        }
        for (ReversiSolverBuild b : builds) {
            for (int n = 20; n <= 29; n++) {
                ReversiPosition p = ReversiEndgameBench.position(n).position();
                b.clear();
                b.solve(p.player(), p.opponent());
            }
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        int count = lines.size();
        double[][][] seconds = new double[2][count][rounds];
        long[][] nodes = new long[2][count];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < count; i++) {
                ReversiPosition p = lines.get(i).position();
                for (int k = 0; k < 2; k++) {
                    int which = (r + i + k) % 2;
                    builds[which].clear();
                    long cpu0 = cpu.getCurrentThreadCpuTime();
                    int score = builds[which].solve(p.player(), p.opponent());
                    seconds[which][i][r] = (cpu.getCurrentThreadCpuTime() - cpu0) / 1e9;
                    nodes[which][i] = builds[which].nodes();
                    if (score != lines.get(i).bestScore()) {
                        System.out.printf(Locale.ROOT, "build %s: FFO #%d scored %d, not %d%n", which == 0 ? "A" : "B",
                                from + i, score, lines.get(i).bestScore());
                        System.exit(1);
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "A = %s, B = %s, %d rounds, CPU seconds of the solving thread%n%n", args[0],
                args[1], rounds);
        System.out.println("| FFO | A nodes | B nodes | A mean s | B mean s | A least s | B least s | B / A (mean) |");
        System.out.println("| --: | --: | --: | --: | --: | --: | --: | --: |");
        double[] total = new double[2];
        double[] least = new double[2];
        for (int i = 0; i < count; i++) {
            double[] mean = new double[2];
            double[] min = new double[2];
            for (int k = 0; k < 2; k++) {
                min[k] = Double.MAX_VALUE;
                for (double s : seconds[k][i]) {
                    mean[k] += s / rounds;
                    min[k] = Math.min(min[k], s);
                }
                total[k] += mean[k];
                least[k] += min[k];
            }
            System.out.printf(Locale.ROOT, "| #%d | %,d | %,d | %.3f | %.3f | %.3f | %.3f | %.3f |%n", from + i, nodes[0][i],
                    nodes[1][i], mean[0], mean[1], min[0], min[1], mean[1] / mean[0]);
        }
        System.out.printf(Locale.ROOT, "| total | | | %.3f | %.3f | %.3f | %.3f | %.3f |%n", total[0], total[1], least[0],
                least[1], total[1] / total[0]);
    }
}
