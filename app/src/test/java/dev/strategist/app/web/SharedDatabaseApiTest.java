package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.TestPostgres;
import io.javalin.Javalin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two servers sharing one PostgreSQL database: a game played on one and read on the other is read as stored; a
 * move on the second from a copy the first has since moved past is refused (409) and saved nowhere, and the
 * second then reads the game again, so no move is lost or doubled.
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
