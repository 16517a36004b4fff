package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** Othello, Gomoku, checkers and the test games' Domineering on the page: drawn, one move played by a click, answered; a screenshot each. */
class BoardViewsPageTest extends BrowserTestBase {

    @Test
    void othelloIsPlayedByClickingASquare() throws IOException {
        newGame("othello", "first", 1);
        assertThat(driver.findElements(By.cssSelector("#board circle.legal"))).hasSize(4);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(4);
        assertThat(turn()).isEqualTo("Black: your turn");
        click("#board .hit[data-move='f5']");
        awaitMoves(2);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(6);
        assertThat(driver.findElements(By.cssSelector("#board .last-marker"))).hasSize(1);
        screenshot("othello-after-f5");
    }

    @Test
    void gomokuIsPlayedByClickingAnEmptyCell() throws IOException {
        newGame("gomoku", "first", 1);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(225);
        click("#board .hit[data-move='h8']");
        awaitMoves(2);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(2);
        assertThat(driver.findElements(By.cssSelector("#board .hit.playable"))).hasSize(223);
        screenshot("gomoku-after-h8");
    }

    @Test
    void domineeringsDominoesAreDrawnAsTilesOfTheirSidesColour() throws IOException {
        newGame("domineering", "first", 1);
        assertThat(driver.findElements(By.cssSelector("#board rect.cell"))).hasSize(25);
        assertThat(driver.findElements(By.cssSelector("#players .player .piece-icon .piece.tile"))).hasSize(2);
        click("#board .hit[data-move='b2']"); // a vertical domino on b2 and b3
        awaitMoves(2);
        assertThat(driver.findElements(By.cssSelector("#board .piece.tile.side0")))
                .extracting(t -> t.getAttribute("x")).hasSize(2).containsOnly(
                        driver.findElements(By.cssSelector("#board .piece.tile.side0")).get(0).getAttribute("x"));
        assertThat(driver.findElements(By.cssSelector("#board .piece.tile.side1"))).as("the computer's domino").hasSize(2);
        screenshot("domineering-after-b2");
    }

    @Test
    void checkersIsDrawnAndPlayedWithMoveButtons() throws IOException {
        newGame("checkers", "first", 1);
        assertThat(driver.findElements(By.cssSelector("#board .piece.disc"))).hasSize(24);
        assertThat(driver.findElements(By.cssSelector("#board .square-number"))).hasSize(32);
        assertThat(driver.findElements(By.cssSelector("#move-buttons button.move"))).hasSize(7);
        driver.findElements(By.cssSelector("#move-buttons button.move")).stream()
                .filter(b -> b.getText().equals("11-15")).findFirst().orElseThrow().click();
        waitUpTo(20).until(d -> historySize() == 2 && d.findElement(By.id("thinking")).getAttribute("hidden") != null
                && !d.findElements(By.cssSelector("#move-buttons button.move")).isEmpty());
        assertThat(driver.findElements(By.cssSelector("#board .cell.win"))).as("the reply's path").hasSize(2);
        screenshot("checkers-after-11-15");
    }
}
