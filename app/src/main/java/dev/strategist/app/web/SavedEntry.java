package dev.strategist.app.web;

import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One saved game as {@code GET /api/saved} lists it: its set-up, how far it went, whose turn or how it ended. */
final class SavedEntry {
    private SavedEntry() {
    }

    /** The listing of {@code g}. */
    static Map<String, Object> of(StoredGame g) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", g.id());
        m.put("game", g.game());
        m.put("options", g.options());
        m.put("you", g.you());
        m.put("createdAt", g.createdAt());
        m.put("moves", g.moves().size());
        m.put("finished", g.finished());
        m.put("winner", g.winner());
        m.put("resigned", g.resigned());
        m.put("toMove", toMove(g));
        m.put("levels", g.you() < 0 ? List.of(g.level(), g.secondLevel()) : List.of(g.level()));
        m.put("algorithms", g.you() < 0 ? List.of(g.algorithm(), g.secondAlgorithm()) : List.of(g.algorithm()));
        m.put("adaptive", g.adaptive());
        m.put("engines", g.you() < 0 ? Arrays.asList(g.engine(), g.secondEngine())
                : Collections.singletonList(g.engine()));
        return m;
    }

    /**
     * The side to move in a game not over, without replaying it: the sides alternate move by move (a pass
     * is a move too) from the side its start gives the move, which only a set-up can make the second.
     * Null once over, and for a game whose kind or set-up no longer reads (opening it says why).
     */
    private static Integer toMove(StoredGame g) {
        if (g.finished()) {
            return null;
        }
        try {
            Game<?> game = Games.find(g.game());
            int first = PageState.startPosition(game, game.parseOptions(g.options()), g.start()).sideToMove();
            return (first + g.moves().size()) % 2;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
