package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * What the whole-game browser tests share: a turn played by clicking among the page's legal-move
 * markers (a seeded choice), the computer's answer checked on the page, undo, resign, export and a
 * round trip of the export through the import form. Only the page is used, never the API.
 */
abstract class WholeGamePageTest extends BrowserTestBase {

    /** A wait that looks again when the page redrew what it was reading (its state arrives any time). */
    static org.openqa.selenium.support.ui.FluentWait<WebDriver> settle(int seconds) {
        return waitUpTo(seconds).pollingEvery(java.time.Duration.ofMillis(50)).ignoring(StaleElementReferenceException.class);
    }

    /** Starts {@code game} from the set-up form with its options ({@code data-option} name, value pairs). */
    static void newGameWithOptions(String game, String side, int level, String... options) {
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        for (int i = 0; i < options.length; i += 2) {
            new Select(driver.findElement(By.cssSelector("#options select[data-option='" + options[i] + "']")))
                    .selectByValue(options[i + 1]);
        }
        newGame(game, side, level);
    }

    /**
     * The cells the page marks as legal (for checkers: the pieces that can move, then the next square along a
     * move's path); on a go board, which marks only the points that may not be played, every playable point.
     * Read in one script, as the page redraws the board whenever the game's state arrives.
     */
    @SuppressWarnings("unchecked")
    static List<Integer> markedCells() {
        List<Object> cells = (List<Object>) ((JavascriptExecutor) driver).executeScript(
                "return Array.from(document.querySelectorAll('#board circle.legal, #board svg.style-stones .hit.playable'))"
                        + ".map(e => e.getAttribute('data-cell'))");
        List<Integer> numbers = new ArrayList<>();
        for (Object cell : cells) {
            numbers.add(Integer.parseInt((String) cell));
        }
        return numbers;
    }

    /** The pieces on the drawn board, as text: equal texts are equal boards. */
    static String board() {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "return Array.from(document.querySelectorAll('#board .piece, #board .crown')).map(e => {"
                        + " const at = e.getAttribute('cx') !== null ? e : e.firstElementChild;"
                        + " return e.getAttribute('class') + '@' + (at.getAttribute('cx') || at.getAttribute('x1'))"
                        + " + ',' + (at.getAttribute('cy') || at.getAttribute('y1')); }).sort().join(' ')");
    }

    /** The move list as the page shows it ("X 4", "Black f5", ...), read in one script. */
    @SuppressWarnings("unchecked")
    static List<String> history() {
        return new ArrayList<>((List<String>) ((JavascriptExecutor) driver).executeScript(
                "return Array.from(document.querySelectorAll('#history li')).map(e => e.textContent)"));
    }

    static boolean over() {
        return "result".equals(driver.findElement(By.id("status")).getAttribute("class"));
    }

    static boolean computerIdle(WebDriver d) {
        return d.findElement(By.id("thinking")).getAttribute("hidden") != null;
    }

    /** Waits until at least {@code moves} moves are listed and it is your turn, or the game is over. */
    static void awaitYourTurn(int moves) {
        settle(30).until(d -> historySize() >= moves && computerIdle(d)
                && (turn().endsWith(": your turn") || over()));
    }

    /**
     * Plays one move of yours by clicking: the pass button when it is the only move (its notice shown
     * first), else a marked cell chosen by {@code random}, then (checkers) marked squares along the path
     * until the move is sent. Then checks the computer's answer: one more move listed (unless your move
     * ended the game) and a board that is not the one before your move. Returns the move list after it.
     */
    static List<String> playATurn(Random random) {
        awaitYourTurn(0);
        int before = historySize();
        String boardBefore = board();
        List<WebElement> buttons = driver.findElements(By.cssSelector("#move-buttons button.move"));
        if (markedCells().isEmpty() && !buttons.isEmpty()) {
            assertThat(buttons).extracting(WebElement::getText).containsExactly("pass");
            assertThat(driver.findElement(By.id("notice")).getText()).endsWith("has no move and must pass");
            buttons.get(0).click();
        } else {
            for (int clicks = 1; ; clicks++) {
                List<Integer> marked = markedCells();
                assertThat(marked).as("legal-move markers on your turn").isNotEmpty();
                int cell = marked.get(random.nextInt(marked.size()));
                click("#board .hit[data-cell='" + cell + "']");
                int selected = clicks;
                settle(10).until(d -> historySize() > before || !computerIdle(d)
                        || d.findElements(By.cssSelector("#board .cell.selected")).size() == selected);
                if (historySize() > before || !computerIdle(driver)) {
                    break;
                }
            }
        }
        settle(30).until(d -> historySize() > before && computerIdle(d)
                && (turn().endsWith(": your turn") || over()));
        List<String> moves = history();
        if (!over()) {
            assertThat(moves).as("the computer answered").hasSize(before + 2);
        }
        assertThat(board()).as("the board changed").isNotEqualTo(boardBefore);
        return moves;
    }

    /** Plays a turn, then takes it back: the board and the move list are as before, and it is your turn. */
    static void playAndUndo(Random random) {
        awaitYourTurn(0);
        List<String> movesBefore = history();
        String boardBefore = board();
        playATurn(random);
        assertThat(over()).as("a move to take back mid-game").isFalse();
        click("#undo");
        settle(20).until(d -> history().equals(movesBefore) && computerIdle(d) && turn().endsWith(": your turn"));
        assertThat(board()).isEqualTo(boardBefore);
    }

    /** Plays turns until the game is over, at most {@code maxTurns}; returns whether it ended. */
    static boolean playToTheEnd(Random random, int maxTurns) {
        for (int i = 0; i < maxTurns && !over(); i++) {
            playATurn(random);
        }
        return over();
    }

    /** Resigns: the computer wins by resignation and the board takes no more moves. */
    static void resign(String computerSide) {
        resignGame();
        settle(10).until(ExpectedConditions.attributeToBe(By.id("status"), "class", "result"));
        assertThat(status()).isEqualTo("The computer wins by resignation (" + computerSide + ")");
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).isEmpty();
        assertThat(driver.findElement(By.id("undo")).isEnabled()).isFalse();
    }

    /**
     * Saves the page as {@code target/screenshots/<name>.png} and the board alone as
     * {@code <name>-board.png}.
     */
    static void screenshots(String name) throws java.io.IOException {
        screenshot(name);
        // a tall window, so that the whole of a big board (Gomoku's) is in view: a picture stops at its edge
        org.openqa.selenium.Dimension size = driver.manage().window().getSize();
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(size.getWidth(), 1600));
        try {
            java.nio.file.Path png = java.nio.file.Path.of("target", "screenshots", name + "-board.png");
            byte[] board = settle(10).until(d -> d.findElement(By.cssSelector("#board svg"))
                    .getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
            java.nio.file.Files.write(png, board);
        } finally {
            driver.manage().window().setSize(size);
        }
    }

    /** Opens the export panel and returns the game's record once it starts with {@code start}. */
    static String exportRecord(String start) {
        driver.findElement(By.cssSelector("#export summary")).click();
        settle(10).until(d -> d.findElement(By.id("record-text")).getAttribute("value").startsWith(start));
        return driver.findElement(By.id("record-text")).getAttribute("value");
    }

    /**
     * Imports {@code record} through the page's import form as a game of {@code game} and checks that the
     * game shown has the same moves and the same result message as the one exported.
     */
    static void importRoundTrip(String game, String side, String record) {
        List<String> moves = history();
        String result = status();
        String shownId = driver.getCurrentUrl();
        openSetup();
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        new Select(driver.findElement(By.id("side"))).selectByValue(side);
        new Select(driver.findElement(By.id("level"))).selectByValue("1");
        driver.findElement(By.cssSelector("#import-game summary")).click();
        WebElement text = driver.findElement(By.id("import-text"));
        text.clear();
        ((JavascriptExecutor) driver).executeScript("arguments[0].value = arguments[1]", text, record);
        click("#import");
        settle(20).until(d -> !d.getCurrentUrl().equals(shownId) && historySize() == moves.size() && computerIdle(d));
        assertThat(driver.findElement(By.id("setup-error")).getText()).isEmpty();
        assertThat(history()).as("the imported game's moves").isEqualTo(moves);
        assertThat(status()).isEqualTo(result);
    }
}
