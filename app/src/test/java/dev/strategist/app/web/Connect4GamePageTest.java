package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** A whole Connect Four game through the page: clicks, an undo, a real finish, export as moves, import. */
class Connect4GamePageTest extends WholeGamePageTest {

    @Test
    void aWholeGameIsPlayedToItsEndExportedAndImported() throws IOException {
        newGame("connect4", "first", 1);
        assertThat(markedCells()).hasSize(7);
        Random random = new Random(4);
        playATurn(random);
        playATurn(random);
        playAndUndo(random);
        assertThat(playToTheEnd(random, 25)).as("the game ended").isTrue();
        screenshots("connect4-whole-game");

        String result = status();
        assertThat(result).matches("You win \\(X\\)|The computer wins \\(O\\)|Draw");
        if (!result.equals("Draw")) {
            assertThat(driver.findElements(By.cssSelector("#board .cell.win")).size()).isGreaterThanOrEqualTo(4);
        }
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
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
