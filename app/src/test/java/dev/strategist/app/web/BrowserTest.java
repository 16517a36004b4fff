package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in headless Chromium (see docs/API.md and the browser-test recipe): games played by clicking
 * the board, the computer's answers, undo, resign, the thinking indicator. Screenshots go to
 * {@code target/screenshots}. Skipped on a machine without chromium-driver, except on CI, where a missing
 * browser fails.
 */
class BrowserTest {
    private static Javalin server;
    private static WebDriver driver;
    private static String base;

    @BeforeAll
    static void up() throws IOException {
        Path chromium = Path.of(System.getProperty("chrome.binary", "/usr/bin/chromium"));
        Path chromedriver = Path.of(System.getProperty("chromedriver.path", "/usr/bin/chromedriver"));
        if (System.getenv("CI") == null) {
            Assumptions.assumeTrue(Files.isExecutable(chromedriver) && Files.isExecutable(chromium),
                    "chromium and chromium-driver are not installed");
        }
        server = WebApp.create().start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + server.port() + "/";
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toString());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1280,900",
                "--user-data-dir=" + Files.createTempDirectory("chrome-profile"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
    }

    @AfterAll
    static void down() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.stop();
        }
    }

    @BeforeEach
    void freshPage() {
        driver.manage().window().setSize(new Dimension(1280, 900));
        driver.get(base);
        waitUpTo(10).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
    }

    private static WebDriverWait waitUpTo(int seconds) {
        return new WebDriverWait(driver, Duration.ofSeconds(seconds));
    }

    private static void newGame(String game, String side, int level) {
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        new Select(driver.findElement(By.id("side"))).selectByValue(side);
        new Select(driver.findElement(By.id("level"))).selectByValue(Integer.toString(level));
        driver.findElement(By.id("new-game")).click();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
    }

    private static int historySize() {
        return driver.findElements(By.cssSelector("#history li")).size();
    }

    /** Waits until the move list has {@code n} moves and it is the person's turn again (or the game is over). */
    private static void awaitMoves(int n) {
        waitUpTo(20).until(d -> historySize() == n && d.findElement(By.id("thinking")).getAttribute("hidden") != null
                && (!d.findElements(By.cssSelector("#board .hit.playable")).isEmpty()
                    || d.findElement(By.id("status")).getAttribute("class").equals("result")));
    }

    private static void click(String cssSelector) {
        waitUpTo(10).until(ExpectedConditions.elementToBeClickable(By.cssSelector(cssSelector))).click();
    }

    private static String status() {
        return driver.findElement(By.id("status")).getText();
    }

    private static void screenshot(String name) throws IOException {
        Path png = Path.of("target", "screenshots", name + ".png");
        Files.createDirectories(png.getParent());
        Files.copy(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath(), png,
                StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void aWholeTicTacToeGameByClicking() throws IOException {
        newGame("tictactoe", "first", 10);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(9);
        assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).hasSize(9);
        assertThat(status()).isEqualTo("Your turn (X)");

        click("#board .hit[data-cell='4']");
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X b2");
        assertThat(driver.findElements(By.cssSelector("#board .last-marker"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(7);

        click("#undo");
        awaitMoves(0);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(9);

        int moves = 0;
        while (!driver.findElement(By.id("status")).getAttribute("class").equals("result")) {
            List<WebElement> playable = driver.findElements(By.cssSelector("#board .hit.playable"));
            playable.get(0).click();
            moves += 2;
            int expected = moves;
            waitUpTo(20).until(d -> historySize() >= expected - 1 && d.findElement(By.id("thinking")).getAttribute("hidden") != null
                    && (!d.findElements(By.cssSelector("#board .hit.playable")).isEmpty()
                        || d.findElement(By.id("status")).getAttribute("class").equals("result")));
        }
        // the perfect player cannot lose to the first free cell each turn
        assertThat(status()).isIn("Draw", "The computer wins (O)");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        if (status().startsWith("The computer wins")) {
            assertThat(driver.findElements(By.cssSelector("#board .cell.win"))).hasSize(3);
        }
        assertThat(driver.findElement(By.id("resign")).isEnabled()).isFalse();
        screenshot("tictactoe-finished");
    }

    @Test
    void partOfAConnectFourGameThenUndoAndResign() throws IOException {
        newGame("connect4", "first", 3);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(42);
        assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).hasSize(7);
        // any cell of a column drops the disc there: the top cell of column 4
        click("#board .hit[data-cell='3']");
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X 4");
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(2);
        click("#board .hit[data-cell='2']");
        awaitMoves(4);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(4);
        screenshot("connect4-four-moves");

        click("#undo");
        awaitMoves(2);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(2);

        click("#resign");
        waitUpTo(10).until(ExpectedConditions.attributeToBe(By.id("status"), "class", "result"));
        assertThat(status()).isEqualTo("The computer wins by resignation (O)");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        assertThat(driver.findElement(By.id("undo")).isEnabled()).isFalse();
        screenshot("connect4-resigned");
    }

    @Test
    void theBoardIsLockedWhileTheComputerThinks() throws IOException {
        new Select(driver.findElement(By.id("game"))).selectByValue("connect4");
        // 8 x 7 has no opening book: the perfect player searches for seconds unless told to move now
        new Select(driver.findElement(By.cssSelector("#options select[data-option='width']"))).selectByValue("8");
        new Select(driver.findElement(By.cssSelector("#options select[data-option='height']"))).selectByValue("7");
        newGame("connect4", "second", 10);
        // one snapshot of the page at a time, so a search ending between two reads cannot confuse the test
        String snapshot = "const t = document.getElementById('thinking');"
                + "return [!t.hidden, document.getElementById('status').textContent,"
                + " document.querySelectorAll('#board .hit.playable').length,"
                + " document.querySelectorAll('#board .hit').length];";
        List<?> seen = waitUpTo(10).until(d -> {
            List<?> s = (List<?>) ((JavascriptExecutor) d).executeScript(snapshot);
            return Boolean.TRUE.equals(s.get(0)) ? s : null;
        });
        assertThat(seen.get(1)).isEqualTo("The computer (X) is thinking…");
        assertThat(((Number) seen.get(2)).intValue()).as("no cell is playable while it thinks").isZero();
        assertThat(((Number) seen.get(3)).intValue()).isEqualTo(56);
        screenshot("connect4-thinking");
        // on a busy machine the search may have ended by now; the button is then harmless
        ((JavascriptExecutor) driver).executeScript("document.getElementById('move-now').click()");
        awaitMoves(1);
        assertThat(status()).isEqualTo("Your turn (O)");
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
        assertThat(driver.findElement(By.id("an-score")).getText()).startsWith("X ");
        screenshot("connect4-analysis");
    }

    @Test
    void aTypedMoveIsPlayedAndABadOneIsExplained() {
        newGame("tictactoe", "first", 1);
        driver.findElement(By.id("move-input")).sendKeys("z9\n");
        waitUpTo(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("error"), "illegal move 'z9'"));
        assertThat(historySize()).isZero();
        driver.findElement(By.id("move-input")).sendKeys("a1\n");
        awaitMoves(2);
        assertThat(driver.findElement(By.id("error")).getText()).isEmpty();
    }

    @Test
    void theKeyboardPlaysAMove() {
        newGame("tictactoe", "first", 1);
        WebElement first = driver.findElement(By.cssSelector("#board .hit[data-cell='0']"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].focus()", first);
        first.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        WebElement focused = driver.switchTo().activeElement();
        assertThat(focused.getAttribute("data-cell")).isEqualTo("1");
        focused.sendKeys(org.openqa.selenium.Keys.ENTER);
        awaitMoves(2);
        assertThat(driver.findElement(By.cssSelector("#history li")).getText()).isEqualTo("X b1");
    }

    @Test
    void thePageFitsAPhoneScreen() throws IOException {
        driver.manage().window().setSize(new Dimension(390, 844));
        newGame("connect4", "first", 1);
        Object overflow = ((JavascriptExecutor) driver).executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertThat(((Number) overflow).intValue()).as("no sideways scrolling").isLessThanOrEqualTo(0);
        WebElement board = driver.findElement(By.cssSelector("#board svg"));
        assertThat(board.getSize().getWidth()).isLessThanOrEqualTo(390);
        screenshot("connect4-phone");
    }
}
