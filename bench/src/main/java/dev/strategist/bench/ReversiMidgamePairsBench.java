package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiPosition;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Two builds of the Othello midgame search taking turns on {@link ReversiMidgameSpeed}'s positions in one JVM, to
 * measure a change of a few percent in the node's cost on a shared machine (as {@link ReversiEndgamePairsBench} does
 * for the endgame). Each jar's engine loads in a class loader of its own; each search starts from a cleared table
 * (the clear outside the timing) and counts the searching thread's CPU time; the build that goes first alternates by
 * position and by round. A score or a node count that differs between the builds ends the run with exit status 1:
 * a change of the node's cost keeps the tree. Usage: {@code java -cp bench/target/benchmarks.jar
 * dev.strategist.bench.ReversiMidgamePairsBench A.jar B.jar [--positions=40] [--depth=10] [--rounds=3] [--seed=1]};
 * each round prints A's and B's seconds and B / A, then the totals.
 */
public final class ReversiMidgamePairsBench {
    static final String USAGE = "usage: ReversiMidgamePairsBench A.jar B.jar [--positions=N] [--depth=N] [--rounds=N]"
            + " [--seed=N]";

    private ReversiMidgamePairsBench() {
    }

    /** Runs the comparison and prints it. */
    public static void main(String[] args) throws ReflectiveOperationException {
        BenchArgs options = BenchArgs.of(args, USAGE);
        int count = options.integer("positions", 40);
        int depth = options.integer("depth", 10);
        int rounds = options.integer("rounds", 3);
        long seed = options.integer("seed", 1);
        List<String> operands = options.operands();
        options.done();
        if (operands.size() != 2 || count < 1 || depth < 1 || depth > 30 || rounds < 1
                || !Files.isRegularFile(Path.of(operands.get(0))) || !Files.isRegularFile(Path.of(operands.get(1)))) {
            options.refuse();
        }
        ReversiEngineBuild[] builds;
        try {
            builds = new ReversiEngineBuild[] {new ReversiEngineBuild(Path.of(operands.get(0)), 64, depth),
                new ReversiEngineBuild(Path.of(operands.get(1)), 64, depth)};
        } catch (ReflectiveOperationException | IOException e) {
            options.refuseJars("the engine", e);
            return;
        }
        ReversiPosition[] made = ReversiMidgameSpeed.positions(count, seed);
        Object[][] positions = new Object[2][count];
        for (int i = 0; i < count; i++) {
            int[] moves = new int[made[i].ply()];
            for (int m = 0; m < moves.length; m++) {
                moves[m] = made[i].moveAt(m);
            }
            for (int k = 0; k < 2; k++) {
                positions[k][i] = builds[k].positionAfter(moves);
            }
        }
        System.out.println("Machine: " + Machine.describe());
        System.out.printf(Locale.ROOT, "A = %s, B = %s: %d positions (seed %d), depth %d, CPU s of the searching thread%n",
                operands.get(0), operands.get(1), count, seed, depth);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long[] nodes = new long[2];
        double[] total = new double[2];
        // round 0 warms the JIT up and is not counted
        for (int r = 0; r <= rounds; r++) {
            double[] seconds = new double[2];
            long[][] found = new long[2][];
            for (int i = 0; i < count; i++) {
                for (int k = 0; k < 2; k++) {
                    int which = (i + r + k) & 1;
                    builds[which].clear();
                    long c0 = cpu.getCurrentThreadCpuTime();
                    found[which] = builds[which].search(positions[which][i]);
                    seconds[which] += (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
                    if (r == 1) {
                        nodes[which] += found[which][0];
                    }
                }
                if (found[0][0] != found[1][0] || found[0][1] != found[1][1]) {
                    System.out.printf(Locale.ROOT, "position %d: A %d nodes, score %d; B %d nodes, score %d%n", i + 1,
                            found[0][0], found[0][1], found[1][0], found[1][1]);
                    System.exit(1);
                }
            }
            if (r > 0) {
                total[0] += seconds[0];
                total[1] += seconds[1];
            }
            System.out.printf(Locale.ROOT, "%s: A %.3f s  B %.3f s  B/A %.4f%n", r == 0 ? "warm-up" : "round " + r,
                    seconds[0], seconds[1], seconds[1] / seconds[0]);
        }
        System.out.printf(Locale.ROOT, "total: %,d nodes a round; A %.3f s (%.2f M/s)  B %.3f s (%.2f M/s)  B/A %.4f%n",
                nodes[0], total[0], nodes[0] * rounds / total[0] / 1e6, total[1], nodes[1] * rounds / total[1] / 1e6,
                total[1] / total[0]);
    }
}
