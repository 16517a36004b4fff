package dev.strategist.app.cli.solve;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.format.ReversiObf;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * One run of {@code strategist solve othello}: the lines are {@code .obf} positions ({@code %} starts a
 * comment), each solved with the table cleared before it, so every line's nodes are its own. A 36- or
 * 16-square board line is a 6 x 6 or 4 x 4 position; each size has its solver, made on first use.
 */
final class ReversiSolveRun extends SolveFileRun<ReversiObf> {
    private final int tableBits;
    private final ReversiEndgameSolver[] solvers = new ReversiEndgameSolver[9];
    private final boolean wld;

    /** A run whose solvers have tables of 2^{@code tableBits} entries. */
    ReversiSolveRun(int tableBits, boolean wld, PrintWriter out, PrintWriter err) {
        super(out, err);
        this.tableBits = tableBits;
        this.wld = wld;
    }

    @Override
    boolean skipped(String line) {
        return line.strip().startsWith("%");
    }

    @Override
    ReversiObf parse(String line) {
        return ReversiObf.parse(line);
    }

    @Override
    Solved solve(ReversiObf obf, int number) {
        ReversiPosition p = obf.position();
        ReversiEndgameSolver solver = solverFor(p.board());
        solver.clearTable();
        solver.resetNodes();
        long start = System.nanoTime();
        int score = wld ? solver.solveWinLossDraw(p.player(), p.opponent()) : solver.solve(p.player(), p.opponent());
        long nanos = System.nanoTime() - start;
        long nodes = solver.nodes();
        return new Solved(score, nodes, nanos, String.format(Locale.ROOT, "%5d %7d %+5d %5s %14d %10.3f %9s",
                number, p.emptyCount(), score, moveName(p.board(), solver.bestMove()), nodes, nanos / 1e9,
                rate(nodes, nanos)));
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

    @Override
    Integer expected(ReversiObf obf) {
        return !obf.hasScores() ? null : wld ? Integer.signum(obf.bestScore()) : obf.bestScore();
    }

    @Override
    String expectedText(int expected) {
        return String.format(Locale.ROOT, "%+d", expected);
    }

    @Override
    String header() {
        return String.format(Locale.ROOT, "%5s %7s %5s %5s %14s %10s %9s", "line", "empties", "score", "move", "nodes",
                "time s", "Mnodes/s");
    }

    @Override
    void printTotals(PrintWriter out, int positions, long nodes, long nanos) {
        out.printf(Locale.ROOT, "%9s %14s %10s %9s%n", "positions", "nodes", "time s", "Mnodes/s");
        out.printf(Locale.ROOT, "%9d %14d %10.3f %9s%n", positions, nodes, nanos / 1e9, rate(nodes, nanos));
    }

    @Override
    String checksName() {
        return wld ? "expected results (win/draw/loss): " : "expected scores: ";
    }

    private static String rate(long nodes, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%.2f", nodes * 1e3 / nanos);
    }
}
