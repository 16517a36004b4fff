package dev.strategist.app.outside;

/** An outside engine misbehaved or could not be used: the message says how, for the user to read. */
public final class OutsideEngineException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error with {@code message}. */
    public OutsideEngineException(String message) {
        super(message);
    }
}
