package dev.strategist.app.cli.solve;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.app.cli.ExitCode;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.games.tictactoe.TicTacToeTable;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import dev.strategist.solve.TableFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code strategist solve tictactoe}: every reachable Tic-tac-toe position solved by retrograde analysis. */
@Command(name = "tictactoe", aliases = {"ttt", "tic-tac-toe"},
        description = {
            "Solves Tic-tac-toe by retrograde analysis: all reachable positions with their value and distance.",
            "Prints the time taken, the number of positions and the value of the empty board."
        })
final class SolveTicTacToeCommand implements Callable<Integer> {
    private static final String[] SIDES = {"X", "O"};

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Writes the table to FILE (binary, see docs/TABLE-FORMAT.md).")
    private Path outFile;

    @Option(names = "--in", paramLabel = "FILE",
            description = "Reads a table file instead of solving, and prints its statistics.")
    private Path inFile;

    @Option(names = "--stats", description = "Prints positions by ply, finished positions by result, positions "
            + "by side to move and the number of complete games.")
    private boolean stats;

    @Override
    public Integer call() throws IOException {
        if (inFile != null && outFile != null) {
            throw new ParameterException(spec.commandLine(),
                    "give --in to read a table or --out to write one, not both");
        }
        if (inFile != null) {
            CommandFiles.checkReadable(inFile);
            return read();
        }
        if (outFile != null) {
            CommandFiles.checkWritable(outFile);
        }
        return solve();
    }

    private int solve() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        SolvedTable table = TicTacToeTable.solve().table();
        long nanos = System.nanoTime() - start;
        TableReport report = new TableReport(table, SIDES);
        out.printf(Locale.ROOT, "solved tictactoe in %d ms: %d positions; the empty board: %s%n",
                nanos / 1_000_000, table.size(), report.startValue());
        if (outFile != null) {
            SolvedTableFile.write(table, outFile);
            out.println("wrote " + outFile + ": " + Files.size(outFile) + " bytes");
        }
        if (stats) {
            report.print(out);
            CompleteGames games = CompleteGames.count(new TicTacToePosition(), TicTacToePosition::key);
            out.printf(Locale.ROOT, "complete games: %d (X wins %d, O wins %d, draws %d)%n",
                    games.total(), games.firstWins(), games.secondWins(), games.draws());
        }
        return ExitCode.OK;
    }

    private int read() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        SolvedTable table = SolvedTableFile.read(inFile);
        long nanos = System.nanoTime() - start;
        try {
            TicTacToeTable.of(table);
        } catch (IllegalArgumentException e) {
            throw new TableFormatException(inFile + ": " + e.getMessage());
        }
        TableReport report = new TableReport(table, SIDES);
        out.printf(Locale.ROOT, "read %s in %d ms: %d bytes, %d positions; the empty board: %s%n",
                inFile, nanos / 1_000_000, Files.size(inFile), table.size(), report.startValue());
        report.print(out);
        return ExitCode.OK;
    }
}
