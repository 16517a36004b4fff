package dev.strategist.app.web;

import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;

/**
 * The pace of a watched browser game, where the computer plays both sides: the next search starts a delay
 * after each move on the server's {@link WatchTimer}, and the page may pause and resume it. In a game against
 * you it is never paused. Its state is read and changed under the match's lock.
 *
 * @param <P> the game's position type
 */
final class Watching<P extends Position> {
    private final int you;
    private final long delayMillis;
    private final Match<P> match;
    private final ComputerSearches<P> searches;
    private final WatchTimer timer;
    private boolean paused;

    /** The pace of {@code match} for side {@code you} (-1 when watching), {@code delayMillis} between moves. */
    Watching(int you, long delayMillis, Match<P> match, ComputerSearches<P> searches, WatchTimer timer) {
        this.you = you;
        this.delayMillis = delayMillis;
        this.match = match;
        this.searches = searches;
        this.timer = timer;
        if (you < 0) {
            match.addListener(new MatchListener() {
                @Override
                public void onMove(int side, int move, String text) {
                    timer.after(delayMillis, Watching.this::nextSearch);
                }
            });
        }
    }

    /** True while a watched game waits for {@link #resume()}; under the match's lock. */
    boolean paused() {
        return paused;
    }

    /** A watched game stops where it is (a replay, a step back), under the match's lock; yours never pauses. */
    void pauseIfWatched() {
        if (you < 0) {
            paused = true;
        }
    }

    /** Watching: no new search starts until {@link #resume()} (one that runs still plays its move). */
    void pause() {
        synchronized (match) {
            checkWatching("pause");
            paused = true;
        }
    }

    /** Watching: the computers play on. */
    void resume() {
        synchronized (match) {
            checkWatching("resume");
            paused = false;
            try {
                searches.begin(true);
            } catch (ApiException e) {
                paused = true; // refused as busy: still paused, as before the request
                throw e;
            }
        }
    }

    private void checkWatching(String what) {
        if (you >= 0) {
            throw ApiException.conflict("only a watched game can " + what + "; this one is yours to play");
        }
    }

    /** Starts the next search, or, when the server is busy, tries again a little later. */
    private void nextSearch() {
        synchronized (match) {
            if (paused || searches.isStalled() || searches.begin(false)) {
                return;
            }
        }
        timer.after(Math.max(delayMillis, 250), this::nextSearch);
    }
}
