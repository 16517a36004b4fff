package dev.strategist.games.gomoku;

import dev.strategist.core.GameOptions;
import dev.strategist.core.Opening;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Gomoku's balanced openings (resources {@code gomoku/openings_RULE15_balanced.txt}, see their ORIGIN.md), one set
 * per rule: a match starts from them by default, since from the empty board the first player wins.
 */
final class GomokuOpenings {
    private GomokuOpenings() {
    }

    /** The balanced openings of 15 x 15 under the options' rule, one a line as moves run together. */
    static List<Opening<GomokuPosition>> balanced(GomokuGame game, GameOptions options) {
        // a rule has built-in openings exactly when its resource is there (caro has none)
        String resource = "gomoku/openings_" + options.get(GomokuGame.RULE) + "15_balanced.txt";
        InputStream found = options.getInt(GomokuGame.SIZE) != 15 ? null
                : GomokuOpenings.class.getClassLoader().getResourceAsStream(resource);
        if (found == null) {
            throw new IllegalArgumentException("the built-in Gomoku openings are for 15 x 15 freestyle, standard and "
                    + "renju, not " + options);
        }
        List<Opening<GomokuPosition>> out = new ArrayList<>();
        try (InputStream in = found) {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line : r.lines().toList()) {
                String text = line.strip();
                if (!text.isEmpty() && !text.startsWith("#")) {
                    out.add(new Opening<>(text, game.parsePosition(text, options)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
