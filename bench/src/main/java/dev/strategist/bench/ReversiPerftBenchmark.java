package dev.strategist.bench;

import dev.strategist.core.Perft;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Othello perft(11) from the start through the position contract, the last ply counted with a population
 * count ({@code countLegalMoves}): 212,258,216 sequences of exactly 11 plies (passes are plies; games over
 * earlier are not extended). One call takes long enough to time on its own (docs/benchmarks/reversi.md,
 * Perft), so each iteration is one call.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
@State(Scope.Thread)
public class ReversiPerftBenchmark {
    /** perft(11) of Othello, sequences of exactly 11 plies. */
    public static final long OTHELLO_11 = 212_258_216L;

    private final Perft perft = new Perft(new ReversiPosition(), 11);

    /** Othello perft(11) from the start. */
    @Benchmark
    public long othello11() {
        return perft.count(11);
    }
}
