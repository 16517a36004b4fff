package dev.strategist.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.strategist.app.store.GameStore;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The web server: the JSON API of docs/API.md under {@code /api} and the page (static ES modules from the
 * jar) at {@code /}. Every refused request answers {@code {"error": "...", "status": N}} with a 4xx
 * status (503 when the server is busy) and changes nothing; an unexpected failure answers a generic 500
 * and is logged, never shown ({@link ApiErrors}). A game is changed only by requests carrying its token (see
 * {@link GameToken}).
 */
public final class WebApp {
    /** The computer's level when a request names none. */
    static final int DEFAULT_LEVEL = 5;
    /** The longest a hint may wait for a search thread and search: past it, the server is busy. */
    static final long HINT_WAIT_MILLIS = 15_000;
    /** The longest a state request may wait for the computer's move. */
    static final long MAX_WAIT_MILLIS = 10_000;
    /**
     * How often a state request waiting on a game in a shared database looks whether another server changed it:
     * the most such a change waits to be seen, at one small query a look.
     */
    static final long STORE_CHECK_MILLIS = 500;
    /** The longest pause between moves of a watched game. */
    static final long MAX_DELAY_MILLIS = 10_000;
    /** The pause between moves of a watched game when a request names none. */
    static final long DEFAULT_DELAY_MILLIS = 500;
    /** How many games the server keeps at once. */
    static final int CAPACITY = 1000;
    /**
     * How long an outside engine's process is kept with nothing to do: a game left open (a person gone) then
     * lets its program go, and a move asked later starts it afresh.
     */
    static final long ENGINE_IDLE_MINUTES = 10;

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A player id: made up by the client, so only its shape is checked. */
    private static final java.util.regex.Pattern PLAYER = java.util.regex.Pattern.compile("[A-Za-z0-9_-]{8,64}");

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
     * them in memory only when {@code store} is null), with the default settings; not started.
     */
    public static Javalin create(GameStore store) {
        return create(store, ServerSettings.defaults());
    }

    /** A server like {@link #create(GameStore)} taking on as much as {@code settings} say; not started. */
    public static Javalin create(GameStore store, ServerSettings settings) {
        return create(store, settings, routes -> { });
    }

    /** The same, with {@code extraRoutes} added first: how a test makes a route fail. */
    static Javalin create(GameStore store, ServerSettings settings,
                          java.util.function.Consumer<io.javalin.config.RoutesConfig> extraRoutes) {
        return create(store, settings, ServerThreads.of(settings), extraRoutes);
    }

    /**
     * The same on a search pool of the caller's (its threads and queue override the settings'): how a test
     * holds every search thread, so a computer to move is thinking for as long as the test needs.
     */
    static Javalin create(GameStore store, ServerSettings settings, SearchPool pool,
                          java.util.function.Consumer<io.javalin.config.RoutesConfig> extraRoutes) {
        return create(store, settings, new ServerThreads(pool), extraRoutes);
    }

    /**
     * The same with the server's {@code threads} (a test's, which it may watch end), closed when the
     * server stops.
     */
    static Javalin create(GameStore store, ServerSettings settings, ServerThreads threads,
                          java.util.function.Consumer<io.javalin.config.RoutesConfig> extraRoutes) {
        SearchPool pool = threads.pool();
        WebApp app = new WebApp(new WebGames(CAPACITY, store, threads, settings.engines()));
        Javalin javalin = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.http.maxRequestSize = settings.maxBodyBytes();
            cfg.http.prefer405over404 = true;
            cfg.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            cfg.staticFiles.add("/web", Location.CLASSPATH);
            cfg.routes.before(ctx -> {
                SecurityHeaders.addTo(ctx::header);
                HostCheck.check(ctx.req().getLocalAddr(), ctx.header("Host"));
            });
            extraRoutes.accept(cfg.routes);
            // the class path and the engines configured, and so the catalogue, never change
            Map<String, Object> catalogue = catalogue(settings.engines());
            cfg.routes.get("/api/catalogue", ctx -> ctx.json(catalogue));
            EngineCap engineCap = settings.engines().cap();
            cfg.routes.get("/api/server", ctx -> ctx.json(Map.of("searchThreads", pool.threads(),
                    "searchQueue", pool.queueLimit(), "searching", pool.running(), "waiting", pool.waiting(),
                    "games", app.games.size(), "maxEngines", engineCap.limit(), "engines", engineCap.taken())));
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
            cfg.routes.put("/api/games/{id}/level", app::level);
            cfg.routes.get("/api/games/{id}/positions/{ply}", app::pastPosition);
            cfg.routes.get("/api/games/{id}/hint", app::hint);
            // the id is checked before the stream opens, so an unknown game is a plain 404
            cfg.routes.before("/api/games/{id}/events", ctx -> app.games.get(ctx.pathParam("id")));
            cfg.routes.sse("/api/games/{id}/events", client -> {
                WebGame<?> g = app.games.get(client.ctx().pathParam("id"));
                // resumed before the client is added: a client that closes at once (it got the latest analysis
                // when added) stalls the game again, where the other order could resume a game whose page had
                // already gone, and it would play on unwatched
                g.resumeIfIdle();
                g.listen(client);
            });
            ApiErrors.addTo(cfg.routes, settings);
            if (!settings.engines().names().isEmpty()) {
                threads.heartbeat().scheduleWithFixedDelay(() -> app.games.closeIdleEngines(System.nanoTime()
                        - java.util.concurrent.TimeUnit.MINUTES.toNanos(ENGINE_IDLE_MINUTES)), 1, 1,
                        java.util.concurrent.TimeUnit.MINUTES);
            }
            cfg.events.serverStopping(app.games::stopAll);
            cfg.events.serverStopped(threads::close); // an embedding process keeps no thread of a stopped server
        });
        return javalin;
    }

    /**
     * Every game on the class path with its options, side names, start board and the outside engines that
     * play it (their names only), the range of levels and the strength scale mapped onto them.
     */
    static Map<String, Object> catalogue(OutsideEngines engines) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Game<?> g : Games.all()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", g.name());
            m.put("title", g.title());
            m.put("description", g.description());
            List<Map<String, Object>> options = new ArrayList<>();
            for (GameOption o : g.options()) {
                options.add(Map.of("name", o.name(), "label", o.label(), "description", o.description(),
                        "default", o.defaultValue(), "allowed", o.allowed()));
            }
            m.put("options", options);
            m.put("sides", List.of(g.sideName(0), g.sideName(1)));
            m.put("board", BoardView.startBoard(g));
            m.put("engines", engines.namesFor(g));
            list.add(m);
        }
        return Map.of("games", list, "levels", Map.of("min", 1, "max", Level.MAX, "default", DEFAULT_LEVEL),
                "strength", Map.of("min", Strength.MIN, "max", Strength.MAX, "default", Strength.of(DEFAULT_LEVEL),
                        "levels", Strength.scale()),
                "algorithms", WebAlgorithms.catalogue());
    }

    private void newGame(Context ctx) throws java.io.IOException {
        JsonNode body = RequestFields.body(ctx);
        Game<?> game = Games.find(RequestFields.text(body, "game", true));
        GameOptions options = GameOptions.of(game.options(), RequestFields.options(body.get("options")));
        String token = GameToken.newToken();
        WebGame<?> g = WebGame.start(games.newId(), game, options, setup(body, game), games.threads(),
                GameToken.hash(token), games.engines());
        add(g);
        created(ctx, g, token);
    }

    /** A 201 with the new game's state and, this once, its token. */
    private static void created(Context ctx, WebGame<?> g, String token) {
        com.fasterxml.jackson.databind.node.ObjectNode answer = JSON.valueToTree(g.state(true));
        answer.put("token", token);
        ctx.status(201).json(answer);
    }

    /** The game named in the path, checked to be the request's to change (403 otherwise). */
    private WebGame<?> owned(Context ctx) {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        g.owner().check(ctx.header(GameToken.HEADER));
        return g;
    }

    /**
     * A new game from a record ({@code text}: SGF, PDN or moves, as the game writes them) with the set-up
     * fields of a new game; a record that does not read is a 400 naming what is wrong, and no game is made.
     */
    private void importGame(Context ctx) throws java.io.IOException {
        JsonNode body = RequestFields.body(ctx);
        Game<?> game = Games.find(RequestFields.text(body, "game", true));
        GameOptions options = GameOptions.of(game.options(), RequestFields.options(body.get("options")));
        String text = RequestFields.multilineText(body, "text", true);
        GameSetup setup = setup(body, game);
        WebGame<?> g;
        String token = GameToken.newToken();
        try {
            g = GameRestore.imported(games.newId(), game, text, options, setup, games.threads(), GameToken.hash(token),
                    games.engines());
        } catch (NotationException e) {
            throw ApiException.badRequest("cannot read the " + game.title() + " record ("
                    + game.recordFormat().name() + "): " + e.getMessage()
                    + (e.index() >= 0 ? " (at character " + (e.index() + 1) + ")" : ""));
        }
        add(g);
        created(ctx, g, token);
    }

    /** Keeps a new game; one that cannot be saved is stopped, so neither its search nor its engine lingers. */
    private void add(WebGame<?> g) {
        try {
            games.add(g);
        } catch (RuntimeException e) {
            g.stop();
            throw e;
        }
    }

    /** Sides, levels, algorithms, pace and seed of a new game, from a request's fields. */
    private GameSetup setup(JsonNode body, Game<?> game) {
        int you = RequestFields.side(body.get("side"));
        Integer chosen = LevelChange.strength(body, "level", "strength");
        int strength = chosen != null ? chosen : Strength.of(DEFAULT_LEVEL);
        Integer chosenSecond = LevelChange.strength(body, "level2", "strength2");
        int secondStrength = chosenSecond != null ? chosenSecond : strength;
        int delay = RequestFields.intField(body, "delay", (int) DEFAULT_DELAY_MILLIS, 0, (int) MAX_DELAY_MILLIS);
        if (you >= 0 && (chosenSecond != null || body.hasNonNull("delay") || body.hasNonNull("algorithm2"))) {
            throw ApiException.badRequest("level2, strength2, algorithm2 and delay are for watching (side \"watch\"); "
                    + "use level or strength, and algorithm");
        }
        Algorithm algorithm = RequestFields.algorithm(body, "algorithm", WebAlgorithms.DEFAULT);
        Algorithm secondAlgorithm = RequestFields.algorithm(body, "algorithm2", algorithm);
        JsonNode adaptiveNode = body.get("adaptive");
        if (adaptiveNode != null && !adaptiveNode.isNull() && !adaptiveNode.isBoolean()) {
            throw ApiException.badRequest("adaptive must be true or false, not " + adaptiveNode);
        }
        boolean adaptive = adaptiveNode != null && adaptiveNode.asBoolean();
        if (adaptive && you < 0) {
            throw ApiException.badRequest("adaptive is for games against you, not for watching");
        }
        String player = RequestFields.text(body, "player", false);
        if (player != null && !PLAYER.matcher(player).matches()) {
            throw ApiException.badRequest("player must be 8 to 64 letters, digits, '-' or '_' (an id the client "
                    + "makes up once and keeps), not '" + (player.length() > 80 ? player.substring(0, 80) + "..." : player)
                    + "'");
        }
        if (adaptive) {
            // the adaptive rule moves by whole levels: a strength it moves to is its level's own, while a first game
            // (or one after a draw at the level asked for) keeps the strength asked for
            int level = AdaptiveLevel.next(games.recentAdaptive(game.name(), player, 1), Strength.level(strength));
            strength = level == Strength.level(strength) ? strength : Strength.of(level);
            secondStrength = strength;
        }
        JsonNode seedNode = body.get("seed");
        if (seedNode != null && !seedNode.isNull() && (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong())) {
            throw ApiException.badRequest("seed must be an integer from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
        }
        long seed = seedNode != null && !seedNode.isNull() ? seedNode.asLong() : ThreadLocalRandom.current().nextLong();
        String engine = games.engines().requested(body, "engine", game, "level", "strength", "algorithm");
        String secondEngine = games.engines().requested(body, "engine2", game, "level2", "strength2", "algorithm2");
        if (secondEngine != null && you >= 0) {
            throw ApiException.badRequest("engine2 is for watching (side \"watch\"); use engine");
        }
        if (engine != null && adaptive) {
            throw ApiException.badRequest("adaptive chooses the computer's level; an engine has none");
        }
        return new GameSetup(you, strength, secondStrength, delay, seed, algorithm, secondAlgorithm, adaptive, player,
                engine, secondEngine);
    }

    /**
     * The state, after waiting (without holding a thread) for the computer's move when asked to: see
     * {@code wait} in docs/API.md.
     */
    private void state(Context ctx) {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        boolean yours = g.owner().owns(ctx.header(GameToken.HEADER));
        String wait = ctx.queryParam("wait");
        long millis = 0;
        if (wait != null) {
            millis = RequestFields.plainNumber(wait);
            if (millis == Long.MIN_VALUE) {
                throw ApiException.badRequest("wait must be a number of milliseconds, not '" + wait + "'");
            }
            if (millis < 0 || millis > MAX_WAIT_MILLIS) {
                throw ApiException.badRequest("wait must be from 0 to " + MAX_WAIT_MILLIS + " ms, not " + millis);
            }
        }
        if (millis > 0) {
            g = games.current(g); // on a shared database, a copy another server has moved past is read again
        }
        g.resumeIfIdle();
        if (millis <= 0 || g.computerDone() == null) {
            ctx.json(g.state(yours));
            return;
        }
        long deadline = System.nanoTime() + millis * 1_000_000L;
        int plies = g.plies();
        WebGame<?> waited = g;
        ctx.future(() -> computerMoved(waited, plies, deadline).thenAccept(now -> ctx.json(now.state(yours))));
    }

    /**
     * Completes with the game when it has moved on from {@code plies} moves, the computer has stopped thinking, or
     * {@code deadline} (a {@code System.nanoTime}) has passed. A search that stopped without a move while
     * this waited (a closed page, noticed late) starts again and is waited for in turn, so the answer does
     * not show a computer still thinking about the same move before the deadline. On a shared database it
     * looks every {@link #STORE_CHECK_MILLIS} whether another server changed the game, and then completes with
     * the game read again from the store.
     */
    private java.util.concurrent.CompletableFuture<WebGame<?>> computerMoved(WebGame<?> g, int plies, long deadline) {
        java.util.concurrent.CompletableFuture<?> done = g.computerDone();
        long left = deadline - System.nanoTime();
        if (done == null || left <= 0 || g.plies() != plies) {
            return java.util.concurrent.CompletableFuture.completedFuture(g);
        }
        boolean shared = games.shared();
        long look = shared ? Math.min(left, STORE_CHECK_MILLIS * 1_000_000L) : left;
        // a new future: timing it out must not complete the search's own
        java.util.concurrent.CompletableFuture<Void> woken = done.handle((x, e) -> (Void) null)
                .completeOnTimeout(null, look, java.util.concurrent.TimeUnit.NANOSECONDS);
        java.util.function.Function<Void, java.util.concurrent.CompletableFuture<WebGame<?>>> next = x -> {
            WebGame<?> now = shared ? games.current(g) : g;
            if (now != g) {
                return java.util.concurrent.CompletableFuture.completedFuture(now);
            }
            g.resumeIfIdle();
            return computerMoved(g, plies, deadline);
        };
        // the store's query runs on a thread of the server's, not on the JDK's timer thread
        return shared ? woken.thenComposeAsync(next, games.threads().storeChecks()) : woken.thenCompose(next);
    }

    /** A hint for your turn, found by a search on the pool; the request thread does not wait for it. */
    private void hint(Context ctx) {
        WebGame<?> g = owned(ctx);
        java.util.concurrent.CompletableFuture<String> move = g.hint()
                .orTimeout(HINT_WAIT_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS);
        ctx.future(() -> move.handle((m, e) -> {
            Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                    ? e.getCause() : e;
            if (cause == null) {
                ctx.json(Map.of("move", m));
            } else if (cause instanceof java.util.concurrent.TimeoutException) {
                ApiErrors.refused(ctx, ApiException.busy());
            } else if (cause instanceof ApiException api) {
                ApiErrors.refused(ctx, api);
            } else {
                ApiErrors.internalError(ctx, cause);
            }
            return null;
        }));
    }

    /** The board after a number of moves: browsing the game without changing it. */
    private void pastPosition(Context ctx) {
        WebGame<?> g = games.get(ctx.pathParam("id"));
        String text = ctx.pathParam("ply");
        long ply = RequestFields.plainNumber(text);
        if (ply == Long.MIN_VALUE) {
            throw ApiException.badRequest("a position is named by its number of moves, 0 or more, not '" + text + "'");
        }
        ctx.json(g.positionAt((int) Math.max(-1, Math.min(ply, Integer.MAX_VALUE))));
    }

    /** The most recent saved games (20, or {@code ?limit=} up to 200), newest first, for browsing. */
    private void saved(Context ctx) {
        int limit = 20;
        String text = ctx.queryParam("limit");
        if (text != null) {
            long n = RequestFields.plainNumber(text);
            limit = n < 1 || n > 200 ? -1 : (int) n;
            if (limit < 1) {
                throw ApiException.badRequest("limit must be from 1 to 200, not '" + text + "'");
            }
        }
        List<Map<String, Object>> list = new ArrayList<>();
        for (StoredGame g : games.saved(limit)) {
            list.add(SavedEntry.of(g));
        }
        ctx.json(Map.of("games", list));
    }

    private void move(Context ctx) throws java.io.IOException {
        WebGame<?> g = owned(ctx);
        g.play(RequestFields.text(RequestFields.body(ctx), "move", true));
        ctx.json(g.state(true));
    }

    /** The computer's strength changed mid-game, as a strength or a level for each side ({@link LevelChange}). */
    private void level(Context ctx) throws java.io.IOException {
        WebGame<?> g = owned(ctx);
        g.changeStrengths(LevelChange.read(RequestFields.body(ctx), g.you()));
        ctx.json(g.state(true));
    }

    private void act(Context ctx, java.util.function.Consumer<WebGame<?>> action) {
        WebGame<?> g = owned(ctx);
        action.accept(g);
        ctx.json(g.state(true));
    }

}
