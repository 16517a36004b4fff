package dev.strategist.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A small client of the JSON API for tests: each call answers the status and the parsed body. Like the
 * page, it keeps the token of every game it makes and sends it with every request about that game.
 */
final class ApiClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final java.util.Map<String, String> tokens;

    ApiClient(String base) {
        this(base, new java.util.concurrent.ConcurrentHashMap<>());
    }

    private ApiClient(String base, java.util.Map<String, String> tokens) {
        this.base = base;
        this.tokens = tokens;
    }

    /** The same browser talking to a server at {@code newBase} (a restarted one): it keeps its tokens. */
    ApiClient at(String newBase) {
        return new ApiClient(newBase, tokens);
    }

    /** Another browser: a client of the same server that holds no game's token. */
    ApiClient stranger() {
        return new ApiClient(base);
    }

    /** The token this client was given for game {@code id}, or null. */
    String token(String id) {
        return tokens.get(id);
    }

    /** One answer: the HTTP status, the raw body and the body as JSON (null if it is not JSON). */
    record Reply(int status, String text, JsonNode json) {
        /** The body's field {@code name}. */
        JsonNode get(String name) {
            return json.get(name);
        }
    }

    Reply get(String path) throws IOException, InterruptedException {
        return send(withToken(path, HttpRequest.newBuilder(URI.create(base + path)).GET()));
    }

    Reply post(String path, String body) throws IOException, InterruptedException {
        return send(withToken(path, HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))));
    }

    Reply put(String path, String body) throws IOException, InterruptedException {
        return send(withToken(path, HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body))));
    }

    /** Any request, as given (no token is added): {@code method} with {@code body}, null for none. */
    Reply send(String method, String path, String body, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return send(b);
    }

    /** Adds the token of the game {@code path} is about, if this client holds it. */
    private HttpRequest.Builder withToken(String path, HttpRequest.Builder request) {
        if (path.startsWith("/api/games/")) {
            String rest = path.substring("/api/games/".length());
            int end = rest.length();
            for (char c : new char[] {'/', '?'}) {
                int i = rest.indexOf(c);
                if (i >= 0 && i < end) {
                    end = i;
                }
            }
            String token = tokens.get(rest.substring(0, end));
            if (token != null) {
                request.header("X-Game-Token", token);
            }
        }
        return request;
    }

    /**
     * Opens the server-sent event stream at {@code path} and answers the data of the first event named
     * {@code event}, parsed; fails after {@code seconds}.
     */
    JsonNode firstEvent(String path, String event, int seconds) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path)).header("Accept", "text/event-stream").GET().build();
        HttpResponse<java.util.stream.Stream<String>> r = http.sendAsync(request, HttpResponse.BodyHandlers.ofLines())
                .get(seconds, java.util.concurrent.TimeUnit.SECONDS);
        if (r.statusCode() != 200) {
            throw new AssertionError("event stream answered " + r.statusCode());
        }
        java.util.concurrent.CompletableFuture<String> data = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            String current = null;
            for (java.util.Iterator<String> lines = r.body().iterator(); lines.hasNext(); ) {
                String line = lines.next();
                if (line.startsWith("event:")) {
                    current = line.substring(6).trim();
                } else if (line.startsWith("data:") && event.equals(current)) {
                    return line.substring(5).trim();
                }
            }
            return null;
        });
        try {
            String text = data.get(seconds, java.util.concurrent.TimeUnit.SECONDS);
            if (text == null) {
                throw new AssertionError("the stream ended without a '" + event + "' event");
            }
            return JSON.readTree(text);
        } finally {
            r.body().close();
        }
    }

    private Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode json;
        try {
            json = JSON.readTree(r.body());
        } catch (IOException e) {
            json = null;
        }
        if (json != null && json.hasNonNull("token") && json.hasNonNull("id")) {
            tokens.put(json.get("id").asText(), json.get("token").asText());
        }
        return new Reply(r.statusCode(), r.body(), json);
    }
}
