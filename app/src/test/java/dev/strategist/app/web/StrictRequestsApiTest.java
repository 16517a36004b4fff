package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Requests a careless or hostile client sends: a field of the wrong type, text with control characters,
 * JSON that does not parse, a body promised and never sent. Each gets a plain answer and a quiet log.
 */
class StrictRequestsApiTest extends SharedServerTest {

    @Test
    void aMoveMustBeAStringNotANumber() throws Exception {
        String id = api.post("/api/games", "{\"game\":\"connect4\",\"level\":1}").get("id").asText();
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":4}"), 400, "field 'move' must be a string");
        assertRefused(api.post("/api/games", "{\"game\":7}"), 400, "field 'game' must be a string");
        assertThat(api.get("/api/games/" + id).get("history")).as("nothing was played").isEmpty();
    }

    @Test
    void textWithControlCharactersIsRefused() throws Exception {
        assertRefused(api.post("/api/games", "{\"game\":\"tictactoe\\u0000\"}"), 400,
                "field 'game' must not contain control characters (U+0000 at character 10)");
        assertRefused(api.post("/api/games", "{\"game\":\"tic\\ttactoe\"}"), 400, "U+0009");
        String id = api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":1}").get("id").asText();
        assertRefused(api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\\u0007\"}"), 400, "control characters");
        assertThat(api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":\"b2\\r\\na1\\tc3\",\"level\":1}")
                .status()).as("a record may run over lines").isEqualTo(201);
        assertRefused(api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":\"b2\\u0000\"}"), 400,
                "field 'text' must not contain control characters");
    }

    @Test
    void malformedJsonIsExplainedInPlainWords() throws Exception {
        for (String body : List.of("{\"game\":", "{'game':'tictactoe'}", "{\"game\":\"tictactoe\" /* c */}",
                "{\"level\":NaN}", "{\"game\":\"tictactoe\"} trailing", "[".repeat(2000), "{\"game\":tictactoe}",
                "{\"level\":01}")) {
            ApiClient.Reply r = api.post("/api/games", body);
            assertRefused(r, 400, "the body is not valid JSON: ");
            String shown = body.length() > 40 ? body.substring(0, 40) + "..." : body;
            assertThat(r.get("error").asText()).as(shown)
                    .doesNotContain("`").doesNotContain("Feature").doesNotContain("enable")
                    .doesNotContain("StreamReadConstraints").doesNotContain("JsonNode").doesNotContain("code ");
        }
        assertThat(api.post("/api/games", "[".repeat(2000)).get("error").asText()).contains("nested too deeply");
        assertThat(api.post("/api/games", "{\"level\":NaN}").get("error").asText())
                .contains("'NaN' is not a JSON value").contains("(at line 1, column 13)");
        assertThat(api.post("/api/games", "{\"game\":\"tictactoe\",").get("error").asText())
                .isEqualTo("the body is not valid JSON: it ends too early (at line 1, column 21)");
    }

    @Test
    void aClientThatPromisesABodyAndHangsUpIsOneQuietLineInTheLog() throws Exception {
        PrintStream err = System.err;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
        try {
            try (Socket s = new Socket("127.0.0.1", server.port())) {
                OutputStream out = s.getOutputStream();
                out.write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 200000\r\n\r\n{\"game\":").getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            }
            // the server notices the hang-up on its own thread; a later request shows it has
            for (int i = 0; i < 50 && log.size() == 0; i++) {
                assertThat(api.get("/api/catalogue").status()).isEqualTo(200);
                Thread.onSpinWait();
            }
        } finally {
            System.setErr(err);
        }
        String text = log.toString(StandardCharsets.UTF_8);
        assertThat(text).doesNotContain("ERROR").doesNotContain("\tat ");
        assertThat(text.lines().count()).as(text).isLessThanOrEqualTo(1);
    }
}
