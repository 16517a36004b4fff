package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pattern evaluation: symmetric, a sum of the weights it names, and sensible with the shipped weights. */
class ReversiPatternEvaluatorTest {

    private static ReversiPatternWeights randomWeights(long seed) {
        Random random = new Random(seed);
        int[][] w = new int[ReversiPatternWeights.STAGES][ReversiPatternWeights.PER_STAGE];
        for (int[] stage : w) {
            for (int i = 0; i < stage.length; i++) {
                stage[i] = random.nextInt(2001) - 1000;
            }
        }
        return new ReversiPatternWeights(w);
    }

    private static void assertSymmetric(ReversiPatternEvaluator e) {
        for (long[] pos : ReversiPatternsTest.randomPositions(40, 17)) {
            long p = pos[0];
            long o = pos[1];
            int value = e.evaluate(p, o, ReversiBitboards.moves(p, o));
            for (int g = 1; g < ReversiPatterns.IMAGES; g++) {
                long pg = ReversiPatterns.image(p, g);
                long og = ReversiPatterns.image(o, g);
                assertThat(e.evaluate(pg, og, ReversiBitboards.moves(pg, og))).as("image %d", g).isEqualTo(value);
            }
        }
    }

    @Test
    void theEightSymmetriesGetTheSameValueWithAnyWeights() {
        assertSymmetric(new ReversiPatternEvaluator(randomWeights(1)));
    }

    @Test
    void theEightSymmetriesGetTheSameValueWithTheShippedWeights() {
        assertSymmetric(new ReversiPatternEvaluator());
    }

    @Test
    void theValueIsTheSumOfTheWeightsOfItsStage() {
        assertValuesAreSumsOfTheirStagesWeights(randomWeights(2), ReversiPatternsTest.randomPositions(5, 3));
    }

    /** Each position's value is its stage's constant, both mobility weights and the weights of its 88 readings. */
    static void assertValuesAreSumsOfTheirStagesWeights(ReversiPatternWeights weights, long[][] positions) {
        ReversiPatternEvaluator e = new ReversiPatternEvaluator(weights);
        int[] indices = new int[ReversiPatterns.SHAPES * ReversiPatterns.IMAGES];
        for (long[] pos : positions) {
            long p = pos[0];
            long o = pos[1];
            int empties = 64 - Long.bitCount(p | o);
            int[] w = weights.stageCopy(ReversiPatternWeights.stage(empties));
            ReversiPatterns.indices(p, o, indices, 0);
            int expected = w[ReversiPatternWeights.CONSTANT]
                    + w[ReversiPatternWeights.MY_MOBILITY + Math.min(31, Long.bitCount(ReversiBitboards.moves(p, o)))]
                    + w[ReversiPatternWeights.THEIR_MOBILITY + Math.min(31, Long.bitCount(ReversiBitboards.moves(o, p)))];
            for (int i : indices) {
                expected += w[i];
            }
            assertThat(e.evaluate(ReversiPosition.of(p, o, ReversiPosition.BLACK))).isEqualTo(expected);
        }
    }

    @Test
    void theShippedWeightsPreferCornersAndPredictLopsidedEndingsRoughly() {
        ReversiPatternEvaluator e = new ReversiPatternEvaluator();
        ReversiGame game = new ReversiGame();
        // the start is about even (within 4 discs)
        ReversiPosition start = game.newPosition();
        assertThat(Math.abs(e.evaluate(start))).isLessThan(4 * ReversiPatternWeights.UNIT);
        // averaged over random games, holding a corner rather than its opponent pays (over 2 discs)
        long corners = 0;
        int seen = 0;
        for (long[] pos : ReversiPatternsTest.randomPositions(200, 8)) {
            long p = pos[0];
            long o = pos[1];
            int mine = Long.bitCount(p & ReversiBitboards.CORNERS);
            int theirs = Long.bitCount(o & ReversiBitboards.CORNERS);
            if (mine != theirs && 64 - Long.bitCount(p | o) > 20) {
                corners += (long) Integer.signum(mine - theirs) * e.evaluate(p, o, ReversiBitboards.moves(p, o));
                seen++;
            }
        }
        assertThat(seen).isGreaterThan(100);
        assertThat(corners / seen).isGreaterThan(2L * ReversiPatternWeights.UNIT);
    }
}
