package dev.strategist.app.cli;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;

/** One in-process run of the command line: its exit code and everything it wrote. */
public record Run(int code, String out, String err) {

    /** Runs {@code strategist args...} without exiting the JVM, with an empty input. */
    public static Run of(String... args) {
        return withInput("", args);
    }

    /** Runs {@code strategist args...} with {@code input} as the lines a person types. */
    public static Run withInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new StringReader(input), new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }
}
