package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** Resign asks once, on the page: keep playing (by the button or Escape) changes nothing, yes resigns. */
class ResignPageTest extends BrowserTestBase {

    private static boolean asking() {
        return driver.findElement(By.id("resign-confirm")).isDisplayed();
    }

    @Test
    void resignAsksOnceAndKeepPlayingChangesNothing() throws IOException {
        onDesktopAndPhone(screen -> {
            newGame("connect4", "first", 1);
            click("#resign");
            waitUpTo(5).until(d -> asking());
            assertThat(driver.findElement(By.id("resign-question")).getText()).isEqualTo("Resign this game?");
            assertThat(driver.switchTo().activeElement().getAttribute("id")).as("the answer takes the focus").isEqualTo("resign-yes");
            screenshot("resign-asks-" + screen);
            click("#resign-no");
            assertThat(asking()).isFalse();
            assertThat(turn()).isEqualTo("X: your turn");
            // the game goes on: a move is still taken
            click("#board .hit.playable");
            awaitMoves(2);
        });
    }

    @Test
    void escapeKeepsPlayingAndYesResigns() {
        newGame("tictactoe", "first", 1);
        click("#resign");
        waitUpTo(5).until(d -> asking());
        driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        assertThat(asking()).isFalse();
        assertThat(driver.switchTo().activeElement().getAttribute("id")).as("the focus back on Resign").isEqualTo("resign");
        assertThat(turn()).isEqualTo("X: your turn");
        click("#resign");
        driver.switchTo().activeElement().sendKeys(Keys.ENTER);
        waitUpTo(10).until(ExpectedConditions.attributeToBe(By.id("status"), "class", "result"));
        assertThat(status()).isEqualTo("The computer wins by resignation (O)");
        assertThat(asking()).isFalse();
        assertThat(driver.findElement(By.id("resign")).isEnabled()).isFalse();
    }
}
