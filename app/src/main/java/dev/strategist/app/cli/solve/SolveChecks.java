package dev.strategist.app.cli.solve;

import dev.strategist.app.cli.ExitCode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What a {@code solve} run over a file of positions checked: the lines whose score was compared with an
 * expected one, those that differed, and those that could not be read; printed after the run's totals.
 */
final class SolveChecks {
    private final List<Integer> mismatchLines = new ArrayList<>();
    private final List<Integer> badLines = new ArrayList<>();
    private int checked;

    /** Records line {@code number}'s check; true when {@code score} is the expected one. */
    boolean check(int number, int score, int expected) {
        checked++;
        if (score != expected) {
            mismatchLines.add(number);
            return false;
        }
        return true;
    }

    /** Records that line {@code number} could not be read. */
    void unreadable(int number) {
        badLines.add(number);
    }

    /**
     * The run's exit code: {@link ExitCode#CHECK_FAILED} when a score differed (whatever else happened: that
     * is what a check is run for), else {@link ExitCode#USAGE} when a line could not be read, else OK.
     */
    int exitCode() {
        return !mismatchLines.isEmpty() ? ExitCode.CHECK_FAILED : !badLines.isEmpty() ? ExitCode.USAGE : ExitCode.OK;
    }

    /** Prints the checks ({@code what} names what was compared, e.g. "expected scores: ") and the bad lines. */
    void print(PrintWriter out, String what) {
        if (checked > 0) {
            out.println(what + (mismatchLines.isEmpty() ? "all " + checked + " match"
                    : mismatchLines.size() + " of " + checked + " differ: " + lines(mismatchLines)));
        }
        if (!badLines.isEmpty()) {
            out.println("unreadable: " + lines(badLines));
        }
    }

    private static String lines(List<Integer> numbers) {
        return (numbers.size() == 1 ? "line " : "lines ")
                + numbers.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
