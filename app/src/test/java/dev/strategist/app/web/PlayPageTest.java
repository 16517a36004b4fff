package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** Playing through the page: whole games by clicking, typing and the keyboard, undo, resign, a phone screen. */
class PlayPageTest extends BrowserTestBase {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"desktop", "phone"})
    void aWholeTicTacToeGameByClicking(String screen) throws IOException {
        showOn(screen);
        newGame("tictactoe", "first", 10);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(9);
        assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).hasSize(9);
        assertThat(turn()).isEqualTo("X: your turn");

        click("#board .hit[data-cell='4']");
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X b2");
        assertThat(driver.findElements(By.cssSelector("#board .last-marker"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(7);

        click("#undo");
        awaitMoves(0);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(9);

        int moves = 0;
        while (!driver.findElement(By.id("status")).getAttribute("class").equals("result")) {
            List<WebElement> playable = driver.findElements(By.cssSelector("#board .hit.playable"));
            playable.get(0).click();
            moves += 2;
            int expected = moves;
            waitUpTo(20).until(d -> historySize() >= expected - 1 && d.findElement(By.id("thinking")).getAttribute("hidden") != null
                    && (!d.findElements(By.cssSelector("#board .hit.playable")).isEmpty()
                        || d.findElement(By.id("status")).getAttribute("class").equals("result")));
        }
        // the perfect player cannot lose to the first free cell each turn
        assertThat(status()).isIn("Draw", "The computer wins (O)");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        if (status().startsWith("The computer wins")) {
            assertThat(driver.findElements(By.cssSelector("#board .cell.win"))).hasSize(3);
        }
        assertThat(driver.findElement(By.id("resign")).isEnabled()).isFalse();
        screenshot("tictactoe-finished-" + screen);
    }

    @Test
    void partOfAConnectFourGameThenUndoAndResign() throws IOException {
        newGame("connect4", "first", 3);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(42);
        assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).hasSize(7);
        // any cell of a column drops the disc there: the top cell of column 4
        click("#board .hit[data-cell='3']");
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X 4");
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(2);
        click("#board .hit[data-cell='2']");
        awaitMoves(4);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(4);
        screenshot("connect4-four-moves");

        click("#undo");
        awaitMoves(2);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(2);

        resignGame();
        waitUpTo(10).until(ExpectedConditions.attributeToBe(By.id("status"), "class", "result"));
        assertThat(status()).isEqualTo("The computer wins by resignation (O)");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        assertThat(driver.findElement(By.id("undo")).isEnabled()).isFalse();
        screenshot("connect4-resigned");
    }

    @Test
    void aTypedMoveIsPlayedAndABadOneIsExplained() {
        newGame("tictactoe", "first", 1);
        driver.findElement(By.id("move-input")).sendKeys("z9\n");
        waitUpTo(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("error"), "illegal move 'z9'"));
        assertThat(historySize()).isZero();
        driver.findElement(By.id("move-input")).sendKeys("a1\n");
        awaitMoves(2);
        assertThat(driver.findElement(By.id("error")).getText()).isEmpty();
    }

    @Test
    void aSavedGameIsOpenedFromTheList() {
        newGame("connect4", "first", 1);
        click("#board .hit[data-cell='5']");
        awaitMoves(2);
        openFreshPage();
        assertThat(driver.findElement(By.id("play")).isDisplayed()).isFalse();
        WebElement newest = waitUpTo(10).until(ExpectedConditions.elementToBeClickable(By.cssSelector("#continue-list a")));
        assertThat(newest.findElement(By.className("name")).getText()).isEqualTo("Connect Four");
        assertThat(newest.findElement(By.className("when")).getText()).endsWith(" · 2 moves");
        assertThat(newest.findElement(By.className("state")).getText()).as("unfinished, your move").isEqualTo("Your turn");
        newest.click();
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X 6");
        assertThat(turn()).isEqualTo("X: your turn");
    }

    @Test
    void theKeyboardPlaysAMove() {
        newGame("tictactoe", "first", 1);
        WebElement first = driver.findElement(By.cssSelector("#board .hit[data-cell='0']"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].focus()", first);
        first.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        WebElement focused = driver.switchTo().activeElement();
        assertThat(focused.getAttribute("data-cell")).isEqualTo("1");
        focused.sendKeys(org.openqa.selenium.Keys.ENTER);
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X b1");
    }

    @Test
    void aHintNamesALegalMove() {
        newGame("tictactoe", "first", 1);
        click("#hint");
        waitUpTo(15).until(ExpectedConditions.textMatches(By.id("hint-text"), java.util.regex.Pattern.compile("Hint: [abc][123]")));
        assertThat(historySize()).isZero();
    }

    @Test
    void theDarkModeOfTheSystemIsFollowed() throws IOException {
        ChromeDriver chrome = (ChromeDriver) driver;
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("features",
                List.of(java.util.Map.of("name", "prefers-color-scheme", "value", "dark"))));
        try {
            newGame("connect4", "first", 1);
            Object background = ((JavascriptExecutor) driver).executeScript(
                    "return getComputedStyle(document.body).backgroundColor");
            assertThat(background).isEqualTo("rgb(21, 22, 26)");
            screenshot("connect4-dark");
        } finally {
            chrome.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("features",
                    List.of(java.util.Map.of("name", "prefers-color-scheme", "value", "light"))));
        }
    }

    @Test
    void thePageFitsAPhoneScreen() throws IOException {
        driver.manage().window().setSize(new Dimension(390, 844));
        newGame("connect4", "first", 1);
        Object overflow = ((JavascriptExecutor) driver).executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertThat(((Number) overflow).intValue()).as("no sideways scrolling").isLessThanOrEqualTo(0);
        WebElement board = driver.findElement(By.cssSelector("#board svg"));
        assertThat(board.getSize().getWidth()).isLessThanOrEqualTo(390);
        screenshot("connect4-phone");
    }
}
