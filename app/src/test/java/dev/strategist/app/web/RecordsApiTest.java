package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Export and import of game records (SGF, PDN, move lists), browsing past positions, and the scores and
 * notices of the state, through the API.
 */
class RecordsApiTest extends RestartableServerTest {
    /** Eight moves after which Black has no move and must pass. */
    static final String OTHELLO_PASS = "(;GM[2]FF[4]SZ[8];B[c4];W[c3];B[f5];W[b4];B[a4];W[a5];B[c2];W[a3])";

    @BeforeEach
    void start() {
        startServer();
    }

    private JsonNode importing(String body) throws Exception {
        ApiClient.Reply r = api.post("/api/games/import", body);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.json();
    }

    private static String json(String text) {
        return new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(text).toString();
    }

    @Test
    void eachGameExportsItsOwnFormatAndAnExportImportsBack() throws Exception {
        String[][] cases = {
            {"tictactoe", "b2", "moves", "txt"},
            {"connect4", "4", "moves", "txt"},
            {"othello", "f5", "SGF", "sgf"},
            {"gomoku", "h8", "SGF", "sgf"},
            {"checkers", "11-15", "PDN", "pdn"},
        };
        for (String[] c : cases) {
            String id = api.post("/api/games", "{\"game\":\"" + c[0] + "\",\"level\":1,\"seed\":1}").get("id").asText();
            api.post("/api/games/" + id + "/moves", "{\"move\":\"" + c[1] + "\"}");
            JsonNode played = settled(id);
            JsonNode record = api.get("/api/games/" + id + "/record").json();
            assertThat(record.get("format").asText()).isEqualTo(c[2]);
            assertThat(record.get("filename").asText()).isEqualTo(c[0] + "-" + id + "." + c[3]);
            String text = record.get("text").asText();
            if (c[2].equals("SGF")) {
                assertThat(text).startsWith("(;GM[" + (c[0].equals("othello") ? 2 : 4) + "]").contains("PB[You]")
                        .contains("PW[Strategist (level 1, engine)]");
            }
            if (c[0].equals("checkers")) {
                assertThat(text).contains("[Black \"You\"]").contains("1. 11-15");
            }
            JsonNode back = importing("{\"game\":\"" + c[0] + "\",\"text\":" + json(text) + "}");
            assertThat(back.get("id").asText()).isNotEqualTo(id);
            assertThat(back.get("history")).as(c[0]).isEqualTo(played.get("history"));
            assertThat(back.get("board")).isEqualTo(played.get("board"));
            assertThat(back.get("yourTurn").asBoolean()).isTrue();
        }
    }

    @Test
    void anImportedGameIsPlayedOnAndAResignationSurvivesARoundTrip() throws Exception {
        JsonNode s = importing("{\"game\":\"connect4\",\"text\":\"4453\",\"level\":2,\"seed\":3}");
        String id = s.get("id").asText();
        assertThat(s.get("history").toString()).isEqualTo("[\"4\",\"4\",\"5\",\"3\"]");
        api.post("/api/games/" + id + "/moves", "{\"move\":\"6\"}");
        assertThat(settled(id).get("history")).hasSize(6);
        api.post("/api/games/" + id + "/resign", "");
        String text = api.get("/api/games/" + id + "/record").get("text").asText();
        assertThat(text).isEqualTo(String.join("", s.get("history").toString().replaceAll("[^0-9]", "")) + "6"
                + settled(id).get("history").get(5).asText() + "\n");

        String othello = api.post("/api/games", "{\"game\":\"othello\",\"seed\":4}").get("id").asText();
        api.post("/api/games/" + othello + "/moves", "{\"move\":\"f5\"}");
        settled(othello);
        api.post("/api/games/" + othello + "/resign", "");
        String sgf = api.get("/api/games/" + othello + "/record").get("text").asText();
        assertThat(sgf).contains("RE[W+R]");
        JsonNode back = importing("{\"game\":\"othello\",\"text\":" + json(sgf) + "}");
        assertThat(back.get("over").asBoolean()).isTrue();
        assertThat(back.get("result").get("message").asText()).isEqualTo("The computer wins by resignation (White)");
    }

    @Test
    void aGomokuRecordSetsTheBoardSize() throws Exception {
        JsonNode s = importing("{\"game\":\"gomoku\",\"text\":\"(;GM[4]SZ[19];B[jj];W[kk])\"}");
        assertThat(s.get("options").get("size").asText()).isEqualTo("19");
        assertThat(s.get("board").get("rows").asInt()).isEqualTo(19);
        assertThat(s.get("history").toString()).isEqualTo("[\"j10\",\"k9\"]");
    }

    @Test
    void badRecordsAreRefusedAndNoGameIsMade() throws Exception {
        assertRefused(api.post("/api/games/import", "{\"game\":\"gomoku\",\"text\":\"(;GM[4];B[hh];W[hh])\"}"), 400,
                "cannot read the Gomoku record (SGF): move 2 W[hh]: h8 is taken by black (at character 15)");
        assertRefused(api.post("/api/games/import", "{\"game\":\"othello\",\"text\":\"(;GM[2];B[a1])\"}"), 400,
                "move 1 B[a1]");
        assertRefused(api.post("/api/games/import", "{\"game\":\"othello\",\"text\":\"(;GM[4];B[hh])\"}"), 400,
                "is not Othello");
        assertRefused(api.post("/api/games/import", "{\"game\":\"checkers\",\"text\":\"1. 11-15 11-15\"}"), 400,
                "cannot read the Checkers record (PDN)");
        assertRefused(api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":\"b2 b2\"}"), 400,
                "move 2 'b2'");
        assertRefused(api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":\"  \"}"), 400, "the record is empty");
        assertRefused(api.post("/api/games/import", "{\"game\":\"tictactoe\"}"), 400, "missing field 'text'");
        assertRefused(api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":[\"b2\"]}"), 400, "must be a string");
        assertRefused(api.post("/api/games/import", "{\"game\":\"chess\",\"text\":\"e4\"}"), 400, "unknown game 'chess'");
        assertRefused(api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":\"b2\",\"level\":0}"), 400,
                "level must be");
        assertRefused(api.post("/api/games/import", "{\"game\":"), 400, "not valid JSON");
        assertThat(api.get("/api/saved").json().get("games")).as("nothing was made").isEmpty();
        assertRefused(api.get("/api/games/nosuchgame/record"), 404, "no game with id");
    }

    @Test
    void pastPositionsAreShownWithoutChangingTheGame() throws Exception {
        JsonNode s = importing("{\"game\":\"othello\",\"text\":\"(;GM[2];B[f5];W[d6];B[c3])\",\"level\":1,\"seed\":5}");
        String id = s.get("id").asText();
        JsonNode now = settled(id);
        assertThat(now.get("history")).as("the computer, White, answered").hasSize(4);
        JsonNode start = api.get("/api/games/" + id + "/positions/0").json();
        assertThat(start.get("ply").asInt()).isZero();
        assertThat(start.get("lastMove").isNull()).isTrue();
        assertThat(start.get("scores").toString()).isEqualTo("[\"2 discs\",\"2 discs\"]");
        JsonNode one = api.get("/api/games/" + id + "/positions/1").json();
        assertThat(one.get("lastMove").get("text").asText()).isEqualTo("f5");
        assertThat(one.get("toMove").asInt()).isEqualTo(1);
        assertThat(one.get("scores").toString()).isEqualTo("[\"4 discs\",\"1 disc\"]");
        assertThat(api.get("/api/games/" + id + "/positions/4").get("board")).isEqualTo(now.get("board"));
        assertRefused(api.get("/api/games/" + id + "/positions/5"), 404, "no position after move 5: the game has 4 moves");
        assertRefused(api.get("/api/games/" + id + "/positions/-1"), 404, "no position after move -1");
        assertRefused(api.get("/api/games/" + id + "/positions/last"), 400, "not 'last'");
        assertThat(api.get("/api/games/" + id).json().toString()).isEqualTo(now.toString());
    }

    @Test
    void othelloSaysWhenASideMustPassOrHasPassed() throws Exception {
        JsonNode mine = importing("{\"game\":\"othello\",\"text\":" + json(OTHELLO_PASS) + "}");
        assertThat(mine.get("notice").asText()).isEqualTo("Black has no move and must pass");
        assertThat(mine.get("moves").toString()).isEqualTo("[{\"text\":\"pass\",\"cells\":[],\"path\":[]}]");

        String id = importing("{\"game\":\"othello\",\"text\":" + json(OTHELLO_PASS) + ",\"side\":\"second\",\"level\":1}")
                .get("id").asText();
        JsonNode s = settled(id);
        assertThat(s.get("history").get(8).asText()).isEqualTo("pass");
        assertThat(s.get("notice").asText()).isEqualTo("Black had no move and passed");
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
    }

    @Test
    void checkersShowsMaterialPathsAndTheCompulsoryCapture() throws Exception {
        JsonNode s = importing("{\"game\":\"checkers\",\"text\":\"1. 11-15 22-18\",\"level\":1}");
        String id = s.get("id").asText();
        assertThat(s.get("scores").toString()).isEqualTo("[\"12 pieces\",\"12 pieces\"]");
        assertThat(s.get("notice").asText()).isEqualTo("Black must capture: a capture is compulsory");
        assertThat(s.get("moves")).hasSize(1);
        JsonNode capture = s.get("moves").get(0);
        assertThat(capture.get("text").asText()).isEqualTo("15x22");
        // square 15 is row 3, column 4 of the grid (index 28); 22 is row 5, column 2 (index 42)
        assertThat(capture.get("path").toString()).isEqualTo("[28,42]");
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"9-13\"}"), 400, "a capture is compulsory");
        assertThat(api.get("/api/games/" + id).get("history")).hasSize(2);
        api.post("/api/games/" + id + "/moves", "{\"move\":\"15x22\"}");
        JsonNode after = settled(id);
        assertThat(after.get("history").get(2).asText()).isEqualTo("15x22");
    }
}
