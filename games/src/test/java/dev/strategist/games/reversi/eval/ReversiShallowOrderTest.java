package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiSmallBoardTest;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pattern evaluators sorting fastest-first only from some plies left ({@code +sortN}), by square class below. */
class ReversiShallowOrderTest {
    private final ReversiGame game = new ReversiGame();

    @Test
    void aSortSettingIsReadFromTheEvaluatorsNameAndKeepsItsCuts() {
        Evaluator<ReversiPosition> sorted = game.evaluator("patterns+mpc+sort2");
        assertThat(sorted.name()).isEqualTo("patterns+mpc+sort2");
        assertThat(((ReversiPatternEvaluator) sorted).sortFrom()).isEqualTo(2);
        assertThat(sorted.cutsAboveBeta()).isTrue();
        ReversiPosition start = new ReversiPosition();
        for (int depth = 0; depth <= 12; depth++) {
            assertThat(sorted.cutMargin(start, depth)).as("depth %d", depth)
                    .isEqualTo(ReversiPatternEvaluator.withProbCut().cutMargin(start, depth));
        }
        assertThat(game.evaluator("PATTERNS+Sort3").name()).isEqualTo("patterns+sort3");
        assertThat(game.evaluator("patterns-full+sort1").name()).isEqualTo("patterns-full");
        // the game's own evaluators sort at every node with children, as before the setting
        for (Evaluator<ReversiPosition> e : game.evaluators()) {
            if (e instanceof ReversiPatternEvaluator patterns) {
                assertThat(patterns.sortFrom()).as(e.name()).isEqualTo(1);
            }
        }
    }

    @Test
    void aBadSortSettingIsRefusedWithWhatItTakes() {
        assertThatThrownBy(() -> game.evaluator("patterns+mpc+sort0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patterns+mpc+sort0").hasMessageContaining("from 1");
        assertThatThrownBy(() -> game.evaluator("patterns+mpc+sort9")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("to " + ReversiPatternEvaluator.MAX_SORT_FROM);
        assertThatThrownBy(() -> game.evaluator("patterns+mpc+sortx")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a number from 1 to").hasMessageContaining("not 'x'");
        assertThatThrownBy(() -> game.evaluator("patterns+mpc+sort")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not ''");
        assertThatThrownBy(() -> game.evaluator("mobility+sort2")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("goes after a pattern evaluator");
        assertThatThrownBy(() -> game.evaluator("nothing+sort2")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown evaluator 'nothing'");
    }

    @Test
    void theSquareClassesPutCornersFirstAndTheSquaresBesideAnEmptyCornerLast() {
        ReversiPosition start = new ReversiPosition();
        assertThat(ReversiEvaluator.squareClass(start, 0)).isEqualTo(2); // a1
        assertThat(ReversiEvaluator.squareClass(start, 63)).isEqualTo(2); // h8
        assertThat(ReversiEvaluator.squareClass(start, 9)).isEqualTo(-2); // b2, the X square of an empty a1
        assertThat(ReversiEvaluator.squareClass(start, 1)).isEqualTo(-1); // b1, a C square
        assertThat(ReversiEvaluator.squareClass(start, 8)).isEqualTo(-1); // a2
        assertThat(ReversiEvaluator.squareClass(start, 19)).isZero(); // d3
        assertThat(ReversiEvaluator.squareClass(start, 2)).isZero(); // c1
        assertThat(ReversiEvaluator.squareClass(start, ReversiPosition.PASS)).isZero();
        // next to a taken corner an X or C square is as good as any other
        ReversiPosition cornerTaken = ReversiPosition.of(1L, 1L << 27, ReversiPosition.BLACK);
        assertThat(ReversiEvaluator.squareClass(cornerTaken, 9)).isZero();
        assertThat(ReversiEvaluator.squareClass(cornerTaken, 1)).isZero();
    }

    @Test
    void belowItsSortDepthAnEvaluatorOrdersBySquareClassAndFromItFastestFirst() {
        // fastest-first alone above the sort depth: the value's part of the key is ReversiValueOrderTest's
        ReversiPatternEvaluator sort3 = ReversiPatternEvaluator.withProbCut().orderingByValueFrom(0).sortingFrom(3);
        ReversiPatternEvaluator plain = ReversiPatternEvaluator.withProbCut().orderingByValueFrom(0);
        Random random = new Random(7);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int k = 0; k < 20; k++) {
            ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, 20 + random.nextInt(30), random);
            if (p == null || p.isOver()) {
                continue;
            }
            int n = p.legalMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                for (int depth = 0; depth < 3; depth++) {
                    assertThat(sort3.orderScore(p, m, depth)).isEqualTo(ReversiEvaluator.squareClass(p, m));
                }
                for (int depth = 3; depth < 6; depth++) {
                    assertThat(sort3.orderScore(p, m, depth)).isEqualTo(plain.orderScore(p, m));
                }
                assertThat(plain.orderScore(p, m, 1)).isEqualTo(plain.orderScore(p, m));
            }
        }
    }

    @Test
    void theFullWidthSearchFindsTheSameValueWhateverTheShallowOrder() {
        // without the table and without cuts the value at a fixed depth is the minimax value, whatever the order;
        // the orders differ only in how many nodes they take to prove it
        ReversiPatternEvaluator full = new ReversiPatternEvaluator();
        Random random = new Random(11);
        int compared = 0;
        while (compared < 12) {
            ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, 25 + random.nextInt(26), random);
            if (p == null || p.isOver()) {
                continue;
            }
            int depth = 4 + compared % 2;
            int value = search(full, p, depth);
            for (int from = 2; from <= 4; from++) {
                assertThat(search(full.sortingFrom(from), p, depth)).as("position %d sorted from %d plies", compared,
                        from).isEqualTo(value);
            }
            compared++;
        }
    }

    private static int search(Evaluator<ReversiPosition> e, ReversiPosition p, int depth) {
        return new Engine<>(e, 0).search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE).score();
    }
}
