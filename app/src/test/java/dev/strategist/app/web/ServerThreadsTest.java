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
            ApiClient.Reply w = api.post("/api/games",
                    "{\"game\":\"connect4\",\"side\":\"watch\",\"level\":3,\"level2\":3,\"delay\":0,\"seed\":5}");
            assertThat(w.status()).as(w.text()).isEqualTo(201);
            // the stream's first analysis: a search ran, and a listener made the heartbeat run
            JsonNode analysis = api.firstEvent("/api/games/" + w.get("id").asText() + "/events", "analysis", 30);
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
