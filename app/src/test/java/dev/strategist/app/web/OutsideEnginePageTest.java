package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** An outside engine the server offers, picked on the page by its name and played against. */
class OutsideEnginePageTest extends BrowserTestBase {
    private static final FakeEngines FAKES = new FakeEngines();

    /**
     * Runs after the base's and replaces its server: this one offers two engines for Othello (the fake GTP
     * engine, run as a process), one of which dies at the second move it is asked for (each process it runs).
     */
    @BeforeAll
    static void up() throws IOException {
        startWith(FakeEngines.offering(FAKES.engine("rival", "othello", ""),
                FAKES.engine("crashy", "othello", "", "--die", "--at=2")));
    }

    /** Starts a game of Othello, you first, against the engine {@code name} picked in the Computer select. */
    private static void othelloAgainst(String name) {
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue("othello");
        new Select(driver.findElement(By.id("side"))).selectByValue("first");
        new Select(driver.findElement(By.id("algorithm"))).selectByVisibleText(name + " (outside engine)");
        assertThat(driver.findElement(By.id("level")).isEnabled()).as("an engine has no level").isFalse();
        driver.findElement(By.id("new-game")).click();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
    }

    @Test
    void aPlayerPicksTheEngineAndPlaysAMove() throws IOException {
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue("tictactoe");
        assertThat(new Select(driver.findElement(By.id("algorithm"))).getOptions())
                .as("tic-tac-toe has no engine here").noneMatch(o -> o.getText().contains("rival"));
        othelloAgainst("rival");
        assertThat(who(1)).isEqualTo("rival · outside engine");
        assertThat(driver.findElement(By.id("strengths")).isDisplayed()).as("an engine has no strength").isFalse();

        click("#board .hit.playable");
        awaitMoves(2);
        assertThat(turn()).isEqualTo("Black: your turn");
        assertThat(driver.findElement(By.id("engine-trouble")).isDisplayed()).isFalse();
        screenshot("othello-against-an-outside-engine");
    }

    @Test
    void anEngineThatDiesIsShownAndCanBeAskedAgain() throws IOException {
        othelloAgainst("crashy");
        click("#board .hit.playable");
        awaitMoves(2);
        click("#board .hit.playable");
        waitUpTo(30).until(ExpectedConditions.visibilityOfElementLocated(By.id("engine-error")));
        assertThat(driver.findElement(By.id("engine-error")).getText())
                .startsWith("the engine 'crashy' failed: the engine ended while answering").contains("exit status 3");
        assertThat(turn()).isEqualTo("White: to move");
        assertThat(who(1)).isEqualTo("crashy · outside engine");
        assertThat(historySize()).as("your move is kept").isEqualTo(3);
        screenshot("othello-outside-engine-failed");
        // the games to continue name the engine whose turn it is (the listing gives each side's engine)
        String id = driver.getCurrentUrl().substring(driver.getCurrentUrl().indexOf('#') + 1);
        click("#to-games");
        By entry = By.cssSelector("#continue-list a[data-id='" + id + "'] .state");
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(entry));
        assertThat(driver.findElement(entry).getText()).isEqualTo("Waiting for crashy");
        driver.navigate().back();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("engine-retry")));
        // a fresh process catches up and answers: it dies only at its own second move
        click("#engine-retry");
        awaitMoves(4);
        assertThat(driver.findElement(By.id("engine-trouble")).isDisplayed()).isFalse();
        assertThat(turn()).isEqualTo("Black: your turn");
    }
}
