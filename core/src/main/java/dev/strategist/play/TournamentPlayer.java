package dev.strategist.play;

import dev.strategist.core.Position;
import dev.strategist.search.Searcher;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A game's own player for tournaments (Gomoku's threat searches around the engine), offered through
 * {@link dev.strategist.core.Game#tournamentPlayer()}, so the faces seat it without naming the game.
 *
 * @param <P> the game's position type
 */
public interface TournamentPlayer<P extends Position> {

    /**
     * From this level up a computer opponent playing the engine is this player: it always plays its best
     * move, so the lower levels keep the engine, which strays from its best move as a beginner's opponent should.
     */
    default int fromLevel() {
        return 5;
    }

    /** The time per move a match gives it when its player names none: what its settings were measured at. */
    long matchMillis();

    /**
     * Makes its searchers, fresh per move as a {@link Strategist} asks; {@code settings} are its own
     * ({@code width=0}, {@code vct=on}), each absent one at its default. An {@link IllegalArgumentException}
     * names a setting it does not have or a value out of range.
     */
    Supplier<Searcher<P>> searchers(Map<String, String> settings);

    /**
     * Its own settings as a face's help lists them ({@code width=N (...), vct=on|off}), so the faces need not
     * know them; empty when it has none.
     */
    default String settingsHelp() {
        return "";
    }

    /** The name a {@link Strategist} built with {@code settings} shows: the player's, then what differs from its defaults. */
    String name(Map<String, String> settings);
}
