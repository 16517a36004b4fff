package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
            Run run = Run.of("serve", "--no-db", "--port", Integer.toString(taken.getLocalPort()));
            assertThat(run.code()).isEqualTo(ExitCode.USAGE);
            assertThat(run.err()).startsWith("error: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": ")
                    .doesNotContain("\tat ");
        }
    }

    @Test
    void aPortInUseFailsBeforeTheDatabaseFileIsMade(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("games.db");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Run run = Run.of("serve", "--db", db.toString(), "--port", Integer.toString(taken.getLocalPort()));
            assertThat(run.code()).isEqualTo(ExitCode.USAGE);
            assertThat(run.err()).startsWith("error: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": ");
        }
        try (java.util.stream.Stream<Path> left = Files.list(dir)) {
            assertThat(left).as("no database file, nor its journal").isEmpty();
        }
    }

    @Test
    void listeningBeyondThisMachineWarnsThatAnyoneOnTheNetworkCanPlay() throws IOException {
        try (ServerSocket taken = new ServerSocket(0)) { // every address, so the serve below stops at once
            Run run = Run.of("serve", "--no-db", "--host", "0.0.0.0", "--port", Integer.toString(taken.getLocalPort()));
            assertThat(run.err()).contains("warning: --host 0.0.0.0 lets anyone who can reach this machine over the "
                    + "network play here");
            assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        }
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Run run = Run.of("serve", "--no-db", "--host", "localhost", "--port", Integer.toString(taken.getLocalPort()));
            assertThat(run.err()).doesNotContain("warning");
        }
    }

    @Test
    void aFileThatIsNotADatabaseIsReportedInOneLine(@TempDir Path dir) throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "these are not the games you are looking for\n".repeat(50));
        Run run = Run.of("serve", "--port", "0", "--db", notes.toString());
        assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith("error: cannot open database " + notes + ": ").doesNotContain("\tat ");
    }

    @Test
    void anUnreachablePostgresqlOrABadAddressIsReportedInOneLineAndMakesNoFile() throws IOException {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closed = s.getLocalPort();
        }
        String database = "jdbc:postgresql://127.0.0.1:" + closed + "/games";
        Run unreachable = Run.of("serve", "--port", "0", "--db", database + "?user=me&password=secret");
        assertThat(unreachable.code()).isEqualTo(ExitCode.USAGE);
        assertThat(unreachable.err()).startsWith("error: cannot open database " + database + ": ")
                .contains("refused").doesNotContain("\tat ").doesNotContain("secret");
        Run other = Run.of("serve", "--port", "0", "--db", "jdbc:mysql://127.0.0.1/games");
        assertThat(other.code()).isEqualTo(ExitCode.USAGE);
        assertThat(other.err()).startsWith("error: cannot open database jdbc:mysql://127.0.0.1/games: only PostgreSQL");
        try (java.util.stream.Stream<Path> here = Files.list(Path.of("."))) {
            assertThat(here.map(p -> p.getFileName().toString())).as("no file named after the address")
                    .noneMatch(n -> n.startsWith("jdbc:"));
        }
    }

    @Test
    void aDatabaseAndNoDatabaseAreNotBothGiven() {
        Run run = Run.of("serve", "--db", "x.db", "--no-db");
        assertThat(run.code()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith("error: give --db FILE or --no-db, not both");
    }

    @Test
    void theCommandIsListedInTheHelp() {
        Run run = Run.of("serve", "--help");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("--port=N").contains("--host=ADDRESS").contains("--db=FILE").contains("docs/API.md");
    }
}
