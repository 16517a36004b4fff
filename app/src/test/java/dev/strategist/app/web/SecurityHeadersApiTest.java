package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every answer tells the browser about itself (a strict content policy, no sniffing, no framing, no
 * referrer), and the Host check that keeps another site's page from reaching a 127.0.0.1 server through
 * a name it rebinds to this machine.
 */
class SecurityHeadersApiTest extends SharedServerTest {
    /** The raw answer to {@code request} (a request line and headers, without the closing blank line). */
    private String raw(String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write((request + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            ByteArrayOutputStream reply = new ByteArrayOutputStream();
            s.getInputStream().transferTo(reply);
            return reply.toString(StandardCharsets.ISO_8859_1);
        }
    }

    private String get(String path, String host) throws IOException {
        return raw("GET " + path + " HTTP/1.1\r\nHost: " + host);
    }

    private static void assertGuarded(String reply, String what) {
        assertThat(reply).as(what)
                .containsIgnoringCase("\r\nContent-Security-Policy: default-src 'self'; ")
                .containsIgnoringCase("frame-ancestors 'none'")
                .containsIgnoringCase("\r\nX-Content-Type-Options: nosniff\r\n")
                .containsIgnoringCase("\r\nX-Frame-Options: DENY\r\n")
                .containsIgnoringCase("\r\nReferrer-Policy: no-referrer\r\n");
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws IOException {
        for (String path : List.of("/", "/app.js", "/style.css", "/favicon.ico", "/api/catalogue", "/api/nothing",
                "/api/games/nosuchgame", "/no-such-file.js")) {
            assertGuarded(get(path, "127.0.0.1"), path);
        }
        assertGuarded(raw("POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 1\r\n\r\n{"), "a refused body");
        assertGuarded(get("/api/catalogue", "127.0.0.1\r\nX-Big: " + "x".repeat(20_000)), "a header too large");
    }

    @Test
    void onlyNamesOfThisMachineReachALoopbackServer() throws IOException {
        int port = server.port();
        for (String host : List.of("127.0.0.1", "127.0.0.1:" + port, "localhost", "LocalHost:" + port, "[::1]:" + port)) {
            assertThat(get("/api/catalogue", host)).as(host).startsWith("HTTP/1.1 200");
        }
        for (String host : List.of("attacker.example", "attacker.example:" + port, "127.0.0.1.attacker.example",
                "localhost.attacker.example", "192.168.1.20:" + port)) {
            String reply = get("/api/catalogue", host);
            assertThat(reply).as(host).startsWith("HTTP/1.1 421").contains("\"status\":421")
                    .contains("answers only to the names of this machine");
            assertThat(get("/", host)).as("the page too, for " + host).startsWith("HTTP/1.1 421");
        }
    }
}
