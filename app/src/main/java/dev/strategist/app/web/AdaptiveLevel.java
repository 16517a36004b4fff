package dev.strategist.app.web;

import dev.strategist.app.store.StoredGame;
import dev.strategist.play.Level;
import java.util.List;

/**
 * The adaptive level: the computer's level for your next game of a kind follows your last finished adaptive
 * game of that kind: one up after your win, one down after your loss (a resignation is a loss), the same
 * after a draw, within 1..10. With no such game yet, the level you asked for. "You" are a player id (the
 * browser's own); the caller picks that player's games. The results are the saved games, so the level
 * survives a restart.
 */
final class AdaptiveLevel {
    private AdaptiveLevel() {
    }

    /** The level for the next game, from {@code recent} finished adaptive games (newest first). */
    static int next(List<StoredGame> recent, int requested) {
        if (recent.isEmpty()) {
            return requested;
        }
        StoredGame last = recent.get(0);
        int winner = last.winner();
        int step = winner < 0 ? 0 : winner == last.you() ? 1 : -1;
        return Math.max(1, Math.min(Level.MAX, last.level() + step));
    }
}
