package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The move buffer is large enough for every position: the bound of {@link CheckersMoveBound} (its argument
 * in its Javadoc), checked against the positions with the most moves a search could find.
 */
class CheckersMoveBoundTest {
    /** The most moves of any position by the argument: 17 capture chains in each of the four classes. */
    private static final int PROVEN_BOUND = 68;

    @Test
    void jumpsKeepAPieceInOneOfFourClassesOfEightSquaresWithNineJumpsEach() {
        List<int[]> classes = CheckersMoveBound.components();
        assertThat(classes).hasSize(4);
        long seen = 0;
        for (int[] squares : classes) {
            assertThat(squares).hasSize(8);
            long set = 0;
            for (int b : squares) {
                set |= 1L << b;
            }
            long over = CheckersMoveBound.jumpedSquares(squares);
            assertThat(Long.bitCount(over)).isEqualTo(9);
            assertThat(over & set).as("jumped squares lie outside the class").isZero();
            assertThat(seen & set).isZero();
            seen |= set;
        }
        assertThat(seen).isEqualTo(CheckersGeometry.FULL);
    }

    @Test
    void theBoundIsSixtyEightAndTheBufferHoldsIt() {
        for (int[] squares : CheckersMoveBound.components()) {
            // one king makes at most 16 chains in its class, and more pieces there add at most one
            assertThat(CheckersMoveBound.mostCaptures(squares)).containsExactly(0, 16, 17, 17, 17, 17, 17, 17, 17);
        }
        assertThat(CheckersMoveBound.bound()).isEqualTo(PROVEN_BOUND);
        assertThat(new CheckersPosition().maxMoves()).isGreaterThanOrEqualTo(PROVEN_BOUND);
        assertThat(CheckersMoveGenerator.MAX_MOVES).isGreaterThanOrEqualTo(PROVEN_BOUND);
    }

    @Test
    void aKingAmongNinePiecesHasSixteenChains() {
        CheckersPosition p = CheckersPosition.of("B:W9,10,11,17,18,19,25,26,27:BK14");
        assertThat(p.legalMoves()).hasSize(16);
        // chains may pass back over the start square, which is empty once the king has left it
        assertThat(MoveTexts.of(p)).contains("14x5", "14x23x32", "14x23x16x7x14x5", "14x21x30x23x16x7x14x23x32");
    }

    @Test
    void theMostMovesFoundByASearchAreWithinTheBound() {
        // found by CheckersMoveBound.mostMovesFound (seeds 1-3, 40 restarts of 100,000 steps): twelve kings
        // make 42 steps; no capture position with more than 34 chains turned up
        CheckersPosition quiet = CheckersPosition.of("B:WK28:B1,3,K2,K9,K10,K11,K17,K18,K19,K25,K26,K27");
        CheckersPosition captures = CheckersPosition.of("B:W9,18,26,K1,K4,K10,K11,K17,K19,K20,K25,K27:"
                + "B2,12,28,K8,K16,K24,K32");
        assertThat(quiet.legalMoves()).hasSize(42);
        assertThat(captures.legalMoves()).hasSize(34);
        assertThat(captures.mustCapture()).isTrue();
        for (boolean capturesOnly : new boolean[] {false, true}) {
            CheckersPosition found = CheckersMoveBound.mostMovesFound(20261122, 4, 40_000, capturesOnly);
            assertThat(found.legalMoves().length).isBetween(capturesOnly ? 20 : 36, PROVEN_BOUND);
        }
    }

    @Test
    void theGeneratorThrowsRatherThanOverrunItsBuffer() {
        CheckersPosition p = CheckersPosition.of("B:W9,10,11,17,18,19,25,26,27:BK14");
        int[] buffer = new int[64];
        assertThat(new CheckersMoveGenerator(16).generate(0, p.men(0), p.kings(0), p.pieces(1), buffer, 3))
                .isEqualTo(16);
        assertThatThrownBy(() -> new CheckersMoveGenerator(15).generate(0, p.men(0), p.kings(0), p.pieces(1),
                buffer, 3)).isInstanceOf(IllegalStateException.class).hasMessage("more than 15 legal moves in one position");
    }
}
