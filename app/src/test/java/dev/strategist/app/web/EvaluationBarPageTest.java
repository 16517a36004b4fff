package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The evaluation bar beside the board says what the API's analysis says, in a player's units: Othello's discs,
 * a proven result in moves, otherwise a chance to win; the first player's share of the bar as the server sends it.
 * The analysis panel's score says the same, not the engine's score.
 */
class EvaluationBarPageTest extends BrowserTestBase {

    /** The analysis in the state the server has now for the game shown (read by the page's own origin). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> serverEvaluation() {
        Map<String, Object> state = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch('/api/games/' + location.hash.slice(1)).then((r) => r.json()).then(done);");
        return (Map<String, Object>) ((Map<String, Object>) state.get("analysis")).get("evaluation");
    }

    /** The bar's first-player share on the page, in percent of its height. */
    private static double barPercent() {
        return ((Number) ((JavascriptExecutor) driver).executeScript(
                "return 100 * document.getElementById('eval-fill').getBoundingClientRect().height"
                        + " / document.getElementById('eval-fill').parentElement.clientHeight")).doubleValue();
    }

    /** Waits until the bar (whose height moves smoothly) shows the first player's share the server sent. */
    private static void awaitBarAtServersShare() {
        double expected = 100 * ((Number) serverEvaluation().get("firstPlayerShare")).doubleValue();
        waitUpTo(5).until(d -> Math.abs(barPercent() - expected) < 1.5);
    }

    private static String evalText() {
        return driver.findElement(By.id("eval-text")).getText();
    }

    @Test
    void othelloShowsTheDiscLeadTheComputerExpects() throws IOException {
        onDesktopAndPhone(screen -> {
            newGame("othello", "second", 2);
            awaitMoves(1);
            waitUpTo(10).until(d -> !evalText().isEmpty());
            assertThat(evalText()).matches("Black: [+-]\\d+ discs");
            Map<String, Object> evaluation = serverEvaluation();
            assertThat(evalText()).isEqualTo("Black: " + evaluation.get("text"));
            assertThat(driver.findElement(By.id("an-score")).getText()).as("the analysis in the bar's units").isEqualTo(evalText());
            awaitBarAtServersShare();
            assertThat(driver.findElement(By.id("evalbar")).getAttribute("aria-label")).isEqualTo("Evaluation: " + evalText());
            screenshot("evaluation-othello-" + screen);
        });
    }

    @Test
    void aProvenWinIsCountedInMovesAndFillsTheBar() throws IOException {
        // the centre against an edge loses for O: the perfect player (level 10) proves X's win at once
        importThroughForm("tictactoe", "second", 10, "b2 a2");
        awaitMoves(3);
        waitUpTo(10).until(d -> !evalText().isEmpty());
        assertThat(evalText()).matches("X: wins in [1-3] moves?");
        assertThat(driver.findElement(By.id("an-score")).getText()).isEqualTo(evalText());
        assertThat(serverEvaluation()).containsEntry("kind", "win");
        waitUpTo(5).until(d -> barPercent() > 99);
        screenshot("evaluation-proven-win");
    }

    @Test
    void aFinishedGameShowsItsResultNotTheLastSearch() throws IOException {
        onDesktopAndPhone(screen -> {
            // a 9-move wipe-out: the computer (Black) ends the game with f4, 13 discs to none
            // d3 c3 b3 d2 e1 d6 d7 e3, in SGF's letters (a row's letter counts from 1 as a)
            importThroughForm("othello", "second", 3, "(;GM[2]FF[4]SZ[8];B[dc];W[cc];B[bc];W[db];B[ea];W[df];B[dg];W[ec])");
            awaitMoves(9);
            waitUpTo(10).until(d -> status().equals("The computer wins (Black)"));
            waitUpTo(5).until(d -> barPercent() > 99);
            assertThat(driver.findElement(By.id("analysis")).isDisplayed()).as("the last search's analysis gone").isFalse();
            assertResultSaidOnce();
            assertThat(driver.findElement(By.id("scores")).getText()).isEqualTo("Black: 13 discs · White: 0 discs");
            assertThat(driver.findElement(By.id("evalbar")).getAttribute("aria-label"))
                    .as("the bar described, not the result said again").isEqualTo("Evaluation bar: full to Black, the winner");
            screenshot("evaluation-result-othello-" + screen);
        });
    }

    @Test
    void aWinFillsTheBarForTheWinnerAndADrawLeavesItLevel() throws IOException {
        // Connect Four: X (you) completes the bottom row's columns 4 to 7; the computer searched O's moves before
        importThroughForm("connect4", "first", 3, "415162");
        click("#board .hit.playable[aria-label$='play 7']");
        awaitMoves(7);
        waitUpTo(10).until(d -> status().equals("You win (X)"));
        waitUpTo(5).until(d -> barPercent() > 99);
        assertResultSaidOnce();
        screenshot("evaluation-result-connect4");
        // the computer (X) wins with a3, having proven it in its last search
        importThroughForm("tictactoe", "second", 10, "a1 b1 a2 b2");
        awaitMoves(5);
        waitUpTo(10).until(d -> status().equals("The computer wins (X)"));
        assertResultSaidOnce();
        assertThat(driver.findElement(By.id("analysis")).isDisplayed()).isFalse();
        // the computer (X) fills c2, the last cell: a draw
        importThroughForm("tictactoe", "second", 10, "b2 a2 a1 c3 c1 b1 b3 a3");
        awaitMoves(9);
        waitUpTo(10).until(d -> status().equals("Draw"));
        assertResultSaidOnce();
        assertThat(driver.findElement(By.id("evalbar")).getAttribute("aria-label")).isEqualTo("Evaluation bar: level: a draw");
        waitUpTo(5).until(d -> Math.abs(barPercent() - 50) < 1);
        assertThat(driver.findElement(By.id("analysis")).isDisplayed()).isFalse();
    }

    /**
     * Checks that the result is said once beside the board, in the status line a player reads, and not again under
     * the evaluation bar's words (which a game over leaves empty).
     */
    private static void assertResultSaidOnce() {
        assertThat(evalText()).as("the evaluation's line").isEmpty();
        String panel = driver.findElement(By.id("side-panel")).getText();
        assertThat(panel.split(java.util.regex.Pattern.quote(status()), -1)).as("the result in:%n%s", panel).hasSize(2);
        assertThat(panel).doesNotContainPattern("\\bwon\\b");
    }

    @Test
    void connectFourShowsAChanceToWin() {
        newGame("connect4", "second", 3);
        awaitMoves(1);
        waitUpTo(10).until(d -> !evalText().isEmpty());
        assertThat(evalText()).matches("X: (\\d+ % win chance|(wins|loses) in \\d+ moves?)");
        awaitBarAtServersShare();
        click("#board .hit.playable");
        awaitMoves(3);
        // an undo leaves the analysis behind, and the bar stands level again
        click("#undo");
        awaitMoves(1);
        waitUpTo(10).until(d -> evalText().isEmpty());
        waitUpTo(5).until(d -> Math.abs(barPercent() - 50) < 1);
    }
}
