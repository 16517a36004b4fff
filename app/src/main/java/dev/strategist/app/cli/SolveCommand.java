package dev.strategist.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code strategist solve GAME}: solves a game completely; each solvable game is a subcommand of its own. */
@Command(name = "solve",
        description = "Solves a game completely: the exact value of every position, optionally written to a "
                + "table file.",
        subcommands = {SolveTicTacToeCommand.class})
final class SolveCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    /** Without a game there is nothing to solve: name the games that can be, as a usage error. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "name the game to solve: " + ErrorReporter.commandNames(spec.commandLine()));
    }
}
