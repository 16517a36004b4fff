package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The catalogue names every option in words for people beside its key, and shows each game's start board,
 * which a page draws as the game's picture.
 */
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

    @Test
    void eachGameShowsItsStartBoard() throws Exception {
        for (JsonNode g : api.get("/api/catalogue").get("games")) {
            JsonNode board = g.get("board");
            assertThat(board.get("style").asText()).as(g.get("name").asText()).isNotBlank();
            assertThat(board.get("cells")).hasSize(board.get("rows").asInt() * board.get("cols").asInt());
            if (g.get("name").asText().equals("connect4")) {
                assertThat(board.get("rows").asInt()).isEqualTo(6);
                assertThat(board.get("cols").asInt()).isEqualTo(7);
                assertThat(board.get("style").asText()).isEqualTo("discs");
            }
            if (g.get("name").asText().equals("othello")) {
                assertThat(board.toString()).as("the four discs of the start").contains("\"0\"", "\"1\"");
            }
        }
    }
}
