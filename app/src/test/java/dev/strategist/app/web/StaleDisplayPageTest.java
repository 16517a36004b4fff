package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** What the page shows about one position (a hint, the analysis) goes when the game leaves that position. */
class StaleDisplayPageTest extends BrowserTestBase {

    private static boolean analysisShown() {
        return driver.findElement(By.id("analysis")).getAttribute("hidden") == null;
    }

    private static void hint() {
        click("#hint");
        waitUpTo(10).until(d -> d.findElement(By.id("hint-text")).getText().startsWith("Hint: "));
    }

    @Test
    void undoAndResignClearTheHintAndTheAnalysis() throws Exception {
        newGame("connect4", "first", 2);
        click("#board .hit.playable[data-move='4']");
        awaitMoves(2);
        waitUpTo(10).until(d -> analysisShown());
        hint();
        click("#undo");
        waitUpTo(10).until(d -> historySize() == 0);
        assertThat(driver.findElement(By.id("hint-text")).getText()).as("the hint of a position taken back").isEmpty();
        assertThat(analysisShown()).as("the analysis of a search taken back").isFalse();

        click("#board .hit.playable[data-move='3']");
        awaitMoves(2);
        waitUpTo(10).until(d -> analysisShown());
        hint();
        resignGame();
        waitUpTo(10).until(d -> d.findElement(By.id("status")).getAttribute("class").equals("result"));
        assertThat(driver.findElement(By.id("hint-text")).getText()).as("a hint once resigned").isEmpty();
        assertThat(analysisShown()).as("the analysis once resigned").isFalse();
        screenshot("resigned-clean");
    }
}
