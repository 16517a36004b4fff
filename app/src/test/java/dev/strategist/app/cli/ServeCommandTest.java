package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** {@code strategist serve}: what it refuses before serving (its pages and API are WebApiTest's). */
class ServeCommandTest {

    @Test
    void aPortOutOfRangeIsAUsageError() {
        Run run = Run.of("serve", "--port", "70000");
        assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith("error: --port must be from 0 to 65535, not 70000");
    }

    @Test
    void aPortInUseIsReportedInOneLine() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Run run = Run.of("serve", "--port", Integer.toString(taken.getLocalPort()));
            assertThat(run.code()).isEqualTo(ExitCode.USAGE);
            assertThat(run.err()).startsWith("error: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": ")
                    .doesNotContain("\tat ");
        }
    }

    @Test
    void theCommandIsListedInTheHelp() {
        Run run = Run.of("serve", "--help");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("--port=N").contains("--host=ADDRESS").contains("docs/API.md");
    }
}
