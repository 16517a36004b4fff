package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * The start screen: a card per game of the catalogue that starts a game in one click (or Enter), this
 * browser's games to continue, the full set-up form one click away, on a phone and on a desktop.
 */
class StartScreenPageTest extends BrowserTestBase {

    private static JsonNode catalogue() throws Exception {
        return new ApiClient(base.substring(0, base.length() - 1)).get("/api/catalogue").get("games");
    }

    private static Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    private static WebElement card(String game) {
        return driver.findElement(By.cssSelector(".card[data-game='" + game + "']"));
    }

    private static void awaitStart() {
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("cards")));
        assertThat(driver.findElement(By.id("play")).isDisplayed()).isFalse();
    }

    private static WebElement newestToContinue() {
        return waitUpTo(10).until(ExpectedConditions.elementToBeClickable(By.cssSelector("#continue-list a")));
    }

    @Test
    void everyGameOfTheCatalogueHasACardWithItsStartBoard() throws Exception {
        awaitStart();
        List<String> names = new ArrayList<>();
        JsonNode games = catalogue();
        games.forEach(g -> names.add(g.get("name").asText()));
        List<String> cards = new ArrayList<>();
        driver.findElements(By.cssSelector("#cards .card")).forEach(c -> cards.add(c.getAttribute("data-game")));
        assertThat(cards).isEqualTo(names);
        for (JsonNode g : games) {
            WebElement card = card(g.get("name").asText());
            assertThat(card.getTagName()).as("a button: focusable, Enter starts").isEqualTo("button");
            assertThat(card.findElement(By.className("title")).getText()).isEqualTo(g.get("title").asText());
            JsonNode board = g.get("board");
            // every game draws its board (the test games' Domineering too), so every card shows a small one
            assertThat(board.get("rows").asInt()).as("%s drawn", g.get("name")).isPositive();
            assertThat(card.findElements(By.cssSelector(".picture svg rect.cell")))
                    .hasSize(board.get("rows").asInt() * board.get("cols").asInt());
            assertThat(card.findElement(By.className("meta")).getText())
                    .startsWith(board.get("cols").asInt() + " × " + board.get("rows").asInt());
        }
        // the options are named in words in the full form, as the catalogue labels them
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue("checkers");
        List<String> labels = new ArrayList<>();
        // a label's text is its words, then the values of its select, one a line
        driver.findElements(By.cssSelector("#options label")).forEach(l -> labels.add(l.getText().lines().findFirst()
                .orElse("").strip()));
        assertThat(labels).containsExactly("Draw by repetition", "Draw after quiet moves");
    }

    @Test
    void aCardStartsAGameAgainstTheComputerAtTheDefaultLevel() throws Exception {
        awaitStart();
        card("tictactoe").click();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
        assertThat(driver.findElement(By.id("start")).isDisplayed()).isFalse();
        assertThat(driver.findElements(By.cssSelector("#board .hit"))).hasSize(9);
        assertThat(turn()).isEqualTo("X: your turn");
        int level = new ApiClient(base.substring(0, base.length() - 1)).get("/api/catalogue").get("levels")
                .get("default").asInt();
        assertThat(who(1)).isEqualTo("Computer · level " + level);
        click("#board .hit[data-cell='4']");
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X b2");
        assertThat(turn()).isEqualTo("X: your turn");
    }

    @Test
    void enterOnAFocusedCardStartsItsGame() {
        awaitStart();
        WebElement card = card("connect4");
        script("arguments[0].focus()", card);
        assertThat(driver.switchTo().activeElement().getAttribute("data-game")).isEqualTo("connect4");
        card.sendKeys(Keys.ENTER);
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
        assertThat(driver.findElements(By.cssSelector("#board .hit"))).as("7 x 6").hasSize(42);
        click("#board .hit[data-cell='3']");
        awaitMoves(2);
        assertThat(turn()).isEqualTo("X: your turn");
    }

    @Test
    void aPlayedGameIsListedUnderContinueAndReopened() {
        awaitStart();
        card("tictactoe").click();
        click("#board .hit[data-cell='0']");
        awaitMoves(2);
        String address = driver.getCurrentUrl();
        String id = address.substring(address.indexOf('#') + 1);

        driver.navigate().back();
        awaitStart();
        WebElement newest = newestToContinue();
        assertThat(newest.getAttribute("data-id")).isEqualTo(id);
        assertThat(newest.findElement(By.className("name")).getText()).isEqualTo("Tic-tac-toe");
        WebElement when = newest.findElement(By.tagName("time"));
        assertThat(when.getAttribute("datetime")).as("the date the game was made").matches("\\d{4}-\\d{2}-\\d{2}T.*");
        assertThat(when.getText()).isNotBlank();
        assertThat(newest.findElement(By.className("when")).getText()).endsWith(" · 2 moves");
        assertThat(newest.findElement(By.className("state")).getText()).isEqualTo("Your turn");

        newest.click();
        waitUpTo(10).until(d -> d.getCurrentUrl().equals(address) && historySize() == 2);
        assertThat(turn()).isEqualTo("X: your turn");
        resignGame();
        waitUpTo(10).until(d -> d.findElement(By.id("status")).getAttribute("class").equals("result"));
        click("#to-games");
        awaitStart();
        waitUpTo(10).until(d -> newestToContinue().findElement(By.className("state")).getText().equals("Resigned"));
        assertThat(newestToContinue().getAttribute("data-id")).isEqualTo(id);
    }

    @Test
    void anotherBrowsersGamesAreNotOfferedToContinue() {
        awaitStart();
        card("tictactoe").click();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
        script("localStorage.clear()"); // this browser no longer holds the game's token: as if another made it
        openFreshPage();
        awaitStart();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("continue-empty")));
        assertThat(driver.findElement(By.id("continue-empty")).getText()).startsWith("No games from this browser yet");
        assertThat(driver.findElements(By.cssSelector("#continue-list a"))).isEmpty();
    }

    @Test
    void theStartScreenFitsAPhoneAndADesktop() throws IOException {
        for (Dimension size : List.of(new Dimension(375, 800), new Dimension(1366, 900))) {
            driver.manage().window().setSize(size);
            openFreshPage();
            awaitStart();
            assertThat(((Number) script("return document.documentElement.scrollWidth - document.documentElement.clientWidth"))
                    .intValue()).as("no sideways scrolling at %s", size).isLessThanOrEqualTo(0);
            List<WebElement> cards = driver.findElements(By.cssSelector("#cards .card"));
            int width = ((Number) script("return window.innerWidth")).intValue();
            for (WebElement c : cards) {
                assertThat(c.getRect().getX() + c.getRect().getWidth()).as("a card within %s", size).isLessThanOrEqualTo(width);
            }
            long firstRow = cards.stream().filter(c -> c.getRect().getY() == cards.get(0).getRect().getY()).count();
            if (size.getWidth() < 500) {
                assertThat(firstRow).as("two cards a row on a phone").isEqualTo(2);
            } else {
                assertThat(firstRow).as("a row of several cards on a desktop").isGreaterThanOrEqualTo(4);
            }
            // a game drawn as text (a game without a diagram) would show all of it, not a line cut off at the edge
            assertThat(((Number) script("return [...document.querySelectorAll('#cards .picture pre')]"
                    + ".filter((p) => p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight + 1).length"))
                    .intValue()).as("text pictures cut off at %s", size).isZero();
            assertThat(driver.findElement(By.cssSelector("#custom > summary")).isDisplayed()).isTrue();
            screenshot(size.getWidth() < 500 ? "start-phone" : "start-desktop");
        }
    }
}
