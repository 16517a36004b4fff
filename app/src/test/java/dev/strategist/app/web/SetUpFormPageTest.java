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
        openSetup();
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

    private static String note() {
        return driver.findElement(By.id("setup-note")).getText();
    }

    private static String gameId() {
        String url = driver.getCurrentUrl();
        return url.substring(url.indexOf('#') + 1);
    }

    @Test
    void aLevelChosenDuringAGameAppliesToItAtOnce() {
        newGame("tictactoe", "first", 2);
        assertThat(note()).isEmpty();
        String id = gameId();
        new Select(driver.findElement(By.id("level"))).selectByValue("7");
        waitUpTo(10).until(d -> who(1).equals("Computer · level 7"));
        // said as the computer's row says it: one way of naming who plays a side
        waitUpTo(10).until(d -> note().startsWith("Level changed: Computer · level 7, "));
        assertThat(note()).contains("from the computer's next move");
        assertThat(store.load(id).orElseThrow().level()).as("saved").isEqualTo(7);
        click("#board .hit.playable");
        awaitMoves(2);
        assertThat(who(1)).isEqualTo("Computer · level 7");
        // the other choices still wait for the next game, and the note no longer says the level does
        new Select(driver.findElement(By.id("algorithm"))).selectByValue("mcts");
        assertThat(note()).startsWith("Your choices apply from the next game (press New game); this game goes on with "
                + "Computer · level 7.").endsWith("A level chosen here changes this game at once.");
        driver.findElement(By.id("new-game")).click();
        waitUpTo(10).until(d -> !gameId().equals(id) && who(1).contains("Monte"));
        assertThat(who(1)).isEqualTo("Computer · level 7 · Monte Carlo");
        assertThat(note()).as("said once, for the game it was about").isEmpty();
    }

    @Test
    void watchingTheSecondLevelChangesTheSecondPlayer() {
        newGame("connect4", "watch", 2);
        click("#pause");
        String id = gameId();
        new Select(driver.findElement(By.id("level2"))).selectByValue("9");
        waitUpTo(10).until(d -> who(1).equals("Computer · level 9"));
        assertThat(who(0)).isEqualTo("Computer · level 2");
        assertThat(note()).startsWith("Level changed: X: Computer · level 2; O: Computer · level 9, ");
        assertThat(store.load(id).orElseThrow().secondLevel()).isEqualTo(9);
        assertThat(store.load(id).orElseThrow().level()).as("the first player's is kept").isEqualTo(2);
    }

    @Test
    void aLevelChosenOnceTheGameIsOverIsForTheNextGame() {
        newGame("tictactoe", "first", 2);
        resignGame();
        waitUpTo(10).until(d -> d.findElement(By.id("status")).getAttribute("class").equals("result"));
        new Select(driver.findElement(By.id("level"))).selectByValue("6");
        assertThat(note()).isEqualTo("Your choices apply to the next game: press New game.");
        assertThat(who(1)).isEqualTo("Computer · level 2");
    }
}
