package dev.strategist.core.fuzz;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A test class's kept failing inputs: read from its resource {@code <Class>-regressions.txt} (beside the
 * class, so in {@code src/test/resources/<its package>/}), and new ones appended to
 * {@code target/fuzz-findings/<Class>.txt} to be copied there. A line is a property's name, a space and
 * the input in Java escapes, as {@link CleanRejection#show} writes it; lines starting with {@code #} are
 * comments.
 */
public final class Regressions {
    private final Class<?> testClass;
    private final Path findings;
    private final List<Entry> entries;

    /** One kept input. */
    private record Entry(String property, String text) {
    }

    private Regressions(Class<?> testClass, Path findingsDir) {
        this.testClass = testClass;
        this.findings = findingsDir.resolve(testClass.getSimpleName() + ".txt");
        this.entries = read(testClass);
    }

    /** The kept inputs of {@code testClass}; findings go to {@code target/fuzz-findings/}. */
    public static Regressions of(Class<?> testClass) {
        return new Regressions(testClass, Path.of("target", "fuzz-findings"));
    }

    /** The kept inputs of {@code testClass}, with findings written into {@code findingsDir}. */
    public static Regressions of(Class<?> testClass, Path findingsDir) {
        return new Regressions(testClass, findingsDir);
    }

    private static String resourceName(Class<?> testClass) {
        return testClass.getSimpleName() + "-regressions.txt";
    }

    /** Where the kept inputs live in the module's sources. */
    public String resourcePath() {
        return "src/test/resources/" + testClass.getPackageName().replace('.', '/') + "/" + resourceName(testClass);
    }

    /** Where inputs found failing are appended. */
    public Path findings() {
        return findings;
    }

    private static List<Entry> read(Class<?> testClass) {
        List<Entry> entries = new ArrayList<>();
        try (InputStream in = testClass.getResourceAsStream(resourceName(testClass))) {
            if (in == null) {
                return entries;
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int space = line.indexOf(' ');
                if (space < 0) {
                    throw new IllegalStateException(resourceName(testClass) + " line " + number
                            + ": a property's name, a space and a quoted input, not " + line);
                }
                entries.add(new Entry(line.substring(0, space), unescape(line.substring(space + 1).trim())));
            }
            return entries;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The kept inputs of {@code property}, as texts, in the file's order. */
    public List<String> inputs(String property) {
        return entries.stream().filter(e -> e.property().equals(property)).map(Entry::text).toList();
    }

    /** The line that keeps {@code text} as an input of {@code property}. */
    public static String line(String property, String text) {
        return property + " " + CleanRejection.show(text);
    }

    /** Appends {@code text} as a finding of {@code property}; a failure to write is only reported. */
    public void keep(String property, String text) {
        try {
            Files.createDirectories(findings.getParent());
            if (!Files.exists(findings)) {
                Files.writeString(findings, "# Inputs that failed a property of " + testClass.getSimpleName()
                        + ". Copy a line into " + resourcePath() + " to try it first on every run.\n");
            }
            Files.writeString(findings, line(property, text) + "\n", StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("could not keep a fuzz finding in " + findings + ": " + e);
        }
    }

    /** The text a quoted string stands for: the escapes {@link CleanRejection#show} writes, and \n, \t, \r. */
    static String unescape(String quoted) {
        if (quoted.length() < 2 || quoted.charAt(0) != '"' || quoted.charAt(quoted.length() - 1) != '"') {
            throw new IllegalArgumentException("not a quoted input: " + quoted);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < quoted.length() - 1; i++) {
            char c = quoted.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = quoted.charAt(++i);
            switch (e) {
                case 'u' -> {
                    sb.append((char) Integer.parseInt(quoted.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case '"', '\\' -> sb.append(e);
                default -> throw new IllegalArgumentException("unknown escape \\" + e + " in " + quoted);
            }
        }
        return sb.toString();
    }
}
