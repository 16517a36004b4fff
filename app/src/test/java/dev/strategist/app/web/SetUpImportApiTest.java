package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Importing games that start from a set-up position (a checkers FEN, Othello AB/AW/PL): played from there,
 * kept across a restart (state, browsing, export, undo), and impossible set-ups refused with a 400.
 */
class SetUpImportApiTest extends RestartableServerTest {
    /** White to move; its king on 10 must take 14 and 22 in one double jump. */
    static final String CHECKERS_FEN = "W:W32,K10:B3,14,22";
    static final String CHECKERS_PDN = "[Event \"a set-up\"]\n[SetUp \"1\"]\n[FEN \"" + CHECKERS_FEN + "\"]\n*\n";
    /** The four start discs, with a black disc on c3 and a white one on f6 more, and White to move. */
    static final String OTHELLO_SGF = "(;GM[2]FF[4]SZ[8]AB[ed][de][cc]AW[dd][ee][ff]PL[W])";

    @BeforeEach
    void up() {
        startServer();
    }

    private static String json(String text) {
        return new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(text).toString();
    }

    private JsonNode importing(String game, String side, String text) throws Exception {
        ApiClient.Reply r = api.post("/api/games/import", "{\"game\":\"" + game + "\",\"side\":\"" + side
                + "\",\"level\":1,\"seed\":3,\"text\":" + json(text) + "}");
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.json();
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.has("text") ? n.get("text").asText() : n.asText()));
        return list;
    }

    private static long pieces(JsonNode board) {
        List<String> cells = new ArrayList<>();
        board.get("cells").forEach(c -> cells.add(c.asText()));
        return cells.stream().filter(c -> !c.isEmpty()).count();
    }

    @Test
    void aCheckersGameFromAFenIsPlayedAndSurvivesARestart() throws Exception {
        JsonNode s = importing("checkers", "second", CHECKERS_PDN);
        String id = s.get("id").asText();
        assertThat(s.get("start").asText()).isEqualTo(CHECKERS_FEN);
        assertThat(s.get("firstSide").asInt()).isEqualTo(1);
        assertThat(s.get("toMove").asInt()).isEqualTo(1);
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        assertThat(pieces(s.get("board"))).isEqualTo(5);
        assertThat(texts(s.get("moves"))).containsExactly("10x17x26");

        assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"10x17x26\"}").status()).isEqualTo(200);
        JsonNode played = settled(id);
        assertThat(texts(played.get("history"))).hasSize(2).startsWith("10x17x26");
        JsonNode listed = api.get("/api/saved").json().get("games").get(0);
        assertThat(listed.get("toMove").isNull() ? null : listed.get("toMove").asInt())
                .as("whose turn, counted from the side the set-up gives the move")
                .isEqualTo(played.get("over").asBoolean() ? null : played.get("toMove").asInt());
        String record = api.get("/api/games/" + id + "/record").json().get("text").asText();
        assertThat(record).contains("[SetUp \"1\"]").contains("[FEN \"" + CHECKERS_FEN + "\"]").contains("1... 10x17x26");

        stopServer();
        startServer();
        JsonNode back = settled(id);
        assertThat(texts(back.get("history"))).isEqualTo(texts(played.get("history")));
        assertThat(back.get("start").asText()).isEqualTo(CHECKERS_FEN);
        assertThat(back.get("board")).isEqualTo(played.get("board"));
        JsonNode atStart = api.get("/api/games/" + id + "/positions/0").json();
        assertThat(pieces(atStart.get("board"))).isEqualTo(5);
        assertThat(atStart.get("toMove").asInt()).isEqualTo(1);
        assertThat(api.get("/api/games/" + id + "/record").json().get("text").asText()).isEqualTo(record);

        assertThat(api.post("/api/games/" + id + "/undo", "").status()).isEqualTo(200);
        JsonNode undone = settled(id);
        assertThat(undone.get("history")).isEmpty();
        assertThat(undone.get("board")).isEqualTo(s.get("board"));
        assertThat(api.post("/api/games/" + id + "/undo", "").status()).as("no move before the set-up").isEqualTo(409);
    }

    @Test
    void theComputerMovesFirstWhenTheSetUpGivesItTheMove() throws Exception {
        JsonNode s = importing("checkers", "first", CHECKERS_PDN);
        JsonNode played = settled(s.get("id").asText());
        assertThat(texts(played.get("history"))).containsExactly("10x17x26");
        assertThat(played.get("yourTurn").asBoolean()).isTrue();
    }

    @Test
    void anOthelloGameFromASetUpIsPlayedAndSurvivesARestart() throws Exception {
        JsonNode s = importing("othello", "second", OTHELLO_SGF);
        String id = s.get("id").asText();
        assertThat(s.get("firstSide").asInt()).isEqualTo(1);
        assertThat(s.get("start").asText()).hasSize(66).endsWith(" O");
        assertThat(s.get("scores").get(0).asText()).isEqualTo("3 discs");
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        String move = s.get("moves").get(0).get("text").asText();
        assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}").status()).isEqualTo(200);
        JsonNode played = settled(id);
        assertThat(texts(played.get("history"))).hasSize(2).startsWith(move);
        String record = api.get("/api/games/" + id + "/record").json().get("text").asText();
        assertThat(record).contains("AB[").contains("AW[").contains("PL[W]").contains(";W[");

        stopServer();
        startServer();
        JsonNode back = settled(id);
        assertThat(texts(back.get("history"))).isEqualTo(texts(played.get("history")));
        assertThat(back.get("board")).isEqualTo(played.get("board"));
        assertThat(api.get("/api/games/" + id + "/positions/0").json().get("scores").get(1).asText()).isEqualTo("3 discs");
        assertThat(api.get("/api/games/" + id + "/record").json().get("text").asText()).isEqualTo(record);
        // the export imports back to the same game
        JsonNode again = importing("othello", "second", record);
        assertThat(texts(again.get("history"))).isEqualTo(texts(played.get("history")));
        assertThat(again.get("start").asText()).isEqualTo(s.get("start").asText());
    }

    @Test
    void impossibleSetUpsAreRefusedAndNoGameIsMade() throws Exception {
        int saved = api.get("/api/saved").json().get("games").size();
        String[][] cases = {
            {"checkers", "[FEN \"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12,13\"]\n*",
                "a side has at most 12"},
            {"checkers", "[FEN \"B:W1:B5\"]\n*", "where it would have been crowned"},
            {"checkers", "[FEN \"B:W5:B\"]\n*", "no pieces"},
            {"checkers", "[FEN \"B:W5:B40\"]\n*", "squares run from 1 to 32"},
            {"othello", "(;GM[2]FF[4]SZ[8]AE[dd][ee])", "centre square"},
            {"gomoku", "(;GM[4]FF[4]SZ[15]AB[hh])", "set-up stones are not supported"},
        };
        for (String[] c : cases) {
            ApiClient.Reply r = api.post("/api/games/import", "{\"game\":\"" + c[0] + "\",\"level\":1,\"text\":"
                    + json(c[1]) + "}");
            assertThat(r.status()).as(r.text()).isEqualTo(400);
            assertThat(r.get("error").asText()).as(r.text()).startsWith("cannot read the").contains(c[2]);
        }
        assertThat(api.get("/api/saved").json().get("games").size()).isEqualTo(saved);
    }
}
