package dev.strategist.app.web;

import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.GameVersion;
import dev.strategist.app.store.StoredGame;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The games the server is running, by id. Ids are random, so one client cannot guess another's game; the
 * oldest games are dropped once there are more than {@link #capacity} (their searches stopped first), so
 * a long-running server does not grow without bound. Thread-safe.
 */
final class WebGames {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(WebGames.class);
    private static final char[] ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    private final SecureRandom random = new SecureRandom();
    private final Map<String, WebGame<?>> games = new LinkedHashMap<>();
    private final int capacity;
    private final GameStore store;
    private final ServerThreads threads;
    private final OutsideEngines engines;

    /**
     * Keeps at most {@code capacity} games in memory; with a {@code store} (or null), every game is saved;
     * the computer's searches run on {@code threads}, and {@code engines} may play in its place.
     */
    WebGames(int capacity, GameStore store, ServerThreads threads, OutsideEngines engines) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
        this.store = store;
        this.threads = threads;
        this.engines = engines;
    }

    /** The outside engines configured. */
    OutsideEngines engines() {
        return engines;
    }

    /** Where the computer's searches run. */
    ServerThreads threads() {
        return threads;
    }

    /** A fresh id, not in use. */
    synchronized String newId() {
        while (true) {
            StringBuilder sb = new StringBuilder(10);
            for (int i = 0; i < 10; i++) {
                sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
            }
            String id = sb.toString();
            if (!games.containsKey(id) && (store == null || store.load(id).isEmpty())) {
                return id;
            }
        }
    }

    /** Adds a new {@code game} (saving it), dropping the oldest beyond the capacity. */
    void add(WebGame<?> game) {
        List<WebGame<?>> dropped;
        synchronized (this) {
            if (store != null) {
                game.persistence().saveNewTo(store);
            }
            dropped = keep(game);
        }
        stop(dropped);
    }

    /** Keeps {@code game}, under the lock; answers the oldest games dropped for it, for the caller to stop. */
    private List<WebGame<?>> keep(WebGame<?> game) {
        games.put(game.id(), game);
        List<WebGame<?>> dropped = new ArrayList<>();
        Iterator<WebGame<?>> oldest = games.values().iterator();
        while (games.size() > capacity) {
            dropped.add(oldest.next());
            oldest.remove();
        }
        return dropped;
    }

    /**
     * Stops games no longer kept, outside the lock: their engines' processes end on threads of their own, but
     * their searches' locks are theirs, and no other request should wait on them.
     */
    private static List<CompletableFuture<Void>> stop(List<WebGame<?>> dropped) {
        List<CompletableFuture<Void>> ends = new ArrayList<>();
        dropped.forEach(g -> ends.add(g.stop()));
        return ends;
    }

    /**
     * The game with {@code id}, read back from the store if it is not in memory (or if the copy in memory is
     * stale: another server sharing the store changed the game); 404 when there is none.
     */
    WebGame<?> get(String id) {
        WebGame<?> g;
        List<WebGame<?>> dropped = new ArrayList<>();
        try {
            synchronized (this) {
                g = games.get(id);
                if (g != null && g.persistence().stale()) {
                    games.remove(id);
                    dropped.add(g);
                    g = null;
                }
                if (g == null && store != null) {
                    Optional<StoredGame> stored = store.load(id);
                    if (stored.isPresent()) {
                        try {
                            g = GameRestore.restore(stored.get(), threads, engines);
                        } catch (IllegalArgumentException | IllegalStateException e) {
                            throw ApiException.conflict("saved game '" + id + "' cannot be restored: " + e.getMessage());
                        }
                        g.persistence().saveTo(store, stored.get());
                        dropped.addAll(keep(g));
                    }
                }
            }
        } finally {
            stop(dropped);
        }
        if (g == null) {
            throw ApiException.notFound("no game with id '" + id + "'");
        }
        return g;
    }

    /** Whether another server may change a game behind this one's back: the store is a shared database. */
    boolean shared() {
        return store != null && store.shared();
    }

    /**
     * The game {@code g} as it stands now: on a shared database, read again from the store when another server
     * has changed it (the store's version, its move count and whether it has a result, is not the one this copy
     * saved, or a write of this copy's was refused) or another request has already read it again; else
     * {@code g} itself. One small query on a shared database; none on a server's own. A failing look keeps
     * {@code g}: its next write finds any change.
     */
    WebGame<?> current(WebGame<?> g) {
        if (!shared()) {
            return g;
        }
        GamePersistence<?> saved = g.persistence();
        if (!saved.stale()) {
            synchronized (this) {
                if (games.get(g.id()) != g) {
                    return get(g.id());
                }
            }
            GameVersion known = saved.storedVersion();
            Optional<GameVersion> now;
            try {
                now = store.version(g.id());
            } catch (dev.strategist.app.store.StoreException e) {
                LOG.warn("cannot look whether game {} changed: {}", g.id(), e.getMessage());
                return g;
            }
            // a version that moved meanwhile is this server's own write landing: look again next time
            if (now.isEmpty() || now.get().equals(known) || !saved.storedVersion().equals(known)) {
                return g;
            }
            saved.markStale();
        }
        return get(g.id());
    }

    /**
     * The finished adaptive games of {@code game} that {@code player} (or, for null, no known player)
     * played, newest first (at most {@code limit}): from the store, or from the games in memory without one.
     */
    synchronized List<StoredGame> recentAdaptive(String game, String player, int limit) {
        if (store != null) {
            return store.recentAdaptive(game, player, limit);
        }
        List<StoredGame> found = new java.util.ArrayList<>();
        List<WebGame<?>> all = new java.util.ArrayList<>(games.values());
        for (int i = all.size() - 1; i >= 0 && found.size() < limit; i--) {
            StoredGame g = all.get(i).persistence().stored();
            if (g.game().equals(game) && java.util.Objects.equals(g.player(), player) && g.adaptive() && g.you() >= 0
                    && g.finished()) {
                found.add(g);
            }
        }
        return found;
    }

    /** The most recent saved games, newest first; empty without a store. */
    List<StoredGame> saved(int limit) {
        return store == null ? List.of() : store.recent(limit);
    }

    /** How many games are kept. */
    synchronized int size() {
        return games.size();
    }

    /** Ends the outside engines' processes that have been idle since {@code cutoff} ({@code nanoTime}). */
    synchronized void closeIdleEngines(long cutoff) {
        games.values().forEach(g -> g.closeIdleEngines(cutoff));
    }

    /** Stops every computer search and ends every engine's process (all at once), for shutdown. */
    void stopAll() {
        List<WebGame<?>> all;
        synchronized (this) {
            all = new ArrayList<>(games.values());
        }
        CompletableFuture.allOf(stop(all).toArray(CompletableFuture[]::new)).join();
    }
}
