package dev.strategist.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code strategist help [COMMAND...]}: a command's usage, as its {@code --help} shows it. It replaces
 * picocli's own help command, which took an unknown option for no command (exit 0) and showed
 * {@code help solve othello} as {@code help solve}.
 */
@Command(name = "help",
        description = "Shows the usage of the program, of a command, or of a command under it (help solve othello).")
final class HelpCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "The command, then the ones under it.")
    private List<String> names = new ArrayList<>();

    @Override
    public Integer call() {
        CommandLine target = spec.commandLine().getParent();
        for (String name : names) {
            CommandLine sub = target.getSubcommands().get(name);
            if (sub == null) {
                String under = target.getCommandSpec().qualifiedName();
                throw new ParameterException(spec.commandLine(), target.getSubcommands().isEmpty()
                        ? "'" + under + "' has no commands under it, so none called '" + name + "'"
                        : "unknown command '" + name + "'" + (target.getParent() == null ? "" : " under '" + under + "'")
                        + "; commands: " + ErrorReporter.commandNames(target));
            }
            target = sub;
        }
        target.usage(spec.commandLine().getOut());
        return ExitCode.OK;
    }
}
