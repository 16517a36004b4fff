package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.core.GameOptions;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.play.Algorithm;
import org.junit.jupiter.api.Test;

/**
 * The computer's level changed during a game ({@code PUT /api/games/{id}/level}, issue 25 defect 2), as a
 * level or as a strength (the page's slider): it
 * plays the next move at the new level, the change is saved across a restart, bad requests change nothing,
 * and an adaptive game's result counts against the level it ended at.
 */
class LevelChangeApiTest extends RestartableServerTest {

    private String create(String body) throws Exception {
        ApiClient.Reply r = api.post("/api/games", body);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.get("id").asText();
    }


    @Test
    void aNewLevelPlaysTheComputersNextMoveAndSurvivesARestart() throws Exception {
        startServer();
        String id = create("{\"game\":\"connect4\",\"level\":2,\"seed\":1}");
        ApiClient.Reply changed = api.put("/api/games/" + id + "/level", "{\"level\":7}");
        assertThat(changed.status()).as(changed.text()).isEqualTo(200);
        assertThat(changed.get("levels").toString()).isEqualTo("[null,7]");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
        JsonNode s = settled(id);
        assertThat(s.get("history")).hasSize(2);
        stopServer();

        startServer();
        s = settled(id);
        assertThat(s.get("levels").toString()).as("restored at the new level").isEqualTo("[null,7]");
        assertThat(s.get("history")).hasSize(2);
        assertThat(api.get("/api/saved").get("games").get(0).get("levels").toString()).as("per side, as the state")
                .isEqualTo("[null,7]");
        assertThat(api.put("/api/games/" + id + "/level", "{\"level\":3}").get("levels").toString())
                .as("a restored game changes too").isEqualTo("[null,3]");
    }

    @Test
    void aWatchedGameChangesEitherSidesLevel() throws Exception {
        startServer();
        String id = create("{\"game\":\"tictactoe\",\"side\":\"watch\",\"level\":2,\"level2\":3,\"seed\":2}");
        api.post("/api/games/" + id + "/pause", "");
        assertThat(api.put("/api/games/" + id + "/level", "{\"level2\":9}").get("levels").toString()).isEqualTo("[2,9]");
        assertThat(api.put("/api/games/" + id + "/level", "{\"level\":6,\"level2\":1}").get("levels").toString())
                .isEqualTo("[6,1]");
        stopServer();
        startServer();
        assertThat(api.get("/api/games/" + id).get("levels").toString()).isEqualTo("[6,1]");
    }

    @Test
    void aStrengthIsMappedOntoTheLevels() throws Exception {
        startServer();
        JsonNode scale = api.get("/api/catalogue").get("strength");
        assertThat(scale.get("min").asInt()).isZero();
        assertThat(scale.get("max").asInt()).isEqualTo(100);
        assertThat(scale.get("default").asInt()).isEqualTo(50);
        assertThat(scale.get("levels")).hasSize(10);
        assertThat(scale.get("levels").get(5).toString()).isEqualTo("{\"level\":6,\"from\":51,\"to\":60}");
        String id = create("{\"game\":\"connect4\",\"level\":2,\"seed\":6}");
        String path = "/api/games/" + id + "/level";
        assertThat(api.put(path, "{\"strength\":57}").get("levels").toString()).isEqualTo("[null,6]");
        assertThat(api.put(path, "{\"strength\":0}").get("levels").toString()).isEqualTo("[null,1]");
        assertThat(api.put(path, "{\"strength\":100}").get("levels").toString()).isEqualTo("[null,10]");
        assertRefused(api.put(path, "{\"strength\":101}"), 400, "strength must be an integer from 0 to 100, not 101");
        assertRefused(api.put(path, "{\"strength\":-1}"), 400, "strength must be an integer from 0 to 100");
        assertRefused(api.put(path, "{\"strength\":\"50\"}"), 400, "strength must be an integer");
        assertRefused(api.put(path, "{\"strength\":50,\"level\":5}"), 400, "give level or strength, not both");
        assertRefused(api.put(path, "{\"strength2\":50}"), 400, "strength2 is for watching");
        assertThat(api.get("/api/games/" + id).get("levels").toString()).as("nothing changed").isEqualTo("[null,10]");

        String watched = create("{\"game\":\"tictactoe\",\"side\":\"watch\",\"level\":2,\"level2\":3,\"seed\":7}");
        api.post("/api/games/" + watched + "/pause", "");
        assertThat(api.put("/api/games/" + watched + "/level", "{\"strength2\":81}").get("levels").toString())
                .isEqualTo("[2,9]");
        assertThat(api.put("/api/games/" + watched + "/level", "{\"strength\":30,\"level2\":4}").get("levels")
                .toString()).as("one side by strength, the other by level").isEqualTo("[3,4]");
    }

    @Test
    void theStrengthChosenIsKeptAndAnsweredAcrossARestart() throws Exception {
        startServer();
        String id = create("{\"game\":\"connect4\",\"strength\":57,\"seed\":8}");
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("strengths").toString()).as("a new game at a strength").isEqualTo("[null,57]");
        assertThat(s.get("levels").toString()).isEqualTo("[null,6]");
        assertThat(api.put("/api/games/" + id + "/level", "{\"strength\":43}").get("strengths").toString())
                .isEqualTo("[null,43]");
        String watched = create("{\"game\":\"tictactoe\",\"side\":\"watch\",\"strength\":23,\"strength2\":88,\"seed\":9}");
        api.post("/api/games/" + watched + "/pause", "");
        String old = create("{\"game\":\"connect4\",\"level\":4,\"seed\":10}");
        stopServer();
        // a game saved before strengths were kept
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("strategist.db"));
             java.sql.Statement st = c.createStatement()) {
            st.execute("UPDATE games SET strength = NULL, second_strength = NULL WHERE id = '" + old + "'");
        }

        startServer();
        s = api.get("/api/games/" + id).json();
        assertThat(s.get("strengths").toString()).as("restored at the strength chosen, not its level's 50").isEqualTo("[null,43]");
        assertThat(s.get("levels").toString()).isEqualTo("[null,5]");
        JsonNode w = api.get("/api/games/" + watched).json();
        assertThat(w.get("strengths").toString()).isEqualTo("[23,88]");
        assertThat(w.get("levels").toString()).isEqualTo("[3,9]");
        assertThat(api.get("/api/games/" + old).get("strengths").toString()).as("its level's own").isEqualTo("[null,40]");
        JsonNode mine = null;
        for (JsonNode g : api.get("/api/saved").get("games")) {
            if (g.get("id").asText().equals(id)) {
                mine = g;
            }
        }
        assertThat(mine).as("the game is among the saved ones").isNotNull();
        assertThat(mine.get("strengths")).as("per side, as the state").isEqualTo(s.get("strengths"));
        assertThat(api.put("/api/games/" + id + "/level", "{\"level\":3}").get("strengths").toString())
                .as("a level stands for its own strength").isEqualTo("[null,30]");
        assertRefused(api.post("/api/games", "{\"game\":\"connect4\",\"strength\":50,\"level\":5}"), 400,
                "give level or strength, not both");
        assertRefused(api.post("/api/games", "{\"game\":\"connect4\",\"strength\":101}"), 400,
                "strength must be an integer from 0 to 100");
        assertRefused(api.post("/api/games", "{\"game\":\"connect4\",\"strength2\":50}"), 400, "are for watching");
    }

    @Test
    void badRequestsAreRefusedAndChangeNothing() throws Exception {
        startServer();
        String id = create("{\"game\":\"tictactoe\",\"level\":4,\"seed\":3}");
        String path = "/api/games/" + id + "/level";
        assertRefused(api.stranger().put(path, "{\"level\":7}"), 403, "token");
        assertRefused(api.put(path, "{\"level\":11}"), 400, "level must be an integer from 1 to 10, not 11");
        assertRefused(api.put(path, "{\"level\":0}"), 400, "level must be an integer from 1 to 10");
        assertRefused(api.put(path, "{\"level\":\"7\"}"), 400, "level must be an integer");
        assertRefused(api.put(path, "{\"level\":7.5}"), 400, "level must be an integer");
        assertRefused(api.put(path, "{}"), 400, "missing field 'level'");
        assertRefused(api.put(path, "{\"level2\":7}"), 400, "level2 is for watching");
        assertRefused(api.put(path, "[7]"), 400, "must be a JSON object");
        assertRefused(api.post(path, "{\"level\":7}"), 405, "not allowed");
        assertRefused(api.put("/api/games/nosuchgame/level", "{\"level\":7}"), 404, "no game");
        assertThat(api.get("/api/games/" + id).get("levels").toString()).isEqualTo("[null,4]");
        api.post("/api/games/" + id + "/resign", "");
        assertRefused(api.put(path, "{\"level\":7}"), 409, "the game is over");
        assertThat(api.get("/api/games/" + id).get("levels").toString()).isEqualTo("[null,4]");
    }

    @Test
    void anAdaptiveGameCountsAgainstTheLevelItEndedAt() throws Exception {
        startServer();
        String player = "\"player\":\"level-change-1\"";
        String first = create("{\"game\":\"tictactoe\",\"strength\":47,\"adaptive\":true,\"seed\":4," + player + "}");
        assertThat(api.get("/api/games/" + first).get("strengths").get(1).asInt())
                .as("a first adaptive game keeps the strength asked for").isEqualTo(47);
        JsonNode s = api.put("/api/games/" + first + "/level", "{\"level\":8}").json();
        assertThat(s.get("adaptive").asBoolean()).as("still adaptive").isTrue();
        api.post("/api/games/" + first + "/resign", "");
        stopServer();
        startServer();
        String next = create("{\"game\":\"tictactoe\",\"level\":2,\"adaptive\":true,\"seed\":5," + player + "}");
        assertThat(api.get("/api/games/" + next).get("levels").get(1).asInt()).as("one down from 8 after a loss")
                .isEqualTo(7);
    }

    @Test
    void theMatchItselfIsReseated() {
        // Gomoku's computer from level 5 is the tournament player, so its name shows the seat really changed
        GomokuGame gomoku = new GomokuGame();
        ServerThreads threads = new ServerThreads(new SearchPool(1, 1));
        WebGame<?> g = WebGame.start("lv1", gomoku, GameOptions.defaults(gomoku.options()),
                new GameSetup(0, 40, 40, 0, 1, Algorithm.ENGINE, Algorithm.ENGINE, false, null), threads, "hash");
        try {
            assertThat(g.computerName(1)).doesNotContain("gomoku-player");
            g.changeStrengths(new Integer[] {null, 70});
            assertThat(g.computerName(1)).startsWith("gomoku-player level 7");
            assertThat(g.state(true).levels()).containsExactly(null, 7);
        } finally {
            g.stop();
            threads.close();
        }
    }
}
