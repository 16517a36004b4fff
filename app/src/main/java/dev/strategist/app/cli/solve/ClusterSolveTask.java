package dev.strategist.app.cli.solve;

import dev.strategist.app.distributed.IndexedTask;
import dev.strategist.core.NotationException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Line {@code index} of a {@code solve} file, solved on a cluster's executor by a run its {@link SolveSetup}
 * makes there, one per executor thread (a solver and its table serve one search at a time), with the table
 * cleared before each line as on this machine, so the score and the nodes are the line's own.
 *
 * @param setup   the run's settings
 * @param numbers the lines' numbers in the file
 * @param lines   the lines' text
 */
record ClusterSolveTask(SolveSetup setup, List<Integer> numbers, List<String> lines)
        implements IndexedTask<ClusterSolveTask.Result> {

    /** Each executor thread's runs, by setup. */
    private static final ThreadLocal<Map<SolveSetup, SolveFileRun<?>>> RUNS = ThreadLocal.withInitial(HashMap::new);

    /**
     * A line's result.
     *
     * @param solved the solved line, or null when the line cannot be read (the driver reports it)
     */
    record Result(SolveFileRun.Solved solved) implements Serializable {
    }

    ClusterSolveTask {
        numbers = List.copyOf(numbers);
        lines = List.copyOf(lines);
    }

    @Override
    public Result run(int index) {
        SolveFileRun<?> run = RUNS.get().computeIfAbsent(setup,
                s -> s.newRun(new PrintWriter(Writer.nullWriter()), new PrintWriter(Writer.nullWriter())));
        return new Result(solve(run, numbers.get(index), lines.get(index)));
    }

    private static <L> SolveFileRun.Solved solve(SolveFileRun<L> run, int number, String line) {
        L parsed;
        try {
            parsed = run.parse(line);
        } catch (NotationException e) {
            return null;
        }
        return run.solve(parsed, number);
    }
}
