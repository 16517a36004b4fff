package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;

/**
 * A Gomoku game on the 15 x 15 board through the page, on a desktop and on a phone: clicks, an undo,
 * resignation; on the desktop, export as SGF GM[4] and import.
 */
class GomokuGamePageTest extends WholeGamePageTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"desktop", "phone"})
    void aGameIsPlayedResignedExportedAndImported(String screen) throws IOException {
        showOn(screen);
        newGameWithOptions("gomoku", "first", 1, "size", "15", "rule", "freestyle");
        assertThat(driver.findElements(By.cssSelector("#board .hit"))).hasSize(225);
        assertThat(markedCells()).hasSize(225);
        Random random = new Random(15);
        playATurn(random);
        playATurn(random);
        playAndUndo(random);
        playATurn(random);
        playATurn(random);
        assertThat(over()).as("four stones each cannot make five").isFalse();
        assertThat(markedCells()).hasSize(225 - historySize());
        screenshots("gomoku-mid-game-" + screen);
        resign("White");
        screenshots("gomoku-resigned-" + screen);
        if (!screen.equals("desktop")) {
            return; // the record's round trip is the same on any screen
        }

        List<String> moves = history();
        String record = exportRecord("(;");
        assertThat(record).contains("GM[4]").contains("SZ[15]").contains("PB[You]").contains("RE[W+R]");
        assertThat(Pattern.compile(";[BW]\\[[a-o][a-o]\\]").matcher(record).results().count()).isEqualTo(moves.size());
        importRoundTrip("gomoku", "first", record);
    }
}
