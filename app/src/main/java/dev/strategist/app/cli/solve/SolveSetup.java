package dev.strategist.app.cli.solve;

import java.io.PrintWriter;
import java.io.Serializable;

/**
 * How a board game's {@code solve} run is made: its settings, small enough to send with a cluster's tasks, so
 * an executor makes the same solver as this machine does.
 */
interface SolveSetup extends Serializable {

    /** A run with these settings, printing on {@code out} and {@code err}. */
    SolveFileRun<?> newRun(PrintWriter out, PrintWriter err);
}
