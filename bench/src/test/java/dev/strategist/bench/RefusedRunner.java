package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Runs a bench runner's main in a JVM of its own, since a refusal exits, and checks it printed its usage and exited 2. */
final class RefusedRunner {
    private RefusedRunner() {
    }

    /** Asserts that {@code runner} with {@code args} prints a usage line naming it and exits with 2. */
    static void assertRefused(String runner, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String[] command = new String[args.length + 4];
        command[0] = java;
        command[1] = "-cp";
        command[2] = System.getProperty("java.class.path");
        command[3] = "dev.strategist.bench." + runner;
        System.arraycopy(args, 0, command, 4, args.length);
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(errors).isEqualTo(2);
        assertThat(errors).startsWith("usage: " + runner + " ");
    }
}
