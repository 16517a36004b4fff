package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strategist solve connect4}: positions from a file or standard input, scores checked against the
 * expected ones, bad lines reported and skipped. The positions are lines of Pons's Test_L2_R1 and
 * Test_L3_R1 (games test resources, connect4/), which solve in milliseconds; small tables keep it quick.
 */
class SolveConnect4CommandTest {
    private static final String L2_R1_FIRST_FIVE = """
            5554224333234511764415115 4
            52753311433677442422121 8
            1233722555341451114725221333 -1
            271713432331713132 -11
            6672375354252731116762237724 -2
            """;

    @TempDir
    Path dir;

    @Test
    void aFileOfTestLinesIsSolvedAndChecked() throws IOException {
        Path file = Files.writeString(dir.resolve("set.txt"), L2_R1_FIRST_FIVE);
        Run run = Run.of("solve", "connect4", "--table-bits=20", file.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        String out = run.out();
        assertThat(out).startsWith("moves ").containsPattern("(?m)^moves +score +nodes +us$");
        assertThat(out).containsPattern("(?m)^52753311433677442422121 +8 +\\d+ +\\d+\\.\\d  ok$")
                .containsPattern("(?m)^271713432331713132 +-11 +\\d+ +\\d+\\.\\d  ok$");
        assertThat(out).containsPattern("(?m)^ *positions +mean time +mean nodes +nodes/s$")
                .containsPattern("(?m)^ +5 +[\\d.]+ (us|ms) +[\\d,.]+ +[\\d.]+ M$")
                .contains("expected scores: all 5 match\n");
    }

    @Test
    void movesAloneAreSolvedFromStandardInput() {
        Run run = Run.withInput("52753311433677442422121\n\n2252576253462244111563365343671351441\n",
                "solve", "c4", "--table-bits=16");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^52753311433677442422121 +8 ")
                .containsPattern("(?m)^2252576253462244111563365343671351441 +-1 ")
                .containsPattern("(?m)^ +2 ")
                .doesNotContain("expected");
    }

    @Test
    void aWrongExpectedScoreIsAMismatchAndExitsWithOne() {
        Run run = Run.withInput("52753311433677442422121 7\n271713432331713132 -11\n", "solve", "connect4",
                "--table-bits=16");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.out()).containsPattern("(?m)^52753311433677442422121 +8 .*  MISMATCH: expected 7$")
                .contains("expected scores: 1 of 2 differ: line 1\n");
    }

    @Test
    void badLinesAreReportedByLineAndCharacterAndTheRestIsSolved() {
        String input = "52753311433677442422121 8\n4458\n12121213 3\n1212121\n44 x\n44 3 4\n1111111\n"
                + "271713432331713132 -11\n";
        Run run = Run.withInput(input, "solve", "connect4", "--table-bits=16");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("""
                error: line 2, character 4: move 4: '8' is not a column (columns are 1..7)
                  4458
                     ^
                """)
                .contains("error: line 3, character 8: move 8: the game ended at move 7 (four in a row in column 1)\n")
                .contains("error: line 4, character 7: move 7: column 1 completes four in a row: the game is "
                        + "already won\n")
                .contains("error: line 5, character 4: the expected score 'x' is not a whole number\n")
                .contains("error: line 6, character 6: unexpected text after the expected score\n")
                .contains("error: line 7, character 7: move 7: column 1 is full\n");
        assertThat(run.out()).contains("expected scores: all 2 match\n").contains("unreadable: lines 2, 3, 4, 5, 6, 7\n")
                .containsPattern("(?m)^ +2 ");
        assertNoStackTrace(run);
    }

    @Test
    void aMismatchOutranksBadLinesInTheExitCode() {
        Run run = Run.withInput("52753311433677442422121 7\n9\n", "solve", "connect4", "--table-bits=16");
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).startsWith("error: line 2, character 1: move 1: '9' is not a column");
    }

    @Test
    void weakSolvesGiveAndCheckSigns() {
        Run run = Run.withInput(L2_R1_FIRST_FIVE, "solve", "connect4", "--weak", "--table-bits=16");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^52753311433677442422121 +1 ")
                .containsPattern("(?m)^1233722555341451114725221333 +-1 ")
                .contains("expected signs: all 5 match\n");

        Run wrong = Run.withInput("52753311433677442422121 -8\n", "solve", "connect4", "--weak",
                "--table-bits=16");
        assertThat(wrong.code()).isEqualTo(1);
        assertThat(wrong.out()).contains("MISMATCH: expected -1");
    }

    @Test
    void theAnalysisScoresEveryColumn() {
        // column 1 full; the first player, to move, wins at once in column 3, and loses at once elsewhere
        // except in column 4, where it blocks the second player's three
        Run run = Run.withInput("111111343434 15\n", "solve", "connect4", "--analyze", "--table-bits=16");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^moves +c1 +c2 +c3 +c4 +c5 +c6 +c7 +nodes +us$")
                .containsPattern("(?m)^111111343434 +- +-15 +15 +-?\\d+ +-15 +-15 +-15 +\\d+ +[\\d.]+  ok$");
    }

    @Test
    void otherBoardSizesAndTheEmptyBoard() {
        // reference/ground-truth.md (games test resources) 2.2: 4 x 4 is a draw, 6 x 4 a second player win
        Run draw = Run.withInput("- 0\n", "solve", "connect4", "--width=4", "--height=4", "--table-bits=16");
        assertThat(draw.code()).isZero();
        assertThat(draw.out()).containsPattern("(?m)^- +0 +\\d+ +[\\d.]+  ok$");
        Run loss = Run.withInput("-\n", "solve", "connect4", "--width=6", "--height=4", "--weak");
        assertThat(loss.out()).containsPattern("(?m)^- +-1 ");
    }

    @Test
    void impossibleSizesAndMissingFilesAreOneLineErrors() {
        Run wide = Run.of("solve", "connect4", "--width=12");
        assertThat(wide.code()).isEqualTo(2);
        assertThat(wide.err()).startsWith("error: --width must be 1..9 (one digit a column), not 12\n");
        Run big = Run.of("solve", "connect4", "--width=8", "--height=8");
        assertThat(big.code()).isEqualTo(2);
        assertThat(big.err()).startsWith("error: the board 8 x 8 does not fit the solver");
        Run table = Run.of("solve", "connect4", "--table-bits=40");
        assertThat(table.code()).isEqualTo(2);
        Run missing = Run.of("solve", "connect4", dir.resolve("nowhere.txt").toString());
        assertThat(missing.code()).isEqualTo(ExitCode.USAGE);
        assertThat(missing.err()).startsWith("error: no such file: ").hasLineCount(1);
        assertNoStackTrace(missing);
    }

    @Test
    void keepingTheTableGivesTheSameScores() {
        Run run = Run.withInput(L2_R1_FIRST_FIVE + L2_R1_FIRST_FIVE, "solve", "connect4", "--keep-table",
                "--table-bits=16");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("expected scores: all 10 match\n");
    }
}
