package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import org.junit.jupiter.api.Test;

/** ProbCut's margins by depth and stage: where they act, how they scale with t, and what deeper depths take. */
class ReversiProbCutTest {
    @Test
    void noMarginBelowTheFirstDepthAndAPositiveOneFromIt() {
        ReversiProbCut cut = new ReversiProbCut(150);
        for (int empties = 0; empties <= 60; empties++) {
            for (int depth = 0; depth < ReversiProbCut.FROM_DEPTH; depth++) {
                assertThat(cut.margin(depth, empties)).isEqualTo(Evaluator.NO_CUT);
            }
            for (int depth = ReversiProbCut.FROM_DEPTH; depth <= 30; depth++) {
                assertThat(cut.margin(depth, empties)).as("depth %d, %d empties", depth, empties).isPositive()
                        .isLessThan(20 * ReversiPatternWeights.UNIT);
            }
        }
    }

    @Test
    void deeperSearchesTakeTheDeepestPairsMarginAndTheMarginScalesWithT() {
        ReversiProbCut one = new ReversiProbCut(100);
        ReversiProbCut two = new ReversiProbCut(200);
        for (int empties = 0; empties <= 60; empties += 3) {
            int deepest = one.margin(ReversiProbCut.DEEPEST, empties);
            assertThat(one.margin(ReversiProbCut.DEEPEST + 7, empties)).isEqualTo(deepest);
            assertThat(two.margin(ReversiProbCut.DEEPEST, empties)).isBetween(2 * deepest - 1, 2 * deepest + 1);
        }
        // the measured spread is narrower with many empties than in the middle of the game
        assertThat(one.margin(8, 45)).isLessThan(one.margin(8, 25));
        assertThat(one.hundredthsOfT()).isEqualTo(100);
        assertThatThrownBy(() -> new ReversiProbCut(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
