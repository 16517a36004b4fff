package dev.strategist.app.cli.solve;

import dev.strategist.core.NotationException;
import dev.strategist.games.connect4.Connect4Solver;
import dev.strategist.games.connect4.Connect4SolverBoard;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * One run of {@code strategist solve connect4}: the lines are {@link Connect4SolveLine}s, each solved (or
 * each column scored, with {@code analyze}) by the one solver, its table cleared before each line unless
 * kept.
 */
final class Connect4SolveRun extends SolveFileRun<Connect4SolveRun.Line> {

    /** A line read, with its board. */
    record Line(Connect4SolveLine text, Connect4SolverBoard board) {
    }

    private final Connect4Solver solver;
    private final boolean weak;
    private final boolean analyze;
    private final boolean resetEachLine;
    private final int width;
    private final int height;
    private final int movesColumn;

    Connect4SolveRun(Connect4Solver solver, boolean weak, boolean analyze, boolean resetEachLine, PrintWriter out,
            PrintWriter err) {
        super(out, err);
        this.solver = solver;
        this.weak = weak;
        this.analyze = analyze;
        this.resetEachLine = resetEachLine;
        this.width = solver.geometry().width();
        this.height = solver.geometry().height();
        this.movesColumn = Math.max("moves".length(), solver.geometry().cells());
    }

    @Override
    Line parse(String line) {
        Connect4SolveLine parsed = Connect4SolveLine.parse(line);
        try {
            return new Line(parsed, Connect4SolverBoard.of(width, height, parsed.moves()));
        } catch (NotationException e) {
            // the board names a character of the moves; the report names one of the line
            throw new NotationException(e.getMessage(), line, e.index() < 0 ? -1 : parsed.movesAt() + e.index());
        }
    }

    @Override
    Solved solve(Line line, int number) {
        if (resetEachLine) {
            solver.reset();
        }
        long nodesBefore = solver.nodes();
        long start = System.nanoTime();
        int[] columns = analyze ? solver.analyze(line.board(), weak) : null;
        int score = analyze ? best(columns) : solver.solve(line.board(), weak);
        long nanos = System.nanoTime() - start;
        long nodes = solver.nodes() - nodesBefore;
        String moves = line.text().moves().isEmpty() ? Connect4SolveLine.EMPTY_BOARD : line.text().moves();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + movesColumn + "s", moves));
        if (columns != null) {
            for (int s : columns) {
                sb.append(String.format(Locale.ROOT, " %4s", s == Connect4Solver.FULL_COLUMN ? "-" : s));
            }
        } else {
            sb.append(String.format(Locale.ROOT, " %5d", score));
        }
        sb.append(String.format(Locale.ROOT, " %12d %12.1f", nodes, nanos / 1e3));
        return new Solved(score, nodes, nanos, sb.toString());
    }

    /** The best of the column scores: the position's own score (0 on a full board). */
    private static int best(int[] columns) {
        int best = Integer.MIN_VALUE;
        for (int s : columns) {
            best = Math.max(best, s);
        }
        return best == Connect4Solver.FULL_COLUMN ? 0 : best;
    }

    @Override
    Integer expected(Line line) {
        Integer expected = line.text().expected();
        return expected == null ? null : weak ? Integer.signum(expected) : expected;
    }

    @Override
    String expectedText(int expected) {
        return Integer.toString(expected);
    }

    @Override
    String header() {
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

    /** Positions, mean time, mean nodes and speed. */
    @Override
    void printTotals(PrintWriter out, int positions, long nodes, long nanos) {
        out.printf(Locale.ROOT, "%9s %14s %14s %10s%n", "positions", "mean time", "mean nodes", "nodes/s");
        if (positions == 0) {
            out.printf(Locale.ROOT, "%9d %14s %14s %10s%n", 0, "-", "-", "-");
        } else {
            out.printf(Locale.ROOT, "%9d %14s %,14.1f %10s%n", positions, meanTime(nanos / (double) positions),
                    nodes / (double) positions, rate(nodes, nanos));
        }
    }

    @Override
    String checksName() {
        return weak ? "expected signs: " : "expected scores: ";
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
}
