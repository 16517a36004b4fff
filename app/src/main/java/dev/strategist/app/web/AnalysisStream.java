package dev.strategist.app.web;

import dev.strategist.app.AnalysisLine;
import dev.strategist.app.PlayerEvaluation;
import dev.strategist.core.Evaluation;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.play.MatchResult;
import dev.strategist.search.SearchInfo;
import io.javalin.http.sse.SseClient;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The live view of one game for server-sent events: while the computer thinks, an {@code analysis} event
 * after each finished depth (depth, score, principal variation in notation, nodes, nodes per second), and a
 * {@code change} event whenever the game changes, so a page knows to fetch the state. A client that
 * connects mid-search (or just after) is sent the latest analysis at once, so a fast search is not missed.
 * While clients listen, each gets a comment line every {@value #HEARTBEAT_MILLIS} ms: a page that went
 * away is noticed only when a write to it fails, and a long search may write nothing for seconds.
 *
 * @param <P> the game's position type
 */
final class AnalysisStream<P extends Position> implements MatchListener {
    /** How often a listening client hears a comment, so a closed page is noticed within a second or two. */
    static final long HEARTBEAT_MILLIS = 500;
    /** The server's heartbeat thread (see {@link ServerThreads}), shared by every game's stream. */
    private final java.util.concurrent.ScheduledExecutorService heartbeats;

    private final Game<P> game;
    private final Match<P> match;
    private final List<SseClient> clients = new CopyOnWriteArrayList<>();
    private final java.util.function.LongSupplier currentSearch;
    private final java.util.function.LongConsumer lastClientGone;
    /** The search each client connected during, by {@code currentSearch}'s count. */
    private final Map<SseClient, Long> connectedDuring = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile Map<String, Object> latest;
    /** The position {@link #latest} is of, kept to read its score again once its first move is played. */
    private volatile P latestRoot;
    private java.util.concurrent.ScheduledFuture<?> heartbeat;

    /**
     * A stream of {@code match}'s events. When the last client goes away, {@code lastClientGone} hears
     * which search it connected during ({@code currentSearch} then), since a page that closed its stream
     * long ago may be noticed only now, during a later search it has nothing to do with. Heartbeats are
     * written on {@code heartbeats}.
     */
    AnalysisStream(Game<P> game, Match<P> match, java.util.function.LongSupplier currentSearch,
                   java.util.function.LongConsumer lastClientGone,
                   java.util.concurrent.ScheduledExecutorService heartbeats) {
        this.heartbeats = heartbeats;
        this.game = game;
        this.match = match;
        this.currentSearch = currentSearch;
        this.lastClientGone = lastClientGone;
    }

    /** Adds a client; it hears the latest analysis at once and every event from now on. */
    void add(SseClient client) {
        client.keepAlive();
        client.onClose(() -> remove(client));
        connectedDuring.put(client, currentSearch.getAsLong());
        clients.add(client);
        synchronized (this) {
            if (heartbeat == null) {
                try {
                    heartbeat = heartbeats.scheduleWithFixedDelay(this::beat, HEARTBEAT_MILLIS, HEARTBEAT_MILLIS,
                            java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException e) {
                    // the server has stopped: nothing is left to follow
                }
            }
        }
        Map<String, Object> last = latest;
        if (last != null) {
            send(client, "analysis", last);
        }
    }

    /** The latest analysis of the search running now or last (null before its first depth, or after an undo). */
    Map<String, Object> latest() {
        return latest;
    }

    /** Ends every client's stream: the game is discarded or the server stops. */
    void closeAll() {
        for (SseClient c : clients) {
            c.close();
        }
        clients.clear();
        connectedDuring.clear();
        stopHeartbeat();
    }

    private void beat() {
        for (SseClient c : clients) {
            try {
                if (c.terminated()) {
                    remove(c);
                } else {
                    c.sendComment("");
                }
            } catch (RuntimeException e) {
                remove(c);
            }
        }
    }

    private synchronized void stopHeartbeat() {
        if (heartbeat != null && clients.isEmpty()) {
            heartbeat.cancel(false);
            heartbeat = null;
        }
    }

    @Override
    public void onSearchInfo(SearchInfo info) {
        P root = match.position();
        Map<String, Object> m = new LinkedHashMap<>();
        int side = root.sideToMove();
        m.put("ply", root.ply());
        m.put("side", side);
        m.put("depth", info.depth());
        m.put("score", info.score());
        m.put("scoreText", game.describeScore(info.score()));
        // the evaluation bar reads the score from the first player's side
        m.put("firstPlayerScore", side == 0 ? info.score() : -info.score());
        m.put("decisive", Score.isDecisive(info.score()));
        // asked of the player searching, whose own word it is (a mid-game level change reseats only the level)
        boolean monteCarlo = PlayerEvaluation.scoresByMonteCarlo(match.seat(side).player());
        m.put("monteCarlo", monteCarlo);
        m.put("evaluation", evaluation(root, side, info.score(), monteCarlo));
        m.put("pv", AnalysisLine.notation(game, root, info.pv()));
        m.put("nodes", info.nodes());
        m.put("nodesPerSecond", info.nodesPerSecond());
        m.put("elapsedMillis", info.elapsedMillis());
        latestRoot = dev.strategist.core.Position.copyOf(root);
        latest = m;
        broadcast("analysis", m);
    }

    /**
     * The score in a player's units ({@link PlayerEvaluation}), with the first player's share of the bar beside
     * the searching side's.
     */
    private Map<String, Object> evaluation(P root, int side, int score, boolean monteCarlo) {
        Evaluation e = PlayerEvaluation.of(game, root, score, monteCarlo);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", e.kind().name().toLowerCase(java.util.Locale.ROOT));
        m.put("text", e.text());
        m.put("share", e.share());
        m.put("firstPlayerShare", side == 0 ? e.share() : 1 - e.share());
        return m;
    }

    /**
     * A move by the side the latest analysis was of, from the position it was of, is the computer's answer
     * to that search; where the line does not start with it (a level that does not always play the best
     * move, a move from a depth left unfinished), the line becomes that move, so what is shown is what was
     * played rather than a line the computer then did not follow. Where it does, a proven result's moves are
     * counted from the position after it.
     */
    @Override
    public void onMove(int side, int move, String text) {
        Map<String, Object> last = latest;
        if (last != null && last.get("side").equals(side) && last.get("ply").equals(match.position().ply() - 1)) {
            @SuppressWarnings("unchecked")
            List<String> line = (List<String>) last.get("pv");
            List<String> shown = AnalysisLine.startingWith(line, text);
            Map<String, Object> played = new LinkedHashMap<>(last);
            played.put("pv", shown);
            int score = (Integer) last.get("score");
            if (shown.equals(line) && PlayerEvaluation.afterLinesFirstMove(score) != score) {
                // the line's first move is played: a proven result is a ply nearer, its moves counted from now
                played.put("evaluation", evaluation(latestRoot, side, PlayerEvaluation.afterLinesFirstMove(score),
                        (Boolean) last.get("monteCarlo")));
            }
            if (!played.equals(last)) {
                latest = played;
                broadcast("analysis", played);
            }
        }
        changed("move");
    }

    @Override
    public void onUndo(int plies) {
        latest = null;
        changed("undo");
    }

    @Override
    public void onGameOver(MatchResult result) {
        if (result.resigned()) {
            latest = null; // the analysis was of a game played on, which the resignation ended
        }
        changed("over");
    }

    @Override
    public void onThinking(boolean thinking) {
        if (thinking) {
            latest = null;
        }
        changed(thinking ? "thinking" : "done");
    }

    private void changed(String what) {
        broadcast("change", Map.of("what", what));
    }

    private void broadcast(String event, Map<String, Object> data) {
        for (SseClient c : clients) {
            send(c, event, data);
        }
    }

    private void send(SseClient client, String event, Map<String, Object> data) {
        try {
            if (client.terminated()) {
                remove(client);
            } else {
                client.sendEvent(event, data);
            }
        } catch (RuntimeException e) {
            // a client that went away: drop it, the game goes on
            remove(client);
        }
    }

    /** Drops a client that went away; when it was the last, its page is gone. */
    private void remove(SseClient client) {
        Long during = connectedDuring.remove(client);
        if (clients.remove(client) && clients.isEmpty()) {
            stopHeartbeat();
            lastClientGone.accept(during == null ? -1 : during);
        }
    }
}
