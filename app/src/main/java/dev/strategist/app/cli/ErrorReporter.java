package dev.strategist.app.cli;

import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.core.NotationException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How the command line reports errors: a user's mistake gets one {@code error:} line and a hint, a file
 * that cannot be read or written and an outside engine that cannot be used get one {@code error:} line,
 * never a stack trace, all with {@link ExitCode#USAGE}; only a failure that is nobody's doing but the
 * program's shows its trace, for the bug report, with {@link ExitCode#INTERNAL}.
 */
public final class ErrorReporter implements IParameterExceptionHandler, IExecutionExceptionHandler {

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println("error: " + messageOf(ex));
        UnmatchedArgumentException.printSuggestions(ex, err);
        hint(cmd, err);
        return ExitCode.USAGE;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        // The core and the games reject bad input (names, options, notation) with IllegalArgumentException
        // and its subclass NotationException; their messages are written for the user.
        if (ex instanceof IllegalArgumentException) {
            err.println("error: " + ex.getMessage());
            if (ex instanceof NotationException) {
                pointAt((NotationException) ex, err);
            }
            hint(cmd, err);
            return ExitCode.USAGE;
        }
        // a file named on the command line: the name or the file is wrong, which the user can put right
        if (ex instanceof IOException || ex instanceof UncheckedIOException) {
            err.println("error: " + describe(ex instanceof IOException ? (IOException) ex
                    : ((UncheckedIOException) ex).getCause()));
            return ExitCode.USAGE;
        }
        // an outside engine that cannot be started or used at all: its command line is wrong (one that fails
        // during a match only loses its game)
        if (ex instanceof OutsideEngineException) {
            err.println("error: outside engine: " + ex.getMessage());
            return ExitCode.USAGE;
        }
        err.println("error: internal failure, please report it with this trace:");
        ex.printStackTrace(err);
        return ExitCode.INTERNAL;
    }

    /** Picocli's messages, with the unknown-command case said plainly. */
    private static String messageOf(ParameterException ex) {
        CommandLine cmd = ex.getCommandLine();
        if (ex instanceof UnmatchedArgumentException && !cmd.getSubcommands().isEmpty()) {
            var unmatched = ((UnmatchedArgumentException) ex).getUnmatched();
            if (!unmatched.isEmpty() && !unmatched.get(0).startsWith("-")) {
                return "unknown command '" + unmatched.get(0) + "'; commands: " + commandNames(cmd);
            }
        }
        return ex.getMessage();
    }

    /** The names of {@code cmd}'s subcommands, each once: picocli also keys them by their aliases. */
    public static String commandNames(CommandLine cmd) {
        return cmd.getSubcommands().values().stream().map(CommandLine::getCommandName).distinct()
                .collect(Collectors.joining(", "));
    }

    /** The file problem in words; some exceptions carry only the file name as their message. */
    private static String describe(IOException ex) {
        if (ex instanceof NoSuchFileException) {
            return "no such file: " + ex.getMessage();
        }
        if (ex instanceof AccessDeniedException) {
            return "permission denied: " + ex.getMessage();
        }
        if (ex instanceof FileAlreadyExistsException) {
            return "file exists: " + ex.getMessage();
        }
        return ex.getMessage() != null ? ex.getMessage() : ex.toString();
    }

    /** Underlines the offending character of a one-line text, when the exception knows which it is. */
    private static void pointAt(NotationException ex, PrintWriter err) {
        String text = ex.text();
        if (text == null || ex.index() < 0 || ex.index() >= text.length() || text.contains("\n")) {
            return;
        }
        err.println("  " + text);
        err.println("  " + " ".repeat(ex.index()) + "^");
    }

    private static void hint(CommandLine cmd, PrintWriter err) {
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for usage.");
    }
}
