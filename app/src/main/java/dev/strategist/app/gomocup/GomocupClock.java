package dev.strategist.app.gomocup;

/**
 * The time rules the manager sends with INFO and the budget they leave for one move: the turn limit and
 * the share of the match time left, less a safety margin for the JVM (garbage collection, a slow pipe),
 * so the brain answers inside the limit. A missing or {@code 2147483647} {@code time_left} means no
 * match limit; {@code timeout_turn 0} means "answer at once".
 */
final class GomocupClock {
    /** Used when the manager never sends {@code timeout_turn}. */
    static final long DEFAULT_TURN_MILLIS = 5_000;
    private static final long UNLIMITED = Integer.MAX_VALUE;
    /** Moves a game is assumed still to last when sharing out the match time. */
    private static final int MOVES_TO_GO = 25;

    private long turnMillis = DEFAULT_TURN_MILLIS;
    private long matchMillis;
    private long leftMillis = UNLIMITED;

    void turnMillis(long millis) {
        // beyond "unlimited" (2^31 - 1 ms, 24 days) a value means nothing more, and would overflow later
        turnMillis = Math.max(0, Math.min(UNLIMITED, millis));
    }

    void matchMillis(long millis) {
        matchMillis = Math.max(0, Math.min(UNLIMITED, millis));
        if (matchMillis == 0) {
            leftMillis = UNLIMITED;
        }
    }

    void leftMillis(long millis) {
        leftMillis = Math.min(UNLIMITED, millis);
    }

    long turnMillis() {
        return turnMillis;
    }

    /** The milliseconds to think about the next move; at least 1. */
    long budget() {
        if (turnMillis == 0) {
            return 1;
        }
        long turn = turnMillis - margin(turnMillis);
        if (leftMillis < UNLIMITED && (matchMillis > 0 || leftMillis < turnMillis * MOVES_TO_GO)) {
            long share = leftMillis / MOVES_TO_GO;
            turn = Math.min(turn, share - margin(share));
        }
        return Math.max(1, turn);
    }

    /** A quarter of short budgets, at most 300 ms of long ones, and never under 50 ms. */
    private static long margin(long millis) {
        return Math.max(50, Math.min(millis / 4, 300));
    }
}
