package dev.strategist.app.cli.solve;

import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.Clusters;
import dev.strategist.core.NotationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of a {@code solve} command over a file of positions, the loop every game's solve command shares:
 * reads the lines, solves each position, prints a line for it (under a header printed once) and an error
 * pointing at the character for each line it cannot read, checks expected scores, and keeps the totals. A
 * game's run says how its lines read, how it solves one and how its lines and totals look.
 *
 * @param <L> a line read
 */
abstract class SolveFileRun<L> {

    /**
     * One solved line.
     *
     * @param score the score, checked against the line's expected one
     * @param nodes the nodes searched
     * @param nanos the time the solve took
     * @param text  the output line up to the check
     */
    record Solved(int score, long nodes, long nanos, String text) implements Serializable {
    }

    private final PrintWriter out;
    private final PrintWriter err;
    private final SolveChecks checks = new SolveChecks();
    private boolean headerPrinted;
    private int positions;
    private long totalNodes;
    private long totalNanos;

    /** A run printing on {@code out}, its errors on {@code err}. */
    SolveFileRun(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Reads {@code line}; a {@link NotationException} names the character at fault within the line. */
    abstract L parse(String line);

    /** Solves line {@code number}. */
    abstract Solved solve(L line, int number);

    /** The score the line expects, as the run compares it; null when it names none. */
    abstract Integer expected(L line);

    /** The header above the lines. */
    abstract String header();

    /** What follows "MISMATCH: expected " when a line's score is not {@code expected}. */
    abstract String expectedText(int expected);

    /** Prints the totals line(s) under their header. */
    abstract void printTotals(PrintWriter out, int positions, long nodes, long nanos);

    /** What the checks are called in the summary ("expected scores: "). */
    abstract String checksName();

    /** True for a line that is no position (a comment); blank lines are always skipped. */
    boolean skipped(String line) {
        return false;
    }

    /** Solves every line of {@code in}. */
    final void readAll(BufferedReader in) throws IOException {
        String line;
        for (int number = 1; (line = in.readLine()) != null; number++) {
            if (!line.isBlank() && !skipped(line)) {
                solveLine(number, line);
            }
        }
    }

    /**
     * Solves every line of {@code in} as {@code session}'s tasks, each made by {@code setup} on an executor, in
     * batches; prints the same lines and errors as {@link #readAll(BufferedReader)}, in input order, as each
     * batch comes back.
     */
    final void readAll(BufferedReader in, ClusterSession session, SolveSetup setup) throws IOException {
        List<Integer> numbers = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        String line;
        for (int number = 1; (line = in.readLine()) != null; number++) {
            if (!line.isBlank() && !skipped(line)) {
                numbers.add(number);
                lines.add(line);
            }
        }
        ClusterSolveTask task = new ClusterSolveTask(setup, numbers, lines);
        int batch = Clusters.batchSize(session);
        for (int from = 0; from < lines.size(); from += batch) {
            int to = Math.min(lines.size(), from + batch);
            // a line that cannot be read is solved nowhere: its task says so, and it is reported here in its place
            List<ClusterSolveTask.Result> results = session.run("lines " + numbers.get(from) + "-" + numbers.get(to - 1),
                    from, to, task);
            for (int i = from; i < to; i++) {
                L parsed = readOrReport(numbers.get(i), lines.get(i));
                if (parsed != null) {
                    record(numbers.get(i), parsed, results.get(i - from).solved());
                }
            }
        }
    }

    /** The line read, or null when it cannot be, said on the error stream. */
    private L readOrReport(int number, String line) {
        try {
            return parse(line);
        } catch (NotationException e) {
            reportBadLine(number, line, e.index(), e.getMessage());
            return null;
        }
    }

    private void solveLine(int number, String line) {
        L parsed = readOrReport(number, line);
        if (parsed != null) {
            record(number, parsed, solve(parsed, number));
        }
    }

    /** Counts and prints a solved line, checked against its expected score. */
    private void record(int number, L parsed, Solved solved) {
        positions++;
        totalNodes += solved.nodes();
        totalNanos += solved.nanos();
        if (!headerPrinted) {
            out.println(header());
            headerPrinted = true;
        }
        StringBuilder sb = new StringBuilder(solved.text());
        Integer expected = expected(parsed);
        if (expected != null) {
            if (checks.check(number, solved.score(), expected)) {
                sb.append("  ok");
            } else {
                sb.append("  MISMATCH: expected ").append(expectedText(expected));
            }
        }
        out.println(sb);
        out.flush();
    }

    private void reportBadLine(int number, String line, int at, String message) {
        checks.unreadable(number);
        err.println("error: line " + number + (at >= 0 ? ", character " + (at + 1) : "") + ": " + message);
        if (at >= 0) {
            err.println("  " + line);
            err.println("  " + " ".repeat(at) + "^");
        }
        err.flush();
    }

    /** The totals, then the checks and the unreadable lines. */
    final void printSummary() {
        out.println();
        printTotals(out, positions, totalNodes, totalNanos);
        checks.print(out, checksName());
        out.flush();
    }

    /** The exit code the checks call for (see {@link SolveChecks#exitCode()}). */
    final int exitCode() {
        return checks.exitCode();
    }
}
