package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.app.store.GameStore;
import io.javalin.Javalin;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * Base of the API tests that restart the server on the same database: one client (the same browser,
 * keeping its game tokens) across restarts, and the server and database closed after each test.
 */
abstract class RestartableServerTest {
    @TempDir
    Path dir;
    private GameStore store;
    private Javalin server;
    /** The client; it survives a restart. */
    ApiClient api;

    /** Starts the server on the test's database (again, after {@link #stopServer}). */
    void startServer() {
        store = GameStore.open(dir.resolve("strategist.db"));
        server = WebApp.create(store, settings()).start("127.0.0.1", 0);
        api = api == null ? new ApiClient("http://127.0.0.1:" + server.port())
                : api.at("http://127.0.0.1:" + server.port()); // a restart: the same browser, with its tokens
    }

    /** The settings the server starts with (again) at {@link #startServer}: the defaults unless a test says. */
    ServerSettings settings() {
        return ServerSettings.defaults();
    }

    /** Stops the server and closes the database, as a server that is shut down does. */
    @AfterEach
    void stopServer() {
        if (server != null) {
            server.stop();
            server = null;
        }
        if (store != null) {
            store.close();
            store = null;
        }
    }

    /** The game's state once the computer has stopped thinking. */
    JsonNode settled(String id) throws Exception {
        JsonNode s = api.get("/api/games/" + id + "?wait=10000").json();
        assertThat(s.get("thinking").asBoolean()).isFalse();
        return s;
    }
}
