package dev.strategist.app.web;

/**
 * How much work the server takes on at once.
 *
 * @param searchThreads how many of the computer's searches run at once
 * @param searchQueue   how many more may wait for a thread; past that, requests that need one are busy (503)
 * @param maxBodyBytes  the largest request body read; a larger one is refused (413)
 * @param engines       the outside engines a game may seat in place of the computer
 */
public record ServerSettings(int searchThreads, int searchQueue, int maxBodyBytes, OutsideEngines engines) {
    /** The largest request body by default: far more than any game record or request needs. */
    public static final int DEFAULT_MAX_BODY_BYTES = 256 * 1024;
    /** How many searches may wait for a thread by default. */
    public static final int DEFAULT_SEARCH_QUEUE = 64;

    /** Checks the ranges. */
    public ServerSettings {
        if (searchThreads < 1 || searchThreads > 1024) {
            throw new IllegalArgumentException("--search-threads must be from 1 to 1024, not " + searchThreads);
        }
        if (searchQueue < 0 || searchQueue > 100_000) {
            throw new IllegalArgumentException("--search-queue must be from 0 to 100000, not " + searchQueue);
        }
        if (maxBodyBytes < 1024) {
            throw new IllegalArgumentException("the body limit must be at least 1024 bytes, not " + maxBodyBytes);
        }
        java.util.Objects.requireNonNull(engines, "engines");
    }

    /** Settings with no outside engine. */
    public ServerSettings(int searchThreads, int searchQueue, int maxBodyBytes) {
        this(searchThreads, searchQueue, maxBodyBytes, OutsideEngines.none());
    }

    /** One search thread per core, the default queue and body limit. */
    public static ServerSettings defaults() {
        return new ServerSettings(Runtime.getRuntime().availableProcessors(), DEFAULT_SEARCH_QUEUE,
                DEFAULT_MAX_BODY_BYTES);
    }
}
