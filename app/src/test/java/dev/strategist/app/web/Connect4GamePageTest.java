package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;

/**
 * A whole Connect Four game through the page, on a desktop and on a phone: clicks, an undo, a real finish;
 * on the desktop, export as moves and import.
 */
class Connect4GamePageTest extends WholeGamePageTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"desktop", "phone"})
    void aWholeGameIsPlayedToItsEndExportedAndImported(String screen) throws IOException {
        showOn(screen);
        newGame("connect4", "first", 1);
        assertThat(markedCells()).hasSize(7);
        Random random = new Random(4);
        playATurn(random);
        playATurn(random);
        playAndUndo(random);
        assertThat(playToTheEnd(random, 25)).as("the game ended").isTrue();
        screenshots("connect4-whole-game-" + screen);

        String result = status();
        assertThat(result).matches("You win \\(X\\)|The computer wins \\(O\\)|Draw");
        if (!result.equals("Draw")) {
            assertThat(driver.findElements(By.cssSelector("#board .cell.win")).size()).isGreaterThanOrEqualTo(4);
        }
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        if (!screen.equals("desktop")) {
            return; // the record's round trip is the same on any screen
        }
        List<String> moves = history();
        String record = exportRecord("");
        // a compact move string: one column digit a move, in the order played
        StringBuilder expected = new StringBuilder();
        for (String move : moves) {
            expected.append(move.substring(move.indexOf(' ') + 1));
        }
        assertThat(record.strip()).matches("[1-7]+").isEqualTo(expected.toString());
        importRoundTrip("connect4", "first", record);
        screenshots("connect4-whole-game-imported");
    }
}
