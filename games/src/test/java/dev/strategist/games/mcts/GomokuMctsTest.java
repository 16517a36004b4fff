package dev.strategist.games.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Monte Carlo tree search on 15 x 15 freestyle Gomoku completes a five and blocks the opponent's, with the
 * solver and without, random and guided playouts, over several seeds. It searches the game's search moves
 * (cells near stones, only the forced ones when a five is threatened), so a few hundred playouts suffice.
 */
class GomokuMctsTest {
    private static final SearchLimits BUDGET = SearchLimits.depth(1).withNodes(600);

    private static SearchResult search(GomokuPosition p, boolean solver, boolean guided, long seed) {
        MctsSettings s = MctsSettings.DEFAULT.withSeed(seed).withSolver(solver).withGuidedPlayouts(guided, 0.1);
        return new MonteCarloSearch<>(s, new GomokuEvaluator()).search(p, BUDGET, SearchListener.NONE);
    }

    @ParameterizedTest(name = "after {0} the side to move plays {1}")
    @CsvSource({
        // black has h8 i8 j8 k8 (white's stones elsewhere): l8 or g8 makes five
        "'h8 h10 i8 i10 j8 j10 k8 a1', l8, g8",
        // white to move has four on the 3rd row, black threatens nothing: white completes its own five
        "'h8 c3 h9 d3 a15 e3 o15 f3 o1', g3, b3",
        // black has h7 h8 h9 h10, h6 blocked by white: white must block h11 or lose at once
        "'h7 h6 h8 a1 h9 a2 h10', h11, h11",
    })
    void completesOrBlocksAFive(String moves, String one, String other) {
        GomokuNotation notation = new GomokuNotation();
        for (long seed = 1; seed <= 4; seed++) {
            for (boolean solver : new boolean[] {true, false}) {
                for (boolean guided : new boolean[] {false, true}) {
                    GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
                    int best = search(p, solver, guided, seed).bestMove();
                    assertThat(notation.format(p, best)).as("seed %d solver %b guided %b", seed, solver, guided)
                            .isIn(one, other);
                }
            }
        }
    }
}
