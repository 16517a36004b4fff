package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;

/**
 * A checkers game through the page, every move by two clicks or more (the piece, then each square it
 * lands on), on a desktop and on a phone: an undo, play on until you have made a capture, resignation; on the
 * desktop, export as PDN and import.
 */
class CheckersGamePageTest extends WholeGamePageTest {

    /** How many of your moves (Black's: the even places of the list) are captures. */
    static long yourCaptures(List<String> moves) {
        long n = 0;
        for (int i = 0; i < moves.size(); i += 2) {
            if (moves.get(i).contains("x")) {
                n++;
            }
        }
        return n;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"desktop", "phone"})
    void aGameIsPlayedByClicksWithACaptureThenResignedExportedAndImported(String screen) throws IOException {
        showOn(screen);
        newGame("checkers", "first", 1);
        assertThat(markedCells()).as("the men that can move first").hasSize(4);
        Random random = new Random(21);
        playATurn(random);
        playAndUndo(random);
        List<String> moves = history();
        for (int turn = 0; turn < 40 && yourCaptures(moves) == 0 && !over(); turn++) {
            moves = playATurn(random);
        }
        assertThat(yourCaptures(moves)).as("a capture of yours within 40 moves").isPositive();
        screenshots("checkers-after-a-capture-" + screen);
        if (!over()) {
            resign("White");
        }
        screenshots("checkers-resigned-" + screen);
        if (!screen.equals("desktop")) {
            return; // the record's round trip is the same on any screen
        }

        moves = history();
        String record = exportRecord("[Event");
        assertThat(record).contains("[GameType \"21\"]").contains("[Black \"You\"]").contains("0-1");
        String firstMove = moves.get(0).substring(moves.get(0).indexOf(' ') + 1);
        assertThat(record).contains("1. " + firstMove);
        importRoundTrip("checkers", "first", record);
    }

    @Test
    void aDoubleJumpFromAnImportedSetUpIsPlayedByClicksAndExportedWithItsFen() throws IOException {
        // White to move from the set-up: you play White, whose king on 10 must take 14 and 22
        RecordsPageTest.importGame("checkers", "second", SetUpImportApiTest.CHECKERS_PDN, 0);
        settle(10).until(d -> turn().equals("White: your turn"));
        assertThat(driver.findElement(By.id("scores")).getText()).isEqualTo("Black: 3 pieces · White: 2 pieces, 1 king");
        assertThat(markedCells()).containsExactly(RecordsPageTest.cellOfSquare(10));
        click("#board .hit[data-cell='" + RecordsPageTest.cellOfSquare(10) + "']");
        settle(10).until(d -> markedCells().equals(List.of(RecordsPageTest.cellOfSquare(17))));
        // the first landing square is enough: one capture path goes through it
        click("#board .hit[data-cell='" + RecordsPageTest.cellOfSquare(17) + "']");
        awaitYourTurn(2);
        List<String> moves = history();
        assertThat(moves.get(0)).as("the first move is White's").isEqualTo("White 10x17x26");
        assertThat(moves.get(1)).startsWith("Black ");
        screenshots("checkers-double-jump-from-a-set-up");
        String record = exportRecord("[Event");
        assertThat(record).contains("[FEN \"" + SetUpImportApiTest.CHECKERS_FEN + "\"]").contains("1... 10x17x26");
    }
}
