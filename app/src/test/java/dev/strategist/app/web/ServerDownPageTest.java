package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** The page when its server has gone away: a sentence a player understands, not the browser's own words. */
class ServerDownPageTest extends BrowserTestBase {

    @Test
    void aClickWithTheServerDownSaysSoPlainly() throws Exception {
        newGame("tictactoe", "first", 1);
        server.stop();
        click("#board .hit.playable");
        waitUpTo(10).until(d -> !d.findElement(By.id("error")).getText().isEmpty());
        assertThat(driver.findElement(By.id("error")).getText())
                .isEqualTo("the server is not answering; is strategist serve still running?");
        screenshot("server-down");
    }
}
