package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Connect Four on the command line: scripted and watched games, sizes, perft from a digit string. */
class Connect4CommandTest {

    @Test
    void aScriptedGameDropsDiscsByColumnNumberAndRefusesBadOnes() {
        Run run = Run.withInput("4\n8\nx\n44\nmoves\nquit\n", "play", "connect4", "--seed", "1");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Connect Four width=7,height=6, seed 1\n")
                // the bottom row after the computer's reply: X in the middle column, one O beside it somewhere
                .containsPattern("\\|( [.O]){3} X( [.O]){3} \\|\\n\\+---------------\\+\\n  1 2 3 4 5 6 7\\n")
                .containsPattern("computer plays [1-7]")
                .contains("there is no column 8; columns are 1..7\nX to move> ")
                .contains("character 1: 'x' is not a digit; a move is one column number 1..7\n")
                .contains("'44' is more than one column")
                .containsPattern("moves: 1\\. 4 [1-7]\\n")
                .endsWith("game abandoned\n");
        assertNoStackTrace(run);
    }

    @Test
    void theComputerPlaysItselfToTheEndOnAnySize() {
        Run run = Run.of("play", "c4", "--watch", "--level", "3", "--seed", "2", "--options", "width=5,height=4");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("+-----------+\n  1 2 3 4 5\n")
                .containsPattern("X plays [1-5]").containsPattern("O plays [1-5]")
                .containsPattern("result: (X wins|O wins|draw)\\n");
    }

    @Test
    void aSizeThatDoesNotFitSixtyFourBitsIsRefusedWithTheReason() {
        Run run = Run.of("play", "connect4", "--options", "width=9,height=7");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: a 9 x 7 board does not fit the 64-bit board: "
                + "width x (height + 1) is 72, more than 64; with width 9 the height can be at most 6");
        assertNoStackTrace(run);
    }

    @Test
    void perftStartsFromADigitString() {
        Run run = Run.of("perft", "connect4", "5", "--position", "4453");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("from \"4453\"")
                .containsPattern("\\n +4 +2317 ").containsPattern("\\n +5 +16218 ");
        Run bad = Run.of("perft", "connect4", "2", "--position", "44x");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: character 3 (move 3): 'x' is not a digit");
    }
}
