package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.JudgementOf;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.api.Test;

/** The checkers evaluator's say in the search's shape: recaptures extended, late quiet moves reduced, cuts. */
class CheckersSearchShapeTest {
    private final CheckersEvaluator evaluator = new CheckersEvaluator();

    /** The default evaluator without its extension, reductions and cuts: the plain search to compare with. */
    private static final class Plain extends JudgementOf<CheckersPosition> {
        Plain() {
            super(new CheckersEvaluator());
        }
    }

    private static SearchResult search(Evaluator<CheckersPosition> e, CheckersPosition p, int depth) {
        return new Engine<>(e, 4).search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE);
    }

    @Test
    void onlyACaptureAnsweringACaptureIsExtended() {
        assertThat(evaluator.extension(new CheckersPosition(), 7, 1, 5)).isZero();
        // White must take 14 with 18, its only move, but nothing was taken before: the exchange's first capture
        CheckersPosition forced = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(forced.legalMoves()).hasSize(1);
        assertThat(evaluator.extension(forced, 1, 3, 4)).isZero();
        // 11-15 22-18 15x22: White must take back, with 25 or 26
        CheckersPosition recapture = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (String m : new String[] {"11-15", "22-18"}) {
            recapture.play(notation.parse(recapture, m));
        }
        assertThat(evaluator.extension(recapture, 1, 2, 4)).as("Black's first capture").isZero();
        recapture.play(notation.parse(recapture, "15x22"));
        assertThat(evaluator.extension(recapture, 2, 3, 4)).isEqualTo(1);
    }

    @Test
    void capturesCrowningAndEarlyMovesAreNeverReduced() {
        CheckersPosition start = new CheckersPosition();
        int[] moves = start.legalMoves();
        assertThat(evaluator.reduction(start, moves[0], 1, 8)).as("early in the order").isZero();
        assertThat(evaluator.reduction(start, moves[0], 5, 2)).as("too little depth left").isZero();
        assertThat(evaluator.reduction(start, moves[0], 5, 8)).as("a late quiet move").isEqualTo(1);
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(evaluator.reduction(capture, capture.legalMoves()[0], 5, 8)).isZero();
        CheckersPosition crowning = CheckersPosition.of("B:W5,30:B27,12");
        int crowns = 0;
        for (int move : crowning.legalMoves()) {
            int to = CheckersGeometry.step(CheckersMove.direction(move, 0), CheckersMove.from(move));
            if ((CheckersGeometry.crownRow(crowning.sideToMove()) & (1L << to)) != 0) {
                assertThat(evaluator.reduction(crowning, move, 5, 8)).as("a crowning move").isZero();
                crowns++;
            }
        }
        assertThat(crowns).isEqualTo(2);
    }

    @Test
    void onlyQuietPositionsWithDepthLeftMayBeCut() {
        CheckersPosition start = new CheckersPosition();
        assertThat(evaluator.cutMargin(start, 3)).isPositive().isNotEqualTo(Evaluator.NO_CUT);
        assertThat(evaluator.cutMargin(start, 2)).as("too little depth left").isEqualTo(Evaluator.NO_CUT);
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(evaluator.cutMargin(capture, 8)).as("a capture pending").isEqualTo(Evaluator.NO_CUT);
        assertThat(evaluator.cutReduction(8)).isPositive();
    }

    @Test
    void theShapedSearchPlaysThePlainSearchsMoveInASharpPosition() {
        // men traded and a shot in the air: the extension, reductions and cuts must not lose the plain search's move
        CheckersPosition sharp = CheckersPosition.of("B:W22,23,30,31,32:B1,2,3,5,8,9,11,14");
        for (int depth = 8; depth <= 10; depth += 2) {
            SearchResult plain = search(new Plain(), sharp, depth);
            SearchResult shaped = search(evaluator, sharp, depth);
            assertThat(CheckersNotation.text(shaped.bestMove())).as("depth %d", depth)
                    .isEqualTo(CheckersNotation.text(plain.bestMove()));
        }
    }
}
