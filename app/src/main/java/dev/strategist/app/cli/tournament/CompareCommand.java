package dev.strategist.app.cli.tournament;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.app.cli.ExitCode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code strategist compare}: two runs of {@code strategist match} on the same openings, from their saved output,
 * compared game by game, so that a change to one player is judged by the games it changed, not by two scores
 * that each carry the openings' spread.
 */
@Command(name = "compare",
        description = {
            "Compares two runs of strategist match that played the same openings (the same --openings, --games "
                    + "and --seed), from their saved output (strategist match ... > FILE): each run's score for its "
                    + "player A, then game by game how much more the second run's A scored than the first's, with "
                    + "its standard error and 95%% interval, and how many games ended the same.",
            "Games only one run finished are left out and counted; a game played from another opening or with A "
                    + "on the other side stops the comparison, as the runs are not of the same games."})
public final class CompareCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FIRST_FILE", description = "the first run's saved output (the baseline)")
    private Path first;

    @Parameters(index = "1", paramLabel = "SECOND_FILE", description = "the second run's saved output")
    private Path second;

    @Override
    public Integer call() throws IOException {
        // both files are checked before either is read, so a wrong second name is said at once
        CommandFiles.checkReadable(first);
        CommandFiles.checkReadable(second);
        MatchRun a = MatchRun.read(first);
        MatchRun b = MatchRun.read(second);
        RunComparison c = RunComparison.of(a, b);
        PrintWriter out = spec.commandLine().getOut();
        printRun(out, "first ", a);
        printRun(out, "second", b);
        String error = Double.isNaN(c.standardError()) ? "no standard error from one game"
                : String.format(Locale.ROOT, "standard error %.1f, 95%%: %+.1f .. %+.1f", 100 * c.standardError(),
                        100 * (c.meanDifference() - 1.96 * c.standardError()),
                        100 * (c.meanDifference() + 1.96 * c.standardError()));
        out.printf(Locale.ROOT, "second - first, game by game over the %d both played: %+.1f points of 100 (%s); "
                + "%d ended the same%n", c.games(), 100 * c.meanDifference(), error, c.sameResults());
        if (c.onlyFirst() + c.onlySecond() > 0) {
            out.printf(Locale.ROOT, "left out: %d games only in the first run, %d only in the second%n",
                    c.onlyFirst(), c.onlySecond());
        }
        out.flush();
        return ExitCode.OK;
    }

    private static void printRun(PrintWriter out, String which, MatchRun run) {
        int n = run.games().size();
        out.printf(Locale.ROOT, "%s %s: %d games, A %s points, %.1f%%%n", which, run.name(), n,
                TournamentReport.half(run.points()), 100 * run.points() / n);
    }
}
