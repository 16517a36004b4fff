package dev.strategist.app.cli.solve;

import dev.strategist.core.NotationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;

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
    record Solved(int score, long nodes, long nanos, String text) {
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

    private void solveLine(int number, String line) {
        L parsed;
        try {
            parsed = parse(line);
        } catch (NotationException e) {
            reportBadLine(number, line, e.index(), e.getMessage());
            return;
        }
        Solved solved = solve(parsed, number);
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
