package dev.strategist.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoreException;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.NotationException;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Level;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The web server: the JSON API of docs/API.md under {@code /api} and the page (static ES modules from the
 * jar) at {@code /}. Every refused request answers {@code {"error": "...", "status": N}} with a 4xx
 * status and changes nothing.
 */
public final class WebApp {
    /** The computer's level when a request names none. */
    static final int DEFAULT_LEVEL = 5;
    /** The longest a state request may wait for the computer's move. */
    static final long MAX_WAIT_MILLIS = 10_000;
    /** The longest pause between moves of a watched game. */
    static final long MAX_DELAY_MILLIS = 10_000;
    /** The pause between moves of a watched game when a request names none. */
    static final long DEFAULT_DELAY_MILLIS = 500;
    /** How many games the server keeps at once. */
    static final int CAPACITY = 1000;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final WebGames games;

    private WebApp(WebGames games) {
        this.games = games;
    }

    /** A server that keeps games in memory only, not started: call {@code start(host, port)} on it. */
    public static Javalin create() {
        return create(null);
    }

    /**
     * A server that saves every game in {@code store} as it is played and resumes saved games (or keeps
     * them in memory only when {@code store} is null); not started.
     */
    public static Javalin create(GameStore store) {
        WebApp app = new WebApp(new WebGames(CAPACITY, store));
        Javalin javalin = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.staticFiles.add("/web", Location.CLASSPATH);
            Map<String, Object> catalogue = catalogue(); // the class path, and so the catalogue, never changes
            cfg.routes.get("/api/catalogue", ctx -> ctx.json(catalogue));
            cfg.routes.post("/api/games", app::newGame);
            cfg.routes.post("/api/games/import", app::importGame);
            cfg.routes.get("/api/games/{id}/record", ctx -> ctx.json(app.games.get(ctx.pathParam("id")).record()));
            cfg.routes.get("/api/saved", app::saved);
            cfg.routes.get("/api/games/{id}", app::state);
            cfg.routes.post("/api/games/{id}/moves", app::move);
            cfg.routes.post("/api/games/{id}/computer", ctx -> app.act(ctx, WebGame::computerMove));
            cfg.routes.post("/api/games/{id}/move-now", ctx -> app.act(ctx, WebGame::moveNow));
            cfg.routes.post("/api/games/{id}/pause", ctx -> app.act(ctx, WebGame::pause));
            cfg.routes.post("/api/games/{id}/resume", ctx -> app.act(ctx, WebGame::resume));
            cfg.routes.post("/api/games/{id}/undo", ctx -> app.act(ctx, WebGame::undo));
            cfg.routes.post("/api/games/{id}/resign", ctx -> app.act(ctx, WebGame::resign));
            cfg.routes.get("/api/games/{id}/positions/{ply}", app::pastPosition);
            cfg.routes.get("/api/games/{id}/hint", ctx -> ctx.json(Map.of("move", app.games.get(ctx.pathParam("id")).hint())));
            // the id is checked before the stream opens, so an unknown game is a plain 404
            cfg.routes.before("/api/games/{id}/events", ctx -> app.games.get(ctx.pathParam("id")));
            cfg.routes.sse("/api/games/{id}/events", client -> app.games.get(client.ctx().pathParam("id")).listen(client));
            cfg.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
            cfg.routes.exception(JsonProcessingException.class,
                    (e, ctx) -> error(ctx, 400, "malformed JSON: " + e.getOriginalMessage()));
            cfg.routes.exception(IllegalArgumentException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
            cfg.routes.exception(IllegalStateException.class, (e, ctx) -> error(ctx, 409, e.getMessage()));
            cfg.routes.exception(StoreException.class, (e, ctx) -> error(ctx, 500, e.getMessage()));
            cfg.events.serverStopping(app.games::stopAll);
            cfg.routes.error(404, ctx -> {
                String result = ctx.result();
                if (ctx.path().startsWith("/api/") && (result == null || !result.contains("\"error\""))) {
                    error(ctx, 404, "no such endpoint: " + ctx.method() + " " + ctx.path());
                }
            });
        });
        return javalin;
    }

    private static void error(Context ctx, int status, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", message);
        body.put("status", status);
        ctx.status(status).json(body);
    }

    /** Every game on the class path with its options and side names, and the range of levels. */
    static Map<String, Object> catalogue() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Game<?> g : Games.all()) {
            BoardView view = BoardViews.forGame(g);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", g.name());
            m.put("title", g.title());
            m.put("description", g.description());
            List<Map<String, Object>> options = new ArrayList<>();
            for (GameOption o : g.options()) {
                options.add(Map.of("name", o.name(), "description", o.description(), "default", o.defaultValue(),
                        "allowed", o.allowed()));
            }
            m.put("options", options);
            m.put("sides", List.of(view.sideName(0), view.sideName(1)));
            list.add(m);
        }
        return Map.of("games", list, "levels", Map.of("min", 1, "max", Level.MAX, "default", DEFAULT_LEVEL),
                "algorithms", WebAlgorithms.catalogue());
    }

    private void newGame(Context ctx) throws JsonProcessingException {
        JsonNode body = body(ctx);
        Game<?> game = Games.find(text(body, "game", true));
        GameOptions options = GameOptions.of(game.options(), options(body.get("options")));
        WebGame<?> g = WebGame.start(games.newId(), game, options, setup(body, game));
        games.add(g);
        ctx.status(201).json(g.state());
    }

    /**
     * A new game from a record ({@code text}: SGF, PDN or moves, as the game writes them) with the set-up
     * fields of a new game; a record that does not read is a 400 naming what is wrong, and no game is made.
     */
    private void importGame(Context ctx) throws JsonProcessingException {
        JsonNode body = body(ctx);
        Game<?> game = Games.find(text(body, "game", true));
        GameOptions options = GameOptions.of(game.options(), options(body.get("options")));
        String text = text(body, "text", true);
        WebGame.Setup setup = setup(body, game);
        WebGame<?> g;
        try {
            g = WebGame.imported(games.newId(), game, text, options, setup);
        } catch (NotationException e) {
            throw ApiException.badRequest("cannot read the " + game.title() + " record ("
                    + game.recordFormat().name() + "): " + e.getMessage()
                    + (e.index() >= 0 ? " (at character " + (e.index() + 1) + ")" : ""));
        }
        games.add(g);
        ctx.status(201).json(g.state());
    }

    /** Sides, levels, algorithms, pace and seed of a new game, from a request's fields. */
    private WebGame.Setup setup(JsonNode body, Game<?> game) {
        int you = side(body.get("side"));
        int level = intField(body, "level", DEFAULT_LEVEL, 1, Level.MAX);
        int secondLevel = intField(body, "level2", level, 1, Level.MAX);
        int delay = intField(body, "delay", (int) DEFAULT_DELAY_MILLIS, 0, (int) MAX_DELAY_MILLIS);
        if (you >= 0 && (body.hasNonNull("level2") || body.hasNonNull("delay") || body.hasNonNull("algorithm2"))) {
            throw ApiException.badRequest("level2, algorithm2 and delay are for watching (side \"watch\"); "
                    + "use level and algorithm");
        }
        Algorithm algorithm = algorithm(body, "algorithm", WebAlgorithms.DEFAULT);
        Algorithm secondAlgorithm = algorithm(body, "algorithm2", algorithm);
        JsonNode adaptiveNode = body.get("adaptive");
        if (adaptiveNode != null && !adaptiveNode.isNull() && !adaptiveNode.isBoolean()) {
            throw ApiException.badRequest("adaptive must be true or false, not " + adaptiveNode);
        }
        boolean adaptive = adaptiveNode != null && adaptiveNode.asBoolean();
        if (adaptive && you < 0) {
            throw ApiException.badRequest("adaptive is for games against you, not for watching");
        }
        if (adaptive) {
            level = AdaptiveLevel.next(games.recentAdaptive(game.name(), 1), level);
            secondLevel = level;
        }
        JsonNode seedNode = body.get("seed");
        if (seedNode != null && !seedNode.isIntegralNumber()) {
            throw ApiException.badRequest("seed must be an integer");
        }
        long seed = seedNode != null ? seedNode.asLong() : ThreadLocalRandom.current().nextLong();
        return new WebGame.Setup(you, level, secondLevel, delay, seed, algorithm, secondAlgorithm, adaptive);
    }

    private void state(Context ctx) throws InterruptedException {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        String wait = ctx.queryParam("wait");
        if (wait != null) {
            long millis;
            try {
                millis = Long.parseLong(wait.trim());
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("wait must be a number of milliseconds, not '" + wait + "'");
            }
            if (millis < 0 || millis > MAX_WAIT_MILLIS) {
                throw ApiException.badRequest("wait must be from 0 to " + MAX_WAIT_MILLIS + " ms, not " + millis);
            }
            g.awaitComputer(millis);
        }
        ctx.json(g.state());
    }

    /** The board after a number of moves: browsing the game without changing it. */
    private void pastPosition(Context ctx) {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        String text = ctx.pathParam("ply");
        int ply;
        try {
            ply = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("a position is named by its number of moves, 0 or more, not '" + text + "'");
        }
        ctx.json(g.positionAt(ply));
    }

    /** The most recent saved games (20, or {@code ?limit=} up to 200), newest first, for browsing. */
    private void saved(Context ctx) {
        int limit = 20;
        String text = ctx.queryParam("limit");
        if (text != null) {
            try {
                limit = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                limit = -1;
            }
            if (limit < 1 || limit > 200) {
                throw ApiException.badRequest("limit must be from 1 to 200, not '" + text + "'");
            }
        }
        List<Map<String, Object>> list = new ArrayList<>();
        for (StoredGame g : games.saved(limit)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", g.id());
            m.put("game", g.game());
            m.put("options", g.options());
            m.put("you", g.you());
            m.put("createdAt", g.createdAt());
            m.put("moves", g.moves().size());
            m.put("finished", g.finished());
            m.put("winner", g.winner());
            m.put("resigned", g.resigned());
            m.put("levels", g.you() < 0 ? List.of(g.level(), g.secondLevel()) : List.of(g.level()));
            m.put("algorithms", g.you() < 0 ? List.of(g.algorithm(), g.secondAlgorithm()) : List.of(g.algorithm()));
            m.put("adaptive", g.adaptive());
            list.add(m);
        }
        ctx.json(Map.of("games", list));
    }

    private void move(Context ctx) throws JsonProcessingException {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        g.play(text(body(ctx), "move", true));
        ctx.json(g.state());
    }

    private void act(Context ctx, java.util.function.Consumer<WebGame<?>> action) {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        action.accept(g);
        ctx.json(g.state());
    }

    /** The request's JSON object; an empty body is an empty object. */
    private static JsonNode body(Context ctx) throws JsonProcessingException {
        String text = ctx.body();
        if (text.isBlank()) {
            return JSON.createObjectNode();
        }
        JsonNode node = JSON.readTree(text);
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("the request body must be a JSON object");
        }
        return node;
    }

    private static String text(JsonNode body, String field, boolean required) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw ApiException.badRequest("missing field '" + field + "'");
            }
            return null;
        }
        if (!n.isTextual() && !n.isNumber()) {
            throw ApiException.badRequest("field '" + field + "' must be a string");
        }
        return n.asText();
    }

    private static int intField(JsonNode body, String field, int fallback, int min, int max) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isIntegralNumber() || n.asLong() < min || n.asLong() > max) {
            throw ApiException.badRequest(field + " must be an integer from " + min + " to " + max + ", not " + n);
        }
        return n.asInt();
    }

    /** The algorithm named by {@code field}, {@code fallback} when absent; 400 for anything else. */
    private static Algorithm algorithm(JsonNode body, String field, Algorithm fallback) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw ApiException.badRequest(field + " must be one of " + String.join(", ", WebAlgorithms.names())
                    + ", not " + n);
        }
        try {
            return WebAlgorithms.parse(n.asText());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(field + " must be one of " + String.join(", ", WebAlgorithms.names())
                    + ", not '" + n.asText() + "'");
        }
    }

    /** Your side: 0 or "first" (you move first), 1 or "second", or "watch" (-1); first when not given. */
    private static int side(JsonNode n) {
        if (n == null || n.isNull()) {
            return 0;
        }
        String s = n.asText().trim().toLowerCase(java.util.Locale.ROOT);
        if ((n.isIntegralNumber() || n.isTextual()) && (s.equals("0") || s.equals("first"))) {
            return 0;
        }
        if ((n.isIntegralNumber() || n.isTextual()) && (s.equals("1") || s.equals("second"))) {
            return 1;
        }
        if (n.isTextual() && s.equals("watch")) {
            return -1;
        }
        throw ApiException.badRequest("side must be \"first\", \"second\" (or 0 or 1) or \"watch\", not " + n);
    }

    private static Map<String, String> options(JsonNode n) {
        Map<String, String> given = new LinkedHashMap<>();
        if (n == null || n.isNull()) {
            return given;
        }
        if (!n.isObject()) {
            throw ApiException.badRequest("options must be an object such as {\"width\": \"7\"}");
        }
        Iterator<Map.Entry<String, JsonNode>> fields = n.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> e = fields.next();
            if (!e.getValue().isValueNode()) {
                throw ApiException.badRequest("option " + e.getKey() + " must be a string or a number");
            }
            given.put(e.getKey(), e.getValue().asText());
        }
        return given;
    }
}
