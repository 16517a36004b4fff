package dev.strategist.app.cli.solve;

import dev.strategist.games.connect4.Connect4SolverGeometry;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code strategist solve connect4}: exact scores of Connect Four positions, one a line, checked if given. */
@Command(name = "connect4", aliases = {"c4", "connect-four"},
        description = {
            "Solves Connect Four positions exactly, one a line from FILE or standard input: the moves from "
                    + "the empty board, one column digit each (1 = leftmost; - for none), optionally followed "
                    + "by the expected score, as in Pascal Pons's test sets.",
            "Prints each position's score for the side to move (0 draw; a win with stone m of the game "
                    + "scores floor((cells + 2 - m) / 2): 22 - k for a win with one's k-th stone on 7 x 6; a "
                    + "loss the negation), the positions searched and the time, then a summary. Exits 1 if a "
                    + "score differs from the expected one, else 2 if a line could not be read (the other "
                    + "lines are still solved) or the file not at all."
        })
final class SolveConnect4Command implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private SolveCommand solve;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "The positions, one a line; standard input if absent or '-'.")
    private String file;

    @Option(names = "--weak", description = "Win, draw or loss only (1, 0, -1): much faster; expected scores "
            + "are then compared by sign.")
    private boolean weak;

    @Option(names = "--analyze", description = "The score of every column instead (- for a full one); an "
            + "expected score is compared with the best of them.")
    private boolean analyze;

    @Option(names = "--width", paramLabel = "N", defaultValue = "7", description = "Columns, 1..9 (default 7).")
    private int width;

    @Option(names = "--height", paramLabel = "N", defaultValue = "6", description = "Rows (default 6); "
            + "width * (height + 1) must be at most 64.")
    private int height;

    @Option(names = "--table-bits", paramLabel = "N", defaultValue = "24", description = "The table has the "
            + "first prime above 2^N slots, N = 8..30 (default 24: 64 MB on 7 x 6).")
    private int tableBits;

    @Option(names = "--keep-table", description = "Keeps the table from one position to the next: saves "
            + "clearing it each time (its entries stay true), but each line's nodes then depend on the "
            + "lines before it.")
    private boolean keepTable;

    @Option(names = "--spark", paramLabel = "MASTER", description = "Solves the lines as tasks on Apache Spark "
            + "(local[N], spark://HOST:PORT, k8s://..., yarn), printed in input order as each batch ends; needs the "
            + "Spark launcher (see the README).")
    private String sparkMaster;

    @Override
    public Integer call() throws IOException {
        if (width < 1 || width > Connect4SolverGeometry.MAX_DIGIT_COLUMNS) {
            throw new ParameterException(spec.commandLine(), "--width must be 1.." + Connect4SolverGeometry
                    .MAX_DIGIT_COLUMNS + " (one digit a column), not " + width);
        }
        if (keepTable && sparkMaster != null) {
            throw new ParameterException(spec.commandLine(), "--keep-table keeps one table across the lines; with "
                    + "--spark each task has its own");
        }
        Connect4SolveSetup setup = new Connect4SolveSetup(width, height, tableBits, weak, analyze, keepTable);
        Connect4SolveRun run;
        try {
            run = setup.newRun(spec.commandLine().getOut(), spec.commandLine().getErr());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        return solve.solveAll(file, run, sparkMaster, setup);
    }
}
