package dev.strategist.app.web;

import dev.strategist.play.Algorithm;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The search algorithms the browser app offers the computer, by their API names: the alpha-beta engine and
 * Monte Carlo tree search (plain and evaluator-guided). The textbook oracles are left out: they search to a
 * fixed depth whatever the time, which is no way to play a person.
 */
final class WebAlgorithms {
    /** The algorithm a request that names none gets. */
    static final Algorithm DEFAULT = Algorithm.ENGINE;

    private static final Map<Algorithm, String> TITLES = new LinkedHashMap<>();

    static {
        TITLES.put(Algorithm.ENGINE, "Alpha-beta engine");
        TITLES.put(Algorithm.MCTS, "Monte Carlo tree search");
        TITLES.put(Algorithm.MCTS_GUIDED, "Monte Carlo, guided playouts");
    }

    private WebAlgorithms() {
    }

    /** The API name of {@code algorithm}: {@code engine}, {@code mcts}, {@code mcts_guided}. */
    static String nameOf(Algorithm algorithm) {
        return algorithm.name().toLowerCase(Locale.ROOT);
    }

    /** The offered algorithm named {@code name} (any case); an {@link IllegalArgumentException} names the choices. */
    static Algorithm parse(String name) {
        for (Algorithm a : TITLES.keySet()) {
            if (nameOf(a).equalsIgnoreCase(name == null ? "" : name.trim())) {
                return a;
            }
        }
        throw new IllegalArgumentException("algorithm must be one of " + String.join(", ", names()) + ", not '" + name + "'");
    }

    /** The offered names, in the catalogue's order. */
    static List<String> names() {
        return TITLES.keySet().stream().map(WebAlgorithms::nameOf).toList();
    }

    /** The catalogue's list: each algorithm's name and title. */
    static List<Map<String, String>> catalogue() {
        return TITLES.entrySet().stream().map(e -> Map.of("name", nameOf(e.getKey()), "title", e.getValue())).toList();
    }
}
