package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The page and game tokens: a game started elsewhere is shown read-only, and the page's own game still
 * plays after a reload (its token is kept in the browser).
 */
class TokenPageTest extends BrowserTestBase {

    @Test
    void aGameStartedElsewhereIsShownButNotPlayable() throws Exception {
        ApiClient other = new ApiClient(base.substring(0, base.length() - 1));
        ApiClient.Reply made = other.post("/api/games", "{\"game\":\"tictactoe\",\"level\":1,\"seed\":3}");
        String id = made.get("id").asText();
        driver.get(base + "#" + id);
        waitUpTo(10).until(d -> d.findElement(By.id("status")).getText().startsWith("Viewing only"));
        assertThat(driver.findElements(By.cssSelector("#board svg"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        assertThat(driver.findElement(By.id("resign")).isEnabled()).isFalse();
        assertThat(driver.findElement(By.id("hint")).isEnabled()).isFalse();
        assertThat(driver.findElement(By.id("strength-1")).isDisplayed()).as("the strength is shown").isTrue();
        assertThat(driver.findElement(By.id("strength-1")).isEnabled()).as("but not changed").isFalse();
    }

    @Test
    void thePagesOwnGamePlaysOnAfterAReload() {
        newGame("tictactoe", "first", 1);
        driver.findElement(By.cssSelector("#board .hit[data-cell='4']")).click();
        awaitMoves(2);
        String url = driver.getCurrentUrl();
        driver.get("about:blank");
        driver.get(url);
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
        waitUpTo(10).until(d -> turn().endsWith(": your turn"));
        driver.findElement(By.cssSelector("#board .hit.playable")).click();
        awaitMoves(4);
    }
}
