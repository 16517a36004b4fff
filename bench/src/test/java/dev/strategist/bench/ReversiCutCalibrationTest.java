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
    void aMisspelledOptionOrAShallowDepthNotBelowTheDeepOneIsRefused() throws Exception {
        RefusedRunner.assertRefused("ReversiCutCalibration", "--positons=5");
        RefusedRunner.assertRefused("ReversiCutCalibration", "--shallow=4", "--deep=4");
    }
}
