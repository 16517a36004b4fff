package dev.strategist.core.fuzz;

import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How {@link Properties} runs, from system properties: {@code strategist.fuzz.tries} (tries for every
 * property, in place of each one's own count), {@code strategist.fuzz.seed} (one try, with that seed, to
 * reproduce a failure) and {@code strategist.fuzz.seconds} (fresh random seeds, for that long per property).
 */
public record FuzzSettings(OptionalInt tries, OptionalLong seed, OptionalLong seconds) {
    /** The defaults: each property's own tries, from its fixed seeds. */
    public static final FuzzSettings DEFAULT = new FuzzSettings(OptionalInt.empty(), OptionalLong.empty(),
            OptionalLong.empty());

    /** Checks that at most one way of choosing seeds is asked for. */
    public FuzzSettings {
        if (seed.isPresent() && seconds.isPresent()) {
            throw new IllegalArgumentException("strategist.fuzz.seed and strategist.fuzz.seconds exclude each other");
        }
    }

    /** The settings the JVM was started with (Maven passes its {@code -D} options to the tests). */
    public static FuzzSettings fromSystemProperties() {
        String tries = System.getProperty("strategist.fuzz.tries");
        String seed = System.getProperty("strategist.fuzz.seed");
        String seconds = System.getProperty("strategist.fuzz.seconds");
        return new FuzzSettings(blank(tries) ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(tries.trim())),
                blank(seed) ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(seed.trim())),
                blank(seconds) ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(seconds.trim())));
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /** How many tries a property asking for {@code own} gets. */
    public int triesFor(int own) {
        return tries.orElse(own);
    }
}
