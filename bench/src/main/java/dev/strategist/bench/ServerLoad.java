package dev.strategist.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.strategist.app.store.GameStore;
import dev.strategist.app.web.ServerSettings;
import dev.strategist.app.web.WebApp;
import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The web server under load, over loopback: hundreds of games played at once, each of your moves asking the
 * computer to think, while a prober times the cheap requests (the page, the game list, a state). Reports
 * throughput, the latency of a move's answer and of the computer's reply, busy answers (503) and errors.
 * Run it from the shaded jar: {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ServerLoad
 * [--games=300] [--seconds=30] [--game=connect4] [--level=1] [--search-threads=N] [--search-queue=64]
 * [--no-db | --db=jdbc:postgresql://...] [--url=http://127.0.0.1:8080[,http://127.0.0.1:8081...]]}; without
 * {@code --url} it starts a server in this JVM on a free port, saving games in a temporary SQLite file, in the
 * database {@code --db} names, or nowhere with {@code --no-db}. With several servers (sharing a database), player
 * N plays its games on server N modulo their count, as a load balancer routing by the game's id would, and the
 * prober asks each in turn.
 */
public final class ServerLoad {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final List<String> servers;
    private final String game;
    private final int level;
    private final ConcurrentLinkedQueue<Double> moveAnswers = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Double> replies = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Double> cheap = new ConcurrentLinkedQueue<>();
    /** The cheap requests by path, in the prober's order. */
    private final Map<String, ConcurrentLinkedQueue<Double>> cheapByPath = new java.util.LinkedHashMap<>();
    private final AtomicLong busy = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();
    private final AtomicLong gamesStarted = new AtomicLong();
    private final AtomicLong computerMoves = new AtomicLong();
    private final List<String> errorSamples = java.util.Collections.synchronizedList(new ArrayList<>());
    private final AtomicBoolean stop = new AtomicBoolean();

    private ServerLoad(List<String> servers, String game, int level) {
        this.servers = servers;
        this.game = game;
        this.level = level;
    }

    /** One answer: status, body and the moment it took. */
    private record Reply(int status, JsonNode json, String text, double millis) {
    }

    private Reply send(String server, String method, String path, String body, String token) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (token != null) {
            b.header("X-Game-Token", token);
        }
        long start = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            double millis = (System.nanoTime() - start) / 1e6;
            JsonNode json = null;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException e) {
                // not JSON: counted as an error by the caller
            }
            return new Reply(r.statusCode(), json, r.body(), millis);
        } catch (IOException e) {
            return new Reply(-1, null, e.toString(), (System.nanoTime() - start) / 1e6);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Reply(-1, null, "interrupted", 0);
        }
    }

    private void error(Reply r, String what) {
        errors.incrementAndGet();
        if (errorSamples.size() < 5) {
            errorSamples.add(what + ": " + r.status() + " " + (r.text().length() > 200 ? r.text().substring(0, 200) : r.text()));
        }
    }

    /** A new game on {@code server}: its id and token; null when the load stopped first. */
    private String[] newGame(String server, long seed) {
        while (!stop.get()) {
            Reply r = send(server, "POST", "/api/games", "{\"game\":\"" + game + "\",\"level\":" + level + ",\"seed\":" + seed + "}", null);
            if (r.status() == 201) {
                gamesStarted.incrementAndGet();
                return new String[] {r.json().get("id").asText(), r.json().get("token").asText()};
            }
            if (r.status() == 503) {
                busy.incrementAndGet();
                pause(1000);
            } else {
                error(r, "new game");
                pause(1000);
            }
        }
        return null;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One player: plays random legal moves in its game, a new game after each, until told to stop. */
    private void player(int index) {
        Random random = new Random(index);
        String server = servers.get(index % servers.size());
        String[] g = newGame(server, index);
        while (g != null && !stop.get()) {
            Reply s = send(server, "GET", "/api/games/" + g[0], null, g[1]);
            if (s.status() != 200 || s.json() == null) {
                error(s, "state");
                pause(500);
                continue;
            }
            JsonNode state = s.json();
            if (state.get("over").asBoolean()) {
                g = newGame(server, random.nextLong());
                continue;
            }
            if (!state.get("yourTurn").asBoolean()) {
                waitForComputer(server, g, System.nanoTime(), state.get("history").size());
                continue;
            }
            JsonNode moves = state.get("moves");
            String move = moves.get(random.nextInt(moves.size())).get("text").asText();
            long start = System.nanoTime();
            Reply r = send(server, "POST", "/api/games/" + g[0] + "/moves", "{\"move\":\"" + move + "\"}", g[1]);
            if (r.status() == 503) {
                busy.incrementAndGet();
                pause(1000); // the Retry-After the server asks for
                continue;
            }
            if (r.status() != 200 || r.json() == null) {
                error(r, "move");
                pause(500);
                continue;
            }
            moveAnswers.add(r.millis());
            if (r.json().get("thinking").asBoolean()) {
                waitForComputer(server, g, start, r.json().get("history").size());
            }
        }
    }

    /** Long-polls until the computer has moved past {@code plies}; times the reply from {@code start}. */
    private void waitForComputer(String server, String[] g, long start, int plies) {
        while (!stop.get()) {
            Reply w = send(server, "GET", "/api/games/" + g[0] + "?wait=5000", null, g[1]);
            if (w.status() != 200 || w.json() == null) {
                error(w, "wait");
                pause(500);
                return;
            }
            if (!w.json().get("thinking").asBoolean()) {
                if (w.json().get("history").size() > plies) {
                    replies.add((System.nanoTime() - start) / 1e6);
                    computerMoves.incrementAndGet();
                }
                return;
            }
        }
    }

    /** Times a cheap request every 50 ms: the page, the game list, the catalogue, the load; each server in turn. */
    private void prober() {
        String[] paths = {"/", "/api/saved", "/api/catalogue", "/api/server"};
        for (String p : paths) {
            cheapByPath.put(p, new ConcurrentLinkedQueue<>());
        }
        int i = 0;
        while (!stop.get()) {
            String path = paths[i % paths.length];
            Reply r = send(servers.get(i / paths.length % servers.size()), "GET", path, null, null);
            i++;
            if (r.status() == 200) {
                cheap.add(r.millis());
                cheapByPath.get(path).add(r.millis());
            } else {
                error(r, "cheap " + paths[(i - 1) % paths.length]);
            }
            pause(50);
        }
    }

    private static String row(String what, ConcurrentLinkedQueue<Double> sample) {
        if (sample.isEmpty()) {
            return "| " + what + " | 0 | | | | |";
        }
        double[] v = sample.stream().mapToDouble(Double::doubleValue).toArray();
        Percentiles p = new Percentiles(v);
        return String.format(java.util.Locale.ROOT, "| %s | %d | %.1f | %.1f | %.1f | %.1f |", what, v.length, p.at(50),
                p.at(90), p.at(99), p.max());
    }

    /** Runs the load and prints the figures. */
    public static void main(String[] args) throws Exception {
        Map<String, String> opts = new java.util.HashMap<>();
        for (String a : args) {
            if (!a.startsWith("--")) {
                throw new IllegalArgumentException("options are --name=value, not " + a);
            }
            int eq = a.indexOf('=');
            opts.put(eq < 0 ? a.substring(2) : a.substring(2, eq), eq < 0 ? "true" : a.substring(eq + 1));
        }
        int games = Integer.parseInt(opts.getOrDefault("games", "300"));
        int seconds = Integer.parseInt(opts.getOrDefault("seconds", "30"));
        String game = opts.getOrDefault("game", "connect4");
        int level = Integer.parseInt(opts.getOrDefault("level", "1"));
        int threads = Integer.parseInt(opts.getOrDefault("search-threads",
                Integer.toString(Runtime.getRuntime().availableProcessors())));
        int queue = Integer.parseInt(opts.getOrDefault("search-queue", Integer.toString(ServerSettings.DEFAULT_SEARCH_QUEUE)));
        boolean noDb = opts.containsKey("no-db");
        String db = opts.get("db");
        if (noDb && db != null) {
            throw new IllegalArgumentException("give --no-db or --db, not both");
        }
        Javalin server = null;
        GameStore store = null;
        Path dbDir = null;
        String base = opts.get("url");
        if (base == null) {
            if (db != null) {
                store = GameStore.open(db);
            } else if (!noDb) {
                dbDir = Files.createTempDirectory("strategist-load");
                store = GameStore.open(dbDir.resolve("strategist.db"));
            }
            server = WebApp.create(store, new ServerSettings(threads, queue, ServerSettings.DEFAULT_MAX_BODY_BYTES))
                    .start("127.0.0.1", 0);
            base = "http://127.0.0.1:" + server.port();
        }
        System.out.println("ServerLoad: " + Machine.describe());
        List<String> servers = List.of(base.split(","));
        System.out.printf("%d games of %s at level %d for %d s against %s (%s; %s)%n", games, game, level, seconds, base,
                server == null ? servers.size() + " outside server(s)"
                        : "a server in this JVM, " + threads + " search threads, queue " + queue,
                server == null ? "their own database" : noDb ? "no database"
                        : db != null ? store.location() : "SQLite in WAL mode");
        ServerLoad load = new ServerLoad(servers, game, level);
        ExecutorService pool = Executors.newFixedThreadPool(games + 1);
        pool.submit(load::prober);
        for (int i = 0; i < games; i++) {
            int index = i;
            pool.submit(() -> load.player(index));
        }
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        load.stop.set(true);
        double elapsed = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        pool.awaitTermination(60, TimeUnit.SECONDS);
        long moves = load.moveAnswers.size();
        System.out.printf(java.util.Locale.ROOT, "%.1f s: %d of your moves and %d computer replies (%.1f moves/s in all), "
                        + "%d games started, %d busy answers (503), %d errors%n", elapsed, moves, load.computerMoves.get(),
                (moves + load.computerMoves.get()) / elapsed, load.gamesStarted.get(), load.busy.get(), load.errors.get());
        System.out.println();
        System.out.println("| latency (ms) | n | p50 | p90 | p99 | max |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: |");
        System.out.println(row("your move answered", load.moveAnswers));
        System.out.println(row("the computer's reply (from your move)", load.replies));
        System.out.println(row("cheap requests (page, saved, catalogue, load)", load.cheap));
        for (Map.Entry<String, ConcurrentLinkedQueue<Double>> e : load.cheapByPath.entrySet()) {
            System.out.println(row("  GET " + e.getKey(), e.getValue()));
        }
        for (String e : load.errorSamples) {
            System.out.println("error: " + e);
        }
        if (server != null) {
            server.stop();
        }
        if (store != null) {
            store.close();
        }
        if (dbDir != null) {
            try (var files = Files.list(dbDir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(dbDir);
        }
        System.exit(0);
    }
}
