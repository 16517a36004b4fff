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
 * second then reads the game again, so no move is lost or doubled; a long poll on one server answers a move, a
 * resignation or an undo made through the other while it waits, and a computer that moves in a copy read before
 * a resignation made through the other saves nothing.
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
        try (TwoServers servers = TwoServers.start()) {
            // the first server's computer moves and saves its move
            ApiClient.Reply answered = servers.pollAnswering(() -> servers.firstHold.close());
            List<String> stored = servers.firstStore.load(servers.id).orElseThrow().moves();
            assertThat(stored).hasSize(2);
            assertThat(history(answered.json())).as("the move made through the first server").isEqualTo(stored);
            assertThat(answered.get("board")).as("the new position")
                    .isEqualTo(servers.one.get("/api/games/" + servers.id).get("board"));
            assertThat(answered.get("yourTurn").asBoolean()).isTrue();
            servers.secondHold.close();
            // the second server plays on from the game it read again, refused nothing
            JsonNode after = playAndAwaitReply(servers.other, servers.id);
            assertThat(servers.firstStore.load(servers.id).orElseThrow().moves()).isEqualTo(history(after))
                    .hasSize(4);
        }
    }

    @Test
    void aLongPollOnOneServerAnswersAResignationMadeThroughAnother() throws Exception {
        try (TwoServers servers = TwoServers.start()) {
            ApiClient.Reply answered = servers.pollAnswering(() -> servers.postThroughTheFirst("resign"));
            assertThat(answered.get("over").asBoolean()).as("the game resigned through the first server").isTrue();
            assertThat(answered.get("result").get("resigned").asBoolean()).isTrue();
            assertThat(history(answered.json())).isEqualTo(List.of("4"));
            ApiClient.Reply move = servers.other.post("/api/games/" + servers.id + "/moves", "{\"move\":\"4\"}");
            assertThat(move.status()).as("no move after the resignation: " + move.text()).isEqualTo(409);
            assertThat(servers.secondStore.load(servers.id).orElseThrow().moves()).isEqualTo(List.of("4"));
        }
    }

    @Test
    void aComputerOnOneServerSavesNoMoveAfterAResignationMadeThroughAnother() throws Exception {
        try (TwoServers servers = TwoServers.start()) {
            servers.firstHold = PoolHold.of(servers.firstPool);
            servers.secondHold = PoolHold.of(servers.secondPool);
            ApiClient.Reply played = servers.one.post("/api/games/" + servers.id + "/moves", "{\"move\":\"4\"}");
            assertThat(played.status()).as(played.text()).isEqualTo(200);
            ApiClient.Reply read = servers.other.get("/api/games/" + servers.id);
            assertThat(read.status()).as(read.text()).isEqualTo(200);
            Eventually.holds("the second server's computer waits for a thread", 30,
                    () -> servers.secondPool.waiting() == 1);
            servers.postThroughTheFirst("resign");
            // the second server's computer now moves in the copy it read before the resignation
            servers.secondHold.close();
            Eventually.holds("the second server's computer is done", 30,
                    () -> servers.secondPool.waiting() == 0 && servers.secondPool.running() == 0);
            dev.strategist.app.store.StoredGame stored = servers.firstStore.load(servers.id).orElseThrow();
            assertThat(stored.moves()).as("no move saved after the resignation").containsExactly("4");
            assertThat(stored.finished()).isTrue();
            JsonNode now = servers.other.get("/api/games/" + servers.id).json();
            assertThat(history(now)).as("the second server reads the game again").containsExactly("4");
            assertThat(now.get("over").asBoolean()).isTrue();
            assertThat(now.get("result").get("resigned").asBoolean()).isTrue();
        }
    }

    @Test
    void aLongPollOnOneServerAnswersAnUndoMadeThroughAnother() throws Exception {
        try (TwoServers servers = TwoServers.start()) {
            ApiClient.Reply answered = servers.pollAnswering(() -> servers.postThroughTheFirst("undo"));
            assertThat(history(answered.json())).as("the move taken back through the first server").isEmpty();
            assertThat(answered.get("yourTurn").asBoolean()).isTrue();
        }
    }

    /** A change made through the first server while the second is long-polled. */
    @FunctionalInterface
    private interface Change {
        void make() throws Exception;
    }

    /**
     * Two servers on one throw-away PostgreSQL database, each with one search thread, and a Connect Four game
     * at level 1 made through the first, whose browser holds the token for both.
     */
    private static final class TwoServers implements AutoCloseable {
        final TestPostgres postgres;
        final SearchPool firstPool = new SearchPool(1, 4);
        final SearchPool secondPool = new SearchPool(1, 4);
        final GameStore firstStore;
        final GameStore secondStore;
        final Javalin first;
        final Javalin second;
        final ApiClient one;
        final ApiClient other;
        final String id;
        /** Holds the first server's search thread once the poll has started; closing it lets its computer move. */
        PoolHold firstHold;
        /** Holds the second server's search thread: its computer waits while the poll does. */
        PoolHold secondHold;

        private TwoServers(TestPostgres postgres) throws Exception {
            this.postgres = postgres;
            String db = postgres.newDatabase();
            firstStore = GameStore.open(db);
            secondStore = GameStore.open(db);
            first = WebApp.create(firstStore, ServerSettings.defaults(), firstPool, routes -> { })
                    .start("127.0.0.1", 0);
            second = WebApp.create(secondStore, ServerSettings.defaults(), secondPool, routes -> { })
                    .start("127.0.0.1", 0);
            one = new ApiClient("http://127.0.0.1:" + first.port());
            other = one.at("http://127.0.0.1:" + second.port());
            id = one.post("/api/games", "{\"game\":\"connect4\",\"level\":1}").get("id").asText();
        }

        static TwoServers start() throws Exception {
            TestPostgres postgres = TestPostgres.start();
            try {
                return new TwoServers(postgres);
            } catch (Exception | Error e) {
                postgres.close();
                throw e;
            }
        }

        /**
         * Plays 4 through the first server, whose computer then waits for a thread, long-polls the second for 10 s
         * once its own computer waits for its thread too, makes {@code change} through the first, and returns the
         * poll's answer, checked to come long before the 10 s and with neither computer shown thinking.
         */
        ApiClient.Reply pollAnswering(Change change) throws Exception {
            firstHold = PoolHold.of(firstPool);
            secondHold = PoolHold.of(secondPool);
            ApiClient.Reply played = one.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
            assertThat(played.status()).as(played.text()).isEqualTo(200);
            assertThat(played.get("thinking").asBoolean()).isTrue();
            CompletableFuture<ApiClient.Reply> poll = CompletableFuture.supplyAsync(() -> {
                try {
                    return other.get("/api/games/" + id + "?wait=10000");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Eventually.holds("the second server's computer waits for a thread", 30, () -> secondPool.waiting() == 1);
            long changed = System.nanoTime();
            change.make();
            ApiClient.Reply answered = poll.get(30, TimeUnit.SECONDS);
            long took = System.nanoTime() - changed;
            assertThat(answered.status()).as(answered.text()).isEqualTo(200);
            assertThat(answered.get("thinking").asBoolean()).isFalse();
            assertThat(TimeUnit.NANOSECONDS.toSeconds(took)).as("long before the poll's 10 s").isLessThan(8);
            return answered;
        }

        /** Posts {@code action} (resign, undo) for the game through the first server, which must take it. */
        void postThroughTheFirst(String action) throws Exception {
            ApiClient.Reply reply = one.post("/api/games/" + id + "/" + action, "");
            assertThat(reply.status()).as(action + ": " + reply.text()).isEqualTo(200);
        }

        @Override
        public void close() {
            if (firstHold != null) {
                firstHold.close();
            }
            if (secondHold != null) {
                secondHold.close();
            }
            second.stop();
            first.stop();
            secondStore.close();
            firstStore.close();
            postgres.close();
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
