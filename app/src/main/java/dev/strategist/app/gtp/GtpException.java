package dev.strategist.app.gtp;

/** An outside GTP engine misbehaved or could not be used: the message says how, for the user to read. */
public final class GtpException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error with {@code message}. */
    public GtpException(String message) {
        super(message);
    }
}
