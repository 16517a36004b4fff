package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The oracles solve small Domineering boards to their known results: on square boards the first player
 * wins on 2 x 2, 3 x 3 and 4 x 4 and loses on 5 x 5 (Breuker, Uiterwijk and van den Herik). The first
 * player places vertical dominoes.
 */
class DomineeringSolutionsTest {
    private static final DomineeringEvaluator EVALUATOR = new DomineeringEvaluator();

    /** A depth that reaches the end of every game on the board: each move covers two cells. */
    private static int fullDepth(int rows, int cols) {
        return rows * cols / 2 + 1;
    }

    @Test
    void onOneByOneTheFirstPlayerCannotMove() {
        OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);
        assertThat(oracles.values(new DomineeringPosition(1, 1), 3)).containsOnly(-Score.WIN);
        for (Searcher<DomineeringPosition> oracle : oracles.all()) {
            SearchResult result = oracle.search(new DomineeringPosition(1, 1), 3);
            assertThat(result.bestMove()).isEqualTo(Position.NO_MOVE);
            assertThat(result.score()).isEqualTo(-Score.WIN);
        }
    }

    /** Plies to the end under best play were found by all four oracles and are pinned here to catch changes. */
    @ParameterizedTest(name = "{0} x {1}: the first player wins in {2}")
    @CsvSource({"2, 2, 1", "3, 3, 3", "4, 4, 7"})
    void smallSquareBoardsAreFirstPlayerWinsForAllFourOracles(int rows, int cols, int plies) {
        OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);
        int[] values = oracles.values(new DomineeringPosition(rows, cols), fullDepth(rows, cols));
        assertThat(values).containsOnly(Score.WIN - plies);
    }

    @Test
    void fiveByFiveIsASecondPlayerWin() {
        // Minimax and negamax need about two billion nodes here (a minute), so only the pruning oracles
        // solve it; they must agree on the exact distance too.
        DomineeringPosition p = new DomineeringPosition(5, 5);
        AlphaBeta<DomineeringPosition> alphaBeta = new AlphaBeta<>(EVALUATOR);
        Negascout<DomineeringPosition> negascout = new Negascout<>(EVALUATOR);
        int value = alphaBeta.value(p, fullDepth(5, 5));
        assertThat(value).as("the first player loses").isEqualTo(-(Score.WIN - 12));
        assertThat(negascout.value(p, fullDepth(5, 5))).isEqualTo(value);
    }

    /**
     * Rectangles, the first player vertical. 2 x 3 and 3 x 2 are checked by hand: on 2 x 3 the middle
     * domino leaves two single columns where no horizontal domino fits; on 3 x 2 every vertical domino
     * leaves one free row, and the vertical domino still fitting after it ends the game. The others were
     * found by alpha-beta and negascout together, and negamax too up to 16 cells, and are pinned here.
     */
    @ParameterizedTest(name = "{0} x {1}: the first player {2} in {3}")
    @CsvSource({
        "2, 3, wins, 1", "3, 2, wins, 3", "2, 4, loses, 4", "4, 2, wins, 3", "3, 4, loses, 4", "4, 3, wins, 5",
        "2, 5, wins, 5", "5, 2, loses, 4", "3, 5, loses, 6", "5, 3, wins, 7", "2, 6, wins, 5", "3, 6, loses, 8",
        "6, 3, wins, 5", "4, 5, wins, 9", "5, 4, loses, 8", "4, 6, wins, 11", "6, 4, wins, 11",
    })
    void rectanglesSolveTheSameWayByEveryOracleThatCan(int rows, int cols, String result, int plies) {
        int expected = result.equals("wins") ? Score.WIN - plies : -(Score.WIN - plies);
        DomineeringPosition p = new DomineeringPosition(rows, cols);
        int depth = fullDepth(rows, cols);
        assertThat(new AlphaBeta<>(EVALUATOR).value(p, depth)).isEqualTo(expected);
        assertThat(new Negascout<>(EVALUATOR).value(p, depth)).isEqualTo(expected);
        if (rows * cols <= 16) {
            assertThat(new Negamax<>(EVALUATOR).value(p, depth)).isEqualTo(expected);
        }
    }
}
