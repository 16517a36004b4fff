package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.play.Level;
import dev.strategist.play.Strategist;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each shipped game's levels search to its own depths and node budgets (docs/benchmarks/search.md, levels' depths
 * per game, node budgets per level, levels 1 and 2 per game, Othello's level 9, Othello's levels 3 to 9 deeper), while
 * the strongest level stays Level's in every game, level 9 in every game but Othello, Gomoku and checkers, and no level
 * searches shallower than the one below it.
 */
class LevelDepthsTest {

    @Test
    void levelTenKeepsLevelsDepthInEveryGameAndLevelNineInEveryGameButOthelloGomokuAndCheckers() {
        for (Game<?> game : Games.all()) {
            assertThat(game.levelDepth(10)).as("%s level 10", game.name()).isEqualTo(Level.of(10).maxDepth());
            if (!List.of("othello", "gomoku", "checkers").contains(game.name())) {
                assertThat(game.levelDepth(9)).as("%s level 9", game.name()).isEqualTo(Level.of(9).maxDepth());
            }
        }
        assertThat(Games.find("checkers").levelDepth(9)).as("checkers' level 9 searches deeper than Level's")
                .isEqualTo(17);
        assertThat(Games.find("othello").levelDepth(9)).as("Othello's level 9 searches deeper than Level's")
                .isEqualTo(14);
        assertThat(Games.find("gomoku").levelDepth(9)).as("Gomoku's level 9 searches deeper than Level's")
                .isEqualTo(14);
    }

    @Test
    void noLevelSearchesShallowerThanTheOneBelowIt() {
        for (Game<?> game : Games.all()) {
            for (int level = 2; level <= Level.MAX; level++) {
                assertThat(game.levelDepth(level)).as("%s level %d", game.name(), level)
                        .isGreaterThanOrEqualTo(game.levelDepth(level - 1)).isPositive();
            }
        }
    }

    @Test
    void aLevelsStrategistSearchesToItsGamesDepth() {
        for (Game<?> game : Games.all()) {
            for (int level = 1; level <= Level.MAX; level++) {
                assertThat(Strategist.builder(game).level(level).build().limits().maxDepth())
                        .as("%s level %d", game.name(), level).isEqualTo(game.levelDepth(level));
            }
        }
        assertThat(Games.find("checkers").levelDepth(3)).as("checkers declares depths of its own")
                .isNotEqualTo(Level.of(3).maxDepth());
        assertThat(Games.find("checkers").levelDepth(2)).as("checkers' level 2 searches deeper than level 1")
                .isGreaterThan(Games.find("checkers").levelDepth(1));
        assertThat(Games.find("othello").levelDepth(1)).as("Othello's level 1 searches two plies").isEqualTo(2);
        assertThat(Games.find("othello").levelDepth(3)).as("Othello's level 3 searches three plies").isEqualTo(3);
    }

    @Test
    void levelsNineAndTenHaveNoNodeBudgetInAnyGame() {
        for (Game<?> game : Games.all()) {
            for (int level : new int[] {9, 10}) {
                assertThat(game.levelNodes(level)).as("%s level %d", game.name(), level).isEqualTo(Level.NO_NODE_LIMIT);
            }
        }
    }

    @Test
    void aLevelsStrategistSearchesWithinItsGamesBudget() {
        for (Game<?> game : Games.all()) {
            for (int level = 1; level <= Level.MAX; level++) {
                assertThat(Strategist.builder(game).level(level).build().limits().maxNodes())
                        .as("%s level %d", game.name(), level).isEqualTo(game.levelNodes(level)).isPositive();
            }
        }
        assertThat(Games.find("othello").levelNodes(4)).as("Othello steps its levels by less than a ply")
                .isNotEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Games.find("othello").levelNodes(2)).as("Othello's level 2 stops within its two plies")
                .isNotEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Games.find("othello").levelNodes(3)).as("Othello's level 3 stops between two plies and three")
                .isNotEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Games.find("othello").levelNodes(8)).as("Othello's level 8 searches its whole depth")
                .isEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Games.find("checkers").levelNodes(2)).as("checkers' level 2 stops between two depths and three")
                .isNotEqualTo(Level.NO_NODE_LIMIT);
        for (int level = 3; level <= Level.MAX; level++) {
            assertThat(Games.find("checkers").levelNodes(level)).as("checkers' level %d's whole depth", level)
                    .isEqualTo(Level.NO_NODE_LIMIT);
        }
        assertThat(Games.find("gomoku").levelNodes(4)).as("Gomoku's level 4 stops between depths 3 and 4")
                .isNotEqualTo(Level.NO_NODE_LIMIT);
        assertThat(Games.find("gomoku").levelDepth(4)).isEqualTo(4);
        assertThat(Games.find("gomoku").levelNodes(5)).as("the tournament player's levels have no budget")
                .isEqualTo(Level.NO_NODE_LIMIT);
    }
}
