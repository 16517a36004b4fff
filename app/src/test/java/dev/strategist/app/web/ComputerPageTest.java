package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** The computer on the page: the locked board while it thinks, its live analysis, and watching it play itself. */
class ComputerPageTest extends BrowserTestBase {

    @Test
    void theBoardIsLockedWhileTheComputerThinks() throws IOException, InterruptedException {
        // one snapshot of the page at a time, so a search ending between two reads cannot confuse the test
        String snapshot = "const t = document.getElementById('thinking');"
                + "const row = document.querySelector('#players .player.to-move');"
                + "return [!t.hidden, row.querySelector('.name').textContent + ': ' + row.querySelector('.mark').textContent"
                + " + (row.classList.contains('thinking') ? ' (row marked)' : ''),"
                + " document.querySelectorAll('#board .hit.playable').length,"
                + " document.querySelectorAll('#board .hit').length];";
        List<?> seen;
        // every search thread is held: the computer waits for one, thinking, until the test lets go
        try (PoolHold hold = PoolHold.of(pool)) {
            openSetup();
            new Select(driver.findElement(By.id("game"))).selectByValue("connect4");
            new Select(driver.findElement(By.cssSelector("#options select[data-option='width']"))).selectByValue("8");
            new Select(driver.findElement(By.cssSelector("#options select[data-option='height']"))).selectByValue("7");
            newGame("connect4", "second", 10);
            seen = waitUpTo(10).until(d -> {
                List<?> s = (List<?>) ((JavascriptExecutor) d).executeScript(snapshot);
                return Boolean.TRUE.equals(s.get(0)) ? s : null;
            });
            assertThat(seen.get(1)).isEqualTo("X:  thinking (row marked)");
            assertThat(((Number) seen.get(2)).intValue()).as("no cell is playable while it thinks").isZero();
            assertThat(((Number) seen.get(3)).intValue()).isEqualTo(56);
            screenshot("connect4-thinking");
            // told while it waits, it answers as soon as it has a thread
            driver.findElement(By.id("move-now")).click();
        }
        awaitMoves(1);
        assertThat(turn()).isEqualTo("O: your turn");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(56);
    }

    @Test
    void theComputersAnalysisIsShown() throws IOException {
        newGame("connect4", "second", 6);
        // the stream sends each depth as it is searched, or the last one on connecting after the search
        waitUpTo(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("analysis")));
        awaitMoves(1);
        assertThat(Integer.parseInt(driver.findElement(By.id("an-depth")).getText())).isPositive();
        assertThat(driver.findElement(By.id("an-pv")).getText()).matches("[1-7]( [1-7])*");
        assertThat(driver.findElement(By.id("an-score")).getText())
                .as("in the evaluation bar's units").matches("X: (\\d+ % win chance|(wins|loses) in \\d+ moves?)");
        screenshot("connect4-analysis");
    }

    @Test
    void watchingTwoPerfectPlayersEndsInADraw() throws IOException {
        openSetup();
        new Select(driver.findElement(By.id("side"))).selectByValue("watch");
        new Select(driver.findElement(By.id("level2"))).selectByValue("10");
        new Select(driver.findElement(By.id("delay"))).selectByValue("0");
        newGame("tictactoe", "watch", 10);
        waitUpTo(30).until(ExpectedConditions.attributeToBe(By.id("status"), "class", "result"));
        assertThat(status()).isEqualTo("Draw");
        assertThat(historySize()).isEqualTo(9);
        assertThat(driver.findElement(By.id("resign")).isEnabled()).isFalse();
        screenshot("tictactoe-watched");
    }

    @Test
    void aWatchedGamePausesAndSteps() {
        openSetup();
        new Select(driver.findElement(By.id("side"))).selectByValue("watch");
        new Select(driver.findElement(By.id("delay"))).selectByValue("1500");
        newGame("connect4", "watch", 1);
        click("#pause");
        waitUpTo(20).until(d -> d.findElement(By.id("status")).getText().startsWith("Paused: "));
        int n = historySize();
        assertThat(driver.findElement(By.id("pause")).getText()).isEqualTo("Resume");
        click("#step");
        waitUpTo(20).until(d -> historySize() == n + 1 && d.findElement(By.id("status")).getText().startsWith("Paused: "));
        click("#pause");
        waitUpTo(20).until(d -> historySize() >= n + 2);
        assertThat(driver.findElement(By.id("pause")).getText()).isEqualTo("Pause");
    }
}
