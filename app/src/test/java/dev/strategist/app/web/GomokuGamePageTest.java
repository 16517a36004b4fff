package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** A Gomoku game on the 15 x 15 board through the page: clicks, an undo, resignation, export as SGF GM[4], import. */
class GomokuGamePageTest extends WholeGamePageTest {

    @Test
    void aGameIsPlayedResignedExportedAndImported() throws IOException {
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
        screenshots("gomoku-mid-game");
        resign("White");
        screenshots("gomoku-resigned");

        List<String> moves = history();
        String record = exportRecord("(;");
        assertThat(record).contains("GM[4]").contains("SZ[15]").contains("PB[You]").contains("RE[W+R]");
        assertThat(Pattern.compile(";[BW]\\[[a-o][a-o]\\]").matcher(record).results().count()).isEqualTo(moves.size());
        importRoundTrip("gomoku", "first", record);
    }
}
