package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The folded pattern sum: the value of reading every image, to the unit, with any weights that fold. */
class ReversiFoldedPatternsTest {

    private static short[] randomStage(Random random, int bound) {
        short[] stage = new short[ReversiPatternWeights.PER_STAGE];
        for (int i = 0; i < stage.length; i++) {
            stage[i] = (short) (random.nextInt(2 * bound + 1) - bound);
        }
        return stage;
    }

    @Test
    void eachShapeIsReadOnTheSameSquaresByAsManyImagesAsItsSymmetriesSay() {
        // the edge, the rows and the diagonals of 4 to 7 squares read forwards and backwards, the 3 x 3 corner and
        // its transpose, the long diagonal four times, the 2 x 5 corner once
        int[] expected = {2, 2, 1, 2, 2, 2, 4, 2, 2, 2, 2};
        for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
            assertThat(ReversiFoldedPatterns.readingsPerSet(s)).as("shape %d", s).isEqualTo(expected[s]);
        }
    }

    @Test
    void theFoldedSumIsTheSumOverEveryImageOnRandomPositionsAndRandomWeights() {
        Random random = new Random(5);
        for (int trial = 0; trial < 3; trial++) {
            short[] stage = randomStage(random, 5000);
            short[] folded = ReversiFoldedPatterns.fold(stage);
            assertThat(folded).isNotNull();
            for (long[] pos : ReversiPatternsTest.randomPositions(30, 40 + trial)) {
                assertThat(ReversiFoldedPatterns.sum(folded, pos[0], pos[1]))
                        .isEqualTo(ReversiPatternEvaluator.byImages(stage, pos[0], pos[1]));
            }
        }
    }

    @Test
    void theFoldedSumIsTheSumOverEveryImageOnRandomBoards() {
        // any two disjoint bitboards, not only reachable positions: every square of every shape in every state
        Random random = new Random(9);
        short[] stage = randomStage(random, 3000);
        short[] folded = ReversiFoldedPatterns.fold(stage);
        for (int i = 0; i < 20_000; i++) {
            long a = random.nextLong();
            long b = random.nextLong() & ~a;
            assertThat(ReversiFoldedPatterns.sum(folded, a, b)).isEqualTo(ReversiPatternEvaluator.byImages(stage, a, b));
        }
    }

    @Test
    void weightsWhoseFoldedSumsOverflowSixteenBitsAreReadImageByImageWithTheSameValue() {
        int[][] w = new int[ReversiPatternWeights.STAGES][ReversiPatternWeights.PER_STAGE];
        Random random = new Random(3);
        for (int[] stage : w) {
            for (int i = 0; i < stage.length; i++) {
                stage[i] = random.nextInt(20_001) - 10_000;
            }
        }
        w[4][ReversiPatterns.OFFSET[6]] = 20_000; // the long diagonal's empty code counts four times: 80,000
        ReversiPatternWeights weights = new ReversiPatternWeights(w);
        assertThat(weights.foldedStageWeights(4)).isNull();
        // positions of every stage, stage 4 (20 to 24 empties) among them
        ReversiPatternEvaluatorTest.assertValuesAreSumsOfTheirStagesWeights(weights,
                ReversiPatternsTest.randomPositions(20, 6));
    }

    @Test
    void theShippedWeightsFoldInEveryStage() {
        ReversiPatternWeights weights = ReversiPatternWeights.standard();
        for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
            assertThat(weights.foldedStageWeights(s)).as("stage %d", s).isNotNull();
        }
    }
}
