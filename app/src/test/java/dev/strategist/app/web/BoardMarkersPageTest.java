package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What the board marks: on a go board no dot on every empty point, the last stone marked instead, the
 * points that may not be played crossed and the threats marked in their side's colour; in checkers a ring round
 * each piece that can move.
 */
class BoardMarkersPageTest extends BrowserTestBase {

    @Test
    void gomokuMarksTheLastStoneAndNoEmptyPoint() throws IOException {
        onDesktopAndPhone(screen -> {
            newGame("gomoku", "first", 1);
            assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).as("no dot on the empty points").isEmpty();
            assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).as("every point still playable").hasSize(225);
            assertThat(driver.findElements(By.cssSelector("#board .not-playable"))).as("freestyle forbids no point").isEmpty();
            click("#board .hit[data-cell='112']");
            awaitMoves(2);
            List<WebElement> last = driver.findElements(By.cssSelector("#board .last-marker"));
            assertThat(last).as("the computer's stone marked").hasSize(1);
            assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).isEmpty();
            assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(223);
            screenshot("markers-gomoku-" + screen);
        });
    }

    @Test
    void renjusForbiddenPointIsCrossedForBlack() throws IOException {
        // Black's g8 h8 and i9 i10 make i8 a double three, which renju forbids Black
        importThroughForm("gomoku", "first", 1, "(;GM[4]FF[4]SZ[15]RU[renju];B[gh];W[ao];B[hh];W[am];B[ig];W[ak];B[if];W[ai])",
                "rule", "renju");
        waitUpTo(10).until(d -> historySize() == 8 && !d.findElements(By.cssSelector("#board .hit.playable")).isEmpty());
        List<WebElement> crossed = driver.findElements(By.cssSelector("#board .not-playable"));
        assertThat(crossed).extracting(c -> c.getAttribute("data-cell")).containsExactly("113"); // i8
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(225 - 8 - 1);
        screenshot("markers-renju-forbidden");
    }

    @Test
    void gomokuMarksAFourToBlockAndAnOpenThreeToAnswer() throws IOException {
        onDesktopAndPhone(screen -> {
            // White's h8 i8 j8 stands open: g8 and k8 would make it an open four
            importThroughForm("gomoku", "first", 1, "(;GM[4]FF[4]SZ[15];B[ao];W[hh];B[oo];W[ih];B[oa];W[jh])");
            waitUpTo(10).until(d -> historySize() == 6 && !d.findElements(By.cssSelector("#board .hit.playable")).isEmpty());
            List<WebElement> threats = driver.findElements(By.cssSelector("#board .threat"));
            assertThat(threats).extracting(t -> t.getAttribute("data-cell")).containsExactly("111", "115"); // g8, k8
            assertThat(threats).allMatch(t -> t.getAttribute("class").equals("threat forces side1"));
            assertThat(driver.findElement(By.cssSelector("#board .hit[data-cell='111']")).getAttribute("aria-label"))
                    .isEqualTo("g8, empty, White forces a win here: play g8");
            boardInView();
            screenshot("threats-open-three-" + screen);
            // Black blocked at g8, and White's k8 made a four that only l8 completes
            importThroughForm("gomoku", "first", 1, "(;GM[4]FF[4]SZ[15];B[ao];W[hh];B[oo];W[ih];B[oa];W[jh];B[gh];W[kh])");
            waitUpTo(10).until(d -> historySize() == 8 && !d.findElements(By.cssSelector("#board .hit.playable")).isEmpty());
            threats = driver.findElements(By.cssSelector("#board .threat"));
            assertThat(threats).extracting(t -> t.getAttribute("data-cell")).containsExactly("116"); // l8
            assertThat(threats.get(0).getAttribute("class")).isEqualTo("threat wins side1");
            assertThat(threats.get(0).findElement(By.tagName("title")).getAttribute("textContent")).isEqualTo("White wins here");
            boardInView();
            screenshot("threats-four-" + screen);
            click("#board .hit[data-cell='116']");
            awaitMoves(10);
            assertThat(driver.findElements(By.cssSelector("#board .threat[data-cell='116']"))).as("blocked: no threat left there").isEmpty();
        });
    }

    @Test
    void checkersRingsThePiecesThatCanMove() throws IOException {
        onDesktopAndPhone(screen -> {
            newGame("checkers", "first", 1);
            List<WebElement> rings = driver.findElements(By.cssSelector("#board circle.legal.movable"));
            assertThat(rings).extracting(r -> r.getAttribute("data-cell")).containsExactlyInAnyOrder(
                    cell(9), cell(10), cell(11), cell(12));
            assertThat(rings.get(0).getCssValue("fill")).isEqualTo("none");
            screenshot("markers-checkers-" + screen);
            // once a piece is chosen, its squares to go to are dots, and the rings go
            click("#board .hit[data-cell='" + cell(11) + "']");
            waitUpTo(10).until(d -> !d.findElements(By.cssSelector("#board .cell.selected")).isEmpty());
            assertThat(driver.findElements(By.cssSelector("#board circle.legal.movable"))).isEmpty();
            assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).extracting(r -> r.getAttribute("data-cell"))
                    .containsExactlyInAnyOrder(cell(15), cell(16));
        });
    }

    /** Scrolls back to the board, which the set-up form's import left above the view on a phone. */
    private static void boardInView() {
        ((org.openqa.selenium.JavascriptExecutor) driver).executeScript("window.scrollTo(0, 0)");
    }

    private static String cell(int square) {
        return Integer.toString(RecordsPageTest.cellOfSquare(square));
    }
}
