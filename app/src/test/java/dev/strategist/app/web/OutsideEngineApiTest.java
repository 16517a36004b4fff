package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Games against an outside engine the server's operator configured ({@code serve --engine}), run as a process
 * (the fake GTP engine): a whole game, a restart, names a request may not use, an engine that fails mid-game,
 * and no process left behind. Waits are for the engine's answer or the process's end, never a sleep.
 */
class OutsideEngineApiTest extends RestartableServerTest {
    private final FakeEngines fakes = new FakeEngines();
    /** The engines the server is started with (again). */
    private final List<String> offered = new ArrayList<>();

    @Override
    ServerSettings settings() {
        return FakeEngines.offering(offered.toArray(String[]::new));
    }

    @AfterEach
    void noEngineIsLeftRunning() throws Exception {
        stopServer();
        Eventually.holds("every engine process ended", 20, () -> fakes.running() == 0);
    }

    private String newGame(String body) throws Exception {
        ApiClient.Reply r = api.post("/api/games", body);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.get("id").asText();
    }

    /**
     * A game of {@code game} on a server offering {@code engine} (an {@link FakeEngines#engine} value), played
     * against it, after your first {@code move} and its answer.
     */
    private String afterYourFirstMove(String engine, String game, String move) throws Exception {
        offered.add(engine);
        startServer();
        String name = engine.substring(0, engine.indexOf('='));
        String id = newGame("{\"game\":\"" + game + "\",\"side\":\"first\",\"engine\":\"" + name + "\"}");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
        assertThat(answered(id).get("history")).hasSize(2);
        return id;
    }

    /** A new game with the set-up {@code body} is refused with a 400 whose message has {@code message}. */
    private void refused(String body, String message) throws Exception {
        assertRefused(api.post("/api/games", body), 400, message);
    }

    /** The state once the engine has answered (or failed to). */
    private JsonNode answered(String id) throws Exception {
        Eventually.holds("the engine answered", 30, () -> !api.get("/api/games/" + id).json().get("thinking")
                .asBoolean());
        return api.get("/api/games/" + id).json();
    }

    @Test
    void aWholeGameIsPlayedAgainstTheEngineCalledByItsName() throws Exception {
        offered.add(fakes.engine("fake", "tictactoe", ""));
        startServer();
        String catalogue = api.get("/api/catalogue").text();
        JsonNode games = api.get("/api/catalogue").json().get("games");
        for (JsonNode g : games) {
            assertThat(g.get("engines")).as(g.get("name").asText())
                    .hasSize(g.get("name").asText().equals("tictactoe") ? 1 : 0);
        }
        assertThat(catalogue).contains("\"engines\":[\"fake\"]").doesNotContain("FakeGtpEngine")
                .doesNotContain("gtp=");

        String id = newGame("{\"game\":\"tictactoe\",\"side\":\"first\",\"engine\":\"fake\"}");
        Eventually.holds("the engine started with the game", 30, () -> fakes.running() == 1);
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("players").get(1).asText()).isEqualTo("fake");
        assertThat(s.get("engines").get(1).asText()).isEqualTo("fake");
        assertThat(s.get("engines").get(0).isNull()).isTrue();
        assertThat(s.get("levels").get(1).isNull()).isTrue();
        while (!s.get("over").asBoolean()) {
            assertThat(s.get("engineError").isNull()).as(s.toString()).isTrue();
            assertThat(s.get("yourTurn").asBoolean()).as(s.toString()).isTrue();
            String move = s.get("moves").get(0).get("text").asText();
            assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}").status()).isEqualTo(200);
            s = answered(id);
        }
        assertThat(s.get("history").size()).isGreaterThanOrEqualTo(5);
        assertThat(s.get("result").get("message").asText()).matches("You win.*|fake wins.*|Draw");
        Eventually.holds("the engine ended with the game", 20, () -> fakes.running() == 0);
        JsonNode saved = api.get("/api/saved").json().get("games").get(0);
        assertThat(saved.get("engines").toString()).as("each side's, as the state gives them").isEqualTo("[null,\"fake\"]");
        assertThat(saved.get("levels").toString()).as("an engine has no level").isEqualTo("[null,null]");
        assertThat(saved.get("finished").asBoolean()).isTrue();
    }

    @Test
    void aRecordNamesTheEngine() throws Exception {
        String id = afterYourFirstMove(fakes.engine("rival", "othello", ""), "othello", "d3");
        assertThat(api.get("/api/games/" + id + "/record").json().get("text").asText()).contains("PB[You]")
                .contains("PW[rival]");
    }

    @Test
    void aGomocupBrainPlaysGomokuOnly() throws Exception {
        String id = afterYourFirstMove(fakes.brain("brain"), "gomoku", "h8");
        assertThat(api.get("/api/games/" + id).json().get("players").get(1).asText()).isEqualTo("brain");
        JsonNode games = api.get("/api/catalogue").json().get("games");
        for (JsonNode g : games) {
            assertThat(g.get("engines")).hasSize(g.get("name").asText().equals("gomoku") ? 1 : 0);
        }
    }

    @Test
    void aRestartedServerSeatsTheSameEngineAgainByName() throws Exception {
        offered.add(fakes.engine("fake", "tictactoe", ""));
        startServer();
        String id = newGame("{\"game\":\"tictactoe\",\"side\":\"second\",\"engine\":\"fake\"}");
        JsonNode before = answered(id);
        assertThat(before.get("history")).hasSize(1);
        stopServer();
        Eventually.holds("the server's stop ended the engine", 20, () -> fakes.running() == 0);

        startServer();
        JsonNode after = api.get("/api/games/" + id).json();
        assertThat(after.get("history")).isEqualTo(before.get("history"));
        assertThat(after.get("engines").get(0).asText()).isEqualTo("fake");
        assertThat(after.get("engineError").isNull()).isTrue();
        Eventually.holds("the restored game started its engine", 30, () -> fakes.running() == 1);
        String move = after.get("moves").get(0).get("text").asText();
        assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}").status()).isEqualTo(200);
        JsonNode s = answered(id);
        assertThat(s.get("history")).as(s.toString()).hasSize(3);
        assertThat(s.get("engineError").isNull()).isTrue();
    }

    @Test
    void aGameWhoseEngineIsNoLongerOfferedStillOpensAndCanBeTakenBackOrResigned() throws Exception {
        String id = afterYourFirstMove(fakes.engine("fake", "tictactoe", ""), "tictactoe", "b2");
        stopServer();
        offered.clear();

        startServer();
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("history")).hasSize(2);
        assertThat(s.get("engineError").asText()).contains("no engine is called 'fake'").contains("resigned");
        String move = s.get("moves").get(0).get("text").asText();
        assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}").status()).isEqualTo(200);
        s = answered(id);
        assertThat(s.get("history")).hasSize(3);
        assertThat(s.get("yourTurn").asBoolean()).isFalse();
        assertThat(api.post("/api/games/" + id + "/undo", "").get("history")).hasSize(2);
        JsonNode resigned = api.post("/api/games/" + id + "/resign", "").json();
        assertThat(resigned.get("result").get("message").asText()).startsWith("fake wins by resignation");
        // the engine of the game ended is closed on a thread of its own: wait for it rather than race it
        Eventually.holds("the engine of the resigned game ended", 20, () -> fakes.running() == 0);
    }

    @Test
    void aRequestNamesOnlyAnEngineOfferedForItsGame() throws Exception {
        offered.add(fakes.engine("fake", "tictactoe", ""));
        startServer();
        refused("{\"game\":\"tictactoe\",\"engine\":\"nope\"}",
                "no engine is called 'nope' on this server; it has fake");
        refused("{\"game\":\"tictactoe\",\"engine\":\"/bin/sh\"}",
                "no engine is called '/bin/sh'");
        refused("{\"game\":\"connect4\",\"engine\":\"fake\"}",
                "the engine 'fake' does not play Connect Four (it plays tictactoe)");
        refused("{\"game\":\"tictactoe\",\"engine\":\"fake\",\"level\":3}",
                "give it without level, strength and algorithm");
        refused("{\"game\":\"tictactoe\",\"engine\":\"fake\",\"strength\":30}",
                "give it without level, strength and algorithm");
        refused("{\"game\":\"tictactoe\",\"engine2\":\"fake\"}",
                "engine2 is for watching");
        refused("{\"game\":\"tictactoe\",\"engine\":\"fake\",\"adaptive\":true}",
                "an engine has none");
        String id = newGame("{\"game\":\"tictactoe\",\"engine\":\"fake\"}");
        assertRefused(api.put("/api/games/" + id + "/level", "{\"level\":3}"), 409, "it has no level");
        assertThat(api.get("/api/server").text()).doesNotContain("FakeGtpEngine");
    }

    @Test
    void aWatchedGameSeatsAnEngineAgainstTheComputer() throws Exception {
        offered.add(fakes.engine("fake", "tictactoe", ""));
        startServer();
        String id = newGame("{\"game\":\"tictactoe\",\"side\":\"watch\",\"engine2\":\"fake\",\"level\":2,"
                + "\"delay\":0}");
        Eventually.holds("the watched game ended", 60, () -> api.get("/api/games/" + id).json().get("over")
                .asBoolean());
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("players").get(1).asText()).isEqualTo("fake");
        assertThat(s.get("levels").get(0).asInt()).isEqualTo(2);
        assertThat(s.get("engineError").isNull()).isTrue();
    }

    @Test
    void anEngineThatDiesMidGameLeavesTheGameSavedAndTheServerPlaying() throws Exception {
        offered.add(fakes.engine("dies", "tictactoe", "", "--die", "--at=2"));
        offered.add(fakes.engine("fake", "tictactoe", ""));
        startServer();
        String id = newGame("{\"game\":\"tictactoe\",\"side\":\"first\",\"engine\":\"dies\"}");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
        assertThat(answered(id).get("history")).hasSize(2);
        String move = answered(id).get("moves").get(0).get("text").asText();
        api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
        JsonNode s = answered(id);
        assertThat(s.get("history")).as("your move is kept").hasSize(3);
        assertThat(s.get("over").asBoolean()).isFalse();
        assertThat(s.get("engineError").asText()).contains("the engine 'dies' failed")
                .contains("exit status 3").doesNotContain("FakeGtpEngine");
        assertThat(api.get("/api/saved").json().get("games").get(0).get("moves").asInt()).isEqualTo(3);

        // asked again, a fresh process catches up and answers (the fake dies only at its second genmove)
        assertThat(api.post("/api/games/" + id + "/computer", "").status()).isEqualTo(200);
        JsonNode again = answered(id);
        assertThat(again.get("history")).as(again.toString()).hasSize(4);
        assertThat(again.get("engineError").isNull()).isTrue();

        String other = newGame("{\"game\":\"tictactoe\",\"side\":\"second\",\"engine\":\"fake\"}");
        assertThat(answered(other).get("history")).as("the server plays on").hasSize(1);
    }

    @Test
    void anIllegalAnswerOrAHangIsReportedAndTheGameKept() throws Exception {
        offered.add(fakes.engine("wrong", "tictactoe", "", "--illegal"));
        offered.add(fakes.engine("stuck", "tictactoe", "timeout=1500,", "--hang"));
        startServer();
        String wrong = newGame("{\"game\":\"tictactoe\",\"side\":\"second\",\"engine\":\"wrong\"}");
        JsonNode s = answered(wrong);
        assertThat(s.get("history")).isEmpty();
        assertThat(s.get("engineError").asText()).contains("the engine 'wrong' answered a move that is not legal here");
        assertThat(api.post("/api/games/" + wrong + "/resign", "").get("over").asBoolean()).isTrue();

        String stuck = newGame("{\"game\":\"tictactoe\",\"side\":\"second\",\"engine\":\"stuck\"}");
        JsonNode hung = answered(stuck);
        assertThat(hung.get("engineError").asText()).contains("the engine 'stuck' failed")
                .contains("did not answer 'genmove black' within 1500 ms");
        Eventually.holds("the hung engine was ended", 20, () -> fakes.running() == 0);
    }

    @Test
    void anEngineRefusalIsReportedWithoutTheEnginesOwnText() throws Exception {
        offered.add(fakes.engine("leaky", "tictactoe", "", "--refuse"));
        startServer();
        String id = newGame("{\"game\":\"tictactoe\",\"side\":\"second\",\"engine\":\"leaky\"}");
        JsonNode s = answered(id);
        assertThat(s.get("engineError").asText()).as(s.toString())
                .isEqualTo("the engine 'leaky' failed: the engine refused 'genmove black'");
        assertThat(s.toString()).doesNotContain("cannot think").doesNotContain("FakeGtpEngine")
                .doesNotContain(System.getProperty("java.class.path"));
    }

    @Test
    void anEngineThatResignsLosesTheGame() throws Exception {
        offered.add(fakes.engine("quits", "tictactoe", "", "--resign"));
        startServer();
        String id = newGame("{\"game\":\"tictactoe\",\"side\":\"second\",\"engine\":\"quits\"}");
        Eventually.holds("the engine resigned", 30, () -> api.get("/api/games/" + id).json().get("over").asBoolean());
        JsonNode s = api.get("/api/games/" + id).json();
        assertThat(s.get("result").get("message").asText()).isEqualTo("You win by resignation (O)");
        assertThat(s.get("engineError").isNull()).isTrue();
        assertThat(api.get("/api/saved").json().get("games").get(0).get("resigned").asBoolean()).isTrue();
        Eventually.holds("the engine ended with the game", 20, () -> fakes.running() == 0);
    }

    @Test
    void processesEndWhenTheGameIsResignedOrTheServerStops() throws Exception {
        offered.add(fakes.engine("fake", "tictactoe", ""));
        startServer();
        String a = newGame("{\"game\":\"tictactoe\",\"engine\":\"fake\"}");
        newGame("{\"game\":\"tictactoe\",\"engine\":\"fake\"}");
        Eventually.holds("one process a game", 30, () -> fakes.running() == 2);
        api.post("/api/games/" + a + "/resign", "");
        Eventually.holds("the resigned game's engine ended", 20, () -> fakes.running() == 1);
        stopServer();
        Eventually.holds("the server's stop ended the other", 20, () -> fakes.running() == 0);
    }
}
