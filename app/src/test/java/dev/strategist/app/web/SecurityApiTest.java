package dev.strategist.app.web;

import static dev.strategist.app.web.ApiAssertions.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.strategist.app.store.GameStore;
import io.javalin.Javalin;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The server's security basics: only the browser that started a game changes it (its token), request
 * bodies are JSON and bounded, static files stay in their folder, and errors give nothing away.
 */
class SecurityApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private Javalin server;
    private ApiClient api;

    private void start(GameStore store, java.util.function.Consumer<io.javalin.config.RoutesConfig> extra) {
        server = WebApp.create(store, ServerSettings.defaults(), extra).start("127.0.0.1", 0);
        api = new ApiClient("http://127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }


    @Test
    void onlyTheBrowserThatStartedAGameChangesItOthersMayWatch() throws Exception {
        start(null, routes -> { });
        ApiClient.Reply made = api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":1,\"seed\":4}");
        String id = made.get("id").asText();
        String token = made.get("token").asText();
        assertThat(token).as("128 random bits, URL-safe").matches("[A-Za-z0-9_-]{22}");
        assertThat(made.get("yours").asBoolean()).isTrue();
        api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
        JsonNode before = api.get("/api/games/" + id + "?wait=10000").json();
        assertThat(before.get("history")).hasSize(2);

        ApiClient stranger = api.stranger();
        String g = "/api/games/" + id;
        for (String change : List.of("/moves", "/undo", "/resign", "/computer", "/move-now", "/pause", "/resume")) {
            assertRefused(stranger.post(g + change, change.equals("/moves") ? "{\"move\":\"a1\"}" : ""), 403,
                    "X-Game-Token");
        }
        assertRefused(stranger.get(g + "/hint"), 403, "browser that started it");
        assertRefused(stranger.send("POST", g + "/undo", null, "X-Game-Token", "A".repeat(22)), 403,
                "does not hold this game's token");
        assertRefused(stranger.send("POST", g + "/undo", null, "X-Game-Token", "x".repeat(5000)), 403, "token");
        assertRefused(stranger.send("POST", g + "/undo", null, "X-Game-Token", token.substring(1)), 403, "token");

        JsonNode seen = stranger.get(g).json();
        assertThat(seen.get("yours").asBoolean()).isFalse();
        assertThat(seen.has("token")).as("the token is handed out once, on creation").isFalse();
        assertThat(seen.get("history")).isEqualTo(before.get("history"));
        assertThat(stranger.get(g + "/record").status()).isEqualTo(200);
        assertThat(stranger.get(g + "/positions/1").status()).isEqualTo(200);
        assertThat(api.get(g).get("yours").asBoolean()).isTrue();
        assertThat(api.get("/api/games/" + id + "/hint").status()).isEqualTo(200);
        assertThat(api.post(g + "/undo", "").get("history")).isEmpty();
    }

    @Test
    void anImportedGameHasItsOwnToken() throws Exception {
        start(null, routes -> { });
        ApiClient.Reply made = api.post("/api/games/import", "{\"game\":\"tictactoe\",\"text\":\"b2 a1\",\"level\":1}");
        assertThat(made.status()).as(made.text()).isEqualTo(201);
        assertThat(made.get("token").asText()).hasSize(22);
        String id = made.get("id").asText();
        assertRefused(api.stranger().post("/api/games/" + id + "/moves", "{\"move\":\"c3\"}"), 403, "token");
        assertThat(api.post("/api/games/" + id + "/moves", "{\"move\":\"c3\"}").status()).isEqualTo(200);
    }

    @Test
    void aBodyOverTheLimitIsRefusedWithJsonWhetherItsLengthIsGivenOrNot() throws Exception {
        start(null, routes -> { });
        String huge = "{\"game\":\"tictactoe\",\"text\":\"" + "b2 ".repeat(100_000) + "\"}";
        assertRefused(api.post("/api/games/import", huge), 413, "too large: the limit is 262144 bytes");
        HttpRequest chunked = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/games/import"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofString(huge))).build();
        HttpResponse<String> r = HttpClient.newHttpClient().send(chunked, HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(413);
        assertThat(JSON.readTree(r.body()).get("error").asText()).contains("too large");
        assertThat(api.get("/api/saved").status()).isEqualTo(200);
    }

    @Test
    void aBodyMustBeJsonAndAWrongMethodIsAJsonError() throws Exception {
        start(null, routes -> { });
        String body = "{\"game\":\"tictactoe\"}";
        assertRefused(api.send("POST", "/api/games", body, "Content-Type", "text/plain"), 415, "application/json");
        assertRefused(api.send("POST", "/api/games", "game=tictactoe", "Content-Type",
                "application/x-www-form-urlencoded"), 415, "application/json");
        assertRefused(api.send("POST", "/api/games", body), 415, "Content-Type: application/json");
        assertThat(api.send("POST", "/api/games", body, "Content-Type", "application/json; charset=utf-8").status())
                .isEqualTo(201);
        assertRefused(api.send("DELETE", "/api/games", null), 405, "not allowed");
        assertRefused(api.send("PUT", "/api/catalogue", body, "Content-Type", "application/json"), 405, "not allowed");
    }

    /** Sends {@code target} as the request line's target, exactly as written, and answers the raw reply. */
    private String raw(String target) throws IOException {
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream reply = new ByteArrayOutputStream();
            in.transferTo(reply);
            return reply.toString(StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void staticFilesCannotEscapeTheirFolder() throws Exception {
        start(null, routes -> { });
        assertThat(raw("/app.js")).startsWith("HTTP/1.1 200").contains("import * as api");
        List<String> escapes = List.of("/../simplelogger.properties", "/..%2fsimplelogger.properties",
                "/%2e%2e/simplelogger.properties", "/%2E%2E%2Fsimplelogger.properties", "/web/../simplelogger.properties",
                "/./../simplelogger.properties", "/..\\simplelogger.properties", "/%2e%2e%5csimplelogger.properties",
                "/simplelogger.properties", "/../dev/strategist/app/web/WebApp.class",
                "/%2e%2e/dev/strategist/app/web/WebApp.class", "/../META-INF/MANIFEST.MF", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
                "/../../../../../../etc/passwd", "//etc/passwd", "/%2fetc%2fpasswd", "/web//etc/passwd",
                "/..;/simplelogger.properties", "/%252e%252e/simplelogger.properties", "/%c0%ae%c0%ae/simplelogger.properties",
                "file:///etc/passwd", "http://127.0.0.1/../../etc/passwd");
        for (String target : escapes) {
            String reply = raw(target);
            assertThat(reply).as(target).startsWith("HTTP/1.1 ");
            int status = Integer.parseInt(reply.substring(9, 12));
            assertThat(status).as(target + " -> " + reply.lines().findFirst().orElse("")).isNotEqualTo(500);
            assertThat(reply).as(target)
                    .doesNotContain("org.slf4j.simpleLogger")   // the class path root, above the web folder
                    .doesNotContain("\u00ca\u00fe\u00ba\u00be")  // a class file
                    .doesNotContain("Main-Class")
                    .doesNotContain("root:");                  // /etc/passwd
        }
    }

    @Test
    void requestsTheWebServerItselfRefusesAreAnsweredWithJsonToo() throws Exception {
        start(null, routes -> { });
        String bigHeader;
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(("GET /api/catalogue HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "x".repeat(20_000)
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            ByteArrayOutputStream reply = new ByteArrayOutputStream();
            s.getInputStream().transferTo(reply);
            bigHeader = reply.toString(StandardCharsets.ISO_8859_1);
        }
        assertThat(bigHeader).startsWith("HTTP/1.1 431").contains("application/json").contains("\"status\":431");
        String ambiguous = raw("/api/games/a%2Fb");
        assertThat(ambiguous).startsWith("HTTP/1.1 4").contains("application/json").contains("\"error\"")
                .doesNotContain("<html");
    }

    @Test
    void anInternalErrorAnswersAGenericJson500() throws Exception {
        start(null, routes -> routes.get("/api/fail", ctx -> {
            throw new NullPointerException("secret hunter2 in /home/someone/.ssh/id_rsa");
        }));
        ApiClient.Reply r = api.get("/api/fail");
        assertRefused(r, 500, "internal error");
        assertThat(r.text()).doesNotContain("hunter2").doesNotContain(".ssh").doesNotContain("NullPointerException")
                .doesNotContain("\tat ").doesNotContain("dev.strategist");
    }

    @Test
    void aFailingDatabaseAnswers500WithoutItsPath(@TempDir Path dir) throws Exception {
        GameStore store = GameStore.open(dir.resolve("secret-place.db"));
        start(store, routes -> { });
        String id = api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":1}").get("id").asText();
        store.close(); // every read and write fails from now on
        ApiClient.Reply r = api.get("/api/saved");
        assertRefused(r, 500, "the database failed");
        assertThat(r.text()).doesNotContain("secret-place").doesNotContain(dir.toString()).doesNotContain("SQL");
        ApiClient.Reply move = api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
        assertRefused(move, 500, "may not be saved; the game goes on in memory");
        assertThat(api.get("/api/games/" + id + "?wait=5000").get("history").get(0).asText())
                .as("played in memory").isEqualTo("b2");
    }

    @Test
    void theServerListensOnThisMachineOnlyUnlessToldOtherwise() {
        CommandLine cli = new CommandLine(new ServeCommand());
        assertThat(cli.getCommandSpec().findOption("--host").initialValue()).isEqualTo("127.0.0.1");
    }
}
