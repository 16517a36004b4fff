package dev.strategist.app.cli.bench;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code strategist bench}: a game's speed figures (perft, engine, Monte Carlo, solver) in one command. */
@Command(name = "bench",
        description = {
            "Measures a game's speed, or every game's: perft nodes/s from the start (as deep as fits the time), "
                    + "engine nodes/s from the start and from the middle of a random game, Monte Carlo "
                    + "playouts/s, and where the game has an exact solver, how many positions of three random "
                    + "games it solves within the time, walking back from their ends, and the mean time.",
            "Figures on a shared machine vary from run to run; the bench module's JMH benchmarks are the "
                    + "careful measurements (docs/BENCHMARKS.md)."
        })
public final class BenchCommand implements Callable<Integer> {
    /** The time each measurement takes by default. */
    static final long DEFAULT_MILLIS = 1000;
    /** The time each measurement takes with --quick. */
    static final long QUICK_MILLIS = 100;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME",
            description = "The game, by name or alias; every game if not given.")
    private String gameName;

    @Option(names = {"-q", "--quick"}, description = "About " + QUICK_MILLIS + " ms per measurement instead of "
            + DEFAULT_MILLIS + ": a check that everything runs, not a measurement.")
    private boolean quick;

    @Option(names = {"-t", "--time"}, paramLabel = "MS", description = "The time per measurement in milliseconds.")
    private Long millis;

    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "The engine searches to depth N instead "
            + "of for a time.")
    private Integer depth;

    @Option(names = {"-o", "--options"}, paramLabel = "NAME=VALUE,...",
            description = "The game's options (with GAME only).")
    private String optionsText;

    @Override
    public Integer call() {
        if (millis != null && (millis < 1 || quick)) {
            throw new ParameterException(spec.commandLine(), quick ? "give --quick or --time, not both"
                    : "--time must be at least 1 ms, not " + millis);
        }
        if (depth != null && (depth < 1 || depth > 40)) {
            throw new ParameterException(spec.commandLine(), "--depth must be from 1 to 40, not " + depth);
        }
        if (optionsText != null && gameName == null) {
            throw new ParameterException(spec.commandLine(), "--options needs a GAME");
        }
        long ms = millis != null ? millis : quick ? QUICK_MILLIS : DEFAULT_MILLIS;
        PrintWriter out = spec.commandLine().getOut();
        List<Game<?>> games = gameName == null ? Games.all() : List.of(Games.find(gameName));
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                out.println();
            }
            bench(games.get(i), ms, out);
        }
        return ExitCode.OK;
    }

    private <P extends Position> void bench(Game<P> game, long ms, PrintWriter out) {
        new GameBench<>(game, game.parseOptions(optionsText), ms, depth, out).run();
    }
}
