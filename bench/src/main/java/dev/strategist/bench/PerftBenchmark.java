package dev.strategist.bench;

import dev.strategist.core.Perft;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
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
 * Move generation with play and undo, through the position contract: perft counts. Nodes per second
 * are the count divided by the time; the last ply is counted, not played, as perft usually does.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class PerftBenchmark {
    /** perft(9) of Tic-tac-toe: sequences of exactly nine plies. */
    public static final long TICTACTOE_9 = 127_872;
    /** perft(5) of Domineering 6 x 6. */
    public static final long DOMINEERING_6X6_5 = 7_788_456;

    /** perft(9) of English checkers from the start, "all paths" (published: Bik, Fierz, OEIS A133046). */
    public static final long CHECKERS_9 = 3_963_680;

    private final Perft checkers = new Perft(CheckersGame.withoutDrawRules(), 9);
    private final Perft tictactoe = new Perft(new TicTacToePosition(), 9);
    private final Perft domineering = new Perft(new DomineeringPosition(6, 6), 5);

    /** Tic-tac-toe perft(9) from the empty board. */
    @Benchmark
    public long tictactoe9() {
        return tictactoe.count(9);
    }

    /** English checkers perft(9) from the start position, draw rules off. */
    @Benchmark
    public long checkers9() {
        return checkers.count(9);
    }

    /** Domineering 6 x 6 perft(5) from the empty board. */
    @Benchmark
    public long domineering6x6depth5() {
        return domineering.count(5);
    }
}
