package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.cli.render.BoardRenderer;
import dev.strategist.app.cli.render.BoardRenderers;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersPosition;
import org.junit.jupiter.api.Test;

/** Checkers on the terminal: the board and its square numbers, forced captures explained, FEN starts, perft. */
class CheckersPlayTest {

    @Test
    void theBoardShowsPiecesAndTheSquareNumbers() {
        BoardRenderer renderer = BoardRenderers.forGame(Games.find("checkers"));
        assertThat(renderer.render(CheckersPosition.of("B:W18,K3:B14,K29"), Position.NO_MOVE)).isEqualTo(String.join("\n",
                "    .   .   W   .        1     2     3     4    b B = Black man, king (moves down)",
                "  .   .   .   .       5     6     7     8",
                "    .   .   .   .        9    10    11    12",
                "  .   b   .   .      13    14    15    16",
                "    .   w   .   .       17    18    19    20",
                "  .   .   .   .      21    22    23    24",
                "    .   .   .   .       25    26    27    28",
                "  B   .   .   .      29    30    31    32    w W = White man, king (moves up)",
                "Black 2 pieces, 1 king; White 2 pieces, 1 king",
                "Black must capture: a capture is compulsory (type 14x23)"));
    }

    @Test
    void aStepWhileACaptureIsCompulsoryIsRefusedWithTheCapturesToChooseFrom() {
        Run run = Run.withInput("12-16\n10x17\nquit\n", "play", "checkers", "--seed", "1", "--depth", "2",
                "--position", "11-15 23-19 8-11 22-17 9-13 17-14");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("Black must capture")
                .contains("Black to move> 12-16\na capture is compulsory: 12-16 is not allowed while Black can "
                        + "capture; play 10x17\nBlack to move> 10x17\n")
                .contains("computer plays")
                .endsWith("game abandoned\n");
        assertNoStackTrace(run);
    }

    @Test
    void aGameCanStartFromAFenAndTheComputerCanWatchItself() {
        Run run = Run.of("play", "checkers", "--watch", "--depth", "3", "--seed", "2", "--position", "B:W27,K10:B5,K31");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("result:").contains("moves: 1. ");
        Run bad = Run.of("play", "checkers", "--position", "B:W27:B5,33");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("no square 33").contains("^");
    }

    @Test
    void aFenFollowedByTheMovesSinceLetsTheDrawRulesSeeThem() {
        // the kings shuffle back twice: the FEN's position stands for the third time, a draw by repetition
        String shuffle = "B:WK29:BK4 moves 4-8 29-25 8-4 25-29 4-8 29-25 8-4 25-29";
        Run run = Run.of("play", "checkers", "--watch", "--depth", "2", "--seed", "3", "--position", shuffle);
        assertThat(run.code()).isZero();
        // drawn before any move is played: the FEN alone is a game in progress
        assertThat(run.out()).contains("result: draw\nmoves: none yet");
        Run bad = Run.of("play", "checkers", "--position", "B:WK29:BK4 moves 4-8 29-26 8-4");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("--position: move 2 '29-26'")
                .contains("  B:WK29:BK4 moves 4-8 29-26 8-4\n" + " ".repeat(2 + 21) + "^");
        assertNoStackTrace(bad);
    }

    @Test
    void perftFromAFenWithTheDrawRulesOff() {
        Run run = Run.of("perft", "checkers", "6", "--position", "W:WK9,K27,30,31:B6,7,14,15,K20,23",
                "--options", "repetition=off,quietmoves=off");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("\\n +6 +2577 ");
        Run divide = Run.of("perft", "checkers", "1", "--divide", "--position", "W:WK9:B6,7,14,15");
        assertThat(divide.out()).contains("9x2x11x18x9 1").contains("9x18x11x2x9 1").contains("total 2");
    }
}
