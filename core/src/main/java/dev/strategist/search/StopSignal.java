package dev.strategist.search;

/**
 * A flag another thread raises to stop a search; the search polls it every few thousand nodes and
 * unwinds without exceptions. Created before the search starts, so a stop can never be missed.
 */
public final class StopSignal {
    private volatile boolean raised;

    /** Asks the search to stop. */
    public void raise() {
        raised = true;
    }

    /** True once {@link #raise()} was called. */
    public boolean isRaised() {
        return raised;
    }
}
