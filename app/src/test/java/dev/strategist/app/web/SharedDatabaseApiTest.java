package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.TestPostgres;
import io.javalin.Javalin;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two servers sharing one PostgreSQL database: a game played on one and read on the other is read as stored; a
 * move on the second from a copy the first has since moved past is refused (409) and saved nowhere, and the
 * second then reads the game again, so no move is lost or doubled; a long poll on one server answers a move made
 * through the other while it waits.
 */
class SharedDatabaseApiTest {

    @Test
    void aGamePlayedOnOneServerAndReadOnAnotherLosesAndDoublesNoMove() throws Exception {
        try (TestPostgres postgres = TestPostgres.start()) {
            String db = postgres.newDatabase();
            try (GameStore firstStore = GameStore.open(db); GameStore secondStore = GameStore.open(db)) {
                Javalin first = WebApp.create(firstStore, ServerSettings.defaults()).start("127.0.0.1", 0);
                Javalin second = WebApp.create(secondStore, ServerSettings.defaults()).start("127.0.0.1", 0);
                try {
                    ApiClient one = new ApiClient("http://127.0.0.1:" + first.port());
                    ApiClient other = one.at("http://127.0.0.1:" + second.port()); // the same browser, its token
                    String id = one.post("/api/games", "{\"game\":\"connect4\",\"level\":1}").get("id").asText();
                    JsonNode mine = playAndAwaitReply(one, id);
                    assertThat(history(other.get("/api/games/" + id).json())).as("read on the second server")
                            .isEqualTo(history(mine));

                    mine = playAndAwaitReply(one, id); // the second server's copy is now behind
                    JsonNode stale = yourTurn(other, id);
                    String move = stale.get("moves").get(0).get("text").asText();
                    ApiClient.Reply refused = other.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
                    assertThat(refused.status()).as(refused.text()).isEqualTo(409);
                    assertThat(refused.text()).contains("another server changed this game");
                    assertThat(secondStore.load(id).orElseThrow().moves()).as("nothing of the refused move is saved")
                            .isEqualTo(history(mine));

                    JsonNode reread = other.get("/api/games/" + id).json();
                    assertThat(history(reread)).as("the second server reads the game again").isEqualTo(history(mine));
                    JsonNode after = playAndAwaitReply(other, id);
                    assertThat(firstStore.load(id).orElseThrow().moves()).isEqualTo(history(after))
                            .hasSize(history(mine).size() + 2);
                } finally {
                    second.stop();
                    first.stop();
                }
            }
        }
    }

    @Test
    void aLongPollOnOneServerAnswersTheMoveMadeThroughAnother() throws Exception {
        try (TestPostgres postgres = TestPostgres.start()) {
            String db = postgres.newDatabase();
            SearchPool firstPool = new SearchPool(1, 4);
            SearchPool secondPool = new SearchPool(1, 4);
            try (GameStore firstStore = GameStore.open(db); GameStore secondStore = GameStore.open(db)) {
                Javalin first = WebApp.create(firstStore, ServerSettings.defaults(), firstPool, routes -> { })
                        .start("127.0.0.1", 0);
                Javalin second = WebApp.create(secondStore, ServerSettings.defaults(), secondPool, routes -> { })
                        .start("127.0.0.1", 0);
                try {
                    ApiClient one = new ApiClient("http://127.0.0.1:" + first.port());
                    ApiClient other = one.at("http://127.0.0.1:" + second.port());
                    String id = one.post("/api/games", "{\"game\":\"connect4\",\"level\":1}").get("id").asText();
                    PoolHold firstHold = PoolHold.of(firstPool);
                    try (PoolHold secondHold = PoolHold.of(secondPool)) {
                        // the first server's computer, to answer this move, waits for a thread
                        ApiClient.Reply played = one.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
                        assertThat(played.status()).as(played.text()).isEqualTo(200);
                        assertThat(played.get("thinking").asBoolean()).isTrue();
                        // the second server reads the game and waits on its own computer, which waits too
                        CompletableFuture<ApiClient.Reply> poll = CompletableFuture.supplyAsync(() -> {
                            try {
                                return other.get("/api/games/" + id + "?wait=10000");
                            } catch (Exception e) {
                                throw new IllegalStateException(e);
                            }
                        });
                        Eventually.holds("the second server's computer waits for a thread", 30,
                                () -> secondPool.waiting() == 1);
                        long moved = System.nanoTime();
                        firstHold.close(); // the first server's computer moves and saves its move

                        ApiClient.Reply answered = poll.get(30, TimeUnit.SECONDS);
                        long took = System.nanoTime() - moved;
                        assertThat(answered.status()).as(answered.text()).isEqualTo(200);
                        List<String> stored = firstStore.load(id).orElseThrow().moves();
                        assertThat(stored).hasSize(2);
                        assertThat(history(answered.json())).as("the move made through the first server")
                                .isEqualTo(stored);
                        assertThat(answered.get("board")).as("the new position")
                                .isEqualTo(one.get("/api/games/" + id).get("board"));
                        assertThat(answered.get("yourTurn").asBoolean()).isTrue();
                        assertThat(answered.get("thinking").asBoolean()).isFalse();
                        assertThat(TimeUnit.NANOSECONDS.toSeconds(took)).as("long before the poll's 10 s")
                                .isLessThan(8);
                    } finally {
                        firstHold.close();
                    }
                    // the second server plays on from the game it read again, refused nothing
                    JsonNode after = playAndAwaitReply(other, id);
                    assertThat(firstStore.load(id).orElseThrow().moves()).isEqualTo(history(after)).hasSize(4);
                } finally {
                    second.stop();
                    first.stop();
                }
            }
        }
    }

    /** Waits for your turn, plays the first legal move and waits for the computer's reply. */
    private static JsonNode playAndAwaitReply(ApiClient api, String id) throws Exception {
        JsonNode s = yourTurn(api, id);
        String move = s.get("moves").get(0).get("text").asText();
        ApiClient.Reply r = api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        return yourTurn(api, id);
    }

    private static JsonNode yourTurn(ApiClient api, String id) throws Exception {
        JsonNode s = api.get("/api/games/" + id).json();
        for (int look = 0; look < 100 && !s.get("yourTurn").asBoolean(); look++) {
            s = api.get("/api/games/" + id + "?wait=2000").json();
        }
        assertThat(s.get("yourTurn").asBoolean()).as("your turn in game " + id).isTrue();
        return s;
    }

    private static List<String> history(JsonNode state) {
        List<String> h = new ArrayList<>();
        state.get("history").forEach(m -> h.add(m.asText()));
        return h;
    }
}
