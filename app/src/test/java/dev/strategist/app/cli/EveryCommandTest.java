package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every command and subcommand, found in picocli's model so that a new one is covered without editing this
 * test: its {@code --help} is clean usage (exit 0, on the output stream, no picocli warning), and its bad
 * input exits 2 with a one-line error and no stack trace: an unknown option, a stray word, a value of the
 * wrong type for each typed option and parameter, a missing file for each file, an unknown game for each
 * game. Each case stops before any real work, so the whole class runs in seconds.
 */
class EveryCommandTest {
    /** Valid values of required positional parameters, by label, so that a check gets past them. */
    private static final Map<String, String> VALID = Map.of("GAME", "tictactoe", "DEPTH", "1",
            // any readable file: compare checks both files before it reads either
            "FIRST_FILE", "pom.xml", "SECOND_FILE", "pom.xml");

    @TempDir
    static Path dir;

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

    /** {@code cmd}'s words followed by its required positional parameters, {@code param} given {@code value}. */
    private static List<String> line(CommandLine cmd, PositionalParamSpec param, String value) {
        List<String> args = new ArrayList<>(path(cmd));
        for (PositionalParamSpec p : cmd.getCommandSpec().positionalParameters()) {
            if (p == param) {
                args.add(value);
            } else if (p.arity().min() > 0) {
                String valid = VALID.get(p.paramLabel());
                if (valid == null) {
                    fail("add a valid value for %s of '%s' to VALID", p.paramLabel(), cmd.getCommandSpec().qualifiedName());
                }
                args.add(valid);
            } else if (param == null || p.index().min() > param.index().min()) {
                break; // optional ones after the one under test are left out
            }
        }
        return args;
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
            assertThat(t.run().out()).startsWith("Usage: " + name(cmd)).contains("Exit codes:")
                    .contains("  2    bad command line or input");
        }));
    }

    @TestFactory
    Stream<DynamicTest> anUnknownOptionOrAStrayWordExitsTwo() {
        return commands().stream().flatMap(cmd -> Stream.of("--no-such-option", "no-such-word").map(bad ->
                DynamicTest.dynamicTest(name(cmd) + " " + bad, () -> {
                    List<String> args = line(cmd, null, null);
                    args.add(bad);
                    assertUsageError(args, bad);
                })));
    }

    @TestFactory
    Stream<DynamicTest> aBadValueMissingFileOrUnknownGameExitsTwo() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CommandLine cmd : commands()) {
            for (OptionSpec option : cmd.getCommandSpec().options()) {
                String bad = badValue(option);
                if (bad != null && !option.usageHelp() && !option.versionHelp()) {
                    List<String> args = line(cmd, null, null);
                    args.add(option.longestName() + "=" + bad); // '=' also gives an optional value
                    tests.add(DynamicTest.dynamicTest(name(cmd) + " " + args.get(args.size() - 1),
                            () -> assertUsageError(args, option.longestName(), bad)));
                }
            }
            for (PositionalParamSpec param : cmd.getCommandSpec().positionalParameters()) {
                String bad = badValue(param);
                if (bad != null) {
                    List<String> args = line(cmd, param, bad);
                    tests.add(DynamicTest.dynamicTest(name(cmd) + " " + param.paramLabel() + "=" + bad,
                            () -> assertUsageError(args, param.paramLabel(), bad)));
                }
            }
        }
        assertThat(tests).as("the commands have typed values, files and games").hasSizeGreaterThan(30);
        return tests.stream();
    }

    /** A value {@code arg} must refuse: a file in a missing folder, an unknown game, or a word for a number or a choice. */
    private static String badValue(ArgSpec arg) {
        if (arg.arity().max() == 0) {
            return null; // a flag
        }
        Class<?> type = arg.type();
        if (arg.paramLabel().contains("FILE") || type == Path.class) {
            return dir.resolve("no-such-folder").resolve("no-such-file.txt").toString();
        }
        if (arg.paramLabel().equals("GAME")) {
            return "no-such-game";
        }
        boolean number = type == int.class || type == Integer.class || type == long.class || type == Long.class
                || type == double.class || type == Double.class;
        return number || type.isEnum() ? "x" : null;
    }

    /** Exit 2, an {@code error:} line naming one of {@code named} and at most a hint after it, no stack trace. */
    private static void assertUsageError(List<String> args, String... named) {
        Traced t = run(args);
        Run run = t.run();
        assertThat(run.code()).as("exit code of %s; error stream:%n%s", args, run.err()).isEqualTo(ExitCode.USAGE);
        List<String> lines = run.err().lines().toList();
        assertThat(lines).as("error stream of %s", args).isNotEmpty();
        assertThat(lines.get(0)).as("error of %s", args).startsWith("error: ").containsAnyOf(named);
        assertThat(lines.subList(1, lines.size())).as("after the error of %s", args)
                .allMatch(l -> l.startsWith("Try '") || l.startsWith("Did you mean") || l.startsWith("Possible"));
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(t.tracer()).as("picocli's warnings").isEmpty();
    }
}
