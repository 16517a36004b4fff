package dev.strategist.app.store;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A throw-away PostgreSQL cluster for a test: made with {@code initdb} in a temporary folder, served by
 * {@code pg_ctl} on a free port of 127.0.0.1 with trust login, stopped and deleted by {@link #close()} (and at
 * the latest when the JVM exits). PostgreSQL refuses to run as root, so as root the cluster runs as the
 * {@code postgres} user that Debian's package makes, in a folder given to it. Without PostgreSQL's programs the
 * test is skipped, saying so, except in CI (the {@code CI} variable set), where it fails.
 */
public final class TestPostgres implements AutoCloseable {
    private static final Path INSTALLS = Path.of("/usr/lib/postgresql");
    private static final String USER = "strategist";
    private static final AtomicInteger DATABASES = new AtomicInteger();

    private final Path bin;
    private final Path folder;
    private final int port;
    private final boolean asPostgres;
    private final Thread stopAtExit;
    private boolean stopped;

    private TestPostgres(Path bin, Path folder, int port, boolean asPostgres) {
        this.bin = bin;
        this.folder = folder;
        this.port = port;
        this.asPostgres = asPostgres;
        this.stopAtExit = new Thread(this::stop, "test-postgres-stop");
        Runtime.getRuntime().addShutdownHook(stopAtExit);
    }

    /** Makes and starts a cluster, or skips the test (fails it in CI) when PostgreSQL is not installed. */
    public static TestPostgres start() throws IOException, InterruptedException {
        Path bin = programs();
        if (bin == null) {
            String why = "PostgreSQL's programs (initdb, pg_ctl) are not in " + INSTALLS + "/*/bin: install the "
                    + "postgresql package (apt-get install postgresql) to run the tests of the PostgreSQL store";
            if (System.getenv("CI") != null) {
                throw new AssertionError(why);
            }
            Assumptions.abort(why);
        }
        boolean root = "root".equals(System.getProperty("user.name"));
        Path folder = Files.createTempDirectory("strategist-pg");
        if (root) {
            UserPrincipal postgres = folder.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
            Files.setOwner(folder, postgres);
        }
        TestPostgres pg = new TestPostgres(bin, folder, freePort(), root);
        try {
            pg.run("initdb", "-D", pg.data(), "-U", USER, "-A", "trust", "-E", "UTF8", "--no-sync");
            pg.pgCtl("start");
            return pg;
        } catch (IOException | RuntimeException | InterruptedException | Error e) {
            pg.close();
            throw e;
        }
    }

    /** Stops the server (fast: sessions are ended) and starts it again, as a database server's restart does. */
    public void restart() throws IOException, InterruptedException {
        pgCtl("-m", "fast", "restart");
    }

    private void pgCtl(String... action) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("-D", data(), "-l", folder.resolve("server.log").toString(), "-w",
                "-t", "60", "-o", "-p " + port + " -k " + folder + " -c listen_addresses=127.0.0.1"));
        args.addAll(List.of(action));
        run("pg_ctl", args.toArray(String[]::new));
    }

    /** The newest installed version's programs, or null. */
    private static Path programs() throws IOException {
        if (!Files.isDirectory(INSTALLS)) {
            return null;
        }
        try (Stream<Path> versions = Files.list(INSTALLS)) {
            return versions.map(v -> v.resolve("bin"))
                    .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
                    .max(Comparator.comparing(b -> versionOf(b.getParent().getFileName().toString())))
                    .orElse(null);
        }
    }

    private static Integer versionOf(String name) {
        try {
            return Integer.parseInt(name);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }

    private String data() {
        return folder.resolve("data").toString();
    }

    /** Runs one of PostgreSQL's programs (as {@code postgres} when we are root), failing with its output. */
    private void run(String program, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (asPostgres) {
            command.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        command.add(bin.resolve(program).toString());
        command.addAll(List.of(args));
        Path output = Files.createTempFile("strategist-pg-" + program, ".txt");
        try {
            Process p = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException(program + " did not finish within 120 s: " + Files.readString(output));
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed (exit " + p.exitValue() + "): "
                        + Files.readString(output) + serverLog());
            }
        } finally {
            Files.deleteIfExists(output);
        }
    }

    private String serverLog() {
        try {
            Path log = folder.resolve("server.log");
            return Files.exists(log) ? "\nserver log:\n" + Files.readString(log) : "";
        } catch (IOException e) {
            return "";
        }
    }

    /** The address of database {@code name} on this cluster, as {@code serve --db} takes it. */
    public String url(String name) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + name + "?user=" + USER;
    }

    /** The port the cluster listens on. */
    public int port() {
        return port;
    }

    /** A new, empty database of its own, by its address. */
    public String newDatabase() throws SQLException {
        String name = "games" + DATABASES.incrementAndGet();
        try (Connection admin = DriverManager.getConnection(url("postgres")); Statement st = admin.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        }
        return url(name);
    }

    /** Stops the cluster at once and deletes its folder. */
    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(stopAtExit);
        } catch (IllegalStateException exiting) {
            // the JVM is exiting: the hook runs, or has run, stop() itself
        }
    }

    private synchronized void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        try {
            if (Files.exists(folder.resolve("data").resolve("postmaster.pid"))) {
                run("pg_ctl", "-D", data(), "-m", "immediate", "-w", "-t", "60", "stop");
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("the test's PostgreSQL did not stop: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            delete(folder);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("the test's PostgreSQL folder " + folder + " is left: " + e.getMessage());
        }
    }
}
