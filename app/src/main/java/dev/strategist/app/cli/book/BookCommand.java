package dev.strategist.app.cli.book;

import dev.strategist.app.cli.ErrorReporter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code strategist book GAME}: builds a game's opening book; each game with a book builder is a subcommand. */
@Command(name = "book",
        description = "Builds a game's opening book (connect4: the book level 10 plays from), on this machine or "
                + "as tasks on Apache Spark.",
        subcommands = {BookConnect4Command.class})
public final class BookCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    /** Without a game there is no book to build: name the games that have one, as a usage error. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "name the game whose book to build: " + ErrorReporter.commandNames(spec.commandLine()));
    }
}
