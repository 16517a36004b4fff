package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The game page's shape: the board as tall as the viewport (as wide as a phone), the coordinates inside
 * its frame, the players, controls and moves beside it on a desktop and below it on a phone, whose side
 * is whose with the computer's side marked while it thinks, and every control in the page's own style.
 */
class GamePageLayoutPageTest extends BrowserTestBase {

    @SuppressWarnings("unchecked")
    private static Map<String, Number> box(String selector) {
        return (Map<String, Number>) ((JavascriptExecutor) driver).executeScript(
                "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                        + "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height};",
                selector);
    }

    private static double number(String js) {
        return ((Number) ((JavascriptExecutor) driver).executeScript("return " + js)).doubleValue();
    }

    /** Opens {@code game} from its card in a window of {@code width} x {@code height}: the board's box. */
    private static Map<String, Number> openAt(int width, int height, String game) {
        driver.manage().window().setSize(new Dimension(width, height));
        openFreshPage();
        click(".card[data-game='" + game + "']");
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
        awaitMoves(0);
        return box("#board svg");
    }

    @ParameterizedTest
    @ValueSource(strings = {"othello", "checkers", "gomoku", "connect4", "tictactoe"})
    void onADesktopTheBoardFillsTheHeightWithTheControlsBeside(String game) throws IOException {
        Map<String, Number> board = openAt(1920, 1080, game);
        Map<String, Number> panel = box("#side-panel");
        double below = number("innerHeight") - box(".topbar").get("bottom").doubleValue();
        double height = board.get("height").doubleValue();
        assertThat(height).as("the board's height against the viewport's below the bar").isGreaterThan(0.9 * below);
        assertThat(board.get("bottom").doubleValue()).as("the whole board in view").isLessThanOrEqualTo(number("innerHeight"));
        assertThat(panel.get("left").doubleValue()).as("the controls beside the board").isGreaterThanOrEqualTo(board.get("right").doubleValue());
        assertThat(panel.get("top").doubleValue()).isLessThan(board.get("top").doubleValue() + 50);
        assertThat(box("#evalbar").get("height").doubleValue()).as("the bar as tall as the board").isEqualTo(height, org.assertj.core.data.Offset.offset(3.0));
        assertThat(number("document.documentElement.scrollWidth - document.documentElement.clientWidth")).isLessThanOrEqualTo(0);
        assertCoordinatesInsideTheFrame();
        screenshot("layout-" + game + "-desktop");
    }

    @ParameterizedTest
    @ValueSource(strings = {"othello", "checkers", "gomoku", "connect4", "tictactoe"})
    void onAPhoneTheBoardIsAsWideAsTheScreenWithTheControlsBelow(String game) throws IOException {
        Map<String, Number> board = openAt(390, 844, game);
        double width = number("document.documentElement.clientWidth");
        assertThat(board.get("width").doubleValue()).as("the board against the screen's width").isGreaterThan(0.85 * width);
        assertThat(board.get("right").doubleValue()).isLessThanOrEqualTo(width);
        assertThat(box("#side-panel").get("top").doubleValue()).as("the controls below the board")
                .isGreaterThanOrEqualTo(board.get("bottom").doubleValue());
        assertThat(number("document.documentElement.scrollWidth - document.documentElement.clientWidth")).isLessThanOrEqualTo(0);
        assertCoordinatesInsideTheFrame();
        screenshot("layout-" + game + "-phone");
    }

    /** Every coordinate of the board (its row and column labels) lies within the board's frame. */
    private static void assertCoordinatesInsideTheFrame() {
        Map<String, Number> frame = box("#board .frame");
        List<WebElement> labels = driver.findElements(By.cssSelector("#board .label"));
        for (WebElement label : labels) {
            Map<String, Number> r = rectOf(label);
            assertThat(r.get("left").doubleValue()).as(label.getText()).isGreaterThanOrEqualTo(frame.get("left").doubleValue());
            assertThat(r.get("right").doubleValue()).as(label.getText()).isLessThanOrEqualTo(frame.get("right").doubleValue());
            assertThat(r.get("top").doubleValue()).as(label.getText()).isGreaterThanOrEqualTo(frame.get("top").doubleValue());
            assertThat(r.get("bottom").doubleValue()).as(label.getText()).isLessThanOrEqualTo(frame.get("bottom").doubleValue());
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Number> rectOf(WebElement element) {
        return (Map<String, Number>) ((JavascriptExecutor) driver).executeScript(
                "const r = arguments[0].getBoundingClientRect();"
                        + "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};", element);
    }

    @Test
    void eachSideIsNamedWithItsPieceAndTheComputersSideSaysWhenItThinks() throws Exception {
        try (PoolHold hold = PoolHold.of(pool)) {
            newGame("othello", "second", 1);
            waitUpTo(10).until(d -> d.findElements(By.cssSelector("#players li.player.thinking")).size() == 1);
            List<WebElement> players = driver.findElements(By.cssSelector("#players li.player"));
            assertThat(players).hasSize(2);
            assertThat(players.get(0).findElement(By.className("name")).getText()).isEqualTo("Black");
            assertThat(players.get(0).findElement(By.className("who")).getText()).startsWith("Computer");
            assertThat(players.get(0).getAttribute("class")).contains("thinking");
            assertThat(players.get(0).findElement(By.className("mark")).getText()).isEqualTo("thinking");
            assertThat(players.get(1).findElement(By.className("name")).getText()).isEqualTo("White");
            assertThat(players.get(1).findElement(By.className("who")).getText()).isEqualTo("You");
            // each side's piece in the colour its discs have on the board
            for (int side = 0; side < 2; side++) {
                String icon = (String) ((JavascriptExecutor) driver).executeScript("return getComputedStyle(document"
                        + ".querySelector('#players li[data-side=\"" + side + "\"] .piece-icon .piece')).fill");
                String bar = (String) ((JavascriptExecutor) driver).executeScript("return getComputedStyle(document"
                        + ".querySelector(arguments[0])).backgroundColor", side == 0 ? "#eval-fill" : "#evalbar");
                assertThat(icon).as("side " + side + "'s piece and bar").isEqualTo(bar);
            }
            screenshot("layout-computer-thinking");
        }
        awaitMoves(1);
        assertThat(driver.findElements(By.cssSelector("#players li.player.thinking"))).isEmpty();
        assertThat(driver.findElement(By.cssSelector("#players li[data-side='1']")).getAttribute("class")).contains("to-move");
        assertThat(driver.findElement(By.cssSelector("#players li[data-side='1'] .mark")).getText()).isEqualTo("your turn");
    }

    @Test
    void theStatusLineSaysOnlyWhatThePlayerRowsDoNot() throws Exception {
        try (PoolHold hold = PoolHold.of(pool)) {
            newGame("connect4", "second", 2);
            waitUpTo(10).until(d -> turn().equals("X: thinking"));
            assertThat(status()).as("the rows say who thinks").isEmpty();
            assertThat(driver.findElement(By.id("status")).isDisplayed()).isFalse();
            assertThat(driver.findElements(By.id("opponent"))).as("no line repeating who the computer is").isEmpty();
            assertThat(who(0)).isEqualTo("Computer · level 2");
            assertThat(driver.findElement(By.id("turn-said")).getAttribute("textContent"))
                    .as("a screen reader still hears it").isEqualTo("The computer (X) is thinking");
        }
        awaitMoves(1);
        assertThat(turn()).isEqualTo("O: your turn");
        assertThat(status()).isEmpty();
        assertThat(driver.findElement(By.id("turn-said")).getAttribute("textContent")).isEqualTo("Your turn (O)");
        resignGame();
        waitUpTo(10).until(d -> status().equals("The computer wins by resignation (X)"));
        assertThat(turn()).as("nobody to move").isEmpty();
    }

    @Test
    void aWatchedGameIsSaidBySideAlone() {
        newGame("connect4", "watch", 2);
        waitUpTo(10).until(d -> !d.findElement(By.id("turn-said")).getAttribute("textContent").isEmpty());
        assertThat(driver.findElement(By.id("turn-said")).getAttribute("textContent"))
                .as("the side once, not 'X (X)'").matches("(X|O) is (thinking|to move)");
    }

    @Test
    void everyControlHasThePagesOwnStyle() {
        newGame("connect4", "first", 1);
        openSetup();
        List<WebElement> selects = driver.findElements(By.cssSelector("select"));
        assertThat(selects).isNotEmpty();
        for (WebElement select : selects) {
            assertThat(select.getCssValue("appearance")).as(select.getAttribute("id") + "'s look").isEqualTo("none");
            assertThat(select.getCssValue("border-radius")).isEqualTo("8px");
        }
        assertThat(driver.findElement(By.id("custom")).findElement(By.xpath("..")).getAttribute("id"))
                .as("the set-up form beside the game").isEqualTo("setup-beside");
        driver.findElement(By.id("home")).click();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("cards")));
        assertThat(driver.findElement(By.id("custom")).findElement(By.xpath("..")).getAttribute("id"))
                .as("and back under the cards").isEqualTo("setup-home");
    }
}
