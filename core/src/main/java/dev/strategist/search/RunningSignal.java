package dev.strategist.search;

/**
 * The stop signal of the search a searcher is running now, if any, so that {@link Searcher#stop()}, called
 * from another thread, reaches that search and no later one.
 */
public final class RunningSignal {
    private volatile StopSignal signal;

    /** A search under {@code signal} begins. */
    public void begin(StopSignal signal) {
        this.signal = signal;
    }

    /** The search has ended: a later {@link #raise()} reaches nothing. */
    public void end() {
        signal = null;
    }

    /** Raises the running search's signal; nothing when no search runs. */
    public void raise() {
        StopSignal s = signal;
        if (s != null) {
            s.raise();
        }
    }

    /** True when a search runs and its signal has been raised. */
    public boolean isRaised() {
        StopSignal s = signal;
        return s != null && s.isRaised();
    }
}
