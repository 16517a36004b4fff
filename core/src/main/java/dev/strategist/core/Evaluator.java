package dev.strategist.core;

/**
 * A heuristic judgement of a non-final position, and optionally of moves for ordering.
 * Heuristics are separate classes so a game can ship several and tournaments can compare them.
 *
 * @param <P> the position type it understands
 */
public interface Evaluator<P extends Position> {

    /**
     * Scores a position that is not over, for the side to move (positive is good for it); the value
     * must lie strictly inside {@code ±Score.MAX_EVAL}.
     */
    int evaluate(P position);

    /**
     * A cheap guess of how good {@code move} is here, for move ordering only: larger is tried first.
     * The default gives no preference. Must stay inside {@code ±(1 << 30)}.
     */
    default int orderScore(P position, int move) {
        return 0;
    }

    /**
     * False when {@code position} is in the middle of a forcing sequence (a capture pending in checkers)
     * and a static judgement would be wrong: the engine then searches on past its depth limit, through
     * every legal move, until it reaches a quiet position. The sequence must end (captures remove pieces),
     * or the engine's ply limit stops it. The default, true everywhere, changes nothing.
     */
    default boolean isQuiet(P position) {
        return true;
    }

    /**
     * Plies to a win the side to move can force from {@code position} (not over), proven by a search of
     * the game's own (Gomoku's continuous fours), or 0 when none is known (at most {@link Score#MAX_PLY}). The engine asks at its horizon,
     * before {@link #evaluate}, and scores a proof as the won game it is. The default knows none.
     */
    default int provenWin(P position) {
        return 0;
    }

    /** A short name for listings and tournaments. */
    default String name() {
        return getClass().getSimpleName();
    }
}
