package dev.strategist.app.cli.play;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of {@code play --position}: a position in the game's notation, optionally followed by the word
 * {@code moves} and the moves played since it ({@code "B:W21-32:B1-12 moves 11-15 23-19"}), as engine
 * protocols send a position. Those moves are played through {@link Game#parsePosition(String, String,
 * GameOptions)}, so rules that look back (checkers' repetition and 40-move rules) see them.
 */
final class PositionArgument {
    /** The word between the start and the moves since; no game's notation uses it. */
    static final String MOVES = "moves";
    private static final Pattern SPLIT = Pattern.compile("(?:^|\\s+)" + MOVES + "(?:\\s+|$)");

    private PositionArgument() {
    }

    /** The position {@code text} describes under {@code options}; a bad move is named and pointed at in {@code text}. */
    static <P extends Position> P read(Game<P> game, String text, GameOptions options) {
        Matcher m = SPLIT.matcher(text);
        if (!m.find()) {
            return game.parsePosition(text, options);
        }
        String since = text.substring(m.end());
        try {
            return game.parsePosition(text.substring(0, m.start()), since, options);
        } catch (NotationException e) {
            if (e.text() != null && e.text().equals(since) && e.index() >= 0) {
                // the game points into the moves since; the user typed the whole text
                throw new NotationException("--position: " + e.getMessage(), text, m.end() + e.index());
            }
            throw e;
        }
    }
}
