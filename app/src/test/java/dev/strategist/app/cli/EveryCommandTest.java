package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

/**
 * Every command and subcommand, found in picocli's model so that a new one is covered without editing this
 * test: its {@code --help} is clean usage (exit 0, on the output stream, no picocli warning).
 */
class EveryCommandTest {
    /** One in-process run, with what picocli's tracer wrote to {@link System#err} (its warnings) kept apart. */
    private record Traced(Run run, String tracer) {
    }

    private static Traced run(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream tracer = new ByteArrayOutputStream();
        PrintStream systemErr = System.err;
        System.setErr(new PrintStream(tracer, true, StandardCharsets.UTF_8));
        int code;
        try {
            code = Main.run(args.toArray(String[]::new), new StringReader(""), new PrintWriter(out),
                    new PrintWriter(err));
        } finally {
            System.setErr(systemErr);
        }
        return new Traced(new Run(code, out.toString(), err.toString()), tracer.toString(StandardCharsets.UTF_8));
    }

    /** Every command line object, the top one first, each once (picocli also files them under their aliases). */
    static List<CommandLine> commands() {
        Map<String, CommandLine> found = new LinkedHashMap<>();
        collect(Main.commandLine(new StringReader(""), false, new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter())), found);
        return List.copyOf(found.values());
    }

    private static void collect(CommandLine cmd, Map<String, CommandLine> found) {
        if (found.putIfAbsent(cmd.getCommandSpec().qualifiedName(), cmd) == null) {
            cmd.getSubcommands().values().forEach(sub -> collect(sub, found));
        }
    }

    /** The words that name {@code cmd} on the command line ({@code solve othello}); none for the top one. */
    private static List<String> path(CommandLine cmd) {
        List<String> words = new ArrayList<>();
        for (CommandLine c = cmd; c.getParent() != null; c = c.getParent()) {
            words.add(0, c.getCommandName());
        }
        return words;
    }

    private static String name(CommandLine cmd) {
        return cmd.getCommandSpec().qualifiedName();
    }

    @TestFactory
    Stream<DynamicTest> helpIsCleanUsage() {
        return commands().stream().map(cmd -> DynamicTest.dynamicTest(name(cmd) + " --help", () -> {
            List<String> args = new ArrayList<>(path(cmd));
            args.add("--help");
            Traced t = run(args);
            assertThat(t.tracer()).as("picocli's warnings").isEmpty();
            assertThat(t.run().err()).as("error stream").isEmpty();
            assertThat(t.run().code()).isZero();
            assertThat(t.run().out()).contains("Usage: " + name(cmd));
        }));
    }
}
