package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The deepening step ({@code Evaluator.deepeningStep}) and the hooks told whether a node lies on the principal
 * variation: the defaults search every depth as before, a step skips iterations and still ends at the limit.
 */
class EngineDeepeningTest {
    private static final DomineeringEvaluator EVAL = DomineeringHooks.EVAL;

    /** The Domineering evaluator deepening {@code step} plies an iteration, counting how its hooks are asked. */
    private static final class Stepping extends DomineeringHooks {
        private final int step;
        int onPv;
        int offPv;

        Stepping(int step) {
            this.step = step;
        }

        @Override
        public int deepeningStep() {
            return step;
        }

        @Override
        public int extension(DomineeringPosition position, int moveCount, int ply, int depth, boolean pvNode) {
            if (pvNode) {
                onPv++;
            } else {
                offPv++;
            }
            return extension(position, moveCount, ply, depth);
        }
    }

    private static List<Integer> depths(Stepping e, DomineeringPosition p, int depth) {
        List<Integer> seen = new ArrayList<>();
        SearchResult r = new Engine<>(e, 1).search(p, SearchLimits.depth(depth), info -> seen.add(info.depth()));
        assertThat(r.depth()).isEqualTo(depth);
        return seen;
    }

    @Test
    void theDefaultDeepensOnePlyAtATimeAndAStepSkipsToTheLimit() {
        DomineeringPosition p = DomineeringHooks.unfinished(5, 30, 4, 5).get(0);
        assertThat(depths(new Stepping(1), p, 5)).containsExactly(1, 2, 3, 4, 5);
        assertThat(depths(new Stepping(2), p, 5)).containsExactly(2, 4, 5);
        assertThat(depths(new Stepping(2), p, 6)).containsExactly(2, 4, 6);
        assertThat(depths(new Stepping(3), p, 2)).containsExactly(2);
        assertThat(depths(new Stepping(0), p, 3)).as("a step below 1 is 1").containsExactly(1, 2, 3);
    }

    @Test
    void aSteppedSearchScoresAsTheTextbookSearchAtTheLimit() {
        for (DomineeringPosition p : DomineeringHooks.unfinished(5, 30, 4, 5)) {
            for (int depth = 3; depth <= 4; depth++) {
                assertThat(new Engine<>(new Stepping(2), 1).search(p, depth).score())
                        .isEqualTo(new AlphaBeta<>(EVAL).value(p, depth));
            }
        }
    }

    @Test
    void theExtensionIsToldTheNodesOnAndOffThePrincipalVariation() {
        Stepping e = new Stepping(1);
        new Engine<>(e, 1).search(DomineeringHooks.unfinished(5, 30, 4, 5).get(0), 4);
        assertThat(e.onPv).isPositive();
        assertThat(e.offPv).isGreaterThan(e.onPv);
    }
}
