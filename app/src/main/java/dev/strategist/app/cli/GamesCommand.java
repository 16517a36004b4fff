package dev.strategist.app.cli;

import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.Games;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code strategist games}: the catalogue of games on the class path, with their names and options. */
@Command(name = "games",
        description = "Lists the games, their other names and their options.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Game<?>> games = Games.all();
        if (games.isEmpty()) {
            out.println("no games on the class path");
            return ExitCode.OK;
        }
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                out.println();
            }
            print(games.get(i), out);
        }
        return ExitCode.OK;
    }

    private static void print(Game<?> game, PrintWriter out) {
        out.println(game.name() + " - " + game.title());
        if (!game.aliases().isEmpty()) {
            out.println("  also: " + String.join(", ", game.aliases()));
        }
        out.println("  " + game.description());
        if (game.options().isEmpty()) {
            out.println("  options: none");
        }
        for (GameOption option : game.options()) {
            out.println("  option " + option.summary() + ": " + option.description());
        }
    }
}
