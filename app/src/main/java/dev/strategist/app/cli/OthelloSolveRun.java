package dev.strategist.app.cli;

import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiEndgameSolver;
import dev.strategist.games.reversi.ReversiObf;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * One run of {@code strategist solve othello}: reads {@code .obf} lines, solves each position (the table
 * cleared before each, so every line's nodes are its own), prints a line for it and an error for each
 * line it cannot read, checks the expected scores, and keeps the totals. A 36- or 16-square board line
 * is a 6 x 6 or 4 x 4 position; each size has its solver, made on first use.
 */
final class OthelloSolveRun {
    private final int tableBits;
    private final ReversiEndgameSolver[] solvers = new ReversiEndgameSolver[9];
    private final boolean wld;
    private final PrintWriter out;
    private final PrintWriter err;
    private final SolveChecks checks = new SolveChecks();
    private boolean headerPrinted;
    private int positions;
    private long totalNodes;
    private long totalNanos;

    /** A run whose solvers have tables of 2^{@code tableBits} entries. */
    OthelloSolveRun(int tableBits, boolean wld, PrintWriter out, PrintWriter err) {
        this.tableBits = tableBits;
        this.wld = wld;
        this.out = out;
        this.err = err;
    }

    /** Solves every line of {@code in}. */
    void readAll(BufferedReader in) throws IOException {
        String line;
        for (int number = 1; (line = in.readLine()) != null; number++) {
            if (!line.isBlank() && !line.strip().startsWith("%")) {
                solveLine(number, line);
            }
        }
    }

    private void solveLine(int number, String line) {
        ReversiObf obf;
        try {
            obf = ReversiObf.parse(line);
        } catch (NotationException e) {
            checks.unreadable(number);
            err.println("error: line " + number + (e.index() >= 0 ? ", character " + (e.index() + 1) : "") + ": "
                    + e.getMessage());
            if (e.index() >= 0) {
                err.println("  " + line);
                err.println("  " + " ".repeat(e.index()) + "^");
            }
            err.flush();
            return;
        }
        ReversiPosition p = obf.position();
        ReversiEndgameSolver solver = solverFor(p.board());
        solver.clearTable();
        solver.resetNodes();
        long start = System.nanoTime();
        int score = wld ? solver.solveWinLossDraw(p.player(), p.opponent()) : solver.solve(p.player(), p.opponent());
        long nanos = System.nanoTime() - start;
        long nodes = solver.nodes();
        positions++;
        totalNodes += nodes;
        totalNanos += nanos;
        if (!headerPrinted) {
            out.printf(Locale.ROOT, "%5s %7s %5s %5s %14s %10s %9s%n", "line", "empties", "score", "move", "nodes",
                    "time s", "Mnodes/s");
            headerPrinted = true;
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%5d %7d %+5d %5s %14d %10.3f %9s", number,
                p.emptyCount(), score, moveName(p.board(), solver.bestMove()), nodes, nanos / 1e9, rate(nodes, nanos)));
        if (obf.hasScores()) {
            int expected = wld ? Integer.signum(obf.bestScore()) : obf.bestScore();
            if (checks.check(number, score, expected)) {
                sb.append("  ok");
            } else {
                sb.append(String.format(Locale.ROOT, "  MISMATCH: expected %+d", expected));
            }
        }
        out.println(sb);
        out.flush();
    }

    private ReversiEndgameSolver solverFor(ReversiBoard board) {
        if (solvers[board.size()] == null) {
            // a smaller board needs a smaller table: 6 x 6's whole game solves as fast with 2^20 as 2^22
            int bits = board == ReversiBoard.EIGHT ? tableBits : Math.min(tableBits, board == ReversiBoard.SIX ? 20 : 12);
            solvers[board.size()] = new ReversiEndgameSolver(board, bits);
        }
        return solvers[board.size()];
    }

    private static String moveName(ReversiBoard board, int move) {
        return move < 0 ? "-" : move == ReversiPosition.PASS ? "pass" : board.name(move);
    }

    /** The totals, then the checks and the unreadable lines. */
    void printSummary() {
        out.println();
        out.printf(Locale.ROOT, "%9s %14s %10s %9s%n", "positions", "nodes", "time s", "Mnodes/s");
        out.printf(Locale.ROOT, "%9d %14d %10.3f %9s%n", positions, totalNodes, totalNanos / 1e9,
                rate(totalNodes, totalNanos));
        checks.print(out, wld ? "expected results (win/draw/loss): " : "expected scores: ");
        out.flush();
    }


    private static String rate(long nodes, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%.2f", nodes * 1e3 / nanos);
    }

    /** The exit code the checks call for (see {@link SolveChecks#exitCode()}). */
    int exitCode() {
        return checks.exitCode();
    }
}
