package dev.strategist.app.cli;

import dev.strategist.app.cli.bench.BenchCommand;
import dev.strategist.app.cli.bench.PerftCommand;
import dev.strategist.app.cli.book.BookCommand;
import dev.strategist.app.cli.play.PlayCommand;
import dev.strategist.app.cli.solve.SolveCommand;
import dev.strategist.app.cli.tournament.CompareCommand;
import dev.strategist.app.cli.tournament.MatchCommand;
import dev.strategist.app.web.ServeCommand;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** The {@code strategist} command: the entry point of the jar, dispatching to its subcommands. */
@Command(name = "strategist",
        scope = ScopeType.INHERIT, // every subcommand gets -h and -V
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "A computer opponent for turn-based board games.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {ExitCode.OK_LINE, ExitCode.CHECK_FAILED_LINE, ExitCode.USAGE_LINE, ExitCode.INTERNAL_LINE},
        subcommands = {BenchCommand.class, BookCommand.class, CompareCommand.class, GamesCommand.class,
            GomocupCommand.class, MatchCommand.class, PerftCommand.class,
            PlayCommand.class, ServeCommand.class, SolveCommand.class,
            HelpCommand.class})
public final class Main implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    private final BufferedReader in;
    private final boolean echo;

    private Main(Reader in, boolean echo) {
        this.in = in instanceof BufferedReader ? (BufferedReader) in : new BufferedReader(in);
        this.echo = echo;
    }

    /** Runs the command line and exits with its exit code. */
    public static void main(String[] args) {
        // typed lines are on the screen already; piped ones are echoed so the output reads as a session
        boolean echo = System.console() == null;
        System.exit(run(args, new InputStreamReader(System.in), echo, new PrintWriter(System.out, true),
                new PrintWriter(System.err, true)));
    }

    /**
     * Runs the command line with the given output and error streams and returns the exit code (see
     * {@link ExitCode}): 0 on success, 1 for a failed check, 2 for bad input (a command, option, game,
     * position text or file), 70 for a bug.
     * Commands that read input (a game against a person) see an empty input.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, new StringReader(""), out, err);
    }

    /**
     * Runs the command line reading a person's input from {@code in}, as tests do to play a game; each
     * line read is echoed to {@code out}, so the output reads like the session on a terminal.
     */
    public static int run(String[] args, Reader in, PrintWriter out, PrintWriter err) {
        return run(args, in, true, out, err);
    }

    private static int run(String[] args, Reader in, boolean echo, PrintWriter out, PrintWriter err) {
        int code = commandLine(in, echo, out, err).execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** The configured picocli command line, reading {@code in} and writing to {@code out} and {@code err}. */
    static CommandLine commandLine(Reader in, boolean echo, PrintWriter out, PrintWriter err) {
        ErrorReporter reporter = new ErrorReporter();
        CommandLine line = new CommandLine(new Main(in, echo))
                .registerConverter(Path.class, Main::path)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter);
        String[] games = GameHelp.footer();
        for (String command : new String[] {"match", "play"}) {
            line.getSubcommands().get(command).getCommandSpec().usageMessage().footer(games);
        }
        return line;
    }

    /** A file name from the command line; the error says why it is none, without naming Java's exception. */
    private static Path path(String text) {
        try {
            return CommandFiles.named(text);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }

    /** The input lines a person types, shared by the subcommands. */
    public BufferedReader input() {
        return in;
    }

    /** True when lines read should be echoed: they do not come from a terminal that shows them. */
    public boolean echoesInput() {
        return echo;
    }

    /** Without a subcommand there is nothing to do: show what there is, as a usage error. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("error: no command given; commands: "
                + ErrorReporter.commandNames(spec.commandLine()));
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.USAGE;
    }
}
