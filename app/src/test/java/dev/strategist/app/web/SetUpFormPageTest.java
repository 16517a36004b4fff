package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/** The set-up form follows the game shown, and says when a choice made during a game will apply. */
class SetUpFormPageTest extends BrowserTestBase {

    private static String chosen(String id) {
        return new Select(driver.findElement(By.id(id))).getFirstSelectedOption().getAttribute("value");
    }

    @Test
    void openingAGameByItsAddressSetsTheFormToThatGame() {
        newGame("connect4", "second", 3);
        awaitMoves(1);
        String address = driver.getCurrentUrl();
        openFreshPage();
        new Select(driver.findElement(By.id("game"))).selectByValue("tictactoe");
        driver.get(address);
        waitUpTo(10).until(d -> historySize() == 1);
        assertThat(chosen("game")).isEqualTo("connect4");
        assertThat(chosen("side")).isEqualTo("second");
        assertThat(chosen("level")).isEqualTo("3");
        driver.findElement(By.id("new-game")).click();
        waitUpTo(10).until(d -> !d.getCurrentUrl().equals(address) && d.getCurrentUrl().contains("#"));
        awaitMoves(1);
        assertThat(driver.findElements(By.cssSelector("#board .hit"))).as("a 7 x 6 board, not 3 x 3").hasSize(42);
    }

    @Test
    void aLevelChosenDuringAGameSaysItAppliesFromTheNextGame() {
        newGame("tictactoe", "first", 2);
        assertThat(driver.findElement(By.id("setup-note")).getText()).isEmpty();
        new Select(driver.findElement(By.id("level"))).selectByValue("7");
        assertThat(driver.findElement(By.id("setup-note")).getText())
                .startsWith("Your choices apply from the next game (press New game); this game goes on as it started")
                .contains("level 2");
        driver.findElement(By.id("new-game")).click();
        waitUpTo(10).until(d -> d.findElement(By.id("opponent")).getText().contains("level 7"));
        assertThat(driver.findElement(By.id("setup-note")).getText()).as("said once, for the game it was about").isEmpty();
    }
}
