package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every pattern shape scores what its tuner's entries say, the same for the mover of a mirrored position, and its
 * file round-trips and refuses another shape's.
 */
class CheckersPatternShapeTest {
    /** Random entries, the unused ones 0 as a fit leaves them. */
    private static CheckersPatternWeights randomWeights(CheckersPatternShape shape, long seed) {
        Random random = new Random(seed);
        int size = shape.tables() * CheckersPatterns.SIZE;
        int[] full = new int[size];
        int[] ending = new int[size];
        for (int i = 0; i < size; i++) {
            full[i] = shape.unused(i) ? 0 : random.nextInt(2001) - 1000;
            ending[i] = shape.unused(i) ? 0 : random.nextInt(2001) - 1000;
        }
        return new CheckersPatternWeights(shape, full, ending);
    }

    /** The score from the entries {@link CheckersPatternShape#indices} names, blended one by one, as the tuner sums. */
    private static int slowScore(CheckersPatternWeights w, CheckersPosition p) {
        CheckersPatternShape shape = w.shape();
        int[] idx = new int[2 * shape.perSide()];
        shape.indices(p, idx);
        int span = CheckersFeatures.MAX_PIECES - CheckersWeights.ENDING;
        int phase = Math.max(0, Math.min(span, Long.bitCount(p.pieces(0) | p.pieces(1)) - CheckersWeights.ENDING));
        long sum = 0;
        for (int j = 0; j < idx.length; j++) {
            long blended = (long) w.entry(false, idx[j]) * phase + (long) w.entry(true, idx[j]) * (span - phase);
            sum += j < shape.perSide() ? blended : -blended;
        }
        return (int) (sum / span) / CheckersPatternWeights.UNIT;
    }

    @Test
    void everyShapeScoresItsEntriesAndAMirrorTheSameForTheMover() {
        var positions = CheckersPatternsTest.randomPositions(7, 20);
        assertThat(positions.stream().filter(p -> (p.kings(0) | p.kings(1)) != 0).count()).isGreaterThan(200);
        for (CheckersPatternShape shape : CheckersPatternShape.values()) {
            CheckersPatternWeights w = randomWeights(shape, 8 + shape.ordinal());
            int nonZero = 0;
            for (CheckersPosition p : positions) {
                assertThat(w.score(p)).as("%s %s", shape, p).isEqualTo(slowScore(w, p));
                assertThat(w.score(CheckersPatternsTest.mirror(p))).as("%s %s", shape, p).isEqualTo(w.score(p));
                nonZero += w.score(p) != 0 ? 1 : 0;
            }
            assertThat(nonZero).as("%s", shape).isGreaterThan(positions.size() / 2);
        }
    }

    @Test
    void theKingsBlocksCountOnlyWithKingsAndTheMoverTablesOnlyForTheMover() {
        CheckersPosition men = CheckersPosition.of("B:W21-32:B1-12");
        CheckersPosition king = CheckersPosition.of("B:W21-32:B1-11,K15");
        int[] idx = new int[2 * CheckersPatternShape.STM_KINGS.perSide()];
        CheckersPatternShape.STM_KINGS.indices(men, idx);
        for (int j = 0; j < idx.length; j++) {
            boolean kingBlock = j % CheckersPatternShape.STM_KINGS.perSide() >= CheckersPatterns.BLOCKS;
            assertThat(CheckersPatternShape.STM_KINGS.unused(idx[j])).isEqualTo(kingBlock);
            // the side not to move's entries lie in tables of their own
            assertThat(idx[j] >= 2 * CheckersPatterns.SIZE).isEqualTo(j >= idx.length / 2);
        }
        CheckersPatternShape.STM_KINGS.indices(king, idx);
        long used = java.util.Arrays.stream(idx).filter(i -> !CheckersPatternShape.STM_KINGS.unused(i)).count();
        assertThat(used).isGreaterThan(2 * CheckersPatterns.BLOCKS); // the king's blocks, Black's and White's view
    }

    @Test
    void everyShapesFileRoundTripsAndRefusesAnotherShape() throws IOException {
        for (CheckersPatternShape shape : CheckersPatternShape.values()) {
            CheckersPatternWeights w = randomWeights(shape, 20 + shape.ordinal());
            byte[] bytes = CheckersPatternsTest.bytes(w);
            CheckersPatternWeights back = CheckersPatternWeights.read(new ByteArrayInputStream(bytes), shape);
            assertThat(back.shape()).isEqualTo(shape);
            for (int i = 0; i < shape.tables() * CheckersPatterns.SIZE; i++) {
                assertThat(back.entry(false, i)).isEqualTo(w.entry(false, i));
                assertThat(back.entry(true, i)).isEqualTo(w.entry(true, i));
            }
            CheckersPatternShape other = CheckersPatternShape.values()[(shape.ordinal() + 1) % 4];
            assertThatThrownBy(() -> CheckersPatternWeights.read(new ByteArrayInputStream(bytes), other))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("version " + (1 + shape.ordinal()));
        }
        assertThat(CheckersPatternShape.of("stm+kings")).isEqualTo(CheckersPatternShape.STM_KINGS);
    }
}
