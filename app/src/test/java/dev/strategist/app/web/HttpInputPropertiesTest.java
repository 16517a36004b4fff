package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import io.javalin.Javalin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated requests to every endpoint: bodies of random text, valid bodies with bytes changed,
 * fields of the wrong type, huge numbers and strange text, wrong content types and methods. The server
 * always answers JSON and never a 500; a refused request changes no game and makes none.
 */
class HttpInputPropertiesTest {
    private static final Properties PROPERTIES = Properties.of(HttpInputPropertiesTest.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Javalin server;
    private static ApiClient api;
    /** A Tic-tac-toe game after b2 and the computer's answer, which every request tries to disturb. */
    private static String id;
    private static JsonNode baseline;
    /** One fresh game of every game in the catalogue, your move first, by id: their notations get the text too. */
    private static final java.util.Map<String, JsonNode> FRESH = new java.util.LinkedHashMap<>();

    @BeforeAll
    static void start() throws Exception {
        server = WebApp.create(null, new ServerSettings(2, 1000, ServerSettings.DEFAULT_MAX_BODY_BYTES))
                .start("127.0.0.1", 0);
        api = new ApiClient("http://127.0.0.1:" + server.port());
        id = api.post("/api/games", "{\"game\":\"tictactoe\",\"level\":1,\"seed\":7}").get("id").asText();
        api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
        baseline = api.get("/api/games/" + id + "?wait=10000").json();
        assertThat(baseline.get("history")).hasSize(2);
        for (JsonNode g : api.get("/api/catalogue").get("games")) {
            ApiClient.Reply r = api.post("/api/games", "{\"game\":\"" + g.get("name").asText() + "\",\"level\":1}");
            assertThat(r.status()).as(r.text()).isEqualTo(201);
            FRESH.put(r.get("id").asText(), r.json());
        }
        assertThat(FRESH).hasSizeGreaterThanOrEqualTo(5);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    private static int gamesMade() throws Exception {
        return api.get("/api/server").get("games").asInt();
    }

    /** A JSON answer, never a server error; when refused, the game is as it was. */
    private static ApiClient.Reply check(ApiClient.Reply r) throws Exception {
        assertThat(r.status()).as(r.text()).isBetween(200, 499);
        assertThat(r.json()).as("a JSON answer: " + r.text()).isNotNull();
        if (r.status() >= 400) {
            assertThat(r.get("status").asInt()).isEqualTo(r.status());
            assertThat(r.get("error").asText()).as("a message").isNotBlank()
                    .doesNotContain("\tat ").doesNotContain("Exception");
        }
        JsonNode now = api.get("/api/games/" + id).json();
        assertThat(now.get("history")).as("the game is unchanged").isEqualTo(baseline.get("history"));
        return r;
    }

    private static void assertRefused(ApiClient.Reply r) {
        assertThat(r.status()).as(r.text()).isBetween(400, 499);
    }

    private static Gen<String> strangeText() {
        return Gens.oneOf(Gens.unicode(0, 200), Gens.unicode(0, 50),
                Gens.of("", " ", "null", "[]", "{}", "\"\"", "{\"move\":", "{{}}", "[{\"move\":\"b2\"}]",
                        "\uFEFF{}", "{\"move\":\"b2\"}}", "\u0000", "1e999999", "-0", "{\"a\":" + "[".repeat(5000),
                        "\"" + "\\u0000".repeat(100) + "\"", "\uD800", "😀😀", "象棋", "{\"move\":\"\uD83D\"}"));
    }

    private static final List<String> ODD_VALUES = List.of("null", "true", "false", "0", "-1", "11", "1.5", "1e309",
            "-1e309", "9223372036854775808", "18446744073709551621", "-9223372036854775809",
            "123456789012345678901234567890", "\"\"", "\" \"", "\"象棋\"", "\"😀\"", "\"\\u0000\"",
            "\"" + "x".repeat(10_000) + "\"", "[]", "[1,2]", "{}", "{\"a\":{\"b\":[null]}}", "\"NaN\"", "\"Infinity\"",
            "\"b2; DROP TABLE games\"", "\"../../etc\"");

    @Test
    void randomTextIsRefusedByEveryEndpointThatReadsABody() {
        PROPERTIES.forAll("randomTextIsRefusedByEveryEndpointThatReadsABody", 100, strangeText(), body -> {
            int made = gamesMade();
            for (String path : List.of("/api/games", "/api/games/import", "/api/games/" + id + "/moves")) {
                ApiClient.Reply r = check(api.post(path, body));
                assertRefused(r);
            }
            assertThat(gamesMade()).as("no game was made").isEqualTo(made);
        });
    }

    /** Random text as a move in every game's notation: refused, the game untouched (or, rarely, a legal move). */
    @Test
    void randomMovesAreRefusedByEveryGame() {
        PROPERTIES.forAll("randomMovesAreRefusedByEveryGame", 100, strangeText(), text -> {
            String body = JSON.writeValueAsString(java.util.Map.of("move", text));
            for (java.util.Map.Entry<String, JsonNode> e : FRESH.entrySet()) {
                ApiClient.Reply r = api.post("/api/games/" + e.getKey() + "/moves", body);
                assertThat(r.status()).as(e.getValue().get("game") + " " + r.text()).isBetween(200, 499);
                assertThat(r.json()).as(r.text()).isNotNull();
                if (r.status() == 200) { // a legal move after all: taken back
                    assertThat(api.post("/api/games/" + e.getKey() + "/undo", "").status()).isEqualTo(200);
                } else {
                    assertThat(r.get("error").asText()).isNotBlank().doesNotContain("Exception");
                }
                assertThat(api.get("/api/games/" + e.getKey()).get("history")).as("unchanged").isEmpty();
            }
        });
    }

    private static Gen<String> mutatedBody() {
        Gen<String> base = Gens.of("{\"game\":\"tictactoe\",\"level\":3,\"side\":\"first\",\"seed\":5}",
                "{\"game\":\"connect4\",\"options\":{\"width\":7,\"height\":6},\"algorithm\":\"mcts\"}",
                "{\"game\":\"tictactoe\",\"text\":\"b2 a1\",\"level\":2}", "{\"move\":\"c3\"}");
        Gen<Integer> where = Gens.ints(0, 1000);
        Gen<Character> chars = Gens.anyChar();
        Gen<Integer> kind = Gens.ints(0, 3);
        return r -> {
            String text = base.next(r);
            int i = where.next(r) % (text.length() + 1);
            char c = chars.next(r);
            return switch (kind.next(r)) {
                case 0 -> text.substring(0, i) + c + text.substring(i);
                case 1 -> i < text.length() ? text.substring(0, i) + text.substring(i + 1) : text + c;
                case 2 -> i < text.length() ? text.substring(0, i) + c + text.substring(i + 1) : c + text;
                default -> text.substring(0, i);
            };
        };
    }

    /**
     * A mutated body may still be valid (a changed space, a different level): then it is answered, and a
     * game it makes is resigned. A refused one changes nothing.
     */
    @Test
    void mutatedBodiesNeverFailTheServer() {
        PROPERTIES.forAll("mutatedBodiesNeverFailTheServer", 200, mutatedBody(), body -> {
            for (String path : List.of("/api/games", "/api/games/import")) {
                ApiClient.Reply r = api.post(path, body);
                if (r.status() == 201) {
                    String made = r.get("id").asText();
                    assertThat(r.get("token").asText()).isNotBlank();
                    if (r.get("you").asInt() >= 0 && !r.get("over").asBoolean()) {
                        assertThat(api.post("/api/games/" + made + "/resign", "").status()).isEqualTo(200);
                    }
                }
                check(r);
            }
            ApiClient.Reply move = api.post("/api/games/" + id + "/moves", body);
            if (move.status() == 200) {
                // only a legal move is played; take it back so the game is as before
                api.post("/api/games/" + id + "/undo", "");
            }
            check(move);
        });
    }

    /** A create request with one field given an odd value, unless that value is one the field takes. */
    private static Gen<String> badCreate() {
        Gen<String> field = Gens.of("game", "level", "side", "algorithm", "adaptive", "seed", "options", "level2",
                "delay", "algorithm2");
        Gen<String> value = Gens.of(ODD_VALUES);
        Gen<String> game = Gens.of("tictactoe", "connect4", "gomoku", "othello");
        Gen<String> body = r -> "{\"game\":\"" + game.next(r) + "\",\"" + field.next(r) + "\":" + value.next(r) + "}";
        return body.filter(b -> !acceptable(b));
    }

    /** Values no field accepts there, one at a time (the others are good): always a 4xx and no game made. */
    @Test
    void aFieldWithAWrongValueIsRefused() {
        PROPERTIES.forAll("aFieldWithAWrongValueIsRefused", 200, badCreate(), body -> {
            int made = gamesMade();
            assertRefused(check(api.post("/api/games", body)));
            assertRefused(check(api.post("/api/games/import", "{\"text\":\"\"," + body.substring(1))));
            assertThat(gamesMade()).isEqualTo(made);
        });
    }

    /** Whether the last field of {@code body} has one of the few odd values it takes. */
    private static boolean acceptable(String body) {
        try {
            ObjectNode request = (ObjectNode) JSON.readTree(body);
            String field = last(request);
            return acceptable(field, request.get(field));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String last(ObjectNode n) {
        String name = null;
        for (java.util.Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            name = it.next();
        }
        return name;
    }

    /** The few odd values that a field does take (null leaves it out; a game name is a game name). */
    private static boolean acceptable(String field, JsonNode v) {
        if (v.isNull()) {
            return !field.equals("game");
        }
        return switch (field) {
            case "level" -> v.canConvertToInt() && v.isIntegralNumber() && v.asInt() >= 1 && v.asInt() <= 10;
            case "side" -> v.isIntegralNumber() && (v.asLong() == 0 || v.asLong() == 1);
            case "adaptive" -> v.isBoolean();
            case "seed" -> v.isIntegralNumber() && v.canConvertToLong();
            case "options" -> v.isObject() && v.isEmpty();
            default -> false;
        };
    }

    /** Every odd value, as there are few. */
    @Test
    void aMoveThatIsNotTextOrNotLegalIsRefused() {
        PROPERTIES.forEach("aMoveThatIsNotTextOrNotLegalIsRefused", ODD_VALUES, value -> {
            assertRefused(check(api.post("/api/games/" + id + "/moves", "{\"move\":" + value + "}")));
            assertRefused(check(api.post("/api/games/" + id + "/moves", "{\"mvoe\":\"c3\"}")));
        });
    }

    @Test
    void aWrongContentTypeIsRefused() {
        PROPERTIES.forAll("aWrongContentTypeIsRefused", 100, contentType(), type -> {
            int made = gamesMade();
            assertRefused(check(api.send("POST", "/api/games", "{\"game\":\"tictactoe\"}", "Content-Type", type)));
            assertRefused(check(api.send("POST", "/api/games/" + id + "/moves", "{\"move\":\"c3\"}", "Content-Type",
                    type, "X-Game-Token", api.token(id))));
            assertThat(gamesMade()).isEqualTo(made);
        });
    }

    private static Gen<String> contentType() {
        return Gens.oneOf(Gens.of("text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                        "application/jsonx", "application/xml", "json", "*/*", "text/json"),
                Gens.strings(Gens.charsBetween('!', '~'), 1, 40)
                        .filter(t -> !t.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")));
    }

    /** Every endpoint with every wrong method, as a method, a space and the path. */
    @Test
    void everyEndpointAnswersAWrongMethodWithJson() {
        List<String> calls = new ArrayList<>();
        for (String path : List.of("/api/catalogue", "/api/server", "/api/saved", "/api/games", "/api/games/import",
                "/api/games/{id}", "/api/games/{id}/record", "/api/games/{id}/moves", "/api/games/{id}/computer",
                "/api/games/{id}/move-now", "/api/games/{id}/pause", "/api/games/{id}/resume", "/api/games/{id}/undo",
                "/api/games/{id}/resign", "/api/games/{id}/positions/1", "/api/games/{id}/hint")) {
            for (String method : List.of("PUT", "DELETE", "PATCH")) {
                calls.add(method + " " + path);
            }
        }
        PROPERTIES.forEach("everyEndpointAnswersAWrongMethodWithJson", calls, call -> {
            String[] parts = call.split(" ");
            ApiClient.Reply r = check(api.send(parts[0], parts[1].replace("{id}", id), "{}", "Content-Type",
                    "application/json", "X-Game-Token", api.token(id)));
            assertRefused(r);
        });
    }

    @Test
    void strangePathsAndQueriesAreRefused() {
        PROPERTIES.forAll("strangePathsAndQueriesAreRefused", 150, pathText(), text -> {
            String p = java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
            assertRefused(check(api.get("/api/games/" + p)));
            assertRefused(check(api.get("/api/games/" + id + "/positions/" + p)));
            assertRefused(check(api.get("/api/games/" + id + "?wait=" + p)));
            assertRefused(check(api.get("/api/saved?limit=" + p)));
            assertRefused(check(api.post("/api/games/" + p + "/moves", "{\"move\":\"c3\"}")));
        });
    }

    /** Text that is not a number or the game's id (non-empty, so the encoded path part is never empty). */
    private static Gen<String> pathText() {
        return Gens.oneOf(Gens.unicode(1, 60).filter(t -> !t.trim().matches("[+-]?\\p{Nd}+") && !t.equals(id)),
                Gens.of("-1", "99999999999999999999", "1e3", "0x10", "NaN", "..", "%00", "٣", "+3", "²", "10001",
                        "-5", " 3x"));
    }
}
