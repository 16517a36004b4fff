package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.GameOf;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import dev.strategist.search.StopSignal;
import java.util.HashSet;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** A level's margin is read in the game's typical gap between good moves, not in bare evaluator units. */
class StrategistLevelMarginTest {
    /** The second-best move's distance below the best, in the searcher's units. */
    private static final int GAP = 10;

    @Test
    void aLevelStraysToAMoveWithinItsShareOfTheGamesTypicalGap() {
        // level 7 may stray a quarter of a typical gap: 25 units for a gap of 100, 10 for 40
        assertThat(movesPlayed(100)).hasSize(2);
        assertThat(movesPlayed(40)).hasSize(2);
    }

    @Test
    void aGameWithASmallTypicalGapKeepsTheSameLevelToItsBestMove() {
        // a gap of 12 makes level 7's margin 3 units: the second move, 10 below, is out of reach
        assertThat(movesPlayed(12)).hasSize(1);
    }

    @Test
    void anExplicitMarginIsInTheEvaluatorsUnitsWhateverTheGame() {
        assertThat(movesPlayed(12, b -> b.pickAmongBest(2, GAP))).hasSize(2);
    }

    private static Set<Integer> movesPlayed(int typicalGap) {
        return movesPlayed(typicalGap, b -> b);
    }

    /** The moves level 7, set up further by {@code more}, plays over forty seeds in a game of that typical gap. */
    private static Set<Integer> movesPlayed(int typicalGap,
            UnaryOperator<Strategist.Builder<DomineeringPosition>> more) {
        Set<Integer> played = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            played.add(more.apply(Strategist.builder(new Gapped(typicalGap)).level(7).seed(seed))
                    .searcher("two-moves", StrategistLevelMarginTest::twoMoves).build()
                    .bestMove(new DomineeringGame().newPosition(4, 4)));
        }
        return played;
    }

    /** A searcher that scores the position's first two moves, the second {@link #GAP} below the first. */
    private static Searcher<DomineeringPosition> twoMoves() {
        return new Searcher<>() {
            @Override
            public SearchResult search(DomineeringPosition position, SearchLimits limits, SearchListener listener,
                    StopSignal signal) {
                int[] moves = position.legalMoves();
                int[] two = {moves[0], moves[1]};
                return new SearchResult(two[0], 100, 1, new int[] {two[0]}, 2, 0, false, two,
                        new int[] {100, 100 - GAP});
            }

            @Override
            public void stop() {
            }

            @Override
            public String name() {
                return "two-moves";
            }
        };
    }

    /** Domineering with a typical gap between good moves of its own. */
    private static final class Gapped extends GameOf<DomineeringPosition> {
        private final int typicalMoveGap;

        Gapped(int typicalMoveGap) {
            super(new DomineeringGame());
            this.typicalMoveGap = typicalMoveGap;
        }

        @Override
        public int typicalMoveGap() {
            return typicalMoveGap;
        }
    }
}
