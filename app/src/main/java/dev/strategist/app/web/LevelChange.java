package dev.strategist.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.play.Level;

/**
 * The body of {@code PUT /api/games/{id}/level}: each side's new level, given as a level (1..10) or as a
 * strength (0..100, the page's slider, mapped by {@link Strength}), but not both for one side.
 */
final class LevelChange {
    private LevelChange() {
    }

    /**
     * The new level of each side from {@code body} for a game where you play {@code you} (-1 watching), null
     * for a side left as it is: {@code level} or {@code strength} for the computer you play against (the first
     * player when watching), {@code level2} or {@code strength2} for the second player when watching.
     */
    static Integer[] read(JsonNode body, int you) {
        Integer first = side(body, "level", "strength");
        Integer second = side(body, "level2", "strength2");
        if (you >= 0 && second != null) {
            String field = body.hasNonNull("level2") ? "level2" : "strength2";
            throw ApiException.badRequest(field + " is for watching (the second player's); use " + field.replace("2", ""));
        }
        if (first == null && second == null) {
            throw ApiException.badRequest("missing field 'level' or 'strength'"
                    + (you < 0 ? " (or 'level2' or 'strength2')" : ""));
        }
        Integer[] levels = new Integer[2];
        levels[you < 0 ? 0 : 1 - you] = first;
        if (you < 0) {
            levels[1] = second;
        }
        return levels;
    }

    private static Integer side(JsonNode body, String levelField, String strengthField) {
        boolean level = body.hasNonNull(levelField);
        boolean strength = body.hasNonNull(strengthField);
        if (level && strength) {
            throw ApiException.badRequest("give " + levelField + " or " + strengthField + ", not both");
        }
        if (strength) {
            return Strength.level(RequestFields.intField(body, strengthField, 0, Strength.MIN, Strength.MAX));
        }
        return level ? RequestFields.intField(body, levelField, 0, 1, Level.MAX) : null;
    }
}
