package dev.strategist.app.cli;

/**
 * The exit codes of every command, listed in each command's {@code --help}: 0 and 2 as picocli has them,
 * 1 kept for a check that failed, so that a script can tell a wrong score from a typo, and BSD's
 * {@code EX_SOFTWARE} for a bug, so that a bug is never taken for a failed check.
 */
public final class ExitCode {
    /** The command did what was asked. */
    public static final int OK = 0;
    /** A check failed: a solved score differs from the one the input expected. */
    public static final int CHECK_FAILED = 1;
    /** The command line or its input was wrong: a name, a value, a file, an outside engine's command. */
    public static final int USAGE = 2;
    /** A bug: the program failed on its own, and shows the trace for the report. */
    static final int INTERNAL = 70;

    // The codes as picocli's exitCodeList shows them, "code:meaning"; every subcommand inherits the list.
    static final String OK_LINE = "0:done";
    static final String CHECK_FAILED_LINE = "1:a check failed: a solved score differs from the one expected (solve "
            + "connect4, solve othello)";
    static final String USAGE_LINE = "2:bad command line or input: an unknown command or option, a bad value, a file "
            + "that cannot be read, written or understood, an outside engine that cannot be started";
    static final String INTERNAL_LINE = "70:an internal failure (a bug), shown with its trace for the report";

    private ExitCode() {
    }
}
