package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiPosition;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ReversiMidgameSpeedTest {
    @Test
    void everyRoundSearchesTheSameNodesAsTheWarmUp() throws Exception {
        String printed = Printed.by(ReversiMidgameSpeed::main, "--positions=3", "--depth=3", "--rounds=2", "--seed=4");
        Matcher line = Pattern.compile("(warm-up|round \\d): 3 positions, depth 3: ([\\d,]+) nodes in")
                .matcher(printed);
        java.util.List<String> nodes = new java.util.ArrayList<>();
        while (line.find()) {
            nodes.add(line.group(2));
        }
        assertThat(nodes).hasSize(3).containsOnly(nodes.get(0));
        assertThat(Long.parseLong(nodes.get(0).replace(",", ""))).isGreaterThan(3 * 3);
    }

    @Test
    void thePositionsAreSeededMidgamesStillInPlay() {
        ReversiPosition[] a = ReversiMidgameSpeed.positions(20, 7);
        ReversiPosition[] b = ReversiMidgameSpeed.positions(20, 7);
        for (int i = 0; i < a.length; i++) {
            assertThat(a[i].isOver()).isFalse();
            assertThat(a[i].hash()).isEqualTo(b[i].hash());
            int discs = Long.bitCount(a[i].player() | a[i].opponent());
            assertThat(discs).isBetween(4 + 10, 4 + 35);
        }
    }

    @Test
    void aMisspelledOptionOrADepthOutOfRangeIsRefused() throws Exception {
        RefusedRunner.assertRefused("ReversiMidgameSpeed", "--positons=5");
        RefusedRunner.assertRefused("ReversiMidgameSpeed", "--depth=0");
    }
}
