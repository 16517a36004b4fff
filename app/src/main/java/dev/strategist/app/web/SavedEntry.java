package dev.strategist.app.web;

import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
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
        int strength = Strength.saved(g.strength(), g.level());
        m.put("strengths", g.you() < 0 ? List.of(strength, Strength.saved(g.secondStrength(), g.secondLevel()))
                : List.of(strength));
        m.put("algorithms", g.you() < 0 ? List.of(g.algorithm(), g.secondAlgorithm()) : List.of(g.algorithm()));
        m.put("adaptive", g.adaptive());
        m.put("engines", g.you() < 0 ? Arrays.asList(g.engine(), g.secondEngine())
                : Collections.singletonList(g.engine()));
        return m;
    }

    /**
     * The side to move in a game not over, its moves replayed from its start: sides need not alternate (a game
     * may give the mover another move, as Kalah's last seed in its own store does). Null once over, and for a
     * game whose kind, set-up or moves no longer read (opening it says why).
     */
    private static Integer toMove(StoredGame g) {
        if (g.finished()) {
            return null;
        }
        try {
            return sideToMove(Games.find(g.game()), g);
        } catch (IllegalArgumentException | IllegalStateException e) {
            return null;
        }
    }

    private static <P extends Position> int sideToMove(Game<P> game, StoredGame g) {
        P position = PageState.startPosition(game, game.parseOptions(g.options()), g.start());
        for (String move : g.moves()) {
            position.play(game.notation().parse(position, move));
        }
        return position.sideToMove();
    }
}
