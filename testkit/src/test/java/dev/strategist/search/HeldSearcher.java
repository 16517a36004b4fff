package dev.strategist.search;

import dev.strategist.core.Position;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * A searcher a test holds in the middle of its search, so an interleaving with another thread happens
 * on purpose rather than by luck: each search says it has started, then waits until the test releases
 * it (or its stop signal is raised), then answers with a real search of the delegate. One held searcher
 * may serve many searches; each waits for its own release.
 *
 * @param <P> the position type
 */
public final class HeldSearcher<P extends Position> implements Searcher<P> {
    /** How long a held search may wait before it fails: far beyond any test, short of a hung CI run. */
    private static final long GIVE_UP_SECONDS = 120;

    private final Searcher<P> delegate;
    private final Semaphore started = new Semaphore(0);
    private final Semaphore releases = new Semaphore(0);
    private volatile StopSignal running;

    /** Holds each search, then answers with {@code delegate}'s. */
    public HeldSearcher(Searcher<P> delegate) {
        this.delegate = delegate;
    }

    @Override
    public SearchResult search(P position, SearchLimits limits, SearchListener listener, StopSignal signal) {
        running = signal;
        started.release();
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(GIVE_UP_SECONDS);
        try {
            // a stop must end the hold as it ends a real search; a signal cannot be waited on, so poll it
            while (!signal.isRaised() && !releases.tryAcquire(5, TimeUnit.MILLISECONDS)) {
                if (System.nanoTime() - giveUp > 0) {
                    throw new IllegalStateException("a held search was never released nor stopped");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return delegate.search(position, limits, listener, signal);
    }

    /** Waits until a search has started (one not waited for before); false if none did in time. */
    public boolean awaitStarted(long timeout, TimeUnit unit) throws InterruptedException {
        return started.tryAcquire(timeout, unit);
    }

    /** Lets one held search (now or the next to start) go on to its answer. */
    public void release() {
        releases.release();
    }

    @Override
    public void stop() {
        StopSignal s = running;
        if (s != null) {
            s.raise();
        }
    }

    @Override
    public String name() {
        return "held " + delegate.name();
    }
}
