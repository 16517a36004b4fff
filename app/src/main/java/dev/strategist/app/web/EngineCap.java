package dev.strategist.app.web;

/**
 * The most outside engines' processes a server runs at once ({@code serve --max-engines}): any client can make
 * games against a configured engine, so without a bound it could make the server start processes by the
 * thousand. A seat holds a {@link Place} while its process runs, or from its game's creation until it starts.
 * Thread-safe.
 */
final class EngineCap {
    /** One process's place, given back exactly once however often {@link #release} is called. */
    final class Place {
        private boolean held = true;

        private Place() {
        }

        /** Gives the place back: its process has ended, or will not start. */
        void release() {
            synchronized (EngineCap.this) {
                if (held) {
                    held = false;
                    taken--;
                }
            }
        }
    }

    private final int limit;
    private int taken;

    /** At most {@code limit} processes at once. */
    EngineCap(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("the engines' limit must be at least 1, not " + limit);
        }
        this.limit = limit;
    }

    /** A place for one more process, or null when every place is taken. */
    synchronized Place tryTake() {
        if (taken >= limit) {
            return null;
        }
        taken++;
        return new Place();
    }

    /** How many processes may run at once. */
    int limit() {
        return limit;
    }

    /** How many places are taken now. */
    synchronized int taken() {
        return taken;
    }

    /** Why no engine can start now, in words for the API. */
    String full() {
        return "the server already runs as many outside engines as it allows (" + limit + "); try again when a "
                + "game against an engine has ended";
    }
}
