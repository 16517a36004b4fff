package dev.strategist.app.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The protocol in-process: every command, bad lines answered without stopping, and the moves legal. */
class GomocupBrainTest {

    /** Runs the brain on {@code lines} and returns its answers, MESSAGE lines dropped. */
    static List<String> session(String... lines) throws IOException {
        StringWriter out = new StringWriter();
        new GomocupBrain(new BufferedReader(new StringReader(String.join("\r\n", lines) + "\r\n")),
                new PrintWriter(out)).run();
        return Arrays.stream(out.toString().split("\n")).filter(l -> !l.startsWith("MESSAGE")).toList();
    }

    @Test
    void aGameFromStartToEnd() throws IOException {
        List<String> answers = session("START 15", "INFO timeout_turn 300", "INFO timeout_match 100000",
                "INFO time_left 100000", "INFO max_memory 83886080", "INFO game_type 1", "INFO rule 0",
                "INFO evaluate 3,3", "INFO folder /tmp", "INFO thread_num 2", "INFO some_new_key 7",
                "BEGIN", "TURN 0,0", "END", "ABOUT");
        assertThat(answers).hasSize(3);
        assertThat(answers.get(0)).isEqualTo("OK");
        assertThat(answers.get(1)).isEqualTo("7,7");
        assertThat(answers.get(2)).matches("\\d+,\\d+").isNotEqualTo("7,7").isNotEqualTo("0,0");
    }

    @Test
    void strangeLinesGetUnknownOrErrorAndTheBrainGoesOn() throws IOException {
        List<String> answers = session("TURN 7,7", "HELLO", "", "   ", "START 4", "START x", "START 15",
                "INFO timeout_turn 200", "TURN 15,3", "TURN 7", "TURN a,b", "TAKEBACK 3,3", "RECTSTART 15,20",
                "TURN 7,7", "TURN 7,7", "about");
        assertThat(answers.get(0)).startsWith("ERROR").contains("START");
        assertThat(answers.get(1)).startsWith("UNKNOWN");
        assertThat(answers.get(2)).startsWith("ERROR").contains("size 4");
        assertThat(answers.get(3)).startsWith("ERROR");
        assertThat(answers.get(4)).isEqualTo("OK");
        assertThat(answers.get(5)).startsWith("ERROR").contains("off the 15x15 board");
        assertThat(answers.get(6)).startsWith("ERROR");
        assertThat(answers.get(7)).startsWith("ERROR");
        assertThat(answers.get(8)).startsWith("ERROR").contains("not the last move");
        assertThat(answers.get(9)).startsWith("ERROR").contains("square");
        assertThat(answers.get(10)).matches("\\d+,\\d+");
        assertThat(answers.get(11)).startsWith("ERROR").contains("not empty");
        assertThat(answers.get(12)).startsWith("name=\"Strategist\"");
    }

    @Test
    void boardInAnyOrderAnswersTheForcedBlock() throws IOException {
        // the opponent (2) has four in a column 7,3..7,6 with 7,7 blocked by us: we must take 7,2
        List<String> answers = session("START 15", "INFO timeout_turn 300", "BOARD", "7,6,2", "0,0,1", "7,4,2",
                "7,7,1", "7,3,2", "14,14,1", "7,5,2", "DONE");
        assertThat(answers).containsExactly("OK", "7,2");
    }

    @Test
    void aWinIsTakenFromABoard() throws IOException {
        List<String> answers = session("START 15", "BOARD", "3,3,1", "4,3,1", "5,3,1", "6,3,1", "0,14,2",
                "2,14,2", "4,14,2", "7,10,2", "DONE");
        assertThat(answers.get(1)).isIn("2,3", "7,3");
    }

    @Test
    void emptyBoardTakebackRestartAndRule() throws IOException {
        List<String> answers = session("START 20", "INFO rule 4", "INFO timeout_turn 200", "BOARD", "DONE",
                "TAKEBACK 10,10", "BEGIN", "RESTART", "BEGIN", "BOARD", "1,1,3", "x", "DONE", "PLAY 3,3",
                "SWAP2BOARD", "DONE", "RESTART");
        assertThat(answers.get(0)).isEqualTo("OK");
        assertThat(answers.get(1)).isEqualTo("10,10");
        assertThat(answers.get(2)).isEqualTo("OK");
        assertThat(answers.get(3)).isEqualTo("10,10");
        assertThat(answers.get(4)).isEqualTo("OK");
        assertThat(answers.get(5)).isEqualTo("10,10");
        assertThat(answers.get(6)).startsWith("ERROR").contains("bad BOARD line 'x'");
        assertThat(answers.get(7)).as("PLAY plays our move as told").isEqualTo("3,3");
        assertThat(answers.get(8)).as("an empty SWAP2BOARD is answered with three stones")
                .matches("\\d+,\\d+ \\d+,\\d+ \\d+,\\d+");
        assertThat(answers.get(9)).isEqualTo("OK");
    }

    @Test
    void theClockLeavesAMargin() {
        GomocupClock clock = new GomocupClock();
        assertThat(clock.budget()).isEqualTo(GomocupClock.DEFAULT_TURN_MILLIS - 300);
        clock.turnMillis(500);
        assertThat(clock.budget()).isBetween(300L, 450L);
        clock.turnMillis(0);
        assertThat(clock.budget()).isEqualTo(1);
        clock.turnMillis(5000);
        clock.matchMillis(60_000);
        clock.leftMillis(2_500);
        assertThat(clock.budget()).isLessThan(100);
        clock.leftMillis(-50);
        assertThat(clock.budget()).isEqualTo(1);
        clock.leftMillis(Integer.MAX_VALUE);
        assertThat(clock.budget()).isEqualTo(4700);
    }

    @Test
    void absurdTimesAreClampedNotOverflowed() {
        // found by GomocupHostileManagerTest: a turn time near Long.MAX_VALUE overflowed into a negative
        // nanosecond budget downstream, and the brain answered at once
        GomocupClock clock = new GomocupClock();
        clock.turnMillis(Long.MAX_VALUE);
        assertThat(clock.budget()).isEqualTo(Integer.MAX_VALUE - 300L);
        clock.matchMillis(Long.MAX_VALUE);
        clock.leftMillis(Long.MAX_VALUE);
        assertThat(clock.budget()).isPositive().isLessThanOrEqualTo(Integer.MAX_VALUE);
        clock.matchMillis(10_000);
        clock.leftMillis(2_000);
        assertThat(clock.budget()).isLessThan(100);
    }

    @Test
    void aBoardBeforeStartIsReadWholeThenRefused() throws IOException {
        // found by GomocupHostileManagerTest: the block's lines were answered as unknown commands
        List<String> answers = session("BOARD", "7,7,1", "8,8,2", "DONE", "ABOUT");
        assertThat(answers).hasSize(2);
        assertThat(answers.get(0)).startsWith("ERROR").contains("START");
        assertThat(answers.get(1)).startsWith("name=");
    }

    @Test
    void aBoardCutShortByTheEndOfInputGetsNoMove() throws IOException {
        // found by GomocupHostileManagerTest: the brain thought and answered for a manager that was gone
        List<String> answers = session("START 15", "INFO timeout_turn 100", "BOARD", "7,7,1", "8,8,2");
        assertThat(answers).containsExactly("OK");
    }

    @Test
    void aHugeRectangularSizeIsAnError() throws IOException {
        // found by reading: Integer.parseInt threw on 11 digits and the exception ended the brain
        List<String> answers = session("RECTSTART 99999999999,99999999999", "ABOUT");
        assertThat(answers.get(0)).startsWith("ERROR").contains("99999999999");
        assertThat(answers.get(1)).startsWith("name=");
    }

    @Test
    void swap2OpensWithThreeStonesNearTheCentre() throws IOException {
        List<String> answers = session("START 15", "INFO timeout_turn 200", "SWAP2BOARD", "DONE", "TURN 3,3");
        String[] stones = answers.get(1).split(" ");
        assertThat(stones).hasSize(3).doesNotHaveDuplicates();
        for (String stone : stones) {
            String[] xy = stone.split(",");
            assertThat(Integer.parseInt(xy[0])).isBetween(5, 9);
            assertThat(Integer.parseInt(xy[1])).isBetween(5, 9);
        }
        assertThat(answers.get(2)).as("the game goes on from the three stones").matches("\\d+,\\d+");
    }

    @Test
    void swap2TakesBlackWhenBlackIsBetterAndPlaysWhiteOtherwise() throws IOException {
        // black 7,7 and 8,7 side by side, white's stone far away in the corner: black is better, so swap
        assertThat(session("START 15", "INFO timeout_turn 200", "SWAP2BOARD", "7,7,2", "0,0,1", "8,7,2", "DONE"))
                .containsExactly("OK", "SWAP");
        // black's second stone is the one far away: white to move is fine and plays its move
        List<String> white = session("START 15", "INFO timeout_turn 200", "SWAP2BOARD", "7,7,2", "8,8,1",
                "0,0,2", "DONE");
        assertThat(white.get(1)).matches("\\d+,\\d+");
        // five stones with black's open three (7,7 8,7 9,7): white would be behind, so swap to black
        assertThat(session("START 15", "INFO timeout_turn 200", "SWAP2BOARD", "7,7,1", "0,14,2", "8,7,1",
                "14,0,2", "9,7,1", "DONE")).containsExactly("OK", "SWAP");
    }

    @Test
    void badSwap2BoardsAreErrors() throws IOException {
        List<String> answers = session("START 15", "SWAP2BOARD", "7,7,1", "8,8,2", "DONE", "SWAP2BOARD", "7,7,3",
                "DONE", "SWAP2BOARD", "7,7,1", "7,7,2", "8,8,1", "DONE", "ABOUT");
        assertThat(answers.get(1)).startsWith("ERROR").contains("2 stones");
        assertThat(answers.get(2)).startsWith("ERROR").contains("bad SWAP2BOARD line");
        assertThat(answers.get(3)).startsWith("ERROR").contains("cannot place 7,7");
        assertThat(answers.get(4)).startsWith("name=");
    }

    @Test
    void underCaroAFiveShutAtBothEndsDoesNotWin() throws IOException {
        // the opponent's 1,3..5,3 lies between our 0,3 and 6,3
        String[] board = {"BOARD", "1,3,2", "2,3,2", "3,3,2", "4,3,2", "5,3,2", "0,3,1", "6,3,1", "14,14,1",
                "14,11,1", "11,14,1", "DONE"};
        List<String> standard = session(concat(new String[] {"START 15", "INFO rule 1", "INFO timeout_turn 200"},
                board));
        assertThat(standard.get(1)).startsWith("ERROR").contains("finished game");
        List<String> caro = session(concat(new String[] {"START 15", "INFO rule 8", "INFO timeout_turn 200"},
                board));
        assertThat(caro.get(1)).matches("\\d+,\\d+");
    }

    @Test
    void aBlockedPointIsNeverPlayed() throws IOException {
        // the opponent's 7,3..7,6 could be completed only at 7,2, a blocked point (F=3, continuous game):
        // no block is needed there, and none may be played
        List<String> answers = session("START 15", "INFO rule 2", "INFO timeout_turn 200", "BOARD", "7,6,2",
                "0,0,1", "7,4,2", "7,7,1", "7,3,2", "14,14,1", "7,5,2", "7,2,3", "12,0,1", "DONE", "TURN 7,2");
        assertThat(answers.get(1)).matches("\\d+,\\d+").isNotEqualTo("7,2");
        assertThat(answers.get(2)).startsWith("ERROR").contains("not empty");
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
