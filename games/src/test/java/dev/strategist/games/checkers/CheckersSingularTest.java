package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.api.Test;

/**
 * Singular extensions as a setting ({@code checkers+singM}): off by default, asked only at quiet nodes with enough
 * plies left, read from its name and stacked with the other search settings, and changing the tree when on.
 */
class CheckersSingularTest {
    private final CheckersEvaluator plain = new CheckersEvaluator();
    private final CheckersGame game = new CheckersGame();

    private static SearchResult search(Evaluator<CheckersPosition> e, CheckersPosition p, int depth) {
        return new Engine<>(e, 4).search(p.copy(), SearchLimits.depth(depth), info -> { });
    }

    @Test
    void theDefaultTestsNothing() {
        CheckersPosition start = new CheckersPosition();
        for (int depth = 1; depth <= 30; depth++) {
            assertThat(plain.singularMargin(start, depth)).isZero();
        }
        assertThat(plain.withDeepeningStep(2).withPvCaptures().singularMargin(start, 20)).isZero();
    }

    @Test
    void theMarginHoldsAtQuietNodesWithSixPliesOrMore() {
        CheckersEvaluator sing = plain.withSingular(30);
        CheckersPosition start = new CheckersPosition();
        assertThat(sing.singularMargin(start, CheckersEvaluator.SINGULAR_DEPTH)).isEqualTo(30);
        assertThat(sing.singularMargin(start, 20)).isEqualTo(30);
        assertThat(sing.singularMargin(start, CheckersEvaluator.SINGULAR_DEPTH - 1)).as("too near the leaves").isZero();
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(capture.mustCapture()).isTrue();
        assertThat(sing.singularMargin(capture, 20)).as("a capture pending").isZero();
        assertThat(sing.withDeepeningStep(2).singularMargin(start, 8)).as("kept by the other settings").isEqualTo(30);
        assertThat(sing.withDeepeningStep(2).deepeningStep()).isEqualTo(2);
    }

    @Test
    void theSettingReadsFromItsNameStacksAndRefusesBadOnes() {
        Evaluator<CheckersPosition> sing = game.evaluator("checkers+sing30");
        assertThat(sing.name()).isEqualTo("checkers+sing30");
        assertThat(sing.singularMargin(new CheckersPosition(), 8)).isEqualTo(30);
        Evaluator<CheckersPosition> stacked = game.evaluator("checkers+cut50/2+step2+sing40");
        assertThat(stacked.name()).isEqualTo("checkers+cut50/2+step2+sing40");
        assertThat(stacked.deepeningStep()).isEqualTo(2);
        assertThat(stacked.cutReduction(8)).isEqualTo(2);
        assertThat(stacked.singularMargin(new CheckersPosition(), 8)).isEqualTo(40);
        assertThat(game.evaluator("checkers+sing40+step2").singularMargin(new CheckersPosition(), 8)).isEqualTo(40);
        assertThatThrownBy(() -> game.evaluator("checkers+sing0")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.evaluator("checkers+sing")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.evaluator("checkers+singx")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.evaluator("material+sing30")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSettingChangesTheTreeAndStillPlaysALegalMove() {
        for (CheckersPosition p : new CheckersPosition[] {new CheckersPosition(), CheckersSearchSettingsTest.middle()}) {
            SearchResult on = search(plain.withSingular(30), p, 12);
            SearchResult off = search(plain, p, 12);
            assertThat(on.depth()).isEqualTo(12);
            assertThat(p.legalMoves()).contains(on.bestMove());
            assertThat(on.nodes()).as("%s", p).isNotEqualTo(off.nodes());
        }
    }
}
