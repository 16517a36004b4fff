package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** Choosing the computer on the page: its algorithm, each watched side's own, and the adaptive level. */
class ComputerChoicesPageTest extends BrowserTestBase {

    @Test
    void monteCarloAnswersAMove() throws IOException {
        openSetup();
        new Select(driver.findElement(By.id("algorithm"))).selectByValue("mcts");
        newGame("connect4", "first", 2);
        assertThat(who(1)).isEqualTo("Computer · level 2 · Monte Carlo");
        assertThat(who(0)).isEqualTo("You");
        click("#board .hit[data-cell='3']");
        awaitMoves(2);
        waitUpTo(10).until(ExpectedConditions.textToBe(By.id("an-unit"), "playouts"));
        screenshot("connect4-monte-carlo");
    }

    @Test
    void eachWatchedSideHasItsOwnAlgorithmAndLevel() throws IOException {
        openSetup();
        new Select(driver.findElement(By.id("side"))).selectByValue("watch");
        assertThat(driver.findElement(By.id("adaptive-setting")).isDisplayed()).isFalse();
        new Select(driver.findElement(By.id("algorithm"))).selectByValue("engine");
        new Select(driver.findElement(By.id("level2"))).selectByValue("3");
        new Select(driver.findElement(By.id("algorithm2"))).selectByValue("mcts_guided");
        new Select(driver.findElement(By.id("delay"))).selectByValue("0");
        newGame("tictactoe", "watch", 4);
        assertThat(who(0)).isEqualTo("Computer · level 4");
        assertThat(who(1)).isEqualTo("Computer · level 3 · guided Monte Carlo");
        waitUpTo(30).until(ExpectedConditions.attributeToBe(By.id("status"), "class", "result"));
        screenshot("tictactoe-engine-against-monte-carlo");
    }

    @Test
    void theAdaptiveLevelIsShown() {
        openSetup();
        new Select(driver.findElement(By.id("side"))).selectByValue("first");
        driver.findElement(By.id("adaptive")).click();
        newGame("othello", "first", 6);
        assertThat(who(1)).isEqualTo("Computer · level 6 · adaptive");
    }
}
