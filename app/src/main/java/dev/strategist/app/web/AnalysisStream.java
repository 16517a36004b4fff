package dev.strategist.app.web;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.play.MatchResult;
import dev.strategist.search.SearchInfo;
import io.javalin.http.sse.SseClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The live view of one game for server-sent events: while the computer thinks, an {@code analysis} event
 * after each finished depth (depth, score, principal variation in notation, nodes, nodes per second), and a
 * {@code change} event whenever the game changes, so a page knows to fetch the state. A client that
 * connects mid-search (or just after) is sent the latest analysis at once, so a fast search is not missed.
 *
 * @param <P> the game's position type
 */
final class AnalysisStream<P extends Position> implements MatchListener {
    private final Game<P> game;
    private final Match<P> match;
    private final List<SseClient> clients = new CopyOnWriteArrayList<>();
    private volatile Map<String, Object> latest;

    AnalysisStream(Game<P> game, Match<P> match) {
        this.game = game;
        this.match = match;
    }

    /** Adds a client; it hears the latest analysis at once and every event from now on. */
    void add(SseClient client) {
        client.keepAlive();
        client.onClose(() -> clients.remove(client));
        clients.add(client);
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
        m.put("scoreText", Score.describe(info.score()));
        // the evaluation bar reads the score from the first player's side
        m.put("firstPlayerScore", side == 0 ? info.score() : -info.score());
        m.put("decisive", Score.isDecisive(info.score()));
        m.put("pv", notation(root, info.pv()));
        m.put("nodes", info.nodes());
        m.put("nodesPerSecond", info.nodesPerSecond());
        m.put("elapsedMillis", info.elapsedMillis());
        latest = m;
        broadcast("analysis", m);
    }

    /**
     * The principal variation in notation, played out on a copy of the root; it stops at the first move
     * that is not legal there (an answer from a search the game has since moved past).
     */
    @SuppressWarnings("unchecked")
    private List<String> notation(P root, int[] pv) {
        P p = (P) root.copy();
        List<String> texts = new ArrayList<>(pv.length);
        for (int move : pv) {
            if (p.isOver() || !p.isLegal(move)) {
                break;
            }
            texts.add(game.notation().format(p, move));
            p.play(move);
        }
        return texts;
    }

    @Override
    public void onMove(int side, int move, String text) {
        changed("move");
    }

    @Override
    public void onUndo(int plies) {
        latest = null;
        changed("undo");
    }

    @Override
    public void onGameOver(MatchResult result) {
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
                clients.remove(client);
            } else {
                client.sendEvent(event, data);
            }
        } catch (RuntimeException e) {
            // a client that went away: drop it, the game goes on
            clients.remove(client);
        }
    }
}
