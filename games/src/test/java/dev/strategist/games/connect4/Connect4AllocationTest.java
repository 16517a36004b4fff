package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The search's hot path on Connect Four allocates nothing: moves, play, undo, hash and both evaluators. */
class Connect4AllocationTest {

    @Test
    void playingUndoingAndEvaluatingAllocateNothing() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "this JVM cannot count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        Connect4Position p = new Connect4Position();
        int[] moves = new int[7];
        ThreatEvaluator threatEvaluator = new ThreatEvaluator();
        RunCountEvaluator runEvaluator = new RunCountEvaluator();
        SplittableRandom random = new SplittableRandom(3);
        long[] sink = new long[1];
        work(p, moves, threatEvaluator, runEvaluator, random, sink, 200_000); // let the JIT compile it all
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        work(p, moves, threatEvaluator, runEvaluator, random, sink, 200_000);
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertThat(allocated).as("bytes allocated by 200,000 steps (sink %d)", sink[0]).isLessThan(1_000);
    }

    /** Random games, move by move, with every hot-path call along the way. */
    private static void work(Connect4Position p, int[] moves, ThreatEvaluator threats, RunCountEvaluator runs,
                             SplittableRandom random, long[] sink, int steps) {
        for (int i = 0; i < steps; i++) {
            int n = p.legalMoves(moves, 0);
            if (n == 0) {
                while (p.ply() > 0) {
                    p.undo();
                }
                continue;
            }
            long s = p.hash() + threats.evaluate(p) + runs.evaluate(p);
            for (int k = 0; k < n; k++) {
                s += threats.orderScore(p, moves[k]);
            }
            sink[0] += s;
            p.play(moves[random.nextInt(n)]);
            if (random.nextInt(4) == 0) {
                p.undo();
            }
        }
    }
}
