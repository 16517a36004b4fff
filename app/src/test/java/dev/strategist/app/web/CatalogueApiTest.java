package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The catalogue names every option in words for people beside its key, which a page shows as the label. */
class CatalogueApiTest extends SharedServerTest {

    private JsonNode option(String game, String name) throws Exception {
        for (JsonNode g : api.get("/api/catalogue").get("games")) {
            if (g.get("name").asText().equals(game)) {
                for (JsonNode o : g.get("options")) {
                    if (o.get("name").asText().equals(name)) {
                        return o;
                    }
                }
            }
        }
        throw new AssertionError("the catalogue has no option " + name + " of " + game);
    }

    @Test
    void eachOptionHasALabelInWords() throws Exception {
        assertThat(option("checkers", "quietmoves").get("label").asText()).isEqualTo("Draw after quiet moves");
        assertThat(option("checkers", "repetition").get("label").asText()).isEqualTo("Draw by repetition");
        assertThat(option("connect4", "width").get("label").asText()).isEqualTo("Columns");
        for (JsonNode g : api.get("/api/catalogue").get("games")) {
            for (JsonNode o : g.get("options")) {
                assertThat(o.get("label").asText()).as(g.get("name") + " " + o.get("name"))
                        .isNotBlank().isNotEqualTo(o.get("name").asText());
            }
        }
    }
}
