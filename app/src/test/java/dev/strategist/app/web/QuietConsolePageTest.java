package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * The page runs under the server's content policy with nothing refused and nothing missing: a policy that
 * blocked one of its own scripts or styles, or an icon the browser asks for and does not get, would show
 * as an error in the console.
 */
class QuietConsolePageTest extends BrowserTestBase {

    @Test
    void aGameIsPlayedWithoutAConsoleError() throws Exception {
        driver.manage().logs().get(LogType.BROWSER); // what earlier pages said is not this test's
        openFreshPage();
        newGame("tictactoe", "first", 1);
        click("#board .hit.playable[data-move='b2']");
        awaitMoves(2);
        click("#hint");
        waitUpTo(10).until(d -> !d.findElement(org.openqa.selenium.By.id("hint-text")).getText().isEmpty());
        List<String> problems = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).map(LogEntry::getMessage).toList();
        assertThat(problems).isEmpty();
    }
}
