package dev.strategist.app.cli.bench;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Perft;
import dev.strategist.core.Position;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code strategist perft}: counts the move sequences of each length, to check a move generator. */
@Command(name = "perft",
        description = {
            "Counts the move sequences of exactly 1..DEPTH plies from a position (perft), with the time taken.",
            "A game that ends early is not extended, so the counts match published tables."
        })
public final class PerftCommand implements Callable<Integer> {
    /** Deeper than any game here can be counted in a lifetime; the bound keeps the move buffer small. */
    static final int MAX_DEPTH = 60;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game, by name or alias (see 'strategist games').")
    private String gameName;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "The number of plies to count, 0.." + MAX_DEPTH + ".")
    private int depth;

    @Option(names = {"-p", "--position"}, paramLabel = "TEXT",
            description = "The position to count from, in the game's notation (for most games the moves "
                    + "from the start, like \"b2 a1\"); the start position if not given.")
    private String positionText;

    @Option(names = {"-o", "--options"}, paramLabel = "NAME=VALUE,...",
            description = "The game's options, like size=15,rule=renju (see 'strategist games').")
    private String optionsText;

    @Option(names = "--divide",
            description = "Counts DEPTH only, split by first move: the way to find where two generators differ.")
    private boolean divide;

    @Override
    public Integer call() {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(),
                    "DEPTH must be from 0 to " + MAX_DEPTH + ", not " + depth);
        }
        if (divide && depth == 0) {
            throw new ParameterException(spec.commandLine(), "--divide needs a DEPTH of at least 1");
        }
        return run(Games.find(gameName));
    }

    /** Runs with the game's own position type, so its notation can name the moves. */
    private <P extends Position> int run(Game<P> game) {
        GameOptions options = game.parseOptions(optionsText);
        P position = game.parsePosition(positionText, options);
        PrintWriter out = spec.commandLine().getOut();
        boolean fromStart = positionText == null || positionText.isBlank();
        out.println("perft " + game.name() + (options.asMap().isEmpty() ? "" : " " + options)
                + (fromStart ? " from the start" : " from \"" + positionText.trim() + "\""));
        Perft perft = new Perft(position, Math.max(1, depth));
        if (divide) {
            printDivide(game, position, perft, out);
        } else {
            printTable(perft, out);
        }
        return ExitCode.OK;
    }

    /** One line per depth: a depth-0 request prints the single line for depth 0. */
    private void printTable(Perft perft, PrintWriter out) {
        out.printf(Locale.ROOT, "%5s %20s %12s %14s%n", "depth", "nodes", "time ms", "nodes/s");
        for (int d = Math.min(1, depth); d <= depth; d++) {
            long start = System.nanoTime();
            long nodes = perft.count(d);
            long nanos = System.nanoTime() - start;
            out.printf(Locale.ROOT, "%5d %20d %12s %14s%n", d, nodes, millis(nanos), d == 0 ? "-" : rate(nodes, nanos));
            out.flush(); // deep counts take a while: show each depth as it finishes
        }
    }

    /** One line per first move in the game's notation, then the total. */
    private <P extends Position> void printDivide(Game<P> game, P position, Perft perft, PrintWriter out) {
        // Collect first and print after, so the time is the count's alone.
        int[] rootMoves = new int[position.maxMoves()];
        long[] counts = new long[position.maxMoves()];
        int[] found = {0};
        long start = System.nanoTime();
        long total = perft.divide(depth, (move, nodes) -> {
            rootMoves[found[0]] = move;
            counts[found[0]++] = nodes;
        });
        long nanos = System.nanoTime() - start;
        for (int i = 0; i < found[0]; i++) {
            out.printf(Locale.ROOT, "%-8s %d%n", game.notation().format(position, rootMoves[i]), counts[i]);
        }
        out.printf(Locale.ROOT, "total %d in %s ms, %s nodes/s%n", total, millis(nanos), rate(total, nanos));
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }

    private static String rate(long nodes, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%d", Math.round(nodes * 1e9 / nanos));
    }
}
