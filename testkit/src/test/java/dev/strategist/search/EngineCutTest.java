package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Verified cuts: a node far below alpha fails low on a shallower null-window search's word. */
class EngineCutTest {
    private static final DomineeringEvaluator EVAL = DomineeringHooks.EVAL;

    /** The Domineering evaluator, allowing a cut at {@code margin} verified {@code reduction} plies shallower. */
    private static final class Cutting extends DomineeringHooks {
        private final int margin;
        private final int reduction;
        int asked;

        Cutting(int margin, int reduction) {
            this.margin = margin;
            this.reduction = reduction;
        }

        @Override
        public int cutMargin(DomineeringPosition position, int depth) {
            asked++;
            assertThat(depth).as("asked only with more than one ply left").isGreaterThan(1);
            assertThat(position.isOver()).isFalse();
            return margin;
        }

        @Override
        public int cutReduction(int depth) {
            return reduction;
        }
    }

    private static List<DomineeringPosition> positions() {
        return DomineeringHooks.unfinished(5, 30, 4, 11);
    }

    @Test
    void aCutVerifiedAtFullDepthKeepsAlphaBetasValue() {
        // with no reduction the verifying search is the node's own search at a lower window: a fail low there is a
        // true upper bound, so the root's score must be alpha-beta's exactly, table and all
        for (DomineeringPosition p : positions()) {
            for (int margin : new int[] {1, 3}) {
                Cutting cutting = new Cutting(margin, 0);
                assertThat(new Engine<>(cutting, 1).search(p, 5).score()).as("margin %d", margin)
                        .isEqualTo(new AlphaBeta<>(EVAL).value(p, 5));
                assertThat(cutting.asked).isPositive();
            }
        }
        assertThat(positions()).hasSizeGreaterThan(20);
    }

    @Test
    void shallowerCutsSaveNodesAndStillAnswerLegally() {
        long plain = 0;
        long cut = 0;
        for (DomineeringPosition p : positions()) {
            plain += new Engine<>(EVAL, 1).search(p, 6).nodes();
            SearchResult r = new Engine<>(new Cutting(1, 2), 1).search(p, 6);
            cut += r.nodes();
            assertThat(p.isLegal(r.bestMove())).isTrue();
            assertThat(r.depth()).isBetween(1, 6);
        }
        assertThat(cut).as("nodes with cuts against without").isLessThan(plain);
    }

    @Test
    void withoutCutsTheEngineIsTheTextbookSearch() {
        // the default margin, NO_CUT, cuts nothing (EngineTest checks thousands more)
        for (DomineeringPosition p : positions()) {
            assertThat(new Engine<>(new DomineeringHooks() { }, 1).search(p, 4).score())
                    .isEqualTo(new AlphaBeta<>(EVAL).value(p, 4));
        }
    }
}
