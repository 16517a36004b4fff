package dev.strategist.app.cli.solve;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code strategist solve othello}: exact endgame scores of the positions of an {@code .obf} file. */
@Command(name = "othello", aliases = {"reversi"},
        description = {
            "Solves Othello endgames exactly, one position a line of an .obf file (or standard input): 64 "
                    + "squares a1..h8 (X Black, O White, - empty), the side to move, then optionally "
                    + "'; move:score;' entries as in the FFO test suite. A board of 36 or 16 squares is a "
                    + "6 x 6 or 4 x 4 position (6 x 6 from the start: -4, about 100 seconds). Blank lines and "
                    + "lines starting with %% are skipped.",
            "Prints for each position its empty squares, the score (final disc difference for the side to "
                    + "move, empty squares to the winner), the best move, nodes, time and nodes/s, and "
                    + "checks the score against the best listed one. Exits 1 if a score differs, else 2 if "
                    + "a line could not be read (the other lines are still solved) or the file not at all."
        })
final class SolveReversiCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private SolveCommand solve;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "The positions, one a line; standard input if absent or '-'.")
    private String file;

    @Option(names = "--wld", description = "Win, draw or loss only (+1, 0, -1): a much faster search; expected "
            + "scores are then compared by sign.")
    private boolean wld;

    @Option(names = "--table-bits", paramLabel = "N", defaultValue = "22", description = "The table has 2^N "
            + "entries of 24 bytes, N = 8..26 (default 22: 96 MB).")
    private int tableBits;

    @Option(names = "--spark", paramLabel = "MASTER", description = "Solves the positions as tasks on Apache "
            + "Spark (local[N], spark://HOST:PORT, k8s://..., yarn), printed in input order as each batch ends; needs "
            + "the Spark launcher (see the README).")
    private String sparkMaster;

    @Override
    public Integer call() throws IOException {
        if (tableBits < 8 || tableBits > 26) {
            throw new ParameterException(spec.commandLine(), "--table-bits must be 8..26, not " + tableBits);
        }
        ReversiSolveSetup setup = new ReversiSolveSetup(tableBits, wld);
        return solve.solveAll(file, setup.newRun(spec.commandLine().getOut(), spec.commandLine().getErr()),
                sparkMaster, setup);
    }
}
