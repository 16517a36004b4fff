package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Singular extensions ({@code Evaluator.singularMargin}): a table move every other move trails by the margin is
 * searched a ply deeper; the default tests nothing.
 */
class EngineSingularTest {
    /** The Domineering evaluator answering {@code margin} from {@code fromDepth} plies left, counting the questions. */
    private static final class Singular extends DomineeringHooks {
        private final int margin;
        private final int fromDepth;
        int asked;

        Singular(int margin, int fromDepth) {
            this.margin = margin;
            this.fromDepth = fromDepth;
        }

        @Override
        public int singularMargin(DomineeringPosition position, int depth) {
            asked++;
            assertThat(depth).as("asked only with plies left").isPositive();
            return depth >= fromDepth ? margin : 0;
        }

        @Override
        public boolean singularExtensions() {
            return true;
        }
    }

    /** The same margins from an evaluator that says it tests nothing: the engine must never ask it. */
    private static final class Silent extends DomineeringHooks {
        int asked;

        @Override
        public int singularMargin(DomineeringPosition position, int depth) {
            asked++;
            return 1;
        }
    }

    /** Positions of a 6 x 6 board a few plies in, enough moves left for a table move to stand out. */
    private static final List<DomineeringPosition> POSITIONS = DomineeringHooks.unfinished(6, 30, 6, 7);

    @Test
    void aSingularTableMoveIsSearchedAPlyDeeperAndNothingElseIs() {
        int depth = 4;
        int longer = 0;
        for (DomineeringPosition p : POSITIONS) {
            Singular tested = new Singular(1, 2);
            SearchResult r = new Engine<>(tested, 1).search(p, depth);
            assertThat(tested.asked).as("asked where the table knows a move").isPositive();
            assertThat(p.legalMoves()).contains(r.bestMove());
            assertThat(Math.abs(r.score())).isLessThanOrEqualTo(Score.WIN);
            // a ply more below a singular move: the principal variation can only outgrow the depth that way
            longer += r.pv().length > depth ? 1 : 0;
            SearchResult plain = new Engine<>(new Singular(0, 2), 1).search(p, depth);
            assertThat(plain.pv().length).as("no test, no extension").isLessThanOrEqualTo(depth);
        }
        assertThat(longer).as("positions whose line a singular move lengthened").isPositive();
        assertThat(POSITIONS).hasSizeGreaterThan(20);
    }

    @Test
    void anEvaluatorThatTestsNothingIsNeverAsked() {
        for (DomineeringPosition p : POSITIONS) {
            Silent silent = new Silent();
            SearchResult r = new Engine<>(silent, 1).search(p, 4);
            assertThat(silent.asked).isZero();
            assertThat(r.nodes()).isEqualTo(new Engine<>(DomineeringHooks.EVAL, 1).search(p, 4).nodes());
        }
    }

    @Test
    void aMarginAnsweredNowhereSearchesTheDefaultsTree() {
        // the test's own search runs only where the evaluator gives a margin: none at any depth reached is the
        // default's tree node for node, and its score the textbook's
        for (DomineeringPosition p : POSITIONS) {
            Singular never = new Singular(1, 100);
            SearchResult r = new Engine<>(never, 1).search(p, 4);
            SearchResult plain = new Engine<>(DomineeringHooks.EVAL, 1).search(p, 4);
            assertThat(r.nodes()).isEqualTo(plain.nodes());
            assertThat(r.score()).isEqualTo(new AlphaBeta<>(DomineeringHooks.EVAL).value(p, 4));
        }
    }
}
