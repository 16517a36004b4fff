package dev.strategist.play;

import dev.strategist.search.SearchInfo;

/** Hears what happens in a {@link Match}, for a UI; every method has an empty default. */
public interface MatchListener {

    /** A move was played by {@code side}; {@code text} is its notation. */
    default void onMove(int side, int move, String text) {
    }

    /** {@code plies} moves were taken back. */
    default void onUndo(int plies) {
    }

    /** The game ended. */
    default void onGameOver(MatchResult result) {
    }

    /** The computer started ({@code true}) or stopped thinking. */
    default void onThinking(boolean thinking) {
    }

    /** The computer finished another depth of its search. */
    default void onSearchInfo(SearchInfo info) {
    }
}
