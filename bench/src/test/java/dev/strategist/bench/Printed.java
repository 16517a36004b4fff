package dev.strategist.bench;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What a bench runner's {@code main} prints to standard output, captured for the tests that read its lines. */
final class Printed {
    /** A runner's entry point. */
    @FunctionalInterface
    interface Main {
        void main(String[] args) throws Exception;
    }

    private Printed() {
    }

    /** Runs {@code main} with {@code args} and returns what it printed; standard output is restored after. */
    static String by(Main main, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream before = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            main.main(args);
        } finally {
            System.setOut(before);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
