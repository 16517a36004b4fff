package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A level's margin scaled to a game's typical gap, and a game's tables of its levels' limits and choices. */
class LevelTest {
    @Test
    void theUnscaledGapKeepsTheMarginsAsWritten() {
        for (int n = 1; n <= Level.MAX; n++) {
            assertThat(Level.of(n).margin(Level.UNSCALED_GAP)).as("level " + n).isEqualTo(Level.of(n).margin());
        }
    }

    @Test
    void theMarginScalesWithTheGapRoundedToTheNearestUnit() {
        assertThat(Level.of(3).margin(12)).isEqualTo(48); // 4 gaps
        assertThat(Level.of(7).margin(12)).isEqualTo(3); // a quarter of 12
        assertThat(Level.of(7).margin(9)).isEqualTo(2); // 2.25 rounds down
        assertThat(Level.of(6).margin(9)).isEqualTo(5); // 4.5 rounds up
        assertThat(Level.of(5).margin(116)).isEqualTo(116);
        assertThat(Level.of(8).margin(116)).isZero();
    }

    @Test
    void everyLevelIsBoundedAnUnboundedMarginStaysSoAndAGapMustBePositive() {
        assertThat(Level.of(1).margin(9)).isEqualTo(72); // 8 gaps
        assertThat(Level.of(2).margin(116)).isEqualTo(464); // 4 gaps, as level 3
        assertThat(new Level(1, 1, 50, 6, Integer.MAX_VALUE, false).margin(9)).isEqualTo(Integer.MAX_VALUE);
        assertThat(Level.of(3).margin(Integer.MAX_VALUE)).isEqualTo(Integer.MAX_VALUE - 1);
        assertThatThrownBy(() -> Level.of(5).margin(0)).hasMessageContaining("at least 1");
    }

    @Test
    void aTableGivesLevelsOneToNineAndLevelKeepsLevelTen() {
        int[] depths = {2, 2, 3, 4, 5, 6, 7, 10, 11};
        for (int level = 1; level <= Level.MAX; level++) {
            int expected = level <= 9 ? depths[level - 1] : Level.of(level).maxDepth();
            assertThat(Level.depthOf(level, depths)).as("level %d", level).isEqualTo(expected);
        }
        assertThat(Level.LAST_TUNED).as("level 10, the strongest, is never tuned").isEqualTo(Level.MAX - 1);
        long[] budgets = {Level.NO_NODE_LIMIT, 50, 100, 200, 300, 400, 500, Level.NO_NODE_LIMIT, 9_000};
        assertThat(Level.nodesOf(1, budgets)).isEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Level.nodesOf(2, budgets)).isEqualTo(50);
        assertThat(Level.nodesOf(3, budgets)).isEqualTo(100);
        assertThat(Level.nodesOf(7, budgets)).isEqualTo(500);
        assertThat(Level.nodesOf(8, budgets)).isEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Level.nodesOf(9, budgets)).isEqualTo(9_000);
        assertThat(Level.nodesOf(10, budgets)).isEqualTo(Level.NO_NODE_LIMIT);
    }

    @Test
    void aTableOfTheWrongLengthOrABadValueIsRefusedSayingWhy() {
        assertThatThrownBy(() -> Level.depthOf(4, 1, 2, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("levels 1 to 9").hasMessageContaining("not 3");
        assertThatThrownBy(() -> Level.depthOf(4, 3, 4, 5, 6, 7, 10)).hasMessageContaining("9 in all, not 6");
        assertThatThrownBy(() -> Level.nodesOf(9, 1, 2, 3, 4, 5, 6, 7, 8)).as("the eight of levels 1 to 8 alone")
                .hasMessageContaining("not 8");
        assertThatThrownBy(() -> Level.depthOf(5, 1, 1, 2, 3, 0, 5, 6, 8, 12)).hasMessageContaining("level 5")
                .hasMessageContaining("at least one ply");
        assertThatThrownBy(() -> Level.nodesOf(6, 1, 1, 1, 1, 1, -5, 1, 1, 1)).hasMessageContaining("level 6")
                .hasMessageContaining("not -5");
        assertThatThrownBy(() -> Level.depthOf(11, 1, 2, 3, 4, 5, 6, 7, 10, 12))
                .hasMessageContaining("between 1 and 10");
        assertThatThrownBy(() -> Level.nodesOf(0, 1, 1, 1, 1, 1, 1, 1, 1, 1)).hasMessageContaining("between 1 and 10");
    }

    @Test
    void aGamesChoiceTableGivesLevelsOneToNineAndLevelKeepsLevelTen() {
        int[] candidates = {7, 5, 2, 3, 2, 2, 2, 1, 2};
        int[] margins = {6000, 400, 400, 200, 100, 50, 25, 0, 10};
        for (int level = 1; level <= Level.MAX; level++) {
            Level own = Level.of(level);
            assertThat(Level.candidatesOf(level, candidates)).as("level %d", level)
                    .isEqualTo(level <= 9 ? candidates[level - 1] : own.candidates());
            assertThat(Level.marginOf(level, margins)).as("level %d", level)
                    .isEqualTo(level <= 9 ? margins[level - 1] : own.margin());
        }
        Level chosen = Level.of(1).withChoice(7, 6000);
        assertThat(chosen.candidates()).isEqualTo(7);
        assertThat(chosen.margin(22)).as("sixty gaps of 22").isEqualTo(1320);
        assertThat(chosen.maxDepth()).isEqualTo(Level.of(1).maxDepth());
        assertThat(chosen.avoidLosses()).isEqualTo(Level.of(1).avoidLosses());
    }

    @Test
    void aChoiceTableOfTheWrongLengthOrABadValueIsRefusedSayingWhy() {
        assertThatThrownBy(() -> Level.candidatesOf(2, 7, 5, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("candidates for levels 1 to 9, 9 in all, not 3");
        assertThatThrownBy(() -> Level.marginOf(9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("margins for levels 1 to 9, 9 in all, not 10");
        assertThatThrownBy(() -> Level.candidatesOf(3, 6, 4, 0, 3, 2, 2, 2, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("level 3").hasMessageContaining("at least one move, not 0");
        assertThatThrownBy(() -> Level.marginOf(1, -1, 400, 400, 200, 100, 50, 25, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("level 1")
                .hasMessageContaining("at least 0, not -1");
        assertThatThrownBy(() -> Level.candidatesOf(0, 6, 4, 3, 3, 2, 2, 2, 1, 1))
                .hasMessageContaining("between 1 and 10");
        assertThatThrownBy(() -> Level.marginOf(11, 800, 400, 400, 200, 100, 50, 25, 0, 0))
                .hasMessageContaining("between 1 and 10");
    }
}
