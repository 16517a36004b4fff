package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The JSON API end to end over HTTP: every endpoint, and every bad request refused with nothing changed. */
class WebApiTest {
    private static Javalin server;
    private static SearchPool pool;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        ServerSettings settings = ServerSettings.defaults();
        pool = new SearchPool(settings.searchThreads(), settings.searchQueue());
        server = WebApp.create(null, settings, pool, routes -> { }).start("127.0.0.1", 0);
        api = new ApiClient("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.stop();
        }
    }

    private static ApiClient.Reply create(String body) throws Exception {
        ApiClient.Reply r = api.post("/api/games", body);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r;
    }

    /** The state once the computer has moved (or after 10 s, failing then). */
    private static JsonNode settled(String id) throws Exception {
        ApiClient.Reply r = api.get("/api/games/" + id + "?wait=10000");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.get("thinking").asBoolean()).as("the computer answered within 10 s").isFalse();
        return r.json();
    }


    @Test
    void catalogueListsEveryGameWithOptionsSidesAndLevels() throws Exception {
        ApiClient.Reply r = api.get("/api/catalogue");
        assertThat(r.status()).isEqualTo(200);
        List<String> names = new ArrayList<>();
        r.get("games").forEach(g -> names.add(g.get("name").asText()));
        assertThat(names).contains("tictactoe", "connect4");
        JsonNode c4 = null;
        for (JsonNode g : r.get("games")) {
            if (g.get("name").asText().equals("connect4")) {
                c4 = g;
            }
        }
        assertThat(c4.get("title").asText()).isEqualTo("Connect Four");
        assertThat(c4.get("options").get(0).get("name").asText()).isEqualTo("width");
        assertThat(c4.get("options").get(0).get("default").asText()).isEqualTo("7");
        assertThat(c4.get("sides").toString()).isEqualTo("[\"X\",\"O\"]");
        assertThat(r.get("levels").get("max").asInt()).isEqualTo(10);
    }

    @Test
    void newGameShowsTheEmptyBoardAndEveryLegalMove() throws Exception {
        JsonNode s = create("{\"game\":\"tictactoe\",\"level\":3,\"seed\":1}").json();
        assertThat(s.get("id").asText()).isNotBlank();
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        assertThat(s.get("you").asInt()).isZero();
        assertThat(s.get("board").get("rows").asInt()).isEqualTo(3);
        assertThat(s.get("board").get("cells").toString()).isEqualTo("[\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\"]");
        assertThat(s.get("moves")).hasSize(9);
        assertThat(s.get("moves").get(4).get("text").asText()).isEqualTo("b2");
        assertThat(s.get("moves").get(4).get("cells").get(0).asInt()).isEqualTo(4);
        assertThat(s.get("lastMove").isNull()).isTrue();
        assertThat(s.get("canUndo").asBoolean()).isFalse();
    }

    @Test
    void aMoveIsAnsweredByTheComputer() throws Exception {
        String id = create("{\"game\":\"tictactoe\",\"level\":5,\"seed\":2}").get("id").asText();
        ApiClient.Reply played = api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
        assertThat(played.status()).isEqualTo(200);
        assertThat(played.get("history").get(0).asText()).isEqualTo("b2");
        JsonNode s = settled(id);
        assertThat(s.get("history")).hasSize(2);
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        assertThat(s.get("board").get("cells").get(4).asText()).isEqualTo("0");
        String reply = s.get("history").get(1).asText();
        assertThat(s.get("lastMove").get("text").asText()).isEqualTo(reply);
        assertThat(s.get("moves")).hasSize(7);
    }

    @Test
    void theComputerMovesFirstWhenYouTakeTheSecondSide() throws Exception {
        String id = create("{\"game\":\"connect4\",\"side\":\"second\",\"level\":2,\"seed\":3}").get("id").asText();
        JsonNode s = settled(id);
        assertThat(s.get("you").asInt()).isEqualTo(1);
        assertThat(s.get("history")).hasSize(1);
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        assertThat(s.get("board").get("rows").asInt()).isEqualTo(6);
        assertThat(s.get("board").get("cols").asInt()).isEqualTo(7);
    }

    @Test
    void aWholeTicTacToeGameEndsWithAResult() throws Exception {
        String id = create("{\"game\":\"tictactoe\",\"level\":10,\"seed\":4}").get("id").asText();
        JsonNode s = settled(id);
        while (!s.get("over").asBoolean()) {
            String move = s.get("moves").get(0).get("text").asText();
            assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}").status()).isEqualTo(200);
            s = settled(id);
        }
        // perfect play never loses; the first free cell each time is no way to beat it
        assertThat(s.get("result").get("winner").asInt()).isIn(-1, 1);
        assertThat(s.get("result").get("message").asText()).isIn("Draw", "The computer wins (O)");
        assertThat(s.get("moves")).isEmpty();
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"a1\"}"), 409, "game is over");
        assertRefused(api.get("/api/games/" + id + "/hint"), 409, "game is over");
    }

    @Test
    void badMovesAreRefusedAndChangeNothing() throws Exception {
        String id = create("{\"game\":\"tictactoe\",\"level\":5,\"seed\":5}").get("id").asText();
        api.post("/api/games/" + id + "/moves", "{\"move\":\"a1\"}");
        String before = settled(id).toString();
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"a1\"}"), 400, "already taken");
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"z9\"}"), 400, "illegal move 'z9'");
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"\"}"), 400, "no move given");
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":[1]}"), 400, "must be a string");
        assertRefused(api.post("/api/games/" + id + "/moves", "{}"), 400, "missing field 'move'");
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\": \"b2\""), 400, "not valid JSON");
        assertRefused(api.post("/api/games/" + id + "/moves", "[\"b2\"]"), 400, "JSON object");
        assertRefused(api.post("/api/games/" + id + "/moves", "b2"), 400, "not valid JSON");
        assertThat(api.get("/api/games/" + id).json().toString()).isEqualTo(before);
    }

    @Test
    void aMoveOutOfTurnIsRefusedWhileTheComputerThinks() throws Exception {
        // every search thread is held, so the computer waits its turn for one and thinks until the test lets go
        String id;
        try (PoolHold hold = PoolHold.of(pool)) {
            id = create("{\"game\":\"connect4\",\"options\":{\"width\":8,\"height\":\"7\"},"
                    + "\"side\":\"second\",\"level\":10,\"seed\":6}").get("id").asText();
            refusedWhileThinking(id);
            // told while it waits, it answers as soon as it has a thread
            assertThat(api.post("/api/games/" + id + "/move-now", "").status()).isEqualTo(200);
        }
        JsonNode s = settled(id);
        assertThat(s.get("history")).hasSize(1);
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        assertRefused(api.post("/api/games/" + id + "/computer", ""), 409, "your turn");
    }

    /** What must hold while the computer, to move in game {@code id}, thinks. */
    private static void refusedWhileThinking(String id) throws Exception {
        ApiClient.Reply waited = api.get("/api/games/" + id + "?wait=50");
        assertThat(waited.status()).isEqualTo(200);
        assertThat(waited.get("thinking").asBoolean()).as("the wait is bounded").isTrue();
        assertThat(waited.get("yourTurn").asBoolean()).isFalse();
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}"), 409, "not your turn");
        assertRefused(api.get("/api/games/" + id + "/hint"), 409, "your turn");
        assertThat(api.get("/api/games/" + id).get("history")).isEmpty();
    }

    @Test
    void undoTakesBackToYourTurnAndResignEndsTheGame() throws Exception {
        String id = create("{\"game\":\"connect4\",\"level\":1,\"seed\":7}").get("id").asText();
        assertRefused(api.post("/api/games/" + id + "/undo", ""), 409, "no move to take back");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}");
        settled(id);
        api.post("/api/games/" + id + "/moves", "{\"move\":\"3\"}");
        assertThat(settled(id).get("history")).hasSize(4);
        ApiClient.Reply undone = api.post("/api/games/" + id + "/undo", "");
        assertThat(undone.status()).isEqualTo(200);
        assertThat(undone.get("history")).hasSize(2);
        assertThat(undone.get("yourTurn").asBoolean()).isTrue();
        assertThat(undone.get("thinking").asBoolean()).isFalse();

        ApiClient.Reply resigned = api.post("/api/games/" + id + "/resign", "");
        assertThat(resigned.status()).isEqualTo(200);
        assertThat(resigned.get("over").asBoolean()).isTrue();
        assertThat(resigned.get("result").get("resigned").asBoolean()).isTrue();
        assertThat(resigned.get("result").get("winner").asInt()).isEqualTo(1);
        assertThat(resigned.get("result").get("message").asText()).isEqualTo("The computer wins by resignation (O)");
        assertRefused(api.post("/api/games/" + id + "/resign", ""), 409, "game is over");
        assertRefused(api.post("/api/games/" + id + "/undo", ""), 409, "resigned");
        assertThat(api.get("/api/games/" + id).get("history")).hasSize(2);
    }

    @Test
    void aHintIsALegalMoveAndChangesNothing() throws Exception {
        String id = create("{\"game\":\"tictactoe\",\"seed\":8}").get("id").asText();
        ApiClient.Reply hint = api.get("/api/games/" + id + "/hint");
        assertThat(hint.status()).isEqualTo(200);
        List<String> legal = new ArrayList<>();
        api.get("/api/games/" + id).get("moves").forEach(m -> legal.add(m.get("text").asText()));
        assertThat(legal).contains(hint.get("move").asText());
        assertThat(api.get("/api/games/" + id).get("history")).isEmpty();
    }

    @Test
    void badNewGameRequestsAreRefused() throws Exception {
        assertRefused(api.post("/api/games", "{\"game\":\"chess\"}"), 400, "unknown game 'chess'; known games:");
        assertRefused(api.post("/api/games", "{}"), 400, "missing field 'game'");
        assertRefused(api.post("/api/games", "{\"game\":\"connect4\",\"options\":{\"width\":\"12\"}}"), 400,
                "option width cannot be '12'");
        assertRefused(api.post("/api/games", "{\"game\":\"connect4\",\"options\":{\"colour\":\"red\"}}"), 400,
                "unknown option 'colour'");
        assertRefused(api.post("/api/games", "{\"game\":\"connect4\",\"options\":[7]}"), 400, "options must be an object");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":11}"), 400, "level must be an integer from 1 to 10");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":\"hard\"}"), 400, "level must be");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"side\":\"middle\"}"), 400, "side must be");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"side\":2}"), 400, "side must be");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"seed\":\"x\"}"), 400, "seed must be an integer");
        assertRefused(api.post("/api/games", "{\"game\":"), 400, "not valid JSON");
    }

    @Test
    void unknownGamesAndEndpointsAreNotFound() throws Exception {
        assertRefused(api.get("/api/games/nosuchgame"), 404, "no game with id 'nosuchgame'");
        assertRefused(api.post("/api/games/nosuchgame/moves", "{\"move\":\"b2\"}"), 404, "no game with id");
        assertRefused(api.post("/api/games/nosuchgame/undo", ""), 404, "no game with id");
        assertRefused(api.get("/api/nothing"), 404, "no such endpoint");
        String id = create("{\"game\":\"tictactoe\"}").get("id").asText();
        assertRefused(api.get("/api/games/" + id + "?wait=soon"), 400, "wait must be a number");
        assertRefused(api.get("/api/games/" + id + "?wait=600000"), 400, "wait must be from 0 to 10000");
    }

    @Test
    void aWatchedGameOfPerfectPlayersIsADraw() throws Exception {
        JsonNode s = create("{\"game\":\"tictactoe\",\"side\":\"watch\",\"level\":10,\"delay\":0,\"seed\":10}").json();
        String id = s.get("id").asText();
        assertThat(s.get("you").asInt()).isEqualTo(-1);
        assertThat(s.get("levels").toString()).isEqualTo("[10,10]");
        assertThat(s.get("players").toString()).isEqualTo("[\"computer\",\"computer\"]");
        for (int i = 0; i < 50 && !s.get("over").asBoolean(); i++) {
            s = api.get("/api/games/" + id + "?wait=2000").json();
        }
        assertThat(s.get("over").asBoolean()).isTrue();
        assertThat(s.get("history")).hasSize(9);
        assertThat(s.get("result").get("message").asText()).isEqualTo("Draw");
    }

    @Test
    void aWatchedGamePausesStepsAndResumes() throws Exception {
        // a pause between moves, so the pause request arrives long before two quick computers end the game
        String id = create("{\"game\":\"connect4\",\"side\":\"watch\",\"level\":1,\"level2\":2,\"delay\":300,\"seed\":11}")
                .get("id").asText();
        ApiClient.Reply paused = api.post("/api/games/" + id + "/pause", "");
        assertThat(paused.status()).isEqualTo(200);
        assertThat(paused.get("paused").asBoolean()).isTrue();
        JsonNode s = settled(id);
        int n = s.get("history").size();
        assertThat(s.get("paused").asBoolean()).isTrue();
        assertThat(s.get("levels").toString()).isEqualTo("[1,2]");

        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"4\"}"), 409, "you are watching");
        assertRefused(api.post("/api/games/" + id + "/resign", ""), 409, "you are watching");
        assertRefused(api.get("/api/games/" + id + "/hint"), 409, "you are watching");

        assertThat(api.post("/api/games/" + id + "/computer", "").status()).as("one step").isEqualTo(200);
        s = settled(id);
        assertThat(s.get("history")).hasSize(n + 1);
        assertThat(s.get("paused").asBoolean()).isTrue();
        assertThat(s.get("thinking").asBoolean()).isFalse();

        ApiClient.Reply undone = api.post("/api/games/" + id + "/undo", "");
        assertThat(undone.get("history")).as("a watched game steps back one move").hasSize(n);

        ApiClient.Reply resumed = api.post("/api/games/" + id + "/resume", "");
        assertThat(resumed.get("paused").asBoolean()).isFalse();
        // ?wait returns at once while the watch timer holds the next search back, so the state is polled
        Eventually.holds("the computers play on", 40, () -> {
            JsonNode now = api.get("/api/games/" + id).json();
            return now.get("history").size() >= n + 3 || now.get("over").asBoolean();
        });
    }

    @Test
    void onlyAWatchedGamePausesAndOnlyWatchingTakesASecondLevel() throws Exception {
        String id = create("{\"game\":\"tictactoe\"}").get("id").asText();
        assertRefused(api.post("/api/games/" + id + "/pause", ""), 409, "only a watched game can pause");
        assertRefused(api.post("/api/games/" + id + "/resume", ""), 409, "only a watched game can resume");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"level2\":3}"), 400, "level2, strength2, algorithm2 and delay are for watching");
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\",\"side\":\"watch\",\"delay\":-1}"), 400,
                "delay must be an integer from 0 to 10000");
    }

    @Test
    void theEventStreamShowsTheComputersAnalysis() throws Exception {
        String id = create("{\"game\":\"connect4\",\"side\":\"second\",\"level\":6,\"seed\":9}").get("id").asText();
        // sent live, or at once on connecting if the search has already reported
        JsonNode analysis = api.firstEvent("/api/games/" + id + "/events", "analysis", 20);
        assertThat(analysis.get("side").asInt()).isZero();
        assertThat(analysis.get("ply").asInt()).isZero();
        assertThat(analysis.get("depth").asInt()).isPositive();
        assertThat(analysis.get("nodes").asLong()).isPositive();
        assertThat(analysis.get("pv").get(0).asText()).matches("[1-7]");
        assertThat(analysis.get("scoreText").asText()).isNotBlank();
        JsonNode after = settled(id);
        assertThat(after.get("analysis").get("depth").asInt()).as("the state keeps the last analysis").isPositive();
        assertThat(after.get("analysis").get("pv")).isNotEmpty();
    }

    @Test
    void theAnalysisReadsTheScoreInAPlayersUnits() throws Exception {
        // Othello's evaluation is the disc lead the computer expects, from its side (Black, moving first)
        String othello = create("{\"game\":\"othello\",\"side\":\"second\",\"level\":3,\"seed\":5}").get("id").asText();
        JsonNode discs = settled(othello).get("analysis").get("evaluation");
        assertThat(discs.get("kind").asText()).isEqualTo("units");
        assertThat(discs.get("text").asText()).matches("[+-]\\d+ discs");
        assertThat(discs.get("share").asDouble()).isBetween(0.01, 0.99);
        assertThat(discs.get("firstPlayerShare").asDouble()).as("Black's share is the side's own").isEqualTo(discs.get("share").asDouble());
        // Monte Carlo's scores are its mean rewards, read as a chance; the first player's share is the other side's
        String mcts = create("{\"game\":\"connect4\",\"level\":2,\"algorithm\":\"mcts\",\"seed\":3}").get("id").asText();
        assertThat(api.post("/api/games/" + mcts + "/moves", "{\"move\":\"4\"}").status()).isEqualTo(200);
        JsonNode after = settled(mcts).get("analysis");
        JsonNode chance = after.get("evaluation");
        assertThat(after.get("side").asInt()).isEqualTo(1);
        assertThat(chance.get("kind").asText()).isIn("chance", "win", "loss");
        assertThat(chance.get("text").asText()).matches("\\d+ % win chance|(wins|loses) in \\d+ moves?");
        assertThat(chance.get("firstPlayerShare").asDouble()).isEqualTo(1 - chance.get("share").asDouble(), org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void theEventStreamOfAnUnknownGameIsNotFound() throws Exception {
        assertRefused(api.get("/api/games/nosuchgame/events"), 404, "no game with id 'nosuchgame'");
    }

    @Test
    void thePageIsServedFromTheJar() throws Exception {
        ApiClient.Reply page = api.get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.text()).contains("<title>Strategist</title>").contains("type=\"module\"");
        assertThat(api.get("/app.js").status()).isEqualTo(200);
    }

    @Test
    void thePageHasAnIconOfItsOwn() throws Exception {
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        String root = "http://127.0.0.1:" + server.port();
        java.net.http.HttpResponse<byte[]> ico = http.send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(root + "/favicon.ico")).build(), java.net.http.HttpResponse.BodyHandlers.ofByteArray());
        assertThat(ico.statusCode()).as("what a browser asks for without being told").isEqualTo(200);
        assertThat(ico.headers().firstValue("Content-Type").orElse("")).startsWith("image/");
        assertThat(java.util.Arrays.copyOf(ico.body(), 4)).as("an icon file's header").containsExactly(0, 0, 1, 0);
        assertThat(api.get("/").text()).contains("<link rel=\"icon\" href=\"favicon.svg\" type=\"image/svg+xml\">");
        java.net.http.HttpResponse<String> svg = http.send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(root + "/favicon.svg")).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(svg.statusCode()).isEqualTo(200);
        assertThat(svg.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
        assertThat(svg.body()).startsWith("<svg ");
    }
}
