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

    @Test
    void swap2CaroAndBlockedPointsOverPipes() throws Exception {
        Process process = start();
        try (Writer to = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader from = new BufferedReader(new InputStreamReader(process.getInputStream(),
                     StandardCharsets.US_ASCII))) {
            send(to, "START 15");
            assertThat(answer(from)).isEqualTo("OK");
            send(to, "INFO timeout_turn 300");
            send(to, "SWAP2BOARD");
            send(to, "DONE");
            assertThat(answer(from)).matches("\\d+,\\d+ \\d+,\\d+ \\d+,\\d+");
            send(to, "RESTART");
            assertThat(answer(from)).isEqualTo("OK");
            for (String line : new String[] {"SWAP2BOARD", "7,7,1", "0,14,2", "8,7,1", "14,0,2", "9,7,1", "DONE"}) {
                send(to, line);
            }
            assertThat(answer(from)).isEqualTo("SWAP");
            send(to, "RESTART");
            assertThat(answer(from)).isEqualTo("OK");
            // caro: the opponent's five between our stones is shut at both ends, so the game goes on
            send(to, "INFO rule 8");
            for (String line : new String[] {"BOARD", "1,3,2", "2,3,2", "3,3,2", "4,3,2", "5,3,2", "0,3,1", "6,3,1",
                    "14,14,1", "14,11,1", "11,14,1", "DONE"}) {
                send(to, line);
            }
            assertThat(answer(from)).matches("\\d+,\\d+");
            send(to, "RESTART");
            assertThat(answer(from)).isEqualTo("OK");
            // continuous game: 7,2 is a blocked point, never played
            send(to, "INFO rule 2");
            for (String line : new String[] {"BOARD", "7,6,2", "0,0,1", "7,4,2", "7,7,1", "7,3,2", "14,14,1", "7,5,2",
                    "7,2,3", "12,0,1", "DONE"}) {
                send(to, line);
            }
            assertThat(answer(from)).matches("\\d+,\\d+").isNotEqualTo("7,2");
            send(to, "END");
            assertThat(process.waitFor(10, TimeUnit.SECONDS)).as("END ends the process").isTrue();
        } finally {
            process.destroyForcibly();
        }
    }

    private static void send(Writer to, String line) throws IOException {
        to.write(line + "\r\n");
        to.flush();
    }
}
