package dev.strategist.app.cli;

import dev.strategist.core.NotationException;
import dev.strategist.games.connect4.Connect4Solver;
import dev.strategist.games.connect4.Connect4SolverBoard;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * One run of {@code strategist solve connect4}: reads the lines, solves each position, prints a line for
 * it and an error for each line it cannot read, checks expected scores, and keeps the totals.
 */
final class Connect4SolveRun {
    private final Connect4Solver solver;
    private final boolean weak;
    private final boolean analyze;
    private final boolean resetEachLine;
    private final PrintWriter out;
    private final PrintWriter err;
    private final int width;
    private final int height;
    private final int movesColumn;
    private final SolveChecks checks = new SolveChecks();
    private boolean headerPrinted;
    private int positions;
    private long totalNodes;
    private long totalNanos;

    Connect4SolveRun(Connect4Solver solver, boolean weak, boolean analyze, boolean resetEachLine, PrintWriter out,
            PrintWriter err) {
        this.solver = solver;
        this.weak = weak;
        this.analyze = analyze;
        this.resetEachLine = resetEachLine;
        this.out = out;
        this.err = err;
        this.width = solver.geometry().width();
        this.height = solver.geometry().height();
        this.movesColumn = Math.max("moves".length(), solver.geometry().cells());
    }

    /** Solves every line of {@code in}; blank lines are skipped. */
    void readAll(BufferedReader in) throws IOException {
        String line;
        for (int number = 1; (line = in.readLine()) != null; number++) {
            if (!line.isBlank()) {
                solveLine(number, line);
            }
        }
    }

    private void solveLine(int number, String line) {
        Connect4SolveLine parsed;
        try {
            parsed = Connect4SolveLine.parse(line);
        } catch (NotationException e) {
            reportBadLine(number, line, e.index(), e.getMessage());
            return;
        }
        Connect4SolverBoard board;
        try {
            board = Connect4SolverBoard.of(width, height, parsed.moves());
        } catch (NotationException e) {
            reportBadLine(number, line, e.index() < 0 ? -1 : parsed.movesAt() + e.index(), e.getMessage());
            return;
        }
        if (resetEachLine) {
            solver.reset();
        }
        long nodesBefore = solver.nodes();
        long start = System.nanoTime();
        int[] columns = analyze ? solver.analyze(board, weak) : null;
        int score = analyze ? best(columns) : solver.solve(board, weak);
        long nanos = System.nanoTime() - start;
        long nodes = solver.nodes() - nodesBefore;
        positions++;
        totalNodes += nodes;
        totalNanos += nanos;
        printLine(parsed, score, columns, nodes, nanos, number);
    }

    /** The best of the column scores: the position's own score (0 on a full board). */
    private static int best(int[] columns) {
        int best = Integer.MIN_VALUE;
        for (int s : columns) {
            best = Math.max(best, s);
        }
        return best == Connect4Solver.FULL_COLUMN ? 0 : best;
    }

    private void printLine(Connect4SolveLine parsed, int score, int[] columns, long nodes, long nanos, int number) {
        if (!headerPrinted) {
            out.println(header());
            headerPrinted = true;
        }
        String moves = parsed.moves().isEmpty() ? Connect4SolveLine.EMPTY_BOARD : parsed.moves();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + movesColumn + "s", moves));
        if (columns != null) {
            for (int s : columns) {
                sb.append(String.format(Locale.ROOT, " %4s", s == Connect4Solver.FULL_COLUMN ? "-" : s));
            }
        } else {
            sb.append(String.format(Locale.ROOT, " %5d", score));
        }
        sb.append(String.format(Locale.ROOT, " %12d %12.1f", nodes, nanos / 1e3));
        if (parsed.expected() != null) {
            int expected = weak ? Integer.signum(parsed.expected()) : parsed.expected();
            if (checks.check(number, score, expected)) {
                sb.append("  ok");
            } else {
                sb.append("  MISMATCH: expected ").append(expected);
            }
        }
        out.println(sb);
        out.flush();
    }

    private String header() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + movesColumn + "s", "moves"));
        if (analyze) {
            for (int c = 1; c <= width; c++) {
                sb.append(String.format(Locale.ROOT, " %4s", "c" + c));
            }
        } else {
            sb.append(String.format(Locale.ROOT, " %5s", "score"));
        }
        return sb.append(String.format(Locale.ROOT, " %12s %12s", "nodes", "us")).toString();
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

    /** The totals: positions, mean time, mean nodes and speed, then the checks and the unreadable lines. */
    void printSummary() {
        out.println();
        out.printf(Locale.ROOT, "%9s %14s %14s %10s%n", "positions", "mean time", "mean nodes", "nodes/s");
        if (positions == 0) {
            out.printf(Locale.ROOT, "%9d %14s %14s %10s%n", 0, "-", "-", "-");
        } else {
            out.printf(Locale.ROOT, "%9d %14s %,14.1f %10s%n", positions, meanTime(totalNanos / (double) positions),
                    totalNodes / (double) positions, rate(totalNodes, totalNanos));
        }
        checks.print(out, weak ? "expected signs: " : "expected scores: ");
        out.flush();
    }


    private static String meanTime(double nanos) {
        if (nanos < 1e6) {
            return String.format(Locale.ROOT, "%.1f us", nanos / 1e3);
        }
        return nanos < 1e9 ? String.format(Locale.ROOT, "%.2f ms", nanos / 1e6)
                : String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
    }

    private static String rate(long nodes, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%.2f M", nodes * 1e3 / nanos);
    }

    /** Positions solved. */
    int positions() {
        return positions;
    }

    /** The exit code the checks call for (see {@link SolveChecks#exitCode()}). */
    int exitCode() {
        return checks.exitCode();
    }
}
