package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.play.Level;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The strength slider's 0..100 mapped onto the levels: monotone, every level reached, each shown where it plays. */
class StrengthTest {

    @Test
    void theScaleClimbsThroughEveryLevelInOrder() {
        TreeSet<Integer> reached = new TreeSet<>();
        int previous = Strength.level(Strength.MIN);
        for (int s = Strength.MIN; s <= Strength.MAX; s++) {
            int level = Strength.level(s);
            assertThat(level).as("strength %d", s).isBetween(previous, previous + 1);
            reached.add(level);
            previous = level;
        }
        assertThat(reached).hasSize(Level.MAX).first().isEqualTo(1);
        assertThat(reached.last()).isEqualTo(Level.MAX);
        assertThat(Strength.level(Strength.MIN)).as("0 is the weakest").isEqualTo(1);
        assertThat(Strength.level(Strength.MAX)).as("100 is the strongest").isEqualTo(Level.MAX);
    }

    @Test
    void aLevelIsShownAtARoundStrengthThatPlaysIt() {
        for (int level = 1; level <= Level.MAX; level++) {
            assertThat(Strength.level(Strength.of(level))).as("level %d", level).isEqualTo(level);
            assertThat(Strength.of(level)).isEqualTo(10 * level);
        }
        assertThat(Strength.level(60)).isEqualTo(6);
        assertThat(Strength.level(61)).isEqualTo(7);
        assertThat(Strength.level(1)).isEqualTo(1);
        assertThat(Strength.level(11)).isEqualTo(2);
    }

    @Test
    void theCataloguesScaleAgreesWithTheMapping() {
        List<Map<String, Integer>> scale = Strength.scale();
        assertThat(scale).hasSize(Level.MAX);
        int next = Strength.MIN;
        for (Map<String, Integer> part : scale) {
            assertThat(part.get("from")).as("no gap, no overlap").isEqualTo(next);
            for (int s = part.get("from"); s <= part.get("to"); s++) {
                assertThat(Strength.level(s)).isEqualTo(part.get("level"));
            }
            assertThat(part.get("to")).isEqualTo(Strength.of(part.get("level")));
            next = part.get("to") + 1;
        }
        assertThat(next - 1).isEqualTo(Strength.MAX);
    }

    @Test
    void outOfRangeIsRefused() {
        assertThatThrownBy(() -> Strength.level(-1)).hasMessageContaining("between 0 and 100");
        assertThatThrownBy(() -> Strength.level(101)).hasMessageContaining("between 0 and 100");
        assertThatThrownBy(() -> Strength.of(0)).hasMessageContaining("between 1 and 10");
        assertThatThrownBy(() -> Strength.of(11)).hasMessageContaining("between 1 and 10");
    }
}
