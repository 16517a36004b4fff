package dev.strategist.app.web;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.StrategistRuntime;

/**
 * Who sits at each side of one browser game now, and the computer's strength changed mid-game: the computer is
 * reseated in the same match at the strength's level and the change saved at once.
 *
 * @param <P> the game's position type
 */
final class ComputerLevels<P extends Position> {
    private final Game<P> game;
    private final Match<P> match;
    private final long seed;
    private final StrategistRuntime runtime;
    private final GamePersistence<P> persistence;
    private final Runnable checkNotOver;
    /** Replaced when a level changes (under the match's lock); read by the page and the record. */
    private volatile Seating<P> seating;

    /**
     * The levels of {@code match}, seated as {@code seating}, its computers seeded from {@code seed} and searching
     * on {@code runtime}; {@code checkNotOver} refuses, in the page's words, a change in a finished game.
     */
    ComputerLevels(Game<P> game, Match<P> match, Seating<P> seating, long seed, StrategistRuntime runtime,
                   GamePersistence<P> persistence, Runnable checkNotOver) {
        this.game = game;
        this.match = match;
        this.seating = seating;
        this.seed = seed;
        this.runtime = runtime;
        this.persistence = persistence;
        this.checkNotOver = checkNotOver;
    }

    /** The seats now. */
    Seating<P> seating() {
        return seating;
    }

    /**
     * Sets the computer's strengths: {@code strengths[side]} (0..100) for each side the computer plays, null to
     * keep it; it plays at the strength's level.
     * The new computer plays from its next search: one already running finishes at the old level (its
     * time is bounded, and its analysis stays that of the move it plays), while one still waiting for a
     * thread starts at the new level. Saved at once, so a restarted server plays on at the new level; an
     * adaptive game stays adaptive, its result then counting against the level it ended at.
     */
    void change(Integer[] strengths) {
        synchronized (match) {
            checkNotOver.run();
            Seating<P> next = seating;
            for (int side = 0; side < 2; side++) {
                if (strengths[side] != null) {
                    next = next.withStrength(side, strengths[side], game, seed, runtime);
                }
            }
            for (int side = 0; side < 2; side++) {
                if (strengths[side] != null) {
                    match.reseat(side, next.seats().get(side));
                }
            }
            seating = next;
            int you = next.you();
            Integer first = you < 0 ? next.strengths().get(0) : next.strengths().get(1 - you); // null: an engine's side
            Integer second = you < 0 ? next.strengths().get(1) : first;
            persistence.clearFailure();
            persistence.changeStrengths(first, second);
            persistence.throwFailure(); // the level is changed in memory, not saved: a 500 says so
        }
    }
}
