package dev.strategist.play;

/**
 * How much of a game clock one move may take: the time left, less a reserve for what comes after the search
 * (the answer, a collector's pause, a pipe), shared among the moves still to plan, the increment on top. A
 * timed search aims at half of its time and stretches while its best move is unsettled, so it spends about
 * half of what it is given on average: a move is given twice its share, and never more than half of what is
 * usable, so no one move can empty the clock.
 */
public final class ClockShare {
    /** Never less than this kept back, in milliseconds. */
    static final long MIN_RESERVE = 50;
    /** The reserve is also at least this fraction of the time left (a twentieth). */
    static final int RESERVE_SHARE = 20;

    private ClockShare() {
    }

    /**
     * The time per move, in milliseconds, for a move with {@code leftMillis} on the clock, {@code incrementMillis}
     * to come back after it and {@code movesToPlan} moves (this one included, at least 1) to share the time among;
     * at least 1 ms.
     */
    public static long moveMillis(long leftMillis, long incrementMillis, int movesToPlan) {
        return moveMillis(leftMillis, incrementMillis, movesToPlan, 1);
    }

    /**
     * As {@link #moveMillis(long, long, int)} for a move worth {@code weight} ordinary moves (at least 1), the
     * {@code movesToPlan} counted in the same units: it gets {@code weight} shares, still never more than half of
     * what is usable.
     */
    public static long moveMillis(long leftMillis, long incrementMillis, int movesToPlan, int weight) {
        long reserve = Math.max(MIN_RESERVE, leftMillis / RESERVE_SHARE);
        long usable = leftMillis - reserve;
        if (usable < 1) {
            return 1;
        }
        int units = Math.max(1, movesToPlan);
        long share = usable * Math.max(1, Math.min(weight, units)) / units + incrementMillis;
        // the increment comes only after the move: within this move only the usable time exists
        return Math.max(1, Math.min(Math.min(2 * share, usable / 2 + incrementMillis), usable));
    }
}
