package dev.strategist.app.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The protocol end to end through a real child process, as a manager runs it: each answer must arrive
 * while the pipe stays open (flushed), a strange line must not end the process, END must.
 */
@Tag("slow")
class GomocupProcessTest {

    private static Process start() throws IOException {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        ProcessBuilder pb = new ProcessBuilder(java, "-Xmx256m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), "dev.strategist.app.cli.Main", "gomocup");
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        return pb.start();
    }

    /** Reads lines until one that is not a MESSAGE or DEBUG line. */
    private static String answer(BufferedReader in) throws IOException {
        String line;
        do {
            line = in.readLine();
        } while (line != null && (line.startsWith("MESSAGE") || line.startsWith("DEBUG")));
        return line;
    }

    @Test
    void aManagerSessionOverPipes() throws Exception {
        Process process = start();
        try (Writer to = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader from = new BufferedReader(new InputStreamReader(process.getInputStream(),
                     StandardCharsets.US_ASCII))) {
            send(to, "START 15");
            assertThat(answer(from)).isEqualTo("OK");
            send(to, "INFO timeout_turn 400");
            send(to, "INFO timeout_match 60000");
            send(to, "INFO time_left 60000");
            send(to, "INFO rule 1");
            send(to, "WHATEVER 1 2 3");
            assertThat(answer(from)).startsWith("UNKNOWN");
            long t = System.nanoTime();
            send(to, "TURN 7,7");
            String move = answer(from);
            long millis = (System.nanoTime() - t) / 1_000_000;
            assertThat(move).matches("\\d+,\\d+");
            assertThat(millis).as("answered within the turn time (with room for a slow machine)").isLessThan(3_000);
            send(to, "ABOUT");
            assertThat(answer(from)).contains("name=\"Strategist\"");
            send(to, "TURN 99,99");
            assertThat(answer(from)).startsWith("ERROR");
            send(to, "END");
            assertThat(process.waitFor(10, TimeUnit.SECONDS)).as("END ends the process").isTrue();
            assertThat(process.exitValue()).isZero();
        } finally {
            process.destroyForcibly();
        }
    }

    private static void send(Writer to, String line) throws IOException {
        to.write(line + "\r\n");
        to.flush();
    }
}
