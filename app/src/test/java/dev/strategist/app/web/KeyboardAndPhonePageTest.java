package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/** The page without a mouse, and on a phone-sized screen in the system's dark mode. */
class KeyboardAndPhonePageTest extends BrowserTestBase {

    private static Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    @Test
    void aCheckersMoveIsMadeWithTheKeyboard() {
        newGame("checkers", "first", 1);
        WebElement from = driver.findElement(By.cssSelector("#board .hit[data-cell='" + RecordsPageTest.cellOfSquare(11) + "']"));
        script("arguments[0].focus()", from);
        from.sendKeys(Keys.ENTER);
        waitUpTo(10).until(d -> !d.findElements(By.cssSelector("#board .cell.selected")).isEmpty());
        // down from 11 is the nearest dark square of the next row: 15
        driver.switchTo().activeElement().sendKeys(Keys.ARROW_DOWN);
        WebElement to = driver.switchTo().activeElement();
        assertThat(to.getAttribute("data-cell")).isEqualTo(Integer.toString(RecordsPageTest.cellOfSquare(15)));
        to.sendKeys(Keys.ENTER);
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("Black 11-15");
    }

    @Test
    void typingARecordUsesNoShortcuts() {
        RecordsPageTest.importGame("tictactoe", "first", "b2 a1", 2);
        driver.findElement(By.cssSelector("#import-game summary")).click();
        WebElement text = driver.findElement(By.id("import-text"));
        // u (undo), h (hint) and the arrow keys are shortcuts elsewhere, but letters and cursor keys here
        text.sendKeys("uh" + Keys.ARROW_LEFT + Keys.ARROW_LEFT + "c3 ");
        assertThat(text.getAttribute("value")).isEqualTo("c3 uh");
        assertThat(historySize()).isEqualTo(2);
        assertThat(turn()).isEqualTo("X: your turn");
    }

    @Test
    void sparseOthelloMovesAreReachedWithTheArrowKeys() {
        newGame("othello", "first", 1);
        WebElement d3 = driver.findElement(By.cssSelector("#board .hit[data-move='d3']"));
        script("arguments[0].focus()", d3);
        d3.sendKeys(Keys.ARROW_DOWN);
        assertThat(driver.switchTo().activeElement().getAttribute("data-move")).isEqualTo("c4");
        // right: the nearest move of each next column that has one
        for (String next : new String[] {"d3", "e6", "f5"}) {
            driver.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
            assertThat(driver.switchTo().activeElement().getAttribute("data-move")).isEqualTo(next);
        }
        driver.switchTo().activeElement().sendKeys(Keys.ENTER);
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("Black f5");
    }

    @Test
    void everythingFitsAPhoneInDarkMode() throws IOException {
        ChromeDriver chrome = (ChromeDriver) driver;
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        try {
            driver.manage().window().setSize(new Dimension(390, 844));
            openSetup();
            new Select(driver.findElement(By.id("side"))).selectByValue("watch");
            new Select(driver.findElement(By.id("algorithm2"))).selectByValue("mcts_guided");
            assertThat(((Number) script("return document.documentElement.scrollWidth - document.documentElement.clientWidth"))
                    .intValue()).as("the set-up form with the watch settings").isLessThanOrEqualTo(0);
            RecordsPageTest.importGame("checkers", "first", "1. 11-15 22-18", 2);
            driver.findElement(By.cssSelector("#export summary")).click();
            waitUpTo(10).until(d -> d.findElement(By.id("record-text")).getAttribute("value").contains("11-15"));
            assertThat(((Number) script("return document.documentElement.scrollWidth - document.documentElement.clientWidth"))
                    .intValue()).as("no sideways scrolling").isLessThanOrEqualTo(0);
            assertThat(driver.findElement(By.cssSelector("#board svg")).getSize().getWidth()).isLessThanOrEqualTo(390);
            assertThat(script("return getComputedStyle(document.body).backgroundColor")).isEqualTo("rgb(21, 22, 26)");
            assertThat(script("return getComputedStyle(document.getElementById('record-text')).backgroundColor"))
                    .as("the record in the dark panel colour").isEqualTo("rgb(32, 34, 40)");
            assertThat(script("return getComputedStyle(document.getElementById('notice')).color"))
                    .isEqualTo("rgb(232, 232, 234)");
            screenshot("checkers-phone-dark");
        } finally {
            chrome.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                    List.of(Map.of("name", "prefers-color-scheme", "value", "light"))));
        }
    }
}
