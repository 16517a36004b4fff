package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.GradientCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The network's inputs see the mover's side alike for both colours; the frozen network plays as it was fitted. */
class CheckersNetworkTest {
    private static final List<CheckersPosition> POSITIONS = CheckersPatternsTest.randomPositions(7, 30);

    private static TrainableCheckersNetwork trained(Random random) {
        return trained(random, 1);
    }

    private static TrainableCheckersNetwork trained(Random random, int buckets) {
        return trained(random, buckets, new int[0]);
    }

    /** Buckets 5 stands for 4 buckets with middle layers of 8 and 6 units between the hidden units and them. */
    private static TrainableCheckersNetwork trainedShape(Random random, int shape) {
        return shape == 5 ? trained(random, 4, new int[] {8, 6}) : trained(random, shape, new int[0]);
    }

    private static TrainableCheckersNetwork trained(Random random, int buckets, int[] middle) {
        TrainableCheckersNetwork t = TrainableCheckersNetwork.random(16, buckets, middle, random);
        double[] w = t.weights();
        for (int i = 0; i < w.length; i++) {
            w[i] += random.nextGaussian() * 0.05; // the output layer too, so the value is not 0
        }
        return t;
    }

    @Test
    void inputsAreTheMoversPiecesEachOnceAndTheSameForTheMirroredPosition() {
        int[] a = new int[32];
        int[] b = new int[32];
        for (CheckersPosition p : POSITIONS) {
            int n = CheckersNetwork.inputs(p, a);
            assertThat(n).isEqualTo(Long.bitCount(p.pieces(0) | p.pieces(1)));
            assertThat(Arrays.stream(a, 0, n).distinct().count()).isEqualTo(n);
            assertThat(Arrays.stream(a, 0, n).allMatch(i -> i >= 0 && i < CheckersNetwork.INPUTS)).isTrue();
            int own = Long.bitCount(p.pieces(p.sideToMove()));
            assertThat(Arrays.stream(a, 0, n).filter(i -> i < 64).count()).isEqualTo(own);
            int m = CheckersNetwork.inputs(CheckersPatternsTest.mirror(p), b);
            assertThat(m).isEqualTo(n);
            int[] x = Arrays.copyOf(a, n);
            int[] y = Arrays.copyOf(b, m);
            Arrays.sort(x);
            Arrays.sort(y);
            assertThat(y).isEqualTo(x);
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 4, 5})
    void theFrozenNetworkScoresAsTheTrainableOneAndSurvivesItsFile(int shape) throws IOException {
        TrainableCheckersNetwork t = trainedShape(new Random(3), shape);
        CheckersNetwork frozen = t.freeze();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        frozen.write(bytes);
        CheckersNetwork read = CheckersNetwork.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertThat(read.buckets()).isEqualTo(t.buckets());
        assertThat(read.middleUnits()).containsExactly(shape == 5 ? new int[] {8, 6} : new int[0]);
        int[] in = new int[32];
        double[] act = new double[t.activations()];
        CheckersNetwork.Accumulator sums = frozen.new Accumulator();
        boolean nonZero = false;
        for (CheckersPosition p : POSITIONS) {
            int n = CheckersNetwork.inputs(p, in);
            byte[] packed = new byte[n];
            for (int i = 0; i < n; i++) {
                packed[i] = (byte) in[i];
            }
            double exact = t.forward(packed, 0, n, act);
            int score = frozen.score(p);
            assertThat((double) score).isCloseTo(exact, org.assertj.core.data.Offset.offset(1.5));
            assertThat(read.score(p)).isEqualTo(score);
            // the positions follow random games, so the sums are carried from move to move, and jump between games
            assertThat(sums.score(p)).isEqualTo(score);
            nonZero |= score != 0;
        }
        assertThat(nonZero).isTrue();
        // carried the other way (pieces coming back, as a search undoes) and two plies a step, from fresh sums
        CheckersNetwork.Accumulator back = frozen.new Accumulator();
        for (int i = POSITIONS.size() - 1; i >= 0; i -= 2) {
            assertThat(back.score(POSITIONS.get(i))).isEqualTo(frozen.score(POSITIONS.get(i)));
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 4, 5})
    void theCarriedSumsEqualTheSummedOnesThroughASearchsPlayAndUndo(int shape) {
        CheckersNetwork frozen = trainedShape(new Random(9), shape).freeze();
        CheckersNetwork.Accumulator sums = frozen.new Accumulator();
        Random random = new Random(11);
        int[] moves = new int[CheckersMoveGenerator.MAX_MOVES];
        int scored = 0;
        for (int walk = 0; walk < 40; walk++) {
            CheckersPosition p = POSITIONS.get(random.nextInt(POSITIONS.size())).copy();
            int depth = 0;
            // down and up a random tree as a search goes, scoring leaves of either side to move on the way
            for (int step = 0; step < 200; step++) {
                int n = p.legalMoves(moves, 0);
                if (n > 0 && (depth == 0 || random.nextInt(3) > 0) && depth < 12) {
                    p.play(moves[random.nextInt(n)]);
                    depth++;
                } else if (depth > 0) {
                    p.undo();
                    depth--;
                }
                if (!p.isOver() && random.nextBoolean()) {
                    assertThat(sums.score(p)).isEqualTo(frozen.score(p));
                    scored++;
                }
            }
        }
        assertThat(scored).isGreaterThan(2000);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 4, 5})
    void theGradientIsTheValuesSlope(int shape) {
        TrainableCheckersNetwork t = trainedShape(new Random(5), shape);
        int[] in = new int[32];
        CheckersPosition p = POSITIONS.get(40);
        int n = CheckersNetwork.inputs(p, in);
        byte[] packed = new byte[n];
        for (int i = 0; i < n; i++) {
            packed[i] = (byte) in[i];
        }
        double[] act = new double[t.activations()];
        double[] grad = new double[t.parameters()];
        t.forward(packed, 0, n, act);
        t.backward(packed, 0, n, act, 1.0, grad);
        GradientCheck.matches(t.weights(), grad, () -> t.forward(packed, 0, n, act), 1e-4, 50);
    }

    @Test
    void aNetworkFileNamesAnEvaluatorThatAddsItToTheDefault(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        CheckersNetwork frozen = trained(new Random(13)).freeze();
        java.nio.file.Path file = dir.resolve("n.bin");
        try (java.io.OutputStream out = java.nio.file.Files.newOutputStream(file)) {
            frozen.write(out);
        }
        String name = "checkers-net:" + file;
        dev.strategist.core.Evaluator<CheckersPosition> withNet = new CheckersGame().evaluator(name);
        assertThat(withNet.name()).isEqualTo(name);
        CheckersEvaluator plain = new CheckersEvaluator();
        for (CheckersPosition p : POSITIONS.subList(0, 20)) {
            if (Long.bitCount(p.pieces(0) | p.pieces(1)) > CheckersEndgameDatabase.SHARED_PIECES) {
                assertThat(withNet.evaluate(p)).isEqualTo(plain.evaluate(p) + frozen.score(p));
            }
        }
        assertThatThrownBy(() -> new CheckersGame().evaluator("checkers-net:" + dir.resolve("none.bin")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("none.bin");
    }

    @Test
    void aNetworkPathWithCutInItIsTheFileAndACutAfterItStillReads(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) throws IOException {
        CheckersNetwork frozen = trained(new Random(13)).freeze();
        java.nio.file.Path folder = java.nio.file.Files.createDirectories(dir.resolve("nets+cut70"));
        for (java.nio.file.Path file : java.util.List.of(folder.resolve("n.bin"), dir.resolve("n+cut70"))) {
            try (java.io.OutputStream out = java.nio.file.Files.newOutputStream(file)) {
                frozen.write(out);
            }
            String name = "checkers-net:" + file;
            CheckersEvaluator withNet = (CheckersEvaluator) new CheckersGame().evaluator(name);
            assertThat(withNet.name()).isEqualTo(name);
            CheckersEvaluator plain = new CheckersEvaluator();
            CheckersPosition start = new CheckersPosition();
            assertThat(withNet.cutMargin(start, 6)).isEqualTo(plain.cutMargin(start, 6));
            CheckersEvaluator cut = (CheckersEvaluator) new CheckersGame().evaluator(name + "+cut35");
            assertThat(cut.name()).isEqualTo(name + "+cut35");
            assertThat(cut.cutMargin(start, 6)).isEqualTo(35);
            assertThat(cut.evaluate(start)).isEqualTo(withNet.evaluate(start));
        }
        // a path that names no file is still read for a cut at its end, and refused as before when it names none
        assertThatThrownBy(() -> new CheckersGame().evaluator("checkers-net:" + dir.resolve("none.bin") + "+cut35"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("none.bin");
    }

    @Test
    void theBucketsSplitOneToTwentyFourPiecesEvenlyAndAFileOutOfRangeIsRefused() {
        assertThat(CheckersNetwork.bucket(1, 4)).isZero();
        assertThat(CheckersNetwork.bucket(6, 4)).isZero();
        assertThat(CheckersNetwork.bucket(7, 4)).isEqualTo(1);
        assertThat(CheckersNetwork.bucket(18, 4)).isEqualTo(2);
        assertThat(CheckersNetwork.bucket(19, 4)).isEqualTo(3);
        assertThat(CheckersNetwork.bucket(24, 4)).isEqualTo(3);
        assertThat(CheckersNetwork.bucket(24, 1)).isZero();
        // "CKN2", 4 hidden units, 0 buckets
        byte[] noBuckets = {0x43, 0x4b, 0x4e, 0x32, 0, 0, 0, 4, 0, 0, 0, 0};
        assertThatThrownBy(() -> CheckersNetwork.read(new ByteArrayInputStream(noBuckets)))
                .isInstanceOf(IOException.class).hasMessageContaining("0 output buckets");
        assertThatThrownBy(() -> TrainableCheckersNetwork.random(4, 25, new Random(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 24");
    }

    @Test
    void aFileOfAnotherKindIsRefusedWithItsReason() {
        assertThatThrownBy(() -> CheckersNetwork.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 0, 0, 0, 1})))
                .hasMessageContaining("not a checkers network");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        assertThatThrownBy(() -> {
            TrainableCheckersNetwork.random(4, new Random(1)).freeze().write(bytes);
            byte[] whole = bytes.toByteArray();
            CheckersNetwork.read(new ByteArrayInputStream(Arrays.copyOf(whole, whole.length - 3)));
        }).isInstanceOf(IOException.class).hasMessageContaining("cut short");
    }

    @Test
    void middleLayersOutOfRangeAreRefusedInAFileAndInAFit() {
        // "CKN3", 4 hidden units, 1 bucket, then the first layer and its biases, then 5 middle layers
        java.nio.ByteBuffer five = java.nio.ByteBuffer.allocate(12 + 4 * (CheckersNetwork.INPUTS * 4 + 4) + 4);
        five.putInt(0x434b4e33).putInt(4).putInt(1).position(five.capacity() - 4);
        five.putInt(5);
        assertThatThrownBy(() -> CheckersNetwork.read(new ByteArrayInputStream(five.array())))
                .isInstanceOf(IOException.class).hasMessageContaining("5 middle layers is out of range");
        java.nio.ByteBuffer empty = java.nio.ByteBuffer.allocate(five.capacity() + 4);
        empty.putInt(0x434b4e33).putInt(4).putInt(1).position(empty.capacity() - 8);
        empty.putInt(1).putInt(0);
        assertThatThrownBy(() -> CheckersNetwork.read(new ByteArrayInputStream(empty.array())))
                .isInstanceOf(IOException.class).hasMessageContaining("layer of 0 units is out of range");
        assertThatThrownBy(() -> TrainableCheckersNetwork.random(4, 1, new int[] {8, 0}, new Random(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
        assertThatThrownBy(() -> TrainableCheckersNetwork.random(4, 1, new int[5], new Random(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 4 middle layers");
        // a network with middle layers starts by adding nothing, and still learns: its middle layers are not 0
        TrainableCheckersNetwork t = TrainableCheckersNetwork.random(4, 2, new int[] {3}, new Random(1));
        t.zeroOutput();
        double[] act = new double[t.activations()];
        assertThat(t.forward(new byte[] {1, 40, 70}, 0, 3, act)).isZero();
        double[] grad = new double[t.parameters()];
        t.backward(new byte[] {1, 40, 70}, 0, 3, act, 1.0, grad);
        assertThat(Arrays.stream(grad).filter(g -> g != 0).count()).isGreaterThan(0);
    }
}
