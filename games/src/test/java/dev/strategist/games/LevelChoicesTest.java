package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.play.Level;
import dev.strategist.play.Strategist;
import org.junit.jupiter.api.Test;

/**
 * Connect Four's levels 1 to 3 choose as its own table says (docs/benchmarks/search.md, Connect Four's levels 1 to 3),
 * and every other shipped game's levels choose as {@code Level} says, so they play as before.
 */
class LevelChoicesTest {

    @Test
    void connectFoursWeakestLevelsChooseByItsOwnTable() {
        Game<?> c4 = Games.find("connect4");
        assertThat(c4.levelCandidates(1)).as("level 1 among every column").isEqualTo(7);
        assertThat(c4.levelCandidates(2)).isEqualTo(5);
        assertThat(c4.levelCandidates(3)).as("level 3 among fewer than Level's three").isEqualTo(2);
        assertThat(c4.levelMargin(1)).as("sixty gaps").isEqualTo(6000);
        for (int level = 2; level <= Level.MAX; level++) {
            assertThat(c4.levelMargin(level)).as("level %d", level).isEqualTo(Level.of(level).margin());
        }
        for (int level = 4; level <= Level.MAX; level++) {
            assertThat(c4.levelCandidates(level)).as("level %d", level).isEqualTo(Level.of(level).candidates());
        }
        assertThat(Strategist.builder(c4).level(3).build().limits().allRootScores()).isTrue();
    }

    @Test
    void everyOtherGameKeepsLevelsChoice() {
        for (Game<?> game : Games.all()) {
            if (game.name().equals("connect4")) {
                continue;
            }
            for (int level = 1; level <= Level.MAX; level++) {
                assertThat(game.levelCandidates(level)).as("%s level %d", game.name(), level)
                        .isEqualTo(Level.of(level).candidates());
                assertThat(game.levelMargin(level)).as("%s level %d", game.name(), level)
                        .isEqualTo(Level.of(level).margin());
            }
        }
    }
}
