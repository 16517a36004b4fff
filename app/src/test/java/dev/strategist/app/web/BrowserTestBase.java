package dev.strategist.app.web;


import dev.strategist.app.store.GameStore;
import io.javalin.Javalin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser tests share: the server, one headless Chromium per test class (per the browser-test
 * recipe), a fresh page per test, and helpers to set up games and wait for the computer. Screenshots go to
 * {@code target/screenshots}. Skipped on a machine without Chromium and its driver, except on CI (the
 * {@code CI} variable set), where a missing browser fails.
 */
abstract class BrowserTestBase {
    static GameStore store;
    static Javalin server;
    /** The server's search pool, which a test may hold ({@link PoolHold}) to keep the computer thinking. */
    static SearchPool pool;
    static WebDriver driver;
    static String base;

    @BeforeAll
    static void up() throws IOException {
        startWith(ServerSettings.defaults());
    }

    /**
     * Starts the server with {@code settings} and the browser, closing any the class already started: how a
     * test class with its own static {@code up()} starts a server set up otherwise.
     */
    static void startWith(ServerSettings settings) throws IOException {
        // JUnit runs the base's up() before a subclass's own static up() as well (OutsideEnginePageTest's left a
        // browser running after the suite), so the first start's browser and server are closed here
        down();
        Path chromium = Path.of(System.getProperty("chrome.binary", "/usr/bin/chromium"));
        Path chromedriver = Path.of(System.getProperty("chromedriver.path", "/usr/bin/chromedriver"));
        if (System.getenv("CI") == null) {
            Assumptions.assumeTrue(Files.isExecutable(chromedriver) && Files.isExecutable(chromium),
                    "chromium and chromium-driver are not installed");
        }
        store = GameStore.open(Files.createTempDirectory("strategist-db").resolve("strategist.db"));
        pool = new SearchPool(settings.searchThreads(), settings.searchQueue());
        server = WebApp.create(store, settings, pool, routes -> { }).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + server.port() + "/";
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toString());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1280,900",
                "--user-data-dir=" + Files.createTempDirectory("chrome-profile"));
        // the console's messages, so a test can show that the page runs without errors
        options.setCapability("goog:loggingPrefs", java.util.Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
    }

    @AfterAll
    static void down() {
        if (driver != null) {
            driver.quit();
            driver = null;
        }
        if (server != null) {
            server.stop();
            server = null;
        }
        if (store != null) {
            store.close();
            store = null;
        }
    }

    @BeforeEach
    void freshPage() {
        driver.manage().window().setSize(new Dimension(1280, 900));
        openFreshPage();
    }

    /**
     * Loads the page anew with no game shown: through a blank page first, since going from {@code /#id} to
     * {@code /} may only change the hash of the loaded page.
     */
    static void openFreshPage() {
        driver.get("about:blank");
        driver.get(base);
        waitUpTo(10).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
    }

    static WebDriverWait waitUpTo(int seconds) {
        return new WebDriverWait(driver, Duration.ofSeconds(seconds));
    }

    /** Unfolds the full set-up form (More options), as a player does for anything the game cards do not offer. */
    static void openSetup() {
        if (driver.findElement(By.id("custom")).getAttribute("open") == null) {
            driver.findElement(By.cssSelector("#custom > summary")).click();
        }
        waitUpTo(5).until(ExpectedConditions.visibilityOfElementLocated(By.id("new-game")));
    }

    static void newGame(String game, String side, int level) {
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        new Select(driver.findElement(By.id("side"))).selectByValue(side);
        new Select(driver.findElement(By.id("level"))).selectByValue(Integer.toString(level));
        driver.findElement(By.id("new-game")).click();
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
    }

    /**
     * Imports {@code text} through the set-up form as a game of {@code game}, you on {@code side}, the computer
     * at {@code level}, and {@code options} given as name, value, name, value; returns once its board shows.
     */
    static void importThroughForm(String game, String side, int level, String text, String... options) {
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        for (int i = 0; i + 1 < options.length; i += 2) {
            new Select(driver.findElement(By.cssSelector("#options select[data-option='" + options[i] + "']")))
                    .selectByValue(options[i + 1]);
        }
        new Select(driver.findElement(By.id("side"))).selectByValue(side);
        new Select(driver.findElement(By.id("level"))).selectByValue(Integer.toString(level));
        driver.findElement(By.cssSelector("#import-game summary")).click();
        driver.findElement(By.id("import-text")).sendKeys(text);
        click("#import");
        waitUpTo(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#board svg")));
    }

    static int historySize() {
        return driver.findElements(By.cssSelector("#history li")).size();
    }

    /** Waits until the move list has {@code n} moves and it is the person's turn again (or the game is over). */
    static void awaitMoves(int n) {
        waitUpTo(20).until(d -> historySize() == n && d.findElement(By.id("thinking")).getAttribute("hidden") != null
                && (!d.findElements(By.cssSelector("#board .hit.playable")).isEmpty()
                    || d.findElement(By.id("status")).getAttribute("class").equals("result")));
    }

    static void click(String cssSelector) {
        waitUpTo(10).until(ExpectedConditions.elementToBeClickable(By.cssSelector(cssSelector))).click();
    }

    /** Something a test checks on one screen, named for its screenshots ("desktop", "phone"). */
    interface ScreenCheck {
        void on(String screen) throws IOException;
    }

    /**
     * Runs {@code check} on a fresh page at a desktop's 1920 x 1080 and then at a phone's 390 x 844, the two
     * screens the game page is made for.
     */
    static void onDesktopAndPhone(ScreenCheck check) throws IOException {
        for (String screen : SCREENS) {
            showOn(screen);
            check.on(screen);
        }
    }

    /** The two screens the game page is made for, as {@link #showOn} names them. */
    static final String[] SCREENS = {"desktop", "phone"};

    /** A fresh page in a window the size of {@code screen}: "desktop" (1920 x 1080) or "phone" (390 x 844). */
    static void showOn(String screen) {
        driver.manage().window().setSize(switch (screen) {
            case "desktop" -> new Dimension(1920, 1080);
            case "phone" -> new Dimension(390, 844);
            default -> throw new IllegalArgumentException("no screen called " + screen);
        });
        openFreshPage();
    }

    /** Resigns as a player does: Resign, then the page's question answered yes. */
    static void resignGame() {
        click("#resign");
        click("#resign-yes");
    }

    /** The status line: only what the player rows do not say (a result, a game viewed only, paused, browsing). */
    static String status() {
        return driver.findElement(By.id("status")).getText();
    }

    /**
     * Whose turn it is, as the player rows show it: the side to move's row as "X: your turn", "O: to move",
     * "O: thinking" or "Black: paused"; empty once the game is over.
     */
    static String turn() {
        java.util.List<org.openqa.selenium.WebElement> rows = driver.findElements(By.cssSelector("#players .player.to-move"));
        if (rows.isEmpty()) {
            return "";
        }
        org.openqa.selenium.WebElement row = rows.get(0);
        return row.findElement(By.className("name")).getText() + ": " + row.findElement(By.className("mark")).getText();
    }

    /** Who plays {@code side}, as its player row says: "You", "Computer · level 2 · Monte Carlo", "rival · outside engine". */
    static String who(int side) {
        // the rows are drawn afresh on every change of the game, so a row found may be replaced before it is read
        // (a watched game with no delay changes many times a second): then the new row is read
        return waitUpTo(10).ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(d ->
                d.findElement(By.cssSelector("#players .player[data-side='" + side + "'] .who")).getText());
    }

    static void screenshot(String name) throws IOException {
        Path png = Path.of("target", "screenshots", name + ".png");
        Files.createDirectories(png.getParent());
        Files.copy(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath(), png,
                StandardCopyOption.REPLACE_EXISTING);
    }
}
