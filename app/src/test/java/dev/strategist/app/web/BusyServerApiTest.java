package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A server with one search thread and a queue of one: a third search is refused as busy with nothing
 * changed, cheap requests answer while every thread is busy, and undo, resign, a new game and a closed
 * page each stop their game's search so the thread is free. Where a test needs the thread busy while it
 * looks, it holds it ({@link PoolHold}), so the computer to move waits in the queue for as long as the
 * test needs, rather than racing a search that may answer by itself.
 */
class BusyServerApiTest {
    private Javalin server;
    private SearchPool pool;
    private ServerThreads threads;
    private ApiClient api;

    @BeforeEach
    void start() {
        pool = new SearchPool(1, 1);
        threads = new ServerThreads(pool);
        server = WebApp.create(null, new ServerSettings(1, 1, ServerSettings.DEFAULT_MAX_BODY_BYTES), threads,
                routes -> { }).start("127.0.0.1", 0);
        api = new ApiClient("http://127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    private String gomoku() throws Exception {
        ApiClient.Reply r = api.post("/api/games", "{\"game\":\"gomoku\",\"level\":10,\"seed\":3}");
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.get("id").asText();
    }

    private JsonNode pool() throws Exception {
        return api.get("/api/server").json();
    }

    private void eventually(String what, java.util.concurrent.Callable<Boolean> condition) throws Exception {
        Eventually.holds(what, 15, condition);
    }

    @Test
    void aFullPoolAnswersBusyAndChangesNothingWhileCheapRequestsGoOn() throws Exception {
        String a = gomoku();
        String b = gomoku();
        try (PoolHold hold = PoolHold.of(pool)) {
            ApiClient.Reply queued = api.post("/api/games/" + a + "/moves", "{\"move\":\"h8\"}");
            assertThat(queued.status()).isEqualTo(200);
            assertThat(queued.get("thinking").asBoolean()).as("waiting for the thread counts as thinking").isTrue();
            assertThat(pool().get("searching").asInt()).isEqualTo(1);
            assertThat(pool().get("waiting").asInt()).isEqualTo(1);

            ApiClient.Reply busy = api.post("/api/games/" + b + "/moves", "{\"move\":\"h8\"}");
            assertThat(busy.status()).as(busy.text()).isEqualTo(503);
            assertThat(busy.get("status").asInt()).isEqualTo(503);
            assertThat(busy.get("error").asText()).contains("busy").contains("nothing was changed");
            HttpResponse<String> raw = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + server.port() + "/api/games/" + b + "/moves"))
                    .header("Content-Type", "application/json").header("X-Game-Token", api.token(b))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"h8\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(raw.statusCode()).isEqualTo(503);
            assertThat(raw.headers().firstValue("Retry-After")).contains("1");
            assertThat(raw.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
            JsonNode untouched = api.get("/api/games/" + b).json();
            assertThat(untouched.get("history")).isEmpty();
            assertThat(untouched.get("yourTurn").asBoolean()).isTrue();
            assertThat(api.get("/api/games/" + b + "/hint").status()).as("a hint needs a thread too").isEqualTo(503);
            assertThat(api.post("/api/games", "{\"game\":\"gomoku\",\"level\":10,\"side\":\"second\"}").status())
                    .as("a game the computer opens needs a thread").isEqualTo(503);

            // every thread is busy: the page, the game list, the catalogue and the states still answer
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + server.port() + "/")).timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("<html");
            assertThat(api.get("/api/saved").status()).isEqualTo(200);
            assertThat(api.get("/api/catalogue").status()).isEqualTo(200);
            assertThat(api.get("/api/games/" + a).get("thinking").asBoolean()).isTrue();

            // the queued game's undo drops its search
            ApiClient.Reply undone = api.post("/api/games/" + a + "/undo", "");
            assertThat(undone.get("thinking").asBoolean()).isFalse();
            assertThat(undone.get("history")).isEmpty();
            assertThat(pool().get("waiting").asInt()).isZero();
        }
        eventually("the hold lets go of the thread", () -> pool().get("searching").asInt() == 0);
        // a running game's undo stops its search and frees the thread (whether or not it had answered)
        assertThat(api.post("/api/games/" + b + "/moves", "{\"move\":\"h8\"}").status()).as("room again").isEqualTo(200);
        assertThat(api.post("/api/games/" + b + "/undo", "").get("history")).isEmpty();
        eventually("the stopped search lets go of its thread", () -> pool().get("searching").asInt() == 0);
        // a resignation stops the search too
        assertThat(api.post("/api/games/" + a + "/moves", "{\"move\":\"h8\"}").status()).isEqualTo(200);
        assertThat(api.post("/api/games/" + a + "/resign", "").get("over").asBoolean()).isTrue();
        eventually("the resigned game's search lets go", () -> pool().get("searching").asInt() == 0);
    }

    @Test
    void aQueuedSearchRunsWhenTheThreadIsFreeAndTheWaitEndsWithItsMove() throws Exception {
        String b = api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":1,\"seed\":2}").get("id").asText();
        try (PoolHold hold = PoolHold.of(pool)) {
            api.post("/api/games/" + b + "/moves", "{\"move\":\"b2\"}");
            assertThat(pool().get("waiting").asInt()).isEqualTo(1);
            assertThat(api.get("/api/games/" + b).get("history")).hasSize(1);
        }
        JsonNode settled = api.get("/api/games/" + b + "?wait=10000").json();
        assertThat(settled.get("thinking").asBoolean()).isFalse();
        assertThat(settled.get("history")).hasSize(2);
    }

    @Test
    void aClosedPageStopsItsGamesSearchWhichResumesWhenTheGameIsLookedAtAgain() throws Exception {
        String a = gomoku();
        try (PoolHold hold = PoolHold.of(pool)) {
            api.post("/api/games/" + a + "/moves", "{\"move\":\"h8\"}");
            assertThat(pool().get("waiting").asInt()).as("its search waits for the held thread").isEqualTo(1);
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<java.io.InputStream> events = http.send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + server.port() + "/api/games/" + a + "/events"))
                    .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofInputStream());
            assertThat(events.statusCode()).isEqualTo(200);
            byte[] first = new byte[16];
            assertThat(events.body().read(first)).as("the stream sends the state and heartbeats").isPositive();
            events.body().close(); // the page goes away
            // noticed at the next heartbeat: the search it followed is dropped (only /api/server is read
            // meanwhile, since looking at the game would start it again)
            eventually("the search is dropped when its page is gone", () -> pool().get("waiting").asInt() == 0);
            JsonNode back = api.get("/api/games/" + a).json();
            assertThat(back.get("history")).as("the computer did not move").hasSize(1);
            assertThat(back.get("thinking").asBoolean()).as("looking at the game again resumes the search").isTrue();
            assertThat(pool().get("waiting").asInt()).isEqualTo(1);
        }
    }

    @Test
    void aWatchedGameWhosePageClosedPlaysNoFurtherSearchUntilLookedAtAgain() throws Exception {
        ApiClient.Reply w = api.post("/api/games", "{\"game\":\"gomoku\",\"side\":\"watch\",\"level\":10,\"delay\":0}");
        assertThat(w.status()).as(w.text()).isEqualTo(201);
        String id = w.get("id").asText();
        JsonNode analysis = api.firstEvent("/api/games/" + id + "/events", "analysis", 10);
        assertThat(analysis.get("depth").asInt()).isPositive();
        // firstEvent closed its stream: the search under way ends and no other starts (no delay between moves).
        // The close is noticed at a heartbeat's failed write, and a level-10 search may have 4 s to run after
        // it: the wait is generous for a busy machine, and a failure says how far the game went meanwhile
        // (read only then, since looking at the game starts its computer again)
        try {
            Eventually.holds("the watched game's search ends", 40, () -> pool().get("searching").asInt() == 0);
        } catch (AssertionError e) {
            JsonNode state = api.get("/api/games/" + id).json();
            throw new AssertionError(e.getMessage() + "; the game then had " + state.get("history").size()
                    + " moves, over " + state.get("over").asBoolean(), e);
        }
        // its move was played before its search let go, and that queued the next search's start on the
        // watch timer: once the timer has run it, a wrongly started search would already be counted
        threads.watchTimer().awaitDue();
        assertThat(pool().get("searching").asInt()).as("no next search without a page").isZero();
        try (PoolHold hold = PoolHold.of(pool)) {
            JsonNode back = api.get("/api/games/" + id).json();
            assertThat(back.get("paused").asBoolean()).as("not paused: it plays on once looked at").isFalse();
            assertThat(back.get("thinking").asBoolean()).as("queued behind the held thread").isTrue();
            assertThat(pool().get("waiting").asInt()).isEqualTo(1);
        }
    }
}
