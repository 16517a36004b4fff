package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.GameOf;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A level searches within the node budget its game gives it, unless told a depth or a node limit of its own. */
class StrategistLevelNodesTest {
    /** Far below what 8 x 8 Domineering's level 6 needs to finish its depth, so the budget decides. */
    private static final long BUDGET = 3_000;

    @Test
    void aLevelsLimitsCarryTheGamesBudgetBesideItsDepthAndTime() {
        Strategist<DomineeringPosition> s = Strategist.builder(new Budgeted()).level(6).build();
        assertThat(s.limits().maxNodes()).isEqualTo(BUDGET);
        assertThat(s.limits().maxDepth()).isEqualTo(Level.of(6).maxDepth());
        assertThat(s.limits().hardTimeMillis()).as("the level's time still applies")
                .isEqualTo(Level.of(6).timeMillis());
        assertThat(Strategist.builder(new Budgeted()).level(9).build().limits().maxNodes())
                .as("a level the game leaves alone").isEqualTo(Level.NO_NODE_LIMIT);
    }

    @Test
    void aGameThatGivesNoBudgetsSearchesItsLevelsWithoutOne() {
        DomineeringGame plain = new DomineeringGame();
        for (int level = 1; level <= Level.MAX; level++) {
            assertThat(plain.levelNodes(level)).isEqualTo(Level.NO_NODE_LIMIT);
            assertThat(Strategist.builder(plain).level(level).build().limits().maxNodes())
                    .as("level %d", level).isEqualTo(Level.NO_NODE_LIMIT);
        }
    }

    @Test
    void explicitSettingsWinOverTheLevelsBudget() {
        assertThat(Strategist.builder(new Budgeted()).level(6).nodes(50_000).build().limits().maxNodes())
                .as("an explicit node limit replaces the budget").isEqualTo(50_000);
        Strategist<DomineeringPosition> deep = Strategist.builder(new Budgeted()).level(6).depth(3).build();
        assertThat(deep.limits().maxNodes()).as("an explicit depth drops the budget, as it drops the time")
                .isEqualTo(Level.NO_NODE_LIMIT);
        assertThat(deep.limits().maxDepth()).isEqualTo(3);
        assertThat(Strategist.builder(new Budgeted()).level(6).timeMillis(5_000).build().limits().maxNodes())
                .as("an explicit time leaves the budget").isEqualTo(BUDGET);
    }

    @Test
    void searchesOtherThanTheEngineIgnoreTheBudget() {
        assertThat(Strategist.builder(new Budgeted()).level(6).algorithm(Algorithm.MCTS).build().limits().maxNodes())
                .as("Monte Carlo counts playouts, not the engine's nodes").isEqualTo(Level.NO_NODE_LIMIT);
    }

    @Test
    void aBudgetBelowOneNodeIsRefusedSayingWhichLevel() {
        GameOf<DomineeringPosition> broken = new GameOf<>(new DomineeringGame()) {
            @Override
            public long levelNodes(int level) {
                return 0;
            }
        };
        assertThatThrownBy(() -> Strategist.builder(broken).level(4).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("level 4")
                .hasMessageContaining("node budget of 0");
    }

    @Test
    void aNodeLimitedLevelStopsAtItsBudgetAndPlaysTheSameGameEveryTime() {
        DomineeringPosition start = new DomineeringGame().newPosition(8, 8);
        Choice first = Strategist.builder(new Budgeted()).level(6).seed(3).build().choose(start,
                dev.strategist.search.SearchListener.NONE);
        assertThat(first.analysis().stopped()).as("the budget, not the depth, ended the search").isTrue();
        assertThat(first.analysis().depth()).isLessThan(Level.of(6).maxDepth()).isPositive();

        List<Integer> game = play(start, 3, 0);
        assertThat(play(start, 3, 0)).as("the same seed, the same moves").isEqualTo(game);
        assertThat(play(start, 3, 600_000)).as("nodes, not the clock, decided").isEqualTo(game);
    }

    /**
     * The first moves of a game the level plays against itself, one strategist a side, both seeded, with the level's
     * time or {@code millis} when positive.
     */
    private static List<Integer> play(DomineeringPosition start, long seed, long millis) {
        DomineeringPosition p = start.copy();
        List<Strategist<DomineeringPosition>> sides = List.of(strategist(seed, millis), strategist(seed + 1, millis));
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < 12 && !p.isOver(); i++) {
            int move = sides.get(p.sideToMove()).bestMove(p);
            moves.add(move);
            p.play(move);
        }
        return moves;
    }

    private static Strategist<DomineeringPosition> strategist(long seed, long millis) {
        Strategist.Builder<DomineeringPosition> b = Strategist.builder(new Budgeted()).level(6).seed(seed);
        return (millis > 0 ? b.timeMillis(millis) : b).build();
    }

    /** Domineering whose levels 1 to 8 search within a small node budget, and level 9 without one. */
    private static final class Budgeted extends GameOf<DomineeringPosition> {
        Budgeted() {
            super(new DomineeringGame());
        }

        @Override
        public long levelNodes(int level) {
            return Level.nodesOf(level, BUDGET, BUDGET, BUDGET, BUDGET, BUDGET, BUDGET, BUDGET, BUDGET,
                    Level.NO_NODE_LIMIT);
        }
    }
}
