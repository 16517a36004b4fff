package dev.strategist.app.web;

import java.security.SecureRandom;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The games the server is running, by id. Ids are random, so one client cannot guess another's game; the
 * oldest games are dropped once there are more than {@link #capacity} (their searches stopped first), so
 * a long-running server does not grow without bound. Thread-safe.
 */
final class WebGames {
    private static final char[] ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    private final SecureRandom random = new SecureRandom();
    private final Map<String, WebGame<?>> games = new LinkedHashMap<>();
    private final int capacity;

    /** Keeps at most {@code capacity} games. */
    WebGames(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
    }

    /** A fresh id, not in use. */
    synchronized String newId() {
        while (true) {
            StringBuilder sb = new StringBuilder(10);
            for (int i = 0; i < 10; i++) {
                sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
            }
            String id = sb.toString();
            if (!games.containsKey(id)) {
                return id;
            }
        }
    }

    /** Adds {@code game}, dropping the oldest beyond the capacity. */
    synchronized void add(WebGame<?> game) {
        games.put(game.id(), game);
        Iterator<WebGame<?>> oldest = games.values().iterator();
        while (games.size() > capacity) {
            oldest.next().stop();
            oldest.remove();
        }
    }

    /** The game with {@code id}; 404 when there is none. */
    synchronized WebGame<?> get(String id) {
        WebGame<?> g = games.get(id);
        if (g == null) {
            throw ApiException.notFound("no game with id '" + id + "'");
        }
        return g;
    }

    /** How many games are kept. */
    synchronized int size() {
        return games.size();
    }

    /** Stops every computer search, for shutdown. */
    synchronized void stopAll() {
        games.values().forEach(WebGame::stop);
    }
}
