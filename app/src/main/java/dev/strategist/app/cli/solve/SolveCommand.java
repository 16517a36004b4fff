package dev.strategist.app.cli.solve;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.app.cli.ErrorReporter;
import dev.strategist.app.cli.Main;
import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.Clusters;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code strategist solve GAME}: exact values of a game's positions; each solvable game is a subcommand. */
@Command(name = "solve",
        description = "Solves a game: every position into a table file (tictactoe), the positions "
                + "given (connect4, othello), or an equilibrium strategy by regret minimisation (kuhn, leduc).",
        subcommands = {SolveTicTacToeCommand.class, SolveConnect4Command.class, SolveReversiCommand.class,
            SolveKuhnCommand.class, SolveLeducCommand.class})
public final class SolveCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Main main;

    /** How a subcommand reads its positions, one a line. */
    interface LineReader {
        void readAll(BufferedReader lines) throws IOException;
    }

    /**
     * Hands {@code reader} the lines of the file called {@code file}, or of standard input (or what a test
     * feeds in its place) when it is null or {@code -}.
     */
    void readLines(String file, LineReader reader) throws IOException {
        if (file == null || file.equals("-")) {
            reader.readAll(main.input());
            return;
        }
        try (BufferedReader in = CommandFiles.reader(CommandFiles.named(file))) {
            reader.readAll(in);
        }
    }

    /**
     * Solves the lines of {@code file} (as {@link #readLines} finds them) with {@code run}, or, when
     * {@code sparkMaster} is given, as a cluster's tasks each made by {@code setup}; prints the summary and
     * returns the exit code the checks call for. The file is checked before the cluster starts.
     */
    int solveAll(String file, SolveFileRun<?> run, String sparkMaster, SolveSetup setup) throws IOException {
        if (sparkMaster == null) {
            readLines(file, run::readAll);
        } else {
            if (file != null && !file.equals("-")) {
                CommandFiles.checkReadable(CommandFiles.named(file));
            }
            PrintWriter err = spec.commandLine().getErr();
            try (ClusterSession session = Clusters.open(sparkMaster, "strategist solve", line -> {
                err.println(line);
                err.flush();
            })) {
                readLines(file, in -> run.readAll(in, session, setup));
            }
        }
        run.printSummary();
        return run.exitCode();
    }

    /** Without a game there is nothing to solve: name the games that can be, as a usage error. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "name the game to solve: " + ErrorReporter.commandNames(spec.commandLine()));
    }
}
