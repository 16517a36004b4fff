package dev.strategist.app.cli;

/** The exit codes of every command, following the picocli and BSD conventions. */
final class ExitCode {
    /** The command did what was asked. */
    static final int OK = 0;
    /** Something went wrong beyond the command line: a file that cannot be read or written, or a bug. */
    static final int FAILURE = 1;
    /** The command line or its input text was wrong. */
    static final int USAGE = 2;

    private ExitCode() {
    }
}
