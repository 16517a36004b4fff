package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.GameOf;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.SearchListener;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A level chooses among as many moves, within as wide a margin, as its game says, and by default as Level says. */
class StrategistLevelChoiceTest {
    private static final int SEEDS = 40;

    @Test
    void aGameThatGivesNoChoiceKeepsLevelsOwn() {
        DomineeringGame plain = new DomineeringGame();
        for (int level = 1; level <= Level.MAX; level++) {
            assertThat(plain.levelCandidates(level)).as("level %d", level).isEqualTo(Level.of(level).candidates());
            assertThat(plain.levelMargin(level)).as("level %d", level).isEqualTo(Level.of(level).margin());
        }
    }

    @Test
    void aLevelTheGameGivesOneCandidatePlaysItsBestMoveAlone() {
        Strategist<DomineeringPosition> single = Strategist.builder(new Choosy(1, 400)).level(2).build();
        assertThat(single.limits().allRootScores()).as("no choice, so no root move's exact score is needed")
                .isFalse();
        assertThat(Strategist.builder(new DomineeringGame()).level(2).build().limits().allRootScores())
                .as("Level's four candidates").isTrue();
        assertThat(movesOver(new Choosy(1, 400), SEEDS)).as("one move whatever the seed").hasSize(1);
        assertThat(movesOver(new DomineeringGame(), SEEDS)).as("Level's level 2 varies with the seed")
                .hasSizeGreaterThan(1);
    }

    @Test
    void aLevelTheGameGivesNoMarginPlaysOnlyMovesScoringAsTheBest() {
        DomineeringPosition p = start();
        for (long seed = 1; seed <= SEEDS; seed++) {
            Choice c = Strategist.builder(new Choosy(6, 0)).level(2).seed(seed).build().choose(p, SearchListener.NONE);
            assertThat(c.score()).as("seed %d", seed).isEqualTo(c.analysis().score());
        }
        boolean strayed = false;
        for (long seed = 1; seed <= SEEDS && !strayed; seed++) {
            Choice c = Strategist.builder(new Choosy(6, 10_000)).level(2).seed(seed).build()
                    .choose(p, SearchListener.NONE);
            strayed = c.score() < c.analysis().score();
        }
        assertThat(strayed).as("a wide margin lets level 2 play below its best").isTrue();
    }

    @Test
    void anExplicitChoiceOverridesTheGames() {
        Strategist<DomineeringPosition> s = Strategist.builder(new Choosy(1, 0)).level(2).pickAmongBest(4, 1_000)
                .build();
        assertThat(s.limits().allRootScores()).isTrue();
    }

    @Test
    void badValuesFromAGameAreRefusedSayingWhichLevelButMonteCarloKeepsLevelsMargins() {
        assertThatThrownBy(() -> Strategist.builder(new Choosy(0, 400)).level(2).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("level 2")
                .hasMessageContaining("0 candidates");
        assertThatThrownBy(() -> Strategist.builder(new Choosy(4, -1)).level(2).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("level 2")
                .hasMessageContaining("margin of -1");
        assertThat(Strategist.builder(new Choosy(4, -1)).level(2).algorithm(Algorithm.MCTS).build())
                .as("Monte Carlo's margins are win rates, so it never reads the game's").isNotNull();
    }

    /** The moves level 2 of {@code game} plays from the same position with each seed from 1 to {@code seeds}. */
    private static Set<Integer> movesOver(Game<DomineeringPosition> game, int seeds) {
        DomineeringPosition p = start();
        Set<Integer> moves = new HashSet<>();
        for (long seed = 1; seed <= seeds; seed++) {
            moves.add(Strategist.builder(game).level(2).seed(seed).build().bestMove(p));
        }
        return moves;
    }

    /** A small board a few moves in, where the moves score apart. */
    private static DomineeringPosition start() {
        DomineeringPosition p = new DomineeringGame().newPosition(5, 5);
        for (int i = 0; i < 3; i++) {
            p.play(p.legalMoves()[0]);
        }
        return p;
    }

    /** Domineering whose level 2 chooses among {@code candidates} moves within {@code margin}. */
    private static final class Choosy extends GameOf<DomineeringPosition> {
        private final int candidates;
        private final int margin;

        Choosy(int candidates, int margin) {
            super(new DomineeringGame());
            this.candidates = candidates;
            this.margin = margin;
        }

        @Override
        public int levelCandidates(int level) {
            return level == 2 ? candidates : super.levelCandidates(level);
        }

        @Override
        public int levelMargin(int level) {
            return level == 2 ? margin : super.levelMargin(level);
        }
    }
}
