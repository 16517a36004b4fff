package dev.strategist.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The {@code strategist} command: the entry point of the jar, dispatching to its subcommands. */
@Command(name = "strategist",
        scope = ScopeType.INHERIT, // every subcommand gets -h and -V
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "A computer opponent for turn-based board games.",
        subcommands = {GamesCommand.class, PerftCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    /** Runs the command line and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /**
     * Runs the command line with the given output and error streams and returns the exit code: 0 on
     * success, 2 for a usage error (bad command, option, game or position text), 1 for a failure.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        int code = commandLine(out, err).execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** The configured picocli command line, writing to {@code out} and {@code err}. */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        ErrorReporter reporter = new ErrorReporter();
        return new CommandLine(new Main())
                .setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter);
    }

    /** Without a subcommand there is nothing to do: show what there is, as a usage error. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.USAGE;
    }
}
