package dev.strategist.app.store;

/**
 * A change to a game's moves refused, nothing written, because the database no longer holds the moves the
 * writer said it did: another server sharing the database changed the game since this one last saw it.
 */
public final class StaleWriteException extends StoreException {
    private static final long serialVersionUID = 1L;

    StaleWriteException(String message) {
        super(message, null);
    }
}
