package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Late-move reductions: asked of the evaluator, bounded by the depth left, and re-searched when they mislead. */
class EngineReductionTest {
    private static final DomineeringEvaluator EVAL = DomineeringHooks.EVAL;

    /** The Domineering evaluator, reducing every move after the first two by {@code plies}, counting the asks. */
    private static final class Reducing extends DomineeringHooks {
        private final int plies;
        int asked;
        int deepestAsked;

        Reducing(int plies) {
            this.plies = plies;
        }

        @Override
        public int reduction(DomineeringPosition position, int move, int index, int depth) {
            asked++;
            deepestAsked = Math.max(deepestAsked, depth);
            assertThat(index).as("the first move is never reduced").isPositive();
            assertThat(position.isLegal(move)).isTrue();
            return index >= 2 ? plies : 0;
        }
    }

    private static List<DomineeringPosition> positions() {
        return DomineeringHooks.unfinished(6, 40, 6, 3);
    }

    @Test
    void reductionsSaveNodesAndStillAnswerLegally() {
        long plain = 0;
        long reduced = 0;
        for (DomineeringPosition p : positions()) {
            SearchResult full = new Engine<>(EVAL, 1).search(p, 6);
            Reducing reducing = new Reducing(1);
            SearchResult lmr = new Engine<>(reducing, 1).search(p, 6);
            plain += full.nodes();
            reduced += lmr.nodes();
            assertThat(p.isLegal(lmr.bestMove())).isTrue();
            assertThat(lmr.depth()).isLessThanOrEqualTo(6);
            assertThat(reducing.asked).as("reductions are asked for below the root").isPositive();
            assertThat(reducing.deepestAsked).as("never at the root, with 6 plies").isLessThan(6);
        }
        assertThat(positions()).hasSizeGreaterThan(20);
        assertThat(reduced).as("nodes with reductions against without").isLessThan(plain);
    }

    @Test
    void aReductionNeverTakesTheSearchBelowTheHorizon() {
        // an evaluator asking for 50 plies: the engine caps it at the depth left, so every search still ends
        for (DomineeringPosition p : positions()) {
            SearchResult r = new Engine<>(new Reducing(50), 1).search(p, 5);
            assertThat(p.isLegal(r.bestMove())).isTrue();
        }
    }

    @Test
    void withoutReductionsTheEngineIsTheTextbookSearch() {
        // the default reduces nothing: the same scores as alpha-beta (EngineTest checks thousands more)
        for (DomineeringPosition p : positions()) {
            assertThat(new Engine<>(new Reducing(0), 1).search(p, 4).score())
                    .isEqualTo(new AlphaBeta<>(EVAL).value(p, 4));
        }
    }
}
