package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A server that may run one engine process at a time ({@code --max-engines 1}): a game against an engine past that,
 * made or restored, is refused as busy (503) with nothing changed, the games under way go on, and a process that
 * ends gives its place to the next. The engine runs in this JVM ({@link HeldEngines}).
 */
class EngineCapApiTest extends RestartableServerTest {
    private static final String AGAINST_ENGINE = "{\"game\":\"tictactoe\",\"side\":\"first\",\"engine\":\"held\"}";
    private final HeldEngines engines = new HeldEngines();

    @Override
    ServerSettings settings() {
        ServerSettings d = ServerSettings.defaults();
        return new ServerSettings(d.searchThreads(), d.searchQueue(), d.maxBodyBytes(), engines.offered(1));
    }

    @AfterEach
    void noEngineIsLeftRunning() throws Exception {
        stopServer();
        engines.release();
        Eventually.holds("every engine ended", 20, () -> engines.running.get() == 0);
    }

    private String newGame() throws Exception {
        ApiClient.Reply r = api.post("/api/games", AGAINST_ENGINE);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.get("id").asText();
    }

    /** Resigns game {@code id} and waits for its engine's place to be free. */
    private void resignAndWaitForThePlace(String id) throws Exception {
        assertThat(api.post("/api/games/" + id + "/resign", "").status()).isEqualTo(200);
        Eventually.holds("the engine's place is free", 20, () -> api.get("/api/server").json().get("engines")
                .asInt() == 0);
    }

    @Test
    void aGamePastTheCapIsRefusedUntilAProcessEnds() throws Exception {
        startServer();
        String first = newGame();
        assertThat(api.get("/api/server").json().get("maxEngines").asInt()).isEqualTo(1);
        int saved = api.get("/api/saved").json().get("games").size();

        assertRefused(api.post("/api/games", AGAINST_ENGINE), 503,
                "the server already runs as many outside engines as it allows (1)");
        assertThat(api.get("/api/saved").json().get("games")).as("no game was made").hasSize(saved);
        ApiClient.Reply computer = api.post("/api/games", "{\"game\":\"tictactoe\",\"side\":\"first\"}");
        assertThat(computer.status()).as("a game against the computer needs no engine").isEqualTo(201);

        assertThat(api.post("/api/games/" + first + "/moves", "{\"move\":\"b2\"}").status()).isEqualTo(200);
        assertThat(api.get("/api/games/" + first + "?wait=10000").json().get("history")).as("the first game goes on")
                .hasSize(2);

        resignAndWaitForThePlace(first);
        newGame();
    }

    @Test
    void aSavedGamePastTheCapIsNotRestoredUntilAProcessEnds() throws Exception {
        startServer();
        String saved = newGame();
        assertThat(api.post("/api/games/" + saved + "/moves", "{\"move\":\"b2\"}").status()).isEqualTo(200);
        JsonNode before = api.get("/api/games/" + saved + "?wait=10000").json();
        assertThat(before.get("history")).hasSize(2);
        stopServer();

        startServer();
        String other = newGame(); // takes the one place before the saved game is read back
        assertRefused(api.get("/api/games/" + saved), 503, "as many outside engines as it allows (1)");

        resignAndWaitForThePlace(other);
        JsonNode after = api.get("/api/games/" + saved).json();
        assertThat(after.get("history")).as("nothing was lost").isEqualTo(before.get("history"));
        assertThat(after.get("engineError").isNull()).isTrue();
    }
}
