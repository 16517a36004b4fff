package dev.strategist.app.web;

import dev.strategist.play.Level;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The computer's strength as a player sets it, 0 to 100 (the "IQ" slider), and the level it plays at: the one
 * mapping of the one scale, the same in every game, which the catalogue sends the page so that the slider's
 * words and the server agree. Each level takes an equal tenth of the scale, the strength counted up to the
 * level's top (level 5 is 41..50), so a level's own strength is a round number; 0 is the weakest level too.
 */
final class Strength {
    /** The weakest strength. */
    static final int MIN = 0;
    /** The strongest strength: the top level. */
    static final int MAX = 100;

    private Strength() {
    }

    /** The level that {@code strength} (0..100) plays at, 1..{@link Level#MAX}. */
    static int level(int strength) {
        if (strength < MIN || strength > MAX) {
            throw new IllegalArgumentException("strength must be between " + MIN + " and " + MAX + ", not " + strength);
        }
        int level = (strength * Level.MAX + MAX - 1) / MAX; // rounded up, so each level ends on a multiple of its tenth
        return Math.max(1, level);
    }

    /** The strength that {@code level} is shown at: the top of its part of the scale (level 5 is 50). */
    static int of(int level) {
        if (level < 1 || level > Level.MAX) {
            throw new IllegalArgumentException("level must be between 1 and " + Level.MAX + ", not " + level);
        }
        return level * MAX / Level.MAX;
    }

    /** A saved game's strength: the one kept, or for a game saved before strengths were kept (null) its level's own. */
    static int saved(Integer strength, int level) {
        return strength != null ? strength : of(level);
    }

    /** The scale for the catalogue: each level with the strengths that play at it, {@code from} and {@code to}. */
    static List<Map<String, Integer>> scale() {
        List<Map<String, Integer>> levels = new ArrayList<>();
        int from = MIN;
        for (int level = 1; level <= Level.MAX; level++) {
            Map<String, Integer> part = new LinkedHashMap<>(); // in the order a person reads it
            part.put("level", level);
            part.put("from", from);
            part.put("to", of(level));
            levels.add(part);
            from = of(level) + 1;
        }
        return levels;
    }
}
