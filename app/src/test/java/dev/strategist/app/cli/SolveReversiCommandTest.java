package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strategist solve othello}: {@code .obf} lines (FFO #1, #2 and #7, 14 empties each, solved in
 * milliseconds) from a file or standard input, scores checked, bad lines reported and skipped.
 */
class SolveReversiCommandTest {
    private static final String FFO_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;"
            + " H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;";
    private static final String FFO_2 = "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; A4:+10; B2:+0;"
            + " A3:-6; G7:-8; A7:-12; H7:-14; B7:-14; H2:-24;";

    @TempDir
    Path dir;

    @Test
    void aFileOfFfoPositionsIsSolvedAndChecked() throws IOException {
        Path file = Files.writeString(dir.resolve("ffo.obf"), FFO_1 + "\n\n% a comment\n" + FFO_2 + "\n");
        Run run = Run.of("solve", "othello", "--table-bits=16", file.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^ +line +empties +score +move +nodes +time s +Mnodes/s$")
                .containsPattern("(?m)^ +1 +14 +\\+18 +g8 +\\d+ +[\\d.]+ +[\\d.]+  ok$")
                .containsPattern("(?m)^ +4 +14 +\\+10 +a4 +\\d+ +[\\d.]+ +[\\d.]+  ok$")
                .contains("expected scores: all 2 match\n");
    }

    @Test
    void smallerBoardsAreReadFromTheirLengthAndSolved() {
        // 4 x 4 from the start: White wins 11-3 with two squares left empty, -10 for Black (ground truth);
        // then a 6 x 6 position with 12 empties that White wins by 34, here with a wrong expected loss
        String four = "-----OX--XO----- X; B1:-10";
        Run run = Run.withInput(four + "\n" + "-XXX---OX---OOOX--XOXXOOOOOXX-OOO-X- O ; F6:-2\n", "solve",
                "othello", "--wld");
        assertThat(run.out()).containsPattern("(?m)^ +1 +12 +-1 +b1 .* ok$")
                .containsPattern("(?m)^ +2 +12 +\\+1 +f6 .*MISMATCH: expected -1$");
        assertThat(run.code()).isEqualTo(1);
        Run exact = Run.withInput(four + "\n", "solve", "othello");
        assertThat(exact.code()).isZero();
        assertThat(exact.out()).containsPattern("(?m)^ +1 +12 +-10 +b1 .* ok$");
    }

    @Test
    void winLossDrawOnlyFromStandardInput() {
        Run run = Run.withInput(FFO_1 + "\n", "solve", "reversi", "--wld", "--table-bits=16");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^ +1 +14 +\\+1 ").contains("all 1 match");
    }

    @Test
    void aWrongExpectedScoreIsAMismatchAndExitsWithOne() {
        Run run = Run.withInput(FFO_1.replace("G8:+18", "G8:+20") + "\n", "solve", "othello", "--table-bits=16");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out()).contains("MISMATCH: expected +20").contains("1 of 1 differ: line 1");
    }

    @Test
    void unreadableLinesAreReportedAndTheOthersSolved() {
        Run run = Run.withInput("XXOO X\n" + FFO_2 + "\n" + FFO_2.replace(" X;", " Q;") + "\n", "solve", "othello",
                "--table-bits=16");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("error: line 1, character 5: the board has 4 squares, not 64")
                .contains("error: line 3, character 66: the side to move is X (Black) or O (White)");
        assertThat(run.out()).containsPattern("(?m)^ +2 +14 +\\+10 ").contains("unreadable: lines 1, 3");
        assertNoStackTrace(run);
    }

    @Test
    void aBadTableSizeIsAUsageError() {
        Run run = Run.withInput("", "solve", "othello", "--table-bits=40");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("--table-bits must be 8..26");
    }
}
