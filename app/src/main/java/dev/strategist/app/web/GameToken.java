package dev.strategist.app.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The secret that lets the browser which started a game change it: 128 random bits, handed out once when
 * the game is made and sent back in the {@value #HEADER} header. The server keeps only its SHA-256 hash
 * (in memory and in the database), so neither a log nor a copied database gives the secret away.
 */
final class GameToken {
    /** The request header that carries a game's token. */
    static final String HEADER = "X-Game-Token";
    private static final SecureRandom RANDOM = new SecureRandom();

    private GameToken() {
    }

    /** A fresh token: 16 random bytes as 22 URL-safe base64 characters. */
    static String newToken() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The hash the server keeps of {@code token}, as 64 hex digits. */
    static String hash(String token) {
        return HexFormat.of().formatHex(digest(token));
    }

    /** True when {@code token} is the one whose hash is {@code hash}; compared in constant time. */
    static boolean matches(String token, String hash) {
        if (token == null || hash == null || token.length() > 256) {
            return false;
        }
        byte[] expected;
        try {
            expected = HexFormat.of().parseHex(hash);
        } catch (IllegalArgumentException e) {
            return false;
        }
        return MessageDigest.isEqual(digest(token.trim()), expected);
    }

    private static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
