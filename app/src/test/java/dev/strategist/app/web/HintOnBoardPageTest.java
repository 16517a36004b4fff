package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The hint is drawn on the board, a ring on the move's cell, and goes with the next move, an undo or a resignation. */
class HintOnBoardPageTest extends BrowserTestBase {

    /** Asks for a hint and waits for its ring: the hinted move's text. */
    private static String hint() {
        click("#hint");
        waitUpTo(15).until(d -> !rings().isEmpty());
        return driver.findElement(By.id("hint-text")).getText().replace("Hint: ", "");
    }

    private static List<WebElement> rings() {
        return driver.findElements(By.cssSelector("#board .hint-ring"));
    }

    private static List<String> ringCells() {
        return rings().stream().map(r -> r.getAttribute("data-cell")).toList();
    }

    @Test
    void theHintedCellIsRingedUntilTheNextMove() throws IOException {
        onDesktopAndPhone(screen -> {
            newGame("othello", "first", 1);
            String move = hint();
            String cell = driver.findElement(By.cssSelector("#board .hit[data-move='" + move + "']")).getAttribute("data-cell");
            assertThat(ringCells()).containsExactly(cell);
            screenshot("hint-othello-" + screen);
            click("#board .hit[data-move='" + move + "']");
            awaitMoves(2);
            assertThat(rings()).as("the hint of a position left behind").isEmpty();
            assertThat(driver.findElement(By.id("hint-text")).getText()).isEmpty();
        });
    }

    @Test
    void anUndoTakesTheHintAway() {
        newGame("connect4", "first", 1);
        click("#board .hit.playable");
        awaitMoves(2);
        hint();
        assertThat(rings()).hasSize(1);
        click("#undo");
        awaitMoves(0);
        assertThat(rings()).isEmpty();
        assertThat(driver.findElement(By.id("hint-text")).getText()).isEmpty();
    }

    @Test
    void aCheckersHintRingsThePieceAndWhereItGoes() throws IOException {
        newGame("checkers", "first", 1);
        String move = hint();
        assertThat(move).matches("\\d+-\\d+");
        String[] squares = move.split("-");
        assertThat(ringCells()).containsExactly(
                Integer.toString(RecordsPageTest.cellOfSquare(Integer.parseInt(squares[0]))),
                Integer.toString(RecordsPageTest.cellOfSquare(Integer.parseInt(squares[1]))));
        screenshot("hint-checkers");
        WholeGamePageTest.resign("White");
        assertThat(rings()).as("no hint once resigned").isEmpty();
    }
}
