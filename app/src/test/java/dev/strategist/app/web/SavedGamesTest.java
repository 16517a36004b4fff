package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** Games saved as they are played: a restarted server resumes them where they were. */
class SavedGamesTest extends RestartableServerTest {
    @Test
    void aRestartedServerResumesAGameWhereItWas() throws Exception {
        startServer();
        String id = api.post("/api/games", "{\"game\":\"connect4\",\"level\":2,\"seed\":1}").get("id").asText();
        api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
        settled(id);
        api.post("/api/games/" + id + "/moves", "{\"move\":\"3\"}");
        JsonNode before = settled(id);
        assertThat(before.get("history")).hasSize(4);
        stopServer();

        startServer();
        JsonNode after = api.get("/api/games/" + id).json();
        assertThat(after.get("history")).isEqualTo(before.get("history"));
        assertThat(after.get("board")).isEqualTo(before.get("board"));
        assertThat(after.get("yourTurn").asBoolean()).isTrue();
        assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"5\"}").status()).isEqualTo(200);
        assertThat(settled(id).get("history")).hasSize(6);
        ApiClient.Reply undone = api.post("/api/games/" + id + "/undo", "");
        assertThat(undone.get("history")).hasSize(4);

        JsonNode saved = api.get("/api/saved").json().get("games");
        assertThat(saved).hasSize(1);
        assertThat(saved.get(0).get("id").asText()).isEqualTo(id);
        assertThat(saved.get(0).get("moves").asInt()).isEqualTo(4);
        assertThat(saved.get(0).get("finished").asBoolean()).isFalse();
        assertThat(saved.get(0).get("toMove").asInt()).as("your turn, as the game shows").isZero();
    }

    @Test
    void aFinishedGameIsKeptWithItsResult() throws Exception {
        startServer();
        String id = api.post("/api/games", "{\"game\":\"tictactoe\",\"seed\":2}").get("id").asText();
        api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
        settled(id);
        api.post("/api/games/" + id + "/resign", "");
        stopServer();

        startServer();
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(s.get("result").get("message").asText()).isEqualTo("The computer wins by resignation (O)");
        assertThat(s.get("history")).hasSize(2);
        JsonNode saved = api.get("/api/saved?limit=5").json().get("games").get(0);
        assertThat(saved.get("finished").asBoolean()).isTrue();
        assertThat(saved.get("winner").asInt()).isEqualTo(1);
        assertThat(saved.get("resigned").asBoolean()).isTrue();
        assertThat(saved.get("toMove").isNull()).as("nobody moves in a game over").isTrue();
    }

    @Test
    void aWatchedGameComesBackPaused() throws Exception {
        startServer();
        String id = api.post("/api/games", "{\"game\":\"connect4\",\"side\":\"watch\",\"level\":1,\"delay\":0,\"seed\":3}")
                .get("id").asText();
        api.post("/api/games/" + id + "/pause", "");
        int n = settled(id).get("history").size();
        stopServer();

        startServer();
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("paused").asBoolean()).isTrue();
        assertThat(s.get("thinking").asBoolean()).isFalse();
        assertThat(s.get("history")).hasSize(n);
    }

    @Test
    void watchedGamesThatMoveWhileTheyAreCreatedComeBackWhole() throws Exception {
        // a watched game at level 1 with no delay plays moves while its row is being written: every one of
        // them must be saved, not only those made after the store began listening
        startServer();
        java.util.List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String id = api.post("/api/games", "{\"game\":\"connect4\",\"side\":\"watch\",\"level\":1,"
                    + "\"delay\":0,\"seed\":" + i + "}").get("id").asText();
            api.post("/api/games/" + id + "/pause", "");
            ids.add(id);
        }
        java.util.Map<String, JsonNode> before = new java.util.HashMap<>();
        for (String id : ids) {
            before.put(id, settled(id).get("history"));
        }
        stopServer();

        startServer();
        for (String id : ids) {
            assertThat(api.get("/api/games/" + id).json().get("history")).as(id).isEqualTo(before.get(id));
        }
    }

    @Test
    void badRequestsToTheSavedListAreRefused() throws Exception {
        startServer();
        ApiClient.Reply r = api.get("/api/saved?limit=0");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.get("error").asText()).contains("limit must be from 1 to 200");
        assertThat(api.get("/api/saved?limit=many").status()).isEqualTo(400);
        assertThat(api.get("/api/games/unknown").status()).isEqualTo(404);
    }
}
