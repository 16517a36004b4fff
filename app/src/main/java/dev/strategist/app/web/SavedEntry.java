package dev.strategist.app.web;

import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import java.util.ArrayList;
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
        // each side's, as the game's state gives them: the level, strength and algorithm of our computer, null at
        // your side and at an engine's, and the engine's name where one plays
        List<Integer> levels = new ArrayList<>(2);
        List<Integer> strengths = new ArrayList<>(2);
        List<String> algorithms = new ArrayList<>(2);
        List<String> engines = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            boolean second = g.you() < 0 && side == 1;
            String engine = side == g.you() ? null : second ? g.secondEngine() : g.engine();
            boolean computer = side != g.you() && engine == null;
            int level = second ? g.secondLevel() : g.level();
            levels.add(computer ? level : null);
            strengths.add(computer ? Strength.saved(second ? g.secondStrength() : g.strength(), level) : null);
            algorithms.add(computer ? (second ? g.secondAlgorithm() : g.algorithm()) : null);
            engines.add(engine);
        }
        m.put("levels", levels);
        m.put("strengths", strengths);
        m.put("algorithms", algorithms);
        m.put("adaptive", g.adaptive());
        m.put("engines", engines);
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
