package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The expensive reference sets: a quarter of Test_L1_R2 (every fourth line) and the start of Test_L1_R3;
 * both whole are the bench's ({@code Connect4SolverBench}, figures in docs/BENCHMARKS.md), since Test_L1_R2
 * alone is three minutes of one core, most of the whole test suite's time. Two threads with a solver each
 * take the positions from one queue, so the run takes about half the time on two cores.
 */
@Tag("slow")
class Connect4SolverSlowTest {
    /** Lines of Test_L1_R3 checked here: about 32 s of searching for one core (the first 20 take 70 s). */
    static final int L1_R3_LINES = 10;
    /** Test_L1_R2 is sampled at this stride: 250 positions, about 45 s for one core. */
    static final int L1_R2_STRIDE = 4;
    private static final int THREADS = 2;

    @Test
    void theHarderSetsGetTheirExactScores() throws InterruptedException, ExecutionException {
        List<Connect4SolverTestSet.Line> lines = new ArrayList<>(
                Connect4SolverTestSet.read("Test_L1_R3").first(L1_R3_LINES).lines());
        lines.addAll(Connect4SolverTestSet.read("Test_L1_R2").everyKth(L1_R2_STRIDE).lines());
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<List<String>>> parts = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                parts.add(pool.submit(() -> solveFromQueue(lines, next)));
            }
            List<String> wrong = new ArrayList<>();
            for (Future<List<String>> part : parts) {
                wrong.addAll(part.get());
            }
            assertThat(wrong).isEmpty();
        } finally {
            pool.shutdownNow();
        }
    }

    /** Solves the lines whose turn {@code next} gives it, with a solver of its own; returns the mismatches. */
    private static List<String> solveFromQueue(List<Connect4SolverTestSet.Line> lines, AtomicInteger next) {
        Connect4Solver solver = new Connect4Solver(7, 6);
        List<String> wrong = new ArrayList<>();
        for (int i = next.getAndIncrement(); i < lines.size(); i = next.getAndIncrement()) {
            Connect4SolverTestSet.Line line = lines.get(i);
            int got = solver.solve(line.moves());
            if (got != line.score()) {
                wrong.add(line + ": got " + got);
            }
        }
        return wrong;
    }
}
