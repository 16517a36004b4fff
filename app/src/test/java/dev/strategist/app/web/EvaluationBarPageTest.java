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
