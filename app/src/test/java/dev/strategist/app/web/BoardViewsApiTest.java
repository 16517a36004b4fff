package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Othello, Gomoku and checkers played over HTTP: each answers with its own drawing, a move and a reply. */
class BoardViewsApiTest extends SharedServerTest {
    private String create(String body) throws Exception {
        ApiClient.Reply r = api.post("/api/games", body);
        assertThat(r.status()).as(r.text()).isEqualTo(201);
        return r.get("id").asText();
    }

    /** Plays {@code move}, then waits for the computer's reply (failing after 10 s). */
    private JsonNode playAndSettle(String id, String move) throws Exception {
        ApiClient.Reply played = api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
        assertThat(played.status()).as(played.text()).isEqualTo(200);
        ApiClient.Reply r = api.get("/api/games/" + id + "?wait=10000");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.get("thinking").asBoolean()).as("the computer answered within 10 s").isFalse();
        return r.json();
    }

    private static long count(JsonNode cells, String code) {
        long n = 0;
        for (JsonNode c : cells) {
            if (c.asText().equals(code)) {
                n++;
            }
        }
        return n;
    }

    @Test
    void othelloIsDrawnAsDiscsAndAMoveIsItsSquare() throws Exception {
        String id = create("{\"game\":\"othello\",\"level\":1,\"seed\":1}");
        JsonNode start = api.get("/api/games/" + id).json();
        assertThat(start.get("board").get("style").asText()).isEqualTo("othello");
        assertThat(start.get("sides").toString()).isEqualTo("[\"Black\",\"White\"]");
        List<String> openings = new ArrayList<>();
        for (JsonNode m : start.get("moves")) {
            openings.add(m.get("text").asText() + "@" + m.get("cells").get(0).asInt());
        }
        assertThat(openings).containsExactlyInAnyOrder("d3@19", "c4@26", "f5@37", "e6@44");
        JsonNode s = playAndSettle(id, "f5");
        assertThat(s.get("history")).hasSize(2);
        assertThat(s.get("yourTurn").asBoolean()).isTrue();
        assertThat(s.get("board").get("cells").get(37).asText()).isEqualTo("0");
        assertThat(count(s.get("board").get("cells"), "0") + count(s.get("board").get("cells"), "1")).isEqualTo(6);
        assertThat(s.get("lastMove").get("cells")).hasSize(1);
        for (JsonNode m : s.get("moves")) {
            assertThat(m.get("cells")).as(m.get("text").asText()).hasSize(1);
        }
    }

    @Test
    void gomokuIsDrawnAtItsSizeAndEveryEmptyCellIsPlayable() throws Exception {
        String id = create("{\"game\":\"gomoku\",\"options\":{\"size\":\"11\",\"rule\":\"freestyle\"},\"level\":1,\"seed\":2}");
        JsonNode s = playAndSettle(id, "f6");
        JsonNode board = s.get("board");
        assertThat(board.get("style").asText()).isEqualTo("stones");
        assertThat(board.get("rows").asInt()).isEqualTo(11);
        assertThat(board.get("cells")).hasSize(121);
        assertThat(board.get("cells").get(5 * 11 + 5).asText()).isEqualTo("0");
        assertThat(count(board.get("cells"), "1")).isEqualTo(1);
        assertThat(s.get("moves")).hasSize(119);
        assertThat(board.get("cells").get(s.get("lastMove").get("cells").get(0).asInt()).asText()).isEqualTo("1");
    }

    @Test
    void checkersIsDrawnWithMenAndItsMovesAreButtons() throws Exception {
        String id = create("{\"game\":\"checkers\",\"level\":1,\"seed\":3}");
        JsonNode s = playAndSettle(id, "11-15");
        JsonNode board = s.get("board");
        assertThat(board.get("style").asText()).isEqualTo("checkers");
        assertThat(board.get("cells").get(3 * 8 + 4).asText()).isEqualTo("0");
        assertThat(count(board.get("cells"), "0")).isEqualTo(12);
        assertThat(s.get("history")).hasSize(2);
        assertThat(board.get("highlight")).as("the reply's path").hasSize(2);
        assertThat(s.get("moves")).isNotEmpty();
        for (JsonNode m : s.get("moves")) {
            assertThat(m.get("cells")).as(m.get("text").asText()).isEmpty();
        }
    }
}
