package dev.strategist.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small client of the JSON API for tests: each call answers the status and the parsed body. */
final class ApiClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    ApiClient(String base) {
        this.base = base;
    }

    /** One answer: the HTTP status, the raw body and the body as JSON (null if it is not JSON). */
    record Reply(int status, String text, JsonNode json) {
        /** The body's field {@code name}. */
        JsonNode get(String name) {
            return json.get(name);
        }
    }

    Reply get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Reply post(String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
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
        return new Reply(r.statusCode(), r.body(), json);
    }
}
