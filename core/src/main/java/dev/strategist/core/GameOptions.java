package dev.strategist.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A validated choice of every option of one game, defaults filled in. Immutable. */
public final class GameOptions {
    private final Map<String, String> values;

    private GameOptions(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** The defaults of every option of {@code options}. */
    public static GameOptions defaults(List<GameOption> options) {
        return of(options, Map.of());
    }

    /**
     * Validates {@code given} against {@code options}: unknown names and disallowed values are rejected
     * with a message naming what is allowed; missing options take their defaults.
     */
    public static GameOptions of(List<GameOption> options, Map<String, String> given) {
        Map<String, String> values = new LinkedHashMap<>();
        for (GameOption option : options) {
            values.put(option.name(), option.defaultValue());
        }
        for (Map.Entry<String, String> e : given.entrySet()) {
            GameOption option = options.stream().filter(o -> o.name().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown option '" + e.getKey() + "'"
                            + (options.isEmpty() ? ": this game has no options"
                               : "; options are " + String.join(", ", options.stream().map(GameOption::name).toList()))));
            String value = e.getValue() == null ? "" : e.getValue().trim();
            if (!option.allowed().contains(value)) {
                throw new IllegalArgumentException("option " + option.name() + " cannot be '" + value
                        + "'; allowed: " + option.summary());
            }
            values.put(option.name(), value);
        }
        return new GameOptions(values);
    }

    /**
     * Reads {@code name=value} pairs separated by commas or spaces ({@code size=15,rule=renju}) and
     * validates them as {@link #of} does.
     */
    public static GameOptions parse(List<GameOption> options, String text) {
        Map<String, String> given = new LinkedHashMap<>();
        if (text != null && !text.isBlank()) {
            for (String pair : text.trim().split("[,\\s]+")) {
                int eq = pair.indexOf('=');
                if (eq <= 0 || eq == pair.length() - 1) {
                    throw new IllegalArgumentException("option '" + pair + "' is not of the form name=value");
                }
                given.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return of(options, given);
    }

    /** The value of option {@code name}. */
    public String get(String name) {
        String v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no option '" + name + "'");
        }
        return v;
    }

    /** The value of an integer option. */
    public int getInt(String name) {
        return Integer.parseInt(get(name));
    }

    /** Every option with its value, in declaration order. */
    public Map<String, String> asMap() {
        return values;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameOptions && ((GameOptions) o).values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /** {@code size=15,rule=renju}, the form {@link #parse} reads. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        values.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ",").append(k).append('=').append(v));
        return sb.toString();
    }
}
