package dev.strategist.app.cli.solve;

import java.io.PrintWriter;

/**
 * The settings of a {@code solve othello} run.
 *
 * @param tableBits the table's size as a power of two
 * @param wld       win, draw or loss only
 */
record ReversiSolveSetup(int tableBits, boolean wld) implements SolveSetup {

    @Override
    public ReversiSolveRun newRun(PrintWriter out, PrintWriter err) {
        return new ReversiSolveRun(tableBits, wld, out, err);
    }
}
