package dev.strategist.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;

/** The catalogue: every {@link Game} on the class path, found through {@link ServiceLoader}. */
public final class Games {
    private Games() {
    }

    /** Every game on the class path, by name. */
    public static List<Game<?>> all() {
        List<Game<?>> games = new ArrayList<>();
        for (Game<?> g : ServiceLoader.load(Game.class)) {
            games.add(g);
        }
        games.sort(Comparator.comparing(Game::name));
        return games;
    }

    /** The game called {@code name} or one of its aliases (any case); the error lists the known names. */
    public static Game<?> find(String name) {
        String key = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        List<Game<?>> games = all();
        for (Game<?> g : games) {
            if (g.name().equals(key) || g.aliases().contains(key)) {
                return g;
            }
        }
        List<String> names = games.stream().map(Game::name).toList();
        throw new IllegalArgumentException("unknown game '" + name + "'; known games: " + String.join(", ", names));
    }
}
