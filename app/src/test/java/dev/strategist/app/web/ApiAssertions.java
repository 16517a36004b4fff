package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

/** The checks the API tests share. */
final class ApiAssertions {
    private ApiAssertions() {
    }

    /**
     * {@code r} refuses the request as the API promises: HTTP {@code status}, a JSON body carrying the same
     * status, and an error message containing {@code messagePart}.
     */
    static void assertRefused(ApiClient.Reply r, int status, String messagePart) {
        assertThat(r.status()).as(r.text()).isEqualTo(status);
        assertThat(r.json()).as("a JSON answer: " + r.text()).isNotNull();
        assertThat(r.get("status").asInt()).isEqualTo(status);
        assertThat(r.get("error").asText()).contains(messagePart);
    }
}
