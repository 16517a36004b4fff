package dev.strategist.app.cli;

import dev.strategist.app.gomocup.GomocupBrain;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code strategist gomocup}: a Gomoku brain on standard input and output, for Gomocup managers. */
@Command(name = "gomocup",
        description = {"Plays Gomoku as a Gomocup (Piskvork) brain: protocol commands on standard input, "
            + "answers on standard output (START, BEGIN, TURN, BOARD, INFO, TAKEBACK, RESTART, ABOUT, END).",
            "The launcher ./pbrain-strategist runs this command."})
final class GomocupCommand implements Callable<Integer> {

    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        new GomocupBrain(main.input(), spec.commandLine().getOut()).run();
        return ExitCode.OK;
    }
}
