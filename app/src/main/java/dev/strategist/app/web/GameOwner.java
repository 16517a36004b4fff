package dev.strategist.app.web;

/**
 * Who may change a browser game: whoever sends the token whose SHA-256 is kept (see {@link GameToken}),
 * or anyone for a game saved before tokens (a null hash).
 *
 * @param tokenHash the hash of the game's token, or null
 */
record GameOwner(String tokenHash) {

    /** True when {@code token} (a request's header, or null) may change the game. */
    boolean owns(String token) {
        return tokenHash == null || GameToken.matches(token, tokenHash);
    }

    /** Refuses (403) a change from a request without the game's token. */
    void check(String token) {
        if (!owns(token)) {
            throw ApiException.forbidden(token == null || token.isBlank()
                    ? "this game can only be changed by the browser that started it: send its token in the "
                    + GameToken.HEADER + " header"
                    : "the " + GameToken.HEADER + " header does not hold this game's token");
        }
    }
}
