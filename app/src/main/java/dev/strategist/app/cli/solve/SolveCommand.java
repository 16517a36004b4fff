package dev.strategist.app.cli.solve;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.app.cli.ErrorReporter;
import dev.strategist.app.cli.Main;
import java.io.BufferedReader;
import java.io.IOException;
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

    /** Without a game there is nothing to solve: name the games that can be, as a usage error. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "name the game to solve: " + ErrorReporter.commandNames(spec.commandLine()));
    }
}
