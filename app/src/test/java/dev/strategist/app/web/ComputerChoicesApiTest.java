package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The computer's algorithm (engine or Monte Carlo, per side when watching) and the adaptive level, through
 * the API and across a restart of the server.
 */
class ComputerChoicesApiTest extends RestartableServerTest {
    private String create(String body) throws Exception {
        ApiClient.Reply r = api.post("/api/games", body);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.get("id").asText();
    }

    @Test
    void theCatalogueOffersTheAlgorithms() throws Exception {
        startServer();
        JsonNode algorithms = api.get("/api/catalogue").get("algorithms");
        assertThat(algorithms.toString()).contains("\"name\":\"engine\"", "\"name\":\"mcts\"", "\"name\":\"mcts_guided\"");
    }

    @Test
    void monteCarloPlaysAndIsKeptAcrossARestart() throws Exception {
        startServer();
        String id = create("{\"game\":\"connect4\",\"level\":2,\"algorithm\":\"mcts\",\"seed\":1}");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
        JsonNode s = settled(id);
        assertThat(s.get("algorithms").toString()).isEqualTo("[null,\"mcts\"]");
        assertThat(s.get("history")).hasSize(2);
        assertThat(s.get("analysis").get("nodes").asLong()).as("playouts").isPositive();
        stopServer();

        startServer();
        JsonNode after = api.get("/api/games/" + id).json();
        assertThat(after.get("algorithms").toString()).isEqualTo("[null,\"mcts\"]");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
        assertThat(settled(id).get("history")).hasSize(4);
        JsonNode saved = api.get("/api/saved").json().get("games").get(0);
        // the listing gives each side as the state does, null at yours
        assertThat(saved.get("algorithms")).isEqualTo(after.get("algorithms"));
        assertThat(saved.get("levels").toString()).isEqualTo("[null,2]");
        assertThat(saved.get("strengths").toString()).isEqualTo("[null,20]");
        assertThat(saved.get("engines").toString()).isEqualTo("[null,null]");
    }

    @Test
    void eachWatchedSideHasItsOwnLevelAndAlgorithm() throws Exception {
        startServer();
        String id = create("{\"game\":\"tictactoe\",\"side\":\"watch\",\"level\":3,\"algorithm\":\"engine\","
                + "\"level2\":4,\"algorithm2\":\"mcts_guided\",\"delay\":0,\"seed\":2}");
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("levels").toString()).isEqualTo("[3,4]");
        assertThat(s.get("algorithms").toString()).isEqualTo("[\"engine\",\"mcts_guided\"]");
        for (int i = 0; i < 50 && !s.get("over").asBoolean(); i++) {
            s = api.get("/api/games/" + id + "?wait=2000").json();
        }
        assertThat(s.get("over").asBoolean()).as("the two computers finish the game").isTrue();
        JsonNode saved = api.get("/api/saved").json().get("games").get(0);
        assertThat(saved.get("levels")).isEqualTo(s.get("levels"));
        assertThat(saved.get("algorithms")).isEqualTo(s.get("algorithms"));
    }

    @Test
    void badChoicesAreRefused() throws Exception {
        startServer();
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"algorithm\":\"minimax\"}"), 400,
                "algorithm must be one of engine, mcts, mcts_guided, not 'minimax'");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"algorithm\":3}"), 400, "algorithm must be one of");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"algorithm2\":\"mcts\"}"), 400, "are for watching");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"adaptive\":\"yes\"}"), 400, "adaptive must be true or false");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"side\":\"watch\",\"adaptive\":true}"), 400,
                "adaptive is for games against you");
        assertThat(api.get("/api/saved").json().get("games")).isEmpty();
    }

    /** Resigns at once (a loss) or plays until the result, giving the first legal move each turn. */
    private JsonNode playOut(String id, boolean resign) throws Exception {
        JsonNode s = settled(id);
        if (resign) {
            return api.post("/api/games/" + id + "/resign", "").json();
        }
        while (!s.get("over").asBoolean()) {
            api.post("/api/games/" + id + "/moves", "{\"move\":\"" + s.get("moves").get(0).get("text").asText() + "\"}");
            s = settled(id);
        }
        return s;
    }

    @Test
    void theAdaptiveLevelFollowsYourResultsAndSurvivesARestart() throws Exception {
        startServer();
        String first = create("{\"game\":\"tictactoe\",\"level\":5,\"adaptive\":true,\"seed\":3}");
        JsonNode s = api.get("/api/games/" + first).json();
        assertThat(s.get("adaptive").asBoolean()).isTrue();
        assertThat(s.get("levels").get(1).asInt()).as("no results yet: the level asked for").isEqualTo(5);
        // an unfinished adaptive game does not count
        create("{\"game\":\"tictactoe\",\"level\":5,\"adaptive\":true,\"seed\":3}");
        playOut(first, true);

        String second = create("{\"game\":\"tictactoe\",\"level\":9,\"adaptive\":true,\"seed\":4}");
        assertThat(api.get("/api/games/" + second).json().get("levels").get(1).asInt()).as("one down after a loss")
                .isEqualTo(4);
        // a game that is not adaptive neither follows nor moves the level
        playOut(create("{\"game\":\"tictactoe\",\"level\":7,\"seed\":5}"), true);
        playOut(second, true);
        stopServer();

        startServer();
        String third = create("{\"game\":\"tictactoe\",\"level\":9,\"adaptive\":true,\"seed\":6}");
        assertThat(api.get("/api/games/" + third).json().get("levels").get(1).asInt()).isEqualTo(3);
        String other = create("{\"game\":\"connect4\",\"level\":6,\"adaptive\":true,\"seed\":7}");
        assertThat(api.get("/api/games/" + other).json().get("levels").get(1).asInt()).as("per game").isEqualTo(6);
    }

    @Test
    void eachPlayerHasAnAdaptiveLevelOfItsOwn() throws Exception {
        startServer();
        String ann = "\"player\":\"ann-browser-1\"";
        String bob = "\"player\":\"bob_browser_2\"";
        playOut(create("{\"game\":\"tictactoe\",\"level\":5,\"adaptive\":true,\"seed\":3," + ann + "}"), true);
        String annNext = create("{\"game\":\"tictactoe\",\"level\":9,\"adaptive\":true,\"seed\":4," + ann + "}");
        assertThat(api.get("/api/games/" + annNext).json().get("levels").get(1).asInt()).as("Ann lost").isEqualTo(4);
        String bobFirst = create("{\"game\":\"tictactoe\",\"level\":8,\"adaptive\":true,\"seed\":5," + bob + "}");
        assertThat(api.get("/api/games/" + bobFirst).json().get("levels").get(1).asInt())
                .as("Ann's loss is not Bob's").isEqualTo(8);
        String nobody = create("{\"game\":\"tictactoe\",\"level\":7,\"adaptive\":true,\"seed\":6}");
        assertThat(api.get("/api/games/" + nobody).json().get("levels").get(1).asInt())
                .as("nor that of games of no known player").isEqualTo(7);
        playOut(bobFirst, true);
        stopServer();

        startServer();
        String bobNext = create("{\"game\":\"tictactoe\",\"level\":2,\"adaptive\":true,\"seed\":7," + bob + "}");
        assertThat(api.get("/api/games/" + bobNext).json().get("levels").get(1).asInt()).as("after a restart").isEqualTo(7);

        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"player\":\"short\"}"), 400, "player must be 8 to 64");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"player\":\"no spaces here\"}"), 400, "player must be");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"player\":[1]}"), 400, "field 'player' must be a string");
    }
}
