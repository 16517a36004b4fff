package dev.strategist.bench;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A bench runner's command line of {@code --name=value} options, {@code --name} flags and operands. The runner asks for
 * each of its options by name, with the value it takes when the option is not given, then calls {@link #done()},
 * which prints the runner's usage line and exits with 2 when an argument was not asked for. An option given
 * twice takes its last value. Bench runners are tools for measuring, so they share this one small reader
 * rather than a full command-line library.
 */
final class BenchArgs {
    private final List<String> args;
    private final String usage;
    private final boolean[] asked;

    private BenchArgs(String[] args, String usage) {
        this.args = List.of(args);
        this.usage = usage;
        this.asked = new boolean[args.length];
    }

    /** The arguments {@code args} of a runner whose usage line is {@code usage} ("usage: Runner [--x=N]"). */
    static BenchArgs of(String[] args, String usage) {
        return new BenchArgs(args, usage);
    }

    /** The text after {@code --name=}, or {@code otherwise} when the option is not given. */
    String text(String name, String otherwise) {
        List<String> values = texts(name);
        return values.isEmpty() ? otherwise : values.get(values.size() - 1);
    }

    /**
     * The value of {@code --name=} (or {@code otherwise}) read by {@code parse}; a value it refuses with an
     * IllegalArgumentException ends the run with that message and the usage line, as other bad options do.
     */
    <T> T parsed(String name, String otherwise, Function<String, T> parse) {
        String text = text(name, otherwise);
        try {
            return parse.apply(text);
        } catch (IllegalArgumentException e) {
            System.err.println("--" + name + "=" + text + ": " + e.getMessage());
            refuse();
            throw e;
        }
    }

    /** Every value of {@code --name=}, in order: for the one option a runner lets add up when given twice. */
    List<String> texts(String name) {
        String prefix = "--" + name + "=";
        List<String> values = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).startsWith(prefix)) {
                asked[i] = true;
                values.add(args.get(i).substring(prefix.length()));
            }
        }
        return values;
    }

    /** {@code --name=N} as an int, or {@code otherwise}. */
    int integer(String name, int otherwise) {
        String value = text(name, null);
        return value == null ? otherwise : Integer.parseInt(value);
    }

    /** {@code --name=N} as a long, or {@code otherwise}. */
    long number(String name, long otherwise) {
        String value = text(name, null);
        return value == null ? otherwise : Long.parseLong(value);
    }

    /** {@code --name=X} as a double, or {@code otherwise}. */
    double decimal(String name, double otherwise) {
        String value = text(name, null);
        return value == null ? otherwise : Double.parseDouble(value);
    }

    /** True when the flag {@code --name} is given. */
    boolean flag(String name) {
        boolean given = false;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--" + name)) {
                asked[i] = true;
                given = true;
            }
        }
        return given;
    }

    /**
     * The arguments that are no option (they do not start with '-', or are a negative number such as a seed), in
     * order: a runner's operands.
     */
    List<String> operands() {
        List<String> operands = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (!args.get(i).startsWith("-") || args.get(i).matches("-\\d+")) {
                asked[i] = true;
                operands.add(args.get(i));
            }
        }
        return operands;
    }

    /** True when every argument was asked for. */
    boolean allAsked() {
        for (boolean a : asked) {
            if (!a) {
                return false;
            }
        }
        return true;
    }

    /** Prints the usage line and exits with 2 unless every argument was asked for. */
    void done() {
        if (!allAsked()) {
            refuse();
        }
    }

    /** Prints the usage line and exits with 2: for a runner whose own checks (a required option) failed. */
    void refuse() {
        System.err.println(usage);
        System.exit(2);
    }

    /** Prints the usage line and why {@code what} could not be loaded from the jars given, and exits with 2. */
    void refuseJars(String what, Exception e) {
        Throwable why = e instanceof InvocationTargetException && e.getCause() != null ? e.getCause() : e;
        System.err.println(usage);
        System.err.println("cannot load " + what + " from the jars: " + why);
        System.exit(2);
    }
}
