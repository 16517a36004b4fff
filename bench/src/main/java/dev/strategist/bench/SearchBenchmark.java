package dev.strategist.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Each oracle and the engine searching the fixed {@link SearchCases} to their fixed depth. The engine's
 * table is cleared before every invocation, outside the timing, so each search starts cold.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SearchBenchmark {

    /** The cases every algorithm can finish, minimax included. */
    @State(Scope.Thread)
    public static class Everyone {
        @Param({"minimax", "negamax", "alphabeta", "negascout", "engine"})
        public String algorithm;

        @Param({SearchCases.TICTACTOE, SearchCases.DOMINEERING_4X5, SearchCases.DOMINEERING_5X5_D6,
                SearchCases.DOMINEERING_6X6_D5})
        public String position;

        BoundSearch search;

        /** Binds the algorithm to the case once per trial. */
        @Setup(Level.Trial)
        public void bind() {
            search = SearchAlgorithm.named(algorithm).bind(SearchCases.named(position));
        }

        /** Starts every search cold; a clear costs milliseconds, too much to leave in the timing. */
        @Setup(Level.Invocation)
        public void reset() {
            search.reset();
        }
    }

    /** The full 5 x 5 solve, which only the pruning searches finish in reasonable time. */
    @State(Scope.Thread)
    public static class Pruning {
        @Param({"alphabeta", "negascout", "engine"})
        public String algorithm;

        @Param({SearchCases.DOMINEERING_5X5})
        public String position;

        BoundSearch search;

        /** Binds the algorithm to the case once per trial. */
        @Setup(Level.Trial)
        public void bind() {
            search = SearchAlgorithm.named(algorithm).bind(SearchCases.named(position));
        }

        /** Starts every search cold. */
        @Setup(Level.Invocation)
        public void reset() {
            search.reset();
        }
    }

    /** One search of a case every algorithm can finish. */
    @Benchmark
    public int search(Everyone state) {
        return state.search.run();
    }

    /** One full solve of Domineering 5 x 5. */
    @Benchmark
    public int solve(Pruning state) {
        return state.search.run();
    }
}
