package dev.strategist.app.cli.solve;

import dev.strategist.games.connect4.Connect4Solver;
import java.io.PrintWriter;

/**
 * The settings of a {@code solve connect4} run.
 *
 * @param width     the board's columns
 * @param height    its rows
 * @param tableBits the table's size as a power of two
 * @param weak      win, draw or loss only
 * @param analyze   every column's score
 * @param keepTable the table kept from one line to the next
 */
record Connect4SolveSetup(int width, int height, int tableBits, boolean weak, boolean analyze, boolean keepTable)
        implements SolveSetup {

    /** {@inheritDoc} An {@link IllegalArgumentException} names a board size or table the solver refuses. */
    @Override
    public Connect4SolveRun newRun(PrintWriter out, PrintWriter err) {
        return new Connect4SolveRun(new Connect4Solver(width, height, tableBits), weak, analyze, !keepTable, out, err);
    }
}
