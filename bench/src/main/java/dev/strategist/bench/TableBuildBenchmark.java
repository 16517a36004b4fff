package dev.strategist.bench;

import dev.strategist.games.tictactoe.TicTacToeTable;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Solving Tic-tac-toe with the retrograde solver, and writing and reading its table file. The file goes
 * to and from memory, so the numbers are the format's cost, not the disk's.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class TableBuildBenchmark {
    private SolvedTable table;
    private byte[] file;

    /** Solves once, so writing and reading have a table and its bytes to work on. */
    @Setup
    public void solveOnce() throws IOException {
        table = TicTacToeTable.solve().table();
        file = TableFiles.bytes(table);
    }

    /** Enumerates every position from the empty board and solves them backwards. */
    @Benchmark
    public SolvedTable solve() {
        return TicTacToeTable.solve().table();
    }

    /** Writes the table's file into memory. */
    @Benchmark
    public byte[] write() throws IOException {
        return TableFiles.bytes(table);
    }

    /** Reads and checks the table's file from memory. */
    @Benchmark
    public SolvedTable read() throws IOException {
        return SolvedTableFile.read(new ByteArrayInputStream(file));
    }
}
