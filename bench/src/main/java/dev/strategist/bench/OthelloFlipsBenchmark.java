package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.Random;
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
 * One Othello move's flips, the way the endgame solver asks for them: 4,096 (square, mover, opponent)
 * triples from random games at 2-12 empties, every empty square next to an opponent disc (legal or
 * not), computed by the four line look-ups ({@code flips}) and by the eight ray walks ({@code
 * flipsByRays}). Reports the time per batch of 4,096.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class OthelloFlipsBenchmark {
    private static final int COUNT = 4096;

    private final int[] squares = new int[COUNT];
    private final long[] movers = new long[COUNT];
    private final long[] opponents = new long[COUNT];

    /** Fills the triples from seeded random games. */
    public OthelloFlipsBenchmark() {
        Random random = new Random(20261122);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int filled = 0;
        while (filled < COUNT) {
            ReversiPosition position = new ReversiPosition();
            int stopAt = 2 + random.nextInt(11);
            int n;
            while ((n = position.legalMoves(moves, 0)) > 0
                    && Long.bitCount(position.player() | position.opponent()) < 64 - stopAt) {
                position.play(moves[random.nextInt(n)]);
            }
            long p = position.player();
            long o = position.opponent();
            for (long empty = ~(p | o); empty != 0 && filled < COUNT; empty &= empty - 1) {
                int sq = Long.numberOfTrailingZeros(empty);
                if ((ReversiBitboards.around(sq) & o) != 0) {
                    squares[filled] = sq;
                    movers[filled] = p;
                    opponents[filled] = o;
                    filled++;
                }
            }
        }
    }

    /** The line look-ups, as the solver uses them. */
    @Benchmark
    public long lines() {
        long sum = 0;
        for (int i = 0; i < COUNT; i++) {
            sum += ReversiBitboards.flips(squares[i], movers[i], opponents[i]);
        }
        return sum;
    }

    /** The eight ray walks, the routine before. */
    @Benchmark
    public long rays() {
        long sum = 0;
        for (int i = 0; i < COUNT; i++) {
            sum += ReversiBitboards.flipsByRays(squares[i], movers[i], opponents[i]);
        }
        return sum;
    }
}
