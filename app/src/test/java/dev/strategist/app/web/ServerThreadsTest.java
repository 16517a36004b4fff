package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.play.LiveThreads;
import io.javalin.Javalin;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A server runs the computer on threads of its own, and a stopped server leaves none of them behind. */
class ServerThreadsTest {

    @Test
    void theComputerThinksOnTheServersThreadsAndStoppingEndsThemAll() throws Exception {
        ServerSettings settings = new ServerSettings(2, 4, ServerSettings.DEFAULT_MAX_BODY_BYTES);
        ServerThreads threads = ServerThreads.of(settings);
        Javalin server = WebApp.create(null, settings, threads, routes -> { }).start("127.0.0.1", 0);
        List<Thread> ours;
        try {
            ApiClient api = new ApiClient("http://127.0.0.1:" + server.port());
            // level 3 plays a whole game of Connect Four in less time than a fresh JVM takes to answer its first
            // event stream, and a game ending on forced moves keeps no analysis; so the game stops after its first
            // move (its first search waits in the held pool until the game is paused), and the stream then hears
            // that search's analysis, which a client connecting after a search is sent at once
            String id;
            try (PoolHold hold = PoolHold.of(threads.pool())) {
                ApiClient.Reply w = api.post("/api/games",
                        "{\"game\":\"connect4\",\"side\":\"watch\",\"level\":3,\"level2\":3,\"delay\":0,\"seed\":5}");
                assertThat(w.status()).as(w.text()).isEqualTo(201);
                id = w.get("id").asText();
                assertThat(api.post("/api/games/" + id + "/pause", "").status()).isEqualTo(200);
            }
            Eventually.holds("the first move played", 30, () -> {
                JsonNode s = api.get("/api/games/" + id).json();
                return s.get("history").size() == 1 && !s.get("thinking").asBoolean();
            });
            // the stream's first analysis: a search ran, and a listener made the heartbeat run
            JsonNode analysis = api.firstEvent("/api/games/" + id + "/events", "analysis", 30);
            assertThat(analysis.get("depth").asInt()).isPositive();
            ours = LiveThreads.named(threads.prefix());
            assertThat(ours).extracting(Thread::getName)
                    .as("the computer searched on the server's runtime, not the process's")
                    .anyMatch(name -> name.matches(java.util.regex.Pattern.quote(threads.prefix()) + "\\d+-\\d+"));
        } finally {
            server.stop();
        }
        assertThat(threads.strategists().isClosed()).as("closed when the server stopped").isTrue();
        assertThat(threads.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        LiveThreads.assertAllEnd(ours, threads.prefix());
    }
}
