package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * Records and positions on the page: import and export, browsing the moves with the buttons and the
 * keyboard, scores and notices, and checkers played by clicking a piece and then its square.
 */
class RecordsPageTest extends BrowserTestBase {

    /** Imports {@code text} as a game of {@code game}, you on {@code side}, and waits for its moves. */
    static void importGame(String game, String side, String text, int moves) {
        importThroughForm(game, side, 1, text);
        waitUpTo(20).until(d -> historySize() >= moves && d.findElement(By.id("thinking")).getAttribute("hidden") != null);
    }

    static int discs() {
        return driver.findElements(By.cssSelector("#board .piece.disc")).size();
    }

    /** The grid cell of checkers square {@code n} (1-32), as the page numbers the dark squares. */
    static int cellOfSquare(int n) {
        int row = (n - 1) / 4;
        int k = (n - 1) % 4;
        return row * 8 + (row % 2 == 0 ? 2 * k + 1 : 2 * k);
    }

    @Test
    void anImportedGameIsBrowsedWithTheButtonsAndTheKeyboardAndPlayedOn() throws IOException {
        importGame("connect4", "first", "4453", 4);
        assertThat(turn()).isEqualTo("X: your turn");
        assertThat(discs()).isEqualTo(4);

        click("#prev");
        waitUpTo(10).until(d -> discs() == 3);
        assertThat(status()).startsWith("Move 3 of 4 (browsing");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).as("locked while browsing").isEmpty();
        new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
        waitUpTo(10).until(d -> discs() == 2);
        new Actions(driver).sendKeys(Keys.HOME).perform();
        waitUpTo(10).until(d -> discs() == 0);
        assertThat(driver.findElement(By.id("first")).isEnabled()).isFalse();
        screenshot("connect4-browsing-the-start");
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        waitUpTo(10).until(d -> discs() == 1);
        assertThat(driver.findElement(By.cssSelector("#board .last-marker"))).isNotNull();
        driver.findElements(By.cssSelector("#history button.ply")).get(1).click();
        waitUpTo(10).until(d -> discs() == 2 && status().startsWith("Move 2 of 4"));
        new Actions(driver).sendKeys(Keys.END).perform();
        waitUpTo(10).until(d -> discs() == 4 && turn().equals("X: your turn"));
        assertThat(historySize()).as("browsing changed nothing").isEqualTo(4);

        click("#board .hit[data-cell='0']");
        awaitMoves(6);
    }

    @Test
    void aGameIsExportedForCopyAndDownload() throws IOException {
        newGame("othello", "first", 1);
        click("#board .hit[data-move='f5']");
        awaitMoves(2);
        driver.findElement(By.cssSelector("#export summary")).click();
        waitUpTo(10).until(d -> d.findElement(By.id("record-text")).getAttribute("value").startsWith("(;GM[2]FF[4]SZ[8]"));
        String text = driver.findElement(By.id("record-text")).getAttribute("value");
        assertThat(text).contains(";B[fe]").contains("PB[You]");
        String id = driver.getCurrentUrl().substring(driver.getCurrentUrl().indexOf('#') + 1);
        WebElement download = driver.findElement(By.id("download"));
        assertThat(download.getAttribute("download")).isEqualTo("othello-" + id + ".sgf");
        assertThat(download.getAttribute("href")).startsWith("blob:");
        assertThat(driver.findElement(By.id("copy")).getText()).isEqualTo("Copy SGF");
        click("#copy");
        waitUpTo(10).until(ExpectedConditions.textToBe(By.id("record-status"), "Copied to the clipboard."));
        screenshot("othello-export");
    }

    @Test
    void aBadRecordIsExplainedAndNoGameIsMade() {
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue("gomoku");
        driver.findElement(By.cssSelector("#import-game summary")).click();
        driver.findElement(By.id("import-text")).sendKeys("(;GM[4];B[hh];W[hh])");
        click("#import");
        waitUpTo(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("setup-error"), "h8 is taken by black"));
        assertThat(driver.findElement(By.id("play")).isDisplayed()).isFalse();
    }

    @Test
    void othelloShowsTheDiscsAndThePass() throws IOException {
        importGame("othello", "first", RecordsApiTest.OTHELLO_PASS, 8);
        assertThat(driver.findElement(By.id("notice")).getText()).isEqualTo("Black has no move and must pass");
        assertThat(driver.findElement(By.id("scores")).getText()).matches("Black: \\d+ discs? · White: \\d+ discs?");
        screenshot("othello-must-pass");
        List<WebElement> pass = driver.findElements(By.cssSelector("#move-buttons button.move"));
        assertThat(pass).extracting(WebElement::getText).containsExactly("pass");
        pass.get(0).click();
        awaitMoves(10);
        assertThat(driver.findElements(By.cssSelector("#history li")).get(8).getText()).isEqualTo("Black pass");
    }

    @Test
    void checkersIsPlayedByTwoClicksAndTheCompulsoryCaptureIsExplained() throws IOException {
        importGame("checkers", "first", "1. 11-15 22-18", 2);
        assertThat(driver.findElement(By.id("notice")).getText()).isEqualTo("Black must capture: a capture is compulsory");
        assertThat(driver.findElement(By.id("scores")).getText()).isEqualTo("Black: 12 pieces · White: 12 pieces");
        // a step from 9 to 13 is refused by the rules, which say why
        click("#board .hit[data-cell='" + cellOfSquare(9) + "']");
        waitUpTo(10).until(d -> !d.findElements(By.cssSelector("#board .cell.selected")).isEmpty());
        click("#board .hit[data-cell='" + cellOfSquare(13) + "']");
        waitUpTo(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("error"), "a capture is compulsory"));
        assertThat(historySize()).isEqualTo(2);
        screenshot("checkers-compulsory-capture");
        // the capture: the piece on 15, then the square it lands on
        click("#board .hit[data-cell='" + cellOfSquare(15) + "']");
        waitUpTo(10).until(d -> d.findElements(By.cssSelector("#board circle.legal")).size() == 1);
        click("#board .hit[data-cell='" + cellOfSquare(22) + "']");
        awaitMoves(4);
        assertThat(driver.findElements(By.cssSelector("#history li")).get(2).getText()).isEqualTo("Black 15x22");
        assertThat(driver.findElement(By.id("error")).getText()).isEmpty();
    }

    @Test
    void aBranchingDoubleJumpIsPlayedByClickingThroughItsSquares() {
        // Black's king on 30 jumps to 23 and then on to 14 or to 16
        importGame("checkers", "first", "1. 9-14 23-19 2. 11-15 21-17 3. 14x21 26-23 4. 6-9 22-18 5. 15x22 25x18"
                + " 6. 7-11 19-16 7. 11x20 31-26 8. 2-6 30-25 9. 21x30 23-19", 18);
        assertThat(driver.findElements(By.cssSelector("#move-buttons button.move"))).extracting(WebElement::getText)
                .containsExactlyInAnyOrder("30x23x14", "30x23x16");
        click("#board .hit[data-cell='" + cellOfSquare(30) + "']");
        waitUpTo(10).until(d -> d.findElements(By.cssSelector("#board circle.legal")).size() == 1);
        click("#board .hit[data-cell='" + cellOfSquare(23) + "']");
        waitUpTo(10).until(d -> d.findElements(By.cssSelector("#board circle.legal")).size() == 2
                && d.findElements(By.cssSelector("#board .cell.selected")).size() == 2);
        click("#board .hit[data-cell='" + cellOfSquare(16) + "']");
        awaitMoves(20);
        assertThat(driver.findElements(By.cssSelector("#history li")).get(18).getText()).isEqualTo("Black 30x23x16");
    }

    @Test
    void aNewCheckersGameTakesAStepByTwoClicks() {
        newGame("checkers", "first", 1);
        click("#board .hit[data-cell='" + cellOfSquare(11) + "']");
        click("#board .hit[data-cell='" + cellOfSquare(15) + "']");
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("Black 11-15");
    }
}
