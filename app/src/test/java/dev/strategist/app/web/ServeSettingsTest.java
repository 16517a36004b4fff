package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code serve}'s load options: out-of-range values are usage errors before anything listens. */
class ServeSettingsTest {

    private static String refused(String... args) {
        CommandLine cli = new CommandLine(new ServeCommand());
        StringWriter err = new StringWriter();
        cli.setErr(new PrintWriter(err));
        assertThat(cli.execute(args)).isEqualTo(CommandLine.ExitCode.USAGE);
        return err.toString();
    }

    @Test
    void theSearchThreadsAndQueueAreChecked() {
        assertThat(refused("--no-db", "--port", "0", "--search-threads", "0"))
                .contains("--search-threads must be from 1 to 1024, not 0");
        assertThat(refused("--no-db", "--port", "0", "--search-queue", "-1"))
                .contains("--search-queue must be from 0 to 100000, not -1");
    }

    @Test
    void theHelpNamesThem() {
        CommandLine cli = new CommandLine(new ServeCommand());
        String usage = cli.getUsageMessage();
        assertThat(usage).contains("--search-threads=N").contains("--search-queue=N").contains("503");
    }

    @Test
    void theDefaultsAreOneSearchPerCoreAndAQueueOf64() {
        ServerSettings d = ServerSettings.defaults();
        assertThat(d.searchThreads()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(d.searchQueue()).isEqualTo(64);
        assertThat(d.maxBodyBytes()).isEqualTo(256 * 1024);
    }
}
