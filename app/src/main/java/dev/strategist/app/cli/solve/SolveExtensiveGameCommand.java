package dev.strategist.app.cli.solve;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.learn.Cfr;
import dev.strategist.learn.Exploitability;
import dev.strategist.learn.ExtensiveGame;
import dev.strategist.learn.GameTree;
import dev.strategist.learn.Policy;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code strategist solve kuhn} and the like: counterfactual regret minimisation on a game with hidden
 * cards, printing the exploitability and the first player's expected value as it converges, then the
 * average strategy.
 */
abstract class SolveExtensiveGameCommand implements Callable<Integer> {
    /** The most iterations one run may ask for. */
    static final int MAX_ITERATIONS = 100_000_000;

    /** The update rules, by their names on the command line. */
    enum Variant {
        CFR(Cfr.Variant.VANILLA), CFRPLUS(Cfr.Variant.PLUS);

        final Cfr.Variant rule;

        Variant(Cfr.Variant rule) {
            this.rule = rule;
        }
    }

    @Spec
    private CommandSpec spec;

    @Option(names = {"-n", "--iterations"}, paramLabel = "N", description = "Iterations to run (default 1000).")
    private int iterations = 1000;

    @Option(names = "--variant", paramLabel = "cfr|cfrplus",
            description = "Vanilla CFR (the default) or CFR+ (regrets floored at zero, linear averaging).")
    private Variant variant = Variant.CFR;

    /** A fresh game at its start. */
    abstract ExtensiveGame newGame();

    /** The game's name for the report. */
    abstract String title();

    @Override
    public Integer call() {
        if (iterations < 1 || iterations > MAX_ITERATIONS) {
            throw new ParameterException(spec.commandLine(),
                    "--iterations must be from 1 to " + MAX_ITERATIONS + ", not " + iterations);
        }
        PrintWriter out = spec.commandLine().getOut();
        GameTree tree = GameTree.of(newGame());
        Cfr cfr = new Cfr(tree, variant.rule);
        out.printf(Locale.ROOT, "%s: %d nodes, %d information sets; %s for %d iterations%n", title(), tree.size(),
                tree.infoSetCount(), variant == Variant.CFR ? "CFR" : "CFR+", iterations);
        out.println("iteration  exploitability  NashConv   P1 value");
        long start = System.nanoTime();
        long next = 1;
        while (cfr.iterations() < iterations) {
            long target = Math.min(next, iterations);
            cfr.iterate((int) (target - cfr.iterations()));
            report(out, cfr);
            next = nextCheckpoint(next);
        }
        Policy avg = cfr.averagePolicy();
        out.printf(Locale.ROOT, "%d iterations in %d ms%n", cfr.iterations(), (System.nanoTime() - start) / 1_000_000);
        out.println("average strategy:");
        out.print(avg.table());
        return ExitCode.OK;
    }

    /** 1, 2, 5, 10, 20, 50, ...: evenly spread on a log scale. */
    static long nextCheckpoint(long n) {
        long decade = 1;
        while (decade * 10 <= n) {
            decade *= 10;
        }
        long lead = n / decade;
        return lead < 2 ? 2 * decade : lead < 5 ? 5 * decade : 10 * decade;
    }

    private static void report(PrintWriter out, Cfr cfr) {
        Policy avg = cfr.averagePolicy();
        double nashConv = Exploitability.nashConv(avg);
        double value = Exploitability.values(avg)[0];
        out.printf(Locale.ROOT, "%9d  %14.6f  %8.6f  %9.4f%n", cfr.iterations(), nashConv / 2, nashConv, value);
    }
}
