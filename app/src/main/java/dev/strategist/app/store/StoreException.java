package dev.strategist.app.store;

/** The database failed to read or write; the message names the game and the database. */
public sealed class StoreException extends RuntimeException permits StaleWriteException {
    private static final long serialVersionUID = 1L;

    StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
