package dev.strategist.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.play.Level;

/**
 * The body of {@code PUT /api/games/{id}/level}: each side's new strength, given as a strength (0..100, the
 * page's slider, played at its level by {@link Strength}) or as a level (1..10, which stands for its own
 * strength), but not both for one side; a new game's set-up reads its sides the same way.
 */
final class LevelChange {
    private LevelChange() {
    }

    /**
     * The new strength of each side from {@code body} for a game where you play {@code you} (-1 watching), null
     * for a side left as it is: {@code level} or {@code strength} for the computer you play against (the first
     * player when watching), {@code level2} or {@code strength2} for the second player when watching.
     */
    static Integer[] read(JsonNode body, int you) {
        Integer first = strength(body, "level", "strength");
        Integer second = strength(body, "level2", "strength2");
        if (you >= 0 && second != null) {
            String field = body.hasNonNull("level2") ? "level2" : "strength2";
            throw ApiException.badRequest(field + " is for watching (the second player's); use " + field.replace("2", ""));
        }
        if (first == null && second == null) {
            throw ApiException.badRequest("missing field 'level' or 'strength'"
                    + (you < 0 ? " (or 'level2' or 'strength2')" : ""));
        }
        Integer[] strengths = new Integer[2];
        strengths[you < 0 ? 0 : 1 - you] = first;
        if (you < 0) {
            strengths[1] = second;
        }
        return strengths;
    }

    /**
     * One side's strength from {@code body}: {@code strengthField} as given, or {@code levelField}'s level at its
     * own strength; null when neither is given, and a 400 when both are or one is out of range.
     */
    static Integer strength(JsonNode body, String levelField, String strengthField) {
        boolean level = body.hasNonNull(levelField);
        boolean strength = body.hasNonNull(strengthField);
        if (level && strength) {
            throw ApiException.badRequest("give " + levelField + " or " + strengthField + ", not both");
        }
        if (strength) {
            return RequestFields.intField(body, strengthField, 0, Strength.MIN, Strength.MAX);
        }
        return level ? Strength.of(RequestFields.intField(body, levelField, 0, 1, Level.MAX)) : null;
    }
}
