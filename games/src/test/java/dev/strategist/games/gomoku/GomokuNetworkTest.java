package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.GradientCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The network's carried sums equal its sums from nothing along a search's walk; the frozen network plays as fitted. */
class GomokuNetworkTest {
    private static GomokuNetwork.Trainable trained(Random random) {
        GomokuNetwork.Trainable t = GomokuNetwork.Trainable.random(8, 6, random);
        double[] w = t.weights();
        for (int i = 0; i < w.length; i++) {
            w[i] += random.nextGaussian() * 0.05; // the output layer too, so the value is not 0
        }
        return t;
    }

    /** A random move near the stones (anywhere on an empty board), so that lines and shapes form. */
    private static int nearMove(GomokuPosition p, Random random) {
        int[] moves = new int[p.maxMoves()];
        int n = p.legalMoves(moves, 0);
        int[] near = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (p.nearStones(moves[i]) > 0) {
                near[m++] = moves[i];
            }
        }
        return m > 0 ? near[random.nextInt(m)] : moves[random.nextInt(n)];
    }

    @Test
    void theCarriedSumsEqualTheSumsFromNothingAlongASearchsWalk() {
        GomokuNetwork net = trained(new Random(3)).freeze();
        Random random = new Random(11);
        GomokuNetwork.Accumulator sums = net.accumulator();
        boolean nonZero = false;
        int checked = 0;
        for (int game = 0; game < 6; game++) {
            GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
            while (!p.isOver() && p.ply() < 80) {
                // a walk as a search makes: down a few plies, back up some, scored everywhere
                int down = 1 + random.nextInt(4);
                int played = 0;
                for (int i = 0; i < down && !p.isOver(); i++) {
                    p.play(nearMove(p, random));
                    played++;
                    int score = net.score(p);
                    assertThat(sums.score(p)).isEqualTo(score);
                    nonZero |= score != 0;
                    checked++;
                }
                for (int i = random.nextInt(played + 1); i > 0 && played > 1; i--, played--) {
                    p.undo();
                    assertThat(sums.score(p)).isEqualTo(net.score(p));
                    checked++;
                }
            }
        }
        assertThat(nonZero).isTrue();
        assertThat(checked).isGreaterThan(200);
    }

    @Test
    void theFrozenNetworkScoresAsTheTrainableOneAndSurvivesItsFile() throws IOException {
        GomokuNetwork.Trainable t = trained(new Random(5));
        GomokuNetwork frozen = t.freeze();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        frozen.write(bytes);
        GomokuNetwork read = GomokuNetwork.read(new ByteArrayInputStream(bytes.toByteArray()));
        byte[] in = new byte[4 * 225];
        int[] empty = new int[1];
        Random random = new Random(7);
        GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
        for (int i = 0; i < 40 && !p.isOver(); i++) {
            int n = GomokuNetwork.inputs(p, in, empty);
            assertThat(n + empty[0]).isEqualTo(225 - p.ply());
            double exact = t.forward(in, 0, n, empty[0]);
            int score = frozen.score(p);
            assertThat((double) score).isCloseTo(exact, Offset.offset(1.0));
            assertThat(read.score(p)).isEqualTo(score);
            p.play(nearMove(p, random));
        }
    }

    @Test
    void theGradientIsTheValuesSlope() {
        GomokuNetwork.Trainable t = trained(new Random(9));
        Random random = new Random(13);
        GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
        for (int i = 0; i < 16; i++) {
            p.play(nearMove(p, random));
        }
        byte[] in = new byte[4 * 225];
        int[] empty = new int[1];
        int n = GomokuNetwork.inputs(p, in, empty);
        double[] grad = new double[t.parameters()];
        t.forward(in, 0, n, empty[0]);
        t.backward(in, 0, n, empty[0], 1.0, grad);
        GradientCheck.matches(t.weights(), grad, () -> t.forward(in, 0, n, empty[0]), 1e-5, 50);
    }

    @Test
    void aFileOfAnotherKindIsRefusedWithItsReason() {
        assertThatThrownBy(() -> GomokuNetwork.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 0, 0, 0, 1})))
                .hasMessageContaining("not a Gomoku network");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        assertThatThrownBy(() -> {
            GomokuNetwork.Trainable.random(4, 4, new Random(1)).freeze().write(bytes);
            byte[] whole = bytes.toByteArray();
            GomokuNetwork.read(new ByteArrayInputStream(Arrays.copyOf(whole, whole.length - 3)));
        }).isInstanceOf(IOException.class).hasMessageContaining("cut short");
    }
}
