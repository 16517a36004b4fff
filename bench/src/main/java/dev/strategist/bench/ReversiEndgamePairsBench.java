package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiPosition;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Two builds of the exact Othello endgame solver taking turns on the same random endgames in one JVM, to measure a
 * change of about 1 % on a shared machine.
 *
 * <p>Separate runs of one build move by 10-20 % when other work shares the machine; builds that alternate position by
 * position meet the same moments, so the rounds of one run agree to about 0.5 %. Separate runs of the same two builds
 * still differ by about 2 % (the JIT compiles each JVM's code a little differently), so a change of 1 % needs several
 * runs, with the jars in both orders. Each jar's solver loads in a class loader of its
 * own (its classes compiled by the JIT apart from the other's); the positions are {@link ReversiRandomEndgameBench}'s
 * (the same seed gives the same ones), built by this jar's classes and handed over as two {@code long}s. Each round
 * visits every position, the build that goes first alternating by position and by round; each solve starts from a
 * cleared table and counts the solving thread's CPU time. A score that differs between the builds ends the run with
 * exit status 1: a speed change may move the nodes, never a score. Usage: {@code java -cp bench/target/benchmarks.jar
 * dev.strategist.bench.ReversiEndgamePairsBench A.jar B.jar [EMPTIES] [COUNT] [ROUNDS] [SEED]} (defaults 14, 500, 3,
 * 20261122); each round prints A's and B's seconds and B / A, then the totals.
 */
public final class ReversiEndgamePairsBench {
    static final String USAGE = "usage: ReversiEndgamePairsBench A.jar B.jar [EMPTIES 1-30] [COUNT] [ROUNDS] [SEED]";

    private ReversiEndgamePairsBench() {
    }

    /** What the command line asks for. */
    record Settings(Path a, Path b, int empties, int count, int rounds, long seed) {
    }

    /**
     * The settings of {@code operands}, or null after printing the usage line and why (the caller exits); a jar must
     * be a file that exists, so that a typo fails before the warm-up rather than in the class loader.
     */
    static Settings parse(List<String> operands) {
        if (operands.size() < 2 || operands.size() > 6) {
            return refused("two jars and at most four numbers");
        }
        Path a = Path.of(operands.get(0));
        Path b = Path.of(operands.get(1));
        for (Path jar : new Path[] {a, b}) {
            if (!Files.isRegularFile(jar)) {
                return refused("no such jar: " + jar);
            }
        }
        int empties;
        int count;
        int rounds;
        long seed;
        try {
            empties = operands.size() > 2 ? Integer.parseInt(operands.get(2)) : 14;
            count = operands.size() > 3 ? Integer.parseInt(operands.get(3)) : 500;
            rounds = operands.size() > 4 ? Integer.parseInt(operands.get(4)) : 3;
            seed = operands.size() > 5 ? Long.parseLong(operands.get(5)) : 20261122L;
        } catch (NumberFormatException e) {
            return refused("not a number: " + e.getMessage());
        }
        if (empties < 1 || empties > 30 || count < 1 || rounds < 1) {
            return refused("empties must be 1-30, the count and the rounds at least 1");
        }
        return new Settings(a, b, empties, count, rounds, seed);
    }

    private static Settings refused(String why) {
        System.err.println(USAGE);
        System.err.println(why);
        return null;
    }

    /** Runs the comparison and prints it. */
    public static void main(String[] args) throws ReflectiveOperationException {
        BenchArgs options = BenchArgs.of(args, USAGE);
        List<String> operands = options.operands();
        options.done();
        Settings s = parse(operands);
        if (s == null) {
            System.exit(2);
            return;
        }
        ReversiSolverBuild[] builds;
        try {
            builds = new ReversiSolverBuild[] {new ReversiSolverBuild(s.a(), 22), new ReversiSolverBuild(s.b(), 22)};
        } catch (ReflectiveOperationException | IOException e) {
            options.refuseJars("the solver", e);
            return;
        }
        long[][] positions = positions(new Random(s.seed()), s.empties(), s.count());
        // the warm-up positions are the random bench's: another seed, at most 16 empties
        for (long[] q : positions(new Random(s.seed() ^ 0x5DEECE66DL), Math.min(s.empties(), 16),
                Math.max(20, s.count()))) {
            for (ReversiSolverBuild b : builds) {
                b.clear();
                b.solve(q[0], q[1]);
            }
        }
        System.out.println("Machine: " + Machine.describe());
        System.out.printf(Locale.ROOT, "A = %s, B = %s: %d positions of %d empties (seed %d), CPU s of the solving thread%n",
                s.a(), s.b(), s.count(), s.empties(), s.seed());
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double[][] seconds = new double[2][s.rounds()];
        long[] nodes = new long[2];
        int[] scores = new int[2];
        for (int r = 0; r < s.rounds(); r++) {
            for (int i = 0; i < s.count(); i++) {
                for (int k = 0; k < 2; k++) {
                    int which = (i + r + k) & 1;
                    ReversiSolverBuild b = builds[which];
                    b.clear();
                    long c0 = cpu.getCurrentThreadCpuTime();
                    scores[which] = b.solve(positions[i][0], positions[i][1]);
                    seconds[which][r] += (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
                    if (r == 0) {
                        nodes[which] += b.nodes();
                    }
                }
                if (scores[0] != scores[1]) {
                    System.out.printf(Locale.ROOT, "position %d: A scores %d, B %d%n", i + 1, scores[0], scores[1]);
                    System.exit(1);
                }
            }
            System.out.printf(Locale.ROOT, "round %d: A %.3f s  B %.3f s  B/A %.4f%n", r + 1, seconds[0][r],
                    seconds[1][r], seconds[1][r] / seconds[0][r]);
        }
        double[] total = new double[2];
        for (int k = 0; k < 2; k++) {
            for (double t : seconds[k]) {
                total[k] += t;
            }
        }
        System.out.printf(Locale.ROOT, "total: A %,d nodes %.3f s (%.1f M/s)  B %,d nodes %.3f s (%.1f M/s)  B/A %.4f%n",
                nodes[0], total[0], nodes[0] * s.rounds() / total[0] / 1e6, nodes[1], total[1],
                nodes[1] * s.rounds() / total[1] / 1e6, total[1] / total[0]);
    }

    /** {@code count} random endgames of {@code empties} empty squares, as (mover's discs, opponent's discs). */
    private static long[][] positions(Random random, int empties, int count) {
        long[][] positions = new long[count][];
        for (int i = 0; i < count; i++) {
            ReversiPosition p = ReversiRandomEndgameBench.randomEndgame(random, empties);
            positions[i] = new long[] {p.player(), p.opponent()};
        }
        return positions;
    }
}
