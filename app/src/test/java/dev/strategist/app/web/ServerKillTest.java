package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import dev.strategist.app.store.TestPostgres;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills the server (SIGKILL) in the middle of many games and starts it again on the same database: every
 * move it had answered is there, and every game plays on. The server runs as a child process, as
 * {@code strategist serve} does; once on an SQLite file, once on a PostgreSQL database (a throw-away cluster).
 */
@Tag("slow")
class ServerKillTest {
    private static final Pattern ADDRESS = Pattern.compile("serving on (http://127\\.0\\.0\\.1:(\\d+))/");
    private static final int GAMES = 24;
    private static final int CLIENTS = 8;

    /** A running server process and its address. */
    private record Server(Process process, String base) {
    }

    private static Server start(String db, Path log) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        ProcessBuilder pb = new ProcessBuilder(java, "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), "dev.strategist.app.cli.Main",
                "serve", "--port", "0", "--db", db, "--search-threads", "2");
        pb.redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
        Process p = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (java.io.IOException e) {
                return null;
            }
        });
        String line;
        try {
            line = first.get(60, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            p.destroyForcibly();
            throw new AssertionError("the server printed no address within 60 s");
        }
        assertThat(line).as("the first line names the address, on this machine only").isNotNull();
        Matcher m = ADDRESS.matcher(line);
        assertThat(m.find()).as(line).isTrue();
        return new Server(p, m.group(1));
    }

    @Test
    void aKilledServerLosesNoAnsweredMove(@TempDir Path dir) throws Exception {
        killMidGameAndRestart(dir.resolve("strategist.db").toString(), dir.resolve("server.log"));
    }

    @Test
    void aKilledServerOnPostgresqlLosesNoAnsweredMove(@TempDir Path dir) throws Exception {
        try (TestPostgres postgres = TestPostgres.start()) {
            killMidGameAndRestart(postgres.newDatabase(), dir.resolve("server.log"));
        }
    }

    private static void killMidGameAndRestart(String db, Path log) throws Exception {
        Server first = start(db, log);
        ApiClient api = new ApiClient(first.base());
        // what the server answered: for each game, the longest history an answer showed
        Map<String, List<String>> acknowledged = new ConcurrentHashMap<>();
        List<String> ids = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean killed = new AtomicBoolean();
        AtomicInteger answered = new AtomicInteger();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        List<java.util.concurrent.Future<?>> running = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
            int client = c;
            running.add(clients.submit(() -> {
                java.util.Random random = new java.util.Random(client);
                List<String> mine = new ArrayList<>();
                while (!killed.get()) {
                    try {
                        if (mine.size() < GAMES / CLIENTS) {
                            String game = random.nextBoolean() ? "connect4" : "tictactoe";
                            ApiClient.Reply made = api.post("/api/games", "{\"game\":\"" + game + "\",\"level\":1}");
                            if (made.status() != 201) {
                                continue;
                            }
                            String id = made.get("id").asText();
                            acknowledged.put(id, List.of());
                            ids.add(id);
                            mine.add(id);
                        }
                        String id = mine.get(random.nextInt(mine.size()));
                        JsonNode s = api.get("/api/games/" + id + "?wait=5000").json();
                        note(acknowledged, id, s);
                        if (s.get("over").asBoolean()) {
                            mine.remove(id); // a new game takes its place
                            continue;
                        }
                        if (!s.get("yourTurn").asBoolean()) {
                            continue;
                        }
                        JsonNode moves = s.get("moves");
                        String move = moves.get(random.nextInt(moves.size())).get("text").asText();
                        ApiClient.Reply r = api.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
                        if (r.status() == 200) {
                            note(acknowledged, id, r.json());
                            answered.incrementAndGet();
                        }
                    } catch (java.io.IOException | RuntimeException e) {
                        return; // the server is gone
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (answered.get() < 150 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        first.process().destroyForcibly(); // SIGKILL: no shutdown hook, no clean close of the database
        assertThat(first.process().waitFor(10, TimeUnit.SECONDS)).isTrue();
        killed.set(true);
        for (java.util.concurrent.Future<?> f : running) {
            f.get(40, TimeUnit.SECONDS);
        }
        clients.shutdown();
        assertThat(answered.get()).as("moves answered before the kill").isGreaterThan(20);
        Server second = start(db, log);
        try {
            ApiClient again = api.at(second.base());
            for (String id : ids) {
                List<String> before = acknowledged.get(id);
                JsonNode s = again.get("/api/games/" + id + "?wait=5000").json();
                List<String> after = history(s);
                assertThat(after.size()).as("game " + id + " keeps every answered move").isGreaterThanOrEqualTo(before.size());
                assertThat(after.subList(0, before.size())).as("game " + id).isEqualTo(before);
                assertThat(s.get("yours").asBoolean()).as("the token survives the restart").isTrue();
                if (!s.get("over").asBoolean() && s.get("yourTurn").asBoolean()) {
                    String move = s.get("moves").get(0).get("text").asText();
                    ApiClient.Reply r = again.post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
                    assertThat(r.status()).as("game " + id + " plays on: " + r.text()).isEqualTo(200);
                } else if (!s.get("over").asBoolean()) {
                    // restored games whose computer is to move start their searches as the pool has room; one
                    // looked at while every thread and queue place is taken stays stalled until looked at
                    // again, as the page does when it polls: so look again until it thinks or has moved
                    JsonNode now = s;
                    for (int look = 0; look < 50 && !resumedOrMoved(now); look++) {
                        Thread.sleep(100);
                        now = again.get("/api/games/" + id + "?wait=2000").json();
                    }
                    assertThat(resumedOrMoved(now)).as("the computer resumes game " + id).isTrue();
                }
            }
            assertThat(again.stranger().post("/api/games/" + ids.get(0) + "/resign", "").status()).isEqualTo(403);
        } finally {
            second.process().destroyForcibly();
            second.process().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static List<String> history(JsonNode state) {
        List<String> h = new ArrayList<>();
        state.get("history").forEach(m -> h.add(m.asText()));
        return h;
    }

    /** Keeps the longer of the histories known for game {@code id}: an answer acknowledges its moves. */
    private static void note(Map<String, List<String>> acknowledged, String id, JsonNode state) {
        List<String> h = history(state);
        acknowledged.merge(id, h, (old, now) -> now.size() >= old.size() ? now : old);
    }

    /** The computer thinks in the game, or has moved since (your turn), or the game is over. */
    private static boolean resumedOrMoved(JsonNode state) {
        return state.get("thinking").asBoolean() || state.get("yourTurn").asBoolean() || state.get("over").asBoolean();
    }
}
