package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Threats at the horizon: a quiet position the evaluator calls threatened is searched one ply more, once a line. */
class EngineThreatTest {
    private static final DomineeringEvaluator EVAL = DomineeringHooks.EVAL;

    /** The Domineering evaluator, calling every position threatened (or none). */
    private static final class Threatening extends DomineeringHooks {
        private final boolean threat;
        int asked;

        Threatening(boolean threat) {
            this.threat = threat;
        }

        @Override
        public boolean threatAtHorizon(DomineeringPosition position) {
            asked++;
            assertThat(position.isOver()).isFalse();
            return threat;
        }
    }

    private static List<DomineeringPosition> positions() {
        return DomineeringHooks.unfinished(5, 30, 4, 17);
    }

    @Test
    void aThreatAtEveryHorizonSearchesOnePlyDeeperAndNoMore() {
        // every horizon position threatened: depth 3 is alpha-beta's depth 4, not 5 or more, since the moves below
        // an answered threat extend no further (Domineering reaches a position at one ply only, so the table
        // cannot mix depths)
        for (DomineeringPosition p : positions()) {
            Threatening threatening = new Threatening(true);
            assertThat(new Engine<>(threatening, 1).search(p, 3).score()).isEqualTo(new AlphaBeta<>(EVAL).value(p, 4));
            assertThat(threatening.asked).isPositive();
        }
        assertThat(positions()).hasSizeGreaterThan(20);
    }

    @Test
    void withoutThreatsTheEngineIsTheTextbookSearch() {
        for (DomineeringPosition p : positions()) {
            Threatening none = new Threatening(false);
            assertThat(new Engine<>(none, 1).search(p, 3).score()).isEqualTo(new AlphaBeta<>(EVAL).value(p, 3));
            assertThat(none.asked).isPositive();
        }
    }
}
