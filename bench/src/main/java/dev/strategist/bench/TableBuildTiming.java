package dev.strategist.bench;

import dev.strategist.games.tictactoe.TicTacToeTable;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** The Tic-tac-toe table: its size on file, and best-of-N times to solve it, write it and read it back. */
final class TableBuildTiming {
    private TableBuildTiming() {
    }

    /** Measures with {@code runs} timed runs of each step. */
    static MarkdownTable run(int runs) throws IOException {
        SolvedTable table = TicTacToeTable.solve().table();
        byte[] file = TableFiles.bytes(table);
        long solve = BestOf.nanos(() -> { }, TicTacToeTable::solve, runs);
        long write = BestOf.nanos(() -> { }, () -> bytes(table), runs);
        long read = BestOf.nanos(() -> { }, () -> read(file), runs);
        return new MarkdownTable("table", ">positions", ">file bytes", ">solve ms", ">write ms", ">read ms")
                .row(table.game(), Formats.count(table.size()), Formats.count(file.length), Formats.millis(solve),
                        Formats.millis(write), Formats.millis(read));
    }

    private static byte[] bytes(SolvedTable table) {
        try {
            return TableFiles.bytes(table);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SolvedTable read(byte[] file) {
        try {
            return SolvedTableFile.read(new ByteArrayInputStream(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
