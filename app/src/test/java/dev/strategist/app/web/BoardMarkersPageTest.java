package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
    void bothSidesThreatsStandOutOnAPhoneAndADesktop() throws IOException {
        onDesktopAndPhone(screen -> {
            // White's h8 to k8 stands open at both ends: White wins at g8 or l8
            importThroughForm("gomoku", "first", 1, "(;GM[4]FF[4]SZ[15];B[ao];W[hh];B[oo];W[ih];B[oa];W[jh];B[ca];W[kh])");
            waitUpTo(10).until(d -> historySize() == 8 && !d.findElements(By.cssSelector("#board .hit.playable")).isEmpty());
            assertStandOut(2, "side1");
            boardInView();
            screenshot("threats-white-wins-" + screen);
            // the same four for Black, you playing White
            importThroughForm("gomoku", "second", 1, "(;GM[4]FF[4]SZ[15];B[hh];W[ao];B[ih];W[oo];B[jh];W[oa];B[kh])");
            waitUpTo(10).until(d -> historySize() == 7 && !d.findElements(By.cssSelector("#board .hit.playable")).isEmpty());
            assertStandOut(2, "side0");
            boardInView();
            screenshot("threats-black-wins-" + screen);
        });
    }

    @Test
    void theWinsRingGrowsWithTheBoardOnAWideScreen() throws IOException {
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(2560, 1440));
        try {
            openFreshPage();
            importThroughForm("gomoku", "first", 1, "(;GM[4]FF[4]SZ[15];B[ao];W[hh];B[oo];W[ih];B[oa];W[jh];B[ca];W[kh])");
            waitUpTo(10).until(d -> historySize() == 8 && !d.findElements(By.cssSelector("#board .hit.playable")).isEmpty());
            boardInView();
            double scale = ((Number) ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                    "const svg = document.querySelector('#board svg');"
                            + "return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;")).doubleValue();
            assertThat(scale).as("the board drawn larger than its units").isGreaterThan(1.2);
            List<List<Object>> marks = threatWidths();
            assertThat(marks).hasSize(2);
            for (List<Object> m : marks) {
                // as wide for its board as the stones' and the last stone's marks, which scale with it
                assertThat(((Number) m.get(1)).doubleValue()).as("the ring").isCloseTo(4 * scale, within(0.2));
                assertThat(((Number) m.get(3)).doubleValue()).as("the halo").isCloseTo(8 * scale, within(0.2));
            }
            screenshot("threats-white-wins-wide");
        } finally {
            driver.manage().window().setSize(new org.openqa.selenium.Dimension(1920, 1080));
        }
    }

    /**
     * Each threat mark on the board: its class, its ring's width on screen, the ring's colour, its halo's width on
     * screen and the halo's colour.
     */
    @SuppressWarnings("unchecked")
    private static List<List<Object>> threatWidths() {
        return (List<List<Object>>) ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                "const svg = document.querySelector('#board svg');"
                        + "const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;"
                        + "const width = (e) => { const s = getComputedStyle(e);"
                        + "  return parseFloat(s.strokeWidth) * (s.vectorEffect === 'non-scaling-stroke' ? 1 : scale); };"
                        + "return [...document.querySelectorAll('#board .threat')].map((t) => {"
                        + "  const mark = t.querySelector('.mark') || t; const halo = t.querySelector('.halo');"
                        + "  return [t.getAttribute('class'), width(mark), getComputedStyle(mark).stroke,"
                        + "    halo ? width(halo) : 0, halo ? getComputedStyle(halo).stroke : 'none']; });");
    }

    /**
     * Checks that the board shows {@code count} threat marks of {@code side}, each a ring at least 3 screen
     * pixels wide (a phone's board is drawn at half its size) on a halo of the other colour, twice as wide.
     */
    private static void assertStandOut(int count, String side) {
        List<List<Object>> marks = threatWidths();
        assertThat(marks).hasSize(count);
        for (List<Object> m : marks) {
            assertThat((String) m.get(0)).isEqualTo("threat wins " + side);
            double ring = ((Number) m.get(1)).doubleValue();
            double halo = ((Number) m.get(3)).doubleValue();
            assertThat(ring).as("the ring's width on screen").isGreaterThanOrEqualTo(3);
            assertThat(halo).as("the halo's width on screen").isGreaterThanOrEqualTo(2 * ring - 0.5);
            assertThat(Math.abs(luminance((String) m.get(2)) - luminance((String) m.get(4))))
                    .as("the halo's colour against the ring's").isGreaterThan(0.5);
        }
    }

    /** The relative luminance (0 black to 1 white) of a computed colour, "rgb(r, g, b)"; 0 for "none". */
    private static double luminance(String css) {
        if (!css.startsWith("rgb")) {
            return 0;
        }
        String[] parts = css.replaceAll("[^0-9.,]", "").split(",");
        double l = 0;
        double[] weights = {0.2126, 0.7152, 0.0722};
        for (int i = 0; i < 3; i++) {
            double c = Double.parseDouble(parts[i]) / 255;
            l += weights[i] * (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
        }
        return l;
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
