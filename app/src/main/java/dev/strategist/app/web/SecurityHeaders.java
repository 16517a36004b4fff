package dev.strategist.app.web;

import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The headers every answer carries, so that the page runs only its own files, is never framed by another
 * site (clickjacking a move or a resignation), is not reinterpreted by content sniffing, and tells no
 * other site which game was open (the game's id is in the address).
 */
final class SecurityHeaders {
    /**
     * The page loads only its own modules and style sheet and draws with SVG and CSSOM; it has no inline
     * script or style attribute, so nothing looser is needed. {@code data:} images are left for the
     * browser's own form-control icons.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'none'";

    private static final Map<String, String> ALL = Map.of(
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "X-Frame-Options", "DENY",
            "Referrer-Policy", "no-referrer");

    private SecurityHeaders() {
    }

    /** Sets each header with {@code set}: the app's context and Jetty's own error answers both use it. */
    static void addTo(BiConsumer<String, String> set) {
        ALL.forEach(set);
    }
}
