package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;

/**
 * A whole Othello game through the page, you playing White, on a desktop and on a phone: clicks, an undo,
 * passes as they come (their notice seen, then the game goes on), a real finish whose result the disc count
 * agrees with; on the desktop, export as SGF GM[2] and import; and a game on the 6 x 6 board (option size), exported with SZ[6] and imported.
 */
class ReversiGamePageTest extends WholeGamePageTest {
    private static final Pattern SCORES = Pattern.compile("Black: (\\d+) discs? · White: (\\d+) discs?");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"desktop", "phone"})
    void aWholeGameIsPlayedToItsEndExportedAndImported(String screen) throws IOException {
        showOn(screen);
        newGame("othello", "second", 1);
        awaitYourTurn(1);
        assertThat(history()).hasSize(1);
        assertThat(markedCells()).hasSize(3); // after any first move White has three replies
        Random random = new Random(8);
        playATurn(random);
        playAndUndo(random);
        playATurn(random);
        screenshots("othello-mid-game-" + screen);
        int passes = 0;
        for (int turn = 0; turn < 40 && !over(); turn++) {
            List<String> before = history();
            List<String> after = playATurn(random);
            for (int i = before.size(); i < after.size(); i++) {
                if (after.get(i).endsWith(" pass")) {
                    passes++;
                }
            }
            if (!over() && after.get(after.size() - 1).equals("Black pass")) {
                assertThat(driver.findElement(By.id("notice")).getText()).isEqualTo("Black had no move and passed");
            }
        }
        assertThat(over()).as("the game ended").isTrue();
        screenshots("othello-whole-game-" + screen);

        Matcher discs = SCORES.matcher(driver.findElement(By.id("scores")).getText());
        assertThat(discs.matches()).isTrue();
        int black = Integer.parseInt(discs.group(1));
        int white = Integer.parseInt(discs.group(2));
        assertThat(status()).isEqualTo(black == white ? "Draw" : black > white ? "The computer wins (Black)" : "You win (White)");
        if (!screen.equals("desktop")) {
            return; // the record's round trip is the same on any screen
        }

        List<String> moves = history();
        String record = exportRecord("(;GM[2]FF[4]SZ[8]");
        // a game that ends before the board is full gives the empty squares to the winner (the world rules)
        int margin = Math.abs(black - white) + 64 - black - white;
        assertThat(record).contains("PW[You]").contains("RE[" + (black == white ? "0" : black > white
                ? "B+" + margin : "W+" + margin) + "]");
        long placed = moves.stream().filter(m -> !m.endsWith(" pass")).count();
        assertThat(Pattern.compile(";[BW]\\[[a-h][a-h]\\]").matcher(record).results().count()).isEqualTo(placed);
        assertThat(moves.size() - placed).as("passes in the record and on the page").isEqualTo(passes);
        importRoundTrip("othello", "second", record);
        screenshots("othello-whole-game-imported");
    }

    @Test
    void aSixBySixGameIsPlayedOnItsOwnBoardExportedAndImported() {
        newGameWithOptions("othello", "second", 1, "size", "6");
        awaitYourTurn(1);
        assertThat(driver.findElements(By.cssSelector("#board .cell"))).as("cells of the 6 x 6 board").hasSize(36);
        assertThat(markedCells()).hasSize(3);
        Random random = new Random(6);
        for (int turn = 0; turn < 36 && !over(); turn++) {
            playATurn(random);
        }
        assertThat(over()).as("the game ended").isTrue();
        Matcher discs = SCORES.matcher(driver.findElement(By.id("scores")).getText());
        assertThat(discs.matches()).isTrue();
        assertThat(Integer.parseInt(discs.group(1)) + Integer.parseInt(discs.group(2))).isLessThanOrEqualTo(36);
        String record = exportRecord("(;GM[2]FF[4]SZ[6]");
        assertThat(Pattern.compile(";[BW]\\[[g-z][a-z]\\]|;[BW]\\[[a-z][g-z]\\]").matcher(record).find())
                .as("no point off the 6 x 6 board").isFalse();
        importRoundTrip("othello", "second", record);
    }
}
