package dev.strategist.app.web;

/** A request the API refuses, with the HTTP status to answer and a message for the client. */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final int retryAfterSeconds;

    ApiException(int status, String message) {
        this(status, message, 0);
    }

    private ApiException(int status, String message, int retryAfterSeconds) {
        super(message);
        this.status = status;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** 400: the request itself is wrong (malformed JSON, a missing or invalid field). */
    static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    /** 404: no such game or route. */
    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    /** 409: a fine request at the wrong time (not your turn, the game is over). */
    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }

    /** 403: a change to a game from a browser that did not start it (no or a wrong token). */
    static ApiException forbidden(String message) {
        return new ApiException(403, message);
    }

    /**
     * 503: every search thread is busy and the queue is full; the request changed nothing and may be sent
     * again after a second.
     */
    static ApiException busy() {
        return new ApiException(503, "the server is busy: every search thread is taken and the queue is full; "
                + "nothing was changed, try again in a moment", 1);
    }

    /**
     * 503: the server runs as many outside engines' processes as it allows ({@code why} says so); the request
     * changed nothing and may be sent again once a game against an engine has ended.
     */
    static ApiException enginesFull(String why) {
        return new ApiException(503, why + "; nothing was changed", 5);
    }

    /** Seconds the client should wait before sending the request again (a Retry-After header), or 0. */
    int retryAfterSeconds() {
        return retryAfterSeconds;
    }

    /** The HTTP status. */
    int status() {
        return status;
    }
}
