package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match stopped from outside (the terminal's Ctrl-C, a kill) still prints the results of the games it
 * finished, from its shutdown hook, and ends the outside engines it started. The match runs as a child
 * process. Its second game waits on an engine that hangs, so the match cannot end by itself; the test waits
 * for the engine's own line saying so (logged on the match's error stream), not for a guessed time, then
 * sends SIGTERM, which runs the same hook as SIGINT (which a shell may have told background jobs to ignore).
 */
class MatchInterruptTest {

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES) // a safety net only: nothing here waits on the clock
    void anInterruptedMatchPrintsTheResultsSoFarAndEndsItsEngines(@TempDir Path dir) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Path out = dir.resolve("out.txt");
        Process match = new ProcessBuilder(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "dev.strategist.app.cli.Main", "match", "othello", "--a",
                "depth=1", "--b", MatchGtpTest.engine("--hang", "--as=black"), "--games", "4"))
                .redirectOutput(out.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE).start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(match.getErrorStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = err.readLine()) != null && !line.endsWith("skipped: *** pondering forever ***")) {
                // the lines before it are not the point
            }
            assertThat(line).as("the engine's line saying it hangs").isNotNull();
            List<ProcessHandle> engines = match.descendants().toList();
            assertThat(engines).as("the hanging engine").isNotEmpty();
            match.destroy(); // SIGTERM
            assertThat(match.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(match.exitValue()).isEqualTo(128 + 15);
            for (ProcessHandle engine : engines) {
                engine.onExit().get(30, TimeUnit.SECONDS); // ended by the hook, not left hanging
            }
        }
        String printed = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(printed).containsPattern("(?m)^   1  start +A as Black: ")
                .contains("the match was interrupted after 1 game; the results so far:")
                .containsPattern("in all +1 ").contains(" of 1 games").contains("played in");
        assertThat(printed).doesNotContainPattern("(?m)^   2  ");
    }
}
