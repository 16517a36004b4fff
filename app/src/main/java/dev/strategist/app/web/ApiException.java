package dev.strategist.app.web;

/** A request the API refuses, with the HTTP status to answer and a message for the client. */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;

    ApiException(int status, String message) {
        super(message);
        this.status = status;
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

    /** The HTTP status. */
    int status() {
        return status;
    }
}
