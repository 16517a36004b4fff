package dev.strategist.spark;

import dev.strategist.app.cli.Main;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * One in-process run of the command line, with this module (and so Spark) on the class path: its exit code and
 * everything it wrote. Runs share the JVM's Spark context (see {@link SparkCluster}), so only the first pays for
 * Spark's start.
 *
 * @param code the exit code
 * @param out  the output stream
 * @param err  the error stream
 */
record Cli(int code, String out, String err) {

    /**
     * The master the tests run on: two task slots, as the issue asks, and up to four attempts per task, so a task
     * that fails once is retried (a bare local[2] gives each task one attempt).
     */
    static final String MASTER = "local[2,4]";

    /** Runs {@code strategist args...}. */
    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new StringReader(""), new PrintWriter(out), new PrintWriter(err));
        return new Cli(code, out.toString(), err.toString());
    }

    /** The output without the lines that hold times, which differ from run to run. */
    String outWithoutTimes() {
        return Arrays.stream(out.split("\n")).filter(l -> !l.startsWith("played in ") && !l.startsWith("reply time "))
                .collect(Collectors.joining("\n"));
    }
}
