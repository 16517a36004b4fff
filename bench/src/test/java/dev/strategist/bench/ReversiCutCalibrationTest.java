package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ReversiCutCalibrationTest {
    @Test
    void printsTheSpreadOfDeepAgainstShallowScoresByStage() throws Exception {
        String printed = Printed.by(ReversiCutCalibration::main, "--positions=12", "--shallow=1", "--deep=3",
                "--seed=5");
        assertThat(printed).startsWith("deep 3 against shallow 1, 12 positions, discs");
        Matcher stage = Pattern.compile("empties \\d+-\\d+: +(\\d+) positions, mean +(-?[\\d.]+), sd +([\\d.]+)")
                .matcher(printed);
        int positions = 0;
        while (stage.find()) {
            positions += Integer.parseInt(stage.group(1));
            assertThat(Double.parseDouble(stage.group(3))).isBetween(0.0, 64.0); // a spread of discs on a 64-square board
        }
        // stages with a single position print no line (no spread from one), so at most the twelve are listed
        assertThat(positions).isBetween(2, 12);
    }

    @Test
    void theLadderSetsEachDepthFromThreeAgainstItsProbCutPair() throws Exception {
        String printed = Printed.by(ReversiCutCalibration::main, "--ladder", "--positions=6", "--deep=5", "--seed=5");
        assertThat(printed).startsWith("each depth against its ProbCut pair, 6 positions");
        assertThat(printed).contains(" 3 against 1:", " 4 against 2:", " 5 against 3:").doesNotContain(" 6 against");
        Matcher stage = Pattern.compile("\\d+-\\d+: ([\\d.]+) \\((-?\\+?[\\d.]+), (\\d+)\\)").matcher(printed);
        int lines = 0;
        while (stage.find()) {
            assertThat(Double.parseDouble(stage.group(1))).isBetween(0.0, 64.0);
            lines++;
        }
        assertThat(lines).isPositive();
        // Edax's shallow depth for each deep one, the pairs the shipped cut verifies at
        assertThat(ReversiCutCalibration.shallowOf(8)).isEqualTo(4);
        assertThat(ReversiCutCalibration.shallowOf(9)).isEqualTo(5);
        assertThat(ReversiCutCalibration.shallowOf(10)).isEqualTo(4);
    }

    @Test
    void aMisspelledOptionOrAShallowDepthNotBelowTheDeepOneIsRefused() throws Exception {
        RefusedRunner.assertRefused("ReversiCutCalibration", "--positons=5");
        RefusedRunner.assertRefused("ReversiCutCalibration", "--shallow=4", "--deep=4");
    }
}
