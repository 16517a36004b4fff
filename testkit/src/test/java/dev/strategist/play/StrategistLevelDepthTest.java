package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.GameOf;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import org.junit.jupiter.api.Test;

/** A level searches to the depth its game declares for it, and a game that declares none keeps Level's own. */
class StrategistLevelDepthTest {

    @Test
    void aLevelsLimitsUseTheGamesDepthForIt() {
        Strategist<DomineeringPosition> s = Strategist.builder(new Deeper()).level(4).build();
        assertThat(s.limits().maxDepth()).isEqualTo(Level.of(4).maxDepth() + 1);
        assertThat(s.limits().hardTimeMillis()).as("the level's time still applies").isEqualTo(Level.of(4).timeMillis());
        assertThat(Strategist.builder(new Deeper()).level(9).build().limits().maxDepth())
                .as("a level the game leaves alone").isEqualTo(Level.of(9).maxDepth());
    }

    @Test
    void aGameThatDeclaresNoDepthsKeepsLevelsOwn() {
        DomineeringGame plain = new DomineeringGame();
        for (int level = 1; level <= Level.MAX; level++) {
            assertThat(plain.levelDepth(level)).isEqualTo(Level.of(level).maxDepth());
            assertThat(Strategist.builder(plain).level(level).build().limits().maxDepth())
                    .as("level %d", level).isEqualTo(Level.of(level).maxDepth());
        }
    }

    @Test
    void anExplicitDepthOverridesTheGamesDepthForTheLevel() {
        Strategist<DomineeringPosition> s = Strategist.builder(new Deeper()).level(4).depth(2).build();
        assertThat(s.limits().maxDepth()).isEqualTo(2);
        assertThat(s.limits().hardTimeMillis()).as("an explicit depth drops the level's time").isZero();
    }

    @Test
    void aDepthBelowOnePlyIsRefused() {
        GameOf<DomineeringPosition> broken = new GameOf<>(new DomineeringGame()) {
            @Override
            public int levelDepth(int level) {
                return 0;
            }
        };
        assertThatThrownBy(() -> Strategist.builder(broken).level(3).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("level 3");
    }

    /** Domineering whose levels 3 to 8 search a ply deeper than Level writes. */
    private static final class Deeper extends GameOf<DomineeringPosition> {
        Deeper() {
            super(new DomineeringGame());
        }

        @Override
        public int levelDepth(int level) {
            int depth = super.levelDepth(level);
            return level >= 3 && level <= 8 ? depth + 1 : depth;
        }
    }
}
