package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Extensions: asked of the evaluator after a node's moves are generated, adding to the depth left below it. */
class EngineExtensionTest {
    private static final DomineeringEvaluator EVAL = DomineeringHooks.EVAL;

    /** The Domineering evaluator, extending every node {@code atPly} plies below the root by one ply. */
    private static final class Extending extends DomineeringHooks {
        private final int atPly;
        int asked;

        Extending(int atPly) {
            this.atPly = atPly;
        }

        @Override
        public int extension(DomineeringPosition position, int moveCount, int ply, int depth) {
            asked++;
            assertThat(depth).as("asked only with depth left").isPositive();
            assertThat(moveCount).isPositive();
            return ply == atPly ? 1 : 0;
        }
    }

    private static List<DomineeringPosition> positions() {
        return DomineeringHooks.unfinished(5, 30, 4, 5);
    }

    @Test
    void anExtensionBelowTheRootSearchesOnePlyDeeper() {
        // every child of the root extended by one ply: depth 3 is alpha-beta's depth 4 (Domineering reaches a
        // position at one ply only, so the table cannot mix depths)
        for (DomineeringPosition p : positions()) {
            Extending extending = new Extending(1);
            assertThat(new Engine<>(extending, 1).search(p, 3).score()).isEqualTo(new AlphaBeta<>(EVAL).value(p, 4));
            assertThat(extending.asked).isPositive();
        }
        assertThat(positions()).hasSizeGreaterThan(20);
    }

    @Test
    void withoutExtensionsTheEngineIsTheTextbookSearch() {
        for (DomineeringPosition p : positions()) {
            assertThat(new Engine<>(new Extending(-1), 1).search(p, 3).score())
                    .isEqualTo(new AlphaBeta<>(EVAL).value(p, 3));
        }
    }
}
