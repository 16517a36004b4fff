package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.api.Test;

/**
 * Multi-cut as a setting ({@code checkers+mcM/C/R}): off by default with the default's tree node for node, asked only
 * at quiet nodes with enough plies left, read from its name and stacked with the other settings, refused when
 * malformed, and searching fewer nodes to the same depth while keeping the default's move in quiet positions.
 */
class CheckersMultiCutTest {
    private final CheckersEvaluator plain = new CheckersEvaluator();
    private final CheckersGame game = new CheckersGame();

    private static SearchResult search(Evaluator<CheckersPosition> e, CheckersPosition p, int depth) {
        return new Engine<>(e, 4).search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE);
    }

    @Test
    void theDefaultTriesNothingAndSearchesItsOwnTree() {
        assertThat(plain.multiCutMoves()).isZero();
        assertThat(plain.withDeepeningStep(2).withSingular(30).multiCutMoves()).isZero();
        CheckersPosition start = new CheckersPosition();
        for (int depth = 1; depth <= 30; depth++) {
            assertThat(plain.multiCutReduction(start, depth)).isZero();
        }
        // the counts of CheckersSearchSettingsTest, measured before the engine had a multi-cut
        assertThat(search(plain, start, 12).nodes()).isEqualTo(177_895L);
        assertThat(search(plain, CheckersSearchSettingsTest.middle(), 12).nodes()).isEqualTo(172_665L);
    }

    @Test
    void theReductionHoldsAtQuietNodesFromItsDepth() {
        CheckersEvaluator mc = plain.withMultiCut(3, 8, 4, 6);
        CheckersPosition start = new CheckersPosition();
        assertThat(mc.multiCutMoves()).isEqualTo(8);
        assertThat(mc.multiCutNeeded()).isEqualTo(3);
        assertThat(mc.multiCutReduction(start, 6)).isEqualTo(4);
        assertThat(mc.multiCutReduction(start, 20)).isEqualTo(4);
        assertThat(mc.multiCutReduction(start, 5)).as("too near the leaves").isZero();
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(capture.mustCapture()).isTrue();
        assertThat(mc.multiCutReduction(capture, 20)).as("a capture pending").isZero();
        assertThat(mc.withPvCaptures().multiCutReduction(start, 8)).as("kept by the other settings").isEqualTo(4);
        assertThat(mc.withCut(70, 4).multiCutMoves()).isEqualTo(8);
    }

    @Test
    void theSettingReadsFromItsNameStacksAndRefusesBadOnes() {
        Evaluator<CheckersPosition> mc = game.evaluator("checkers+mc3/8/4");
        assertThat(mc.name()).isEqualTo("checkers+mc3/8/4");
        assertThat(mc.multiCutReduction(new CheckersPosition(), 6)).isEqualTo(4);
        assertThat(mc.multiCutReduction(new CheckersPosition(), 5)).as("depth R + 2 when not given").isZero();
        Evaluator<CheckersPosition> deeper = game.evaluator("checkers+mc3/10/4/8");
        assertThat(deeper.name()).isEqualTo("checkers+mc3/10/4/8");
        assertThat(deeper.multiCutReduction(new CheckersPosition(), 7)).isZero();
        assertThat(deeper.multiCutReduction(new CheckersPosition(), 8)).isEqualTo(4);
        assertThat(game.evaluator("checkers+mc3/8/4/6").name()).as("the depth named only when not R + 2")
                .isEqualTo("checkers+mc3/8/4");
        Evaluator<CheckersPosition> stacked = game.evaluator("checkers+cut50/2+mc2/6/3+step2");
        assertThat(stacked.name()).isEqualTo("checkers+cut50/2+mc2/6/3+step2");
        assertThat(stacked.deepeningStep()).isEqualTo(2);
        assertThat(stacked.cutReduction(8)).isEqualTo(2);
        assertThat(stacked.multiCutMoves()).isEqualTo(6);
        assertThat(stacked.multiCutNeeded()).isEqualTo(2);
        assertThat(game.evaluator("checkers+mc3/8/4+lmp2/1").multiCutMoves()).isEqualTo(8);
        assertThat(game.evaluator("checkers+lmp2/1+mc3/8/4").name()).isEqualTo("checkers+lmp2/1+mc3/8/4");
        for (String bad : new String[] {"checkers+mc", "checkers+mc3", "checkers+mc3/8", "checkers+mc3/8/4/6/1",
                "checkers+mc3/8/x", "checkers+mc3//4", "checkers+mc-3/8/4", "checkers+mc0/8/4", "checkers+mc9/8/4",
                "checkers+mc3/8/0", "checkers+mc3/8/4/5", "material+mc3/8/4"}) {
            assertThatThrownBy(() -> game.evaluator(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> game.evaluator("checkers+mc3/8")).hasMessageContaining("+mcM/C/R");
    }

    @Test
    void theSettingSearchesFewerNodesAndKeepsTheDefaultsMoveInQuietPositions() {
        CheckersEvaluator mc = plain.withMultiCut(3, 8, 4, 6);
        for (String fen : QUIET) {
            CheckersPosition p = fen.isEmpty() ? CheckersSearchSettingsTest.middle() : CheckersPosition.of(fen);
            SearchResult full = search(plain, p, 12);
            SearchResult cut = search(mc, p, 12);
            assertThat(cut.nodes()).as("%s", fen).isLessThan(full.nodes());
            assertThat(CheckersNotation.text(cut.bestMove())).as("%s", fen)
                    .isEqualTo(CheckersNotation.text(full.bestMove()));
        }
    }

    /** Quiet positions (no capture pending) the setting is checked on; empty: the settings test's middlegame. */
    private static final String[] QUIET = {
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "",
        "B:W22,23,30,31,32:B1,2,3,5,8,9,11,14",
    };
}
