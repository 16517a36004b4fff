package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiPosition;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The pattern codes and board images against slow references computed square by square. */
class ReversiPatternsTest {

    /** Where square {@code sq} goes in image {@code g}: transpose, then mirror files, then mirror rows. */
    private static int imageSquare(int sq, int g) {
        int r = sq >> 3;
        int c = sq & 7;
        if ((g & 4) != 0) {
            int t = r;
            r = c;
            c = t;
        }
        if ((g & 1) != 0) {
            c = 7 - c;
        }
        if ((g & 2) != 0) {
            r = 7 - r;
        }
        return 8 * r + c;
    }

    private static long slowImage(long x, int g) {
        long y = 0;
        for (int sq = 0; sq < 64; sq++) {
            if ((x >>> sq & 1) != 0) {
                y |= 1L << imageSquare(sq, g);
            }
        }
        return y;
    }

    private static int slowCode(int shape, long p, long o) {
        int code = 0;
        int[] squares = ReversiPatterns.SQUARES[shape];
        for (int i = squares.length - 1; i >= 0; i--) {
            long bit = 1L << squares[i];
            code = 3 * code + ((p & bit) != 0 ? 1 : (o & bit) != 0 ? 2 : 0);
        }
        return code;
    }

    /** Positions from random games, all stages. */
    static long[][] randomPositions(int games, long seed) {
        Random random = new Random(seed);
        java.util.List<long[]> out = new java.util.ArrayList<>();
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            ReversiPosition p = new ReversiPosition();
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                out.add(new long[] {p.player(), p.opponent()});
                p.play(moves[random.nextInt(n)]);
            }
        }
        return out.toArray(new long[0][]);
    }

    @Test
    void imagesAreTheEightSymmetriesSquareBySquare() {
        Random random = new Random(11);
        Set<Long> distinct = new HashSet<>();
        long asymmetric = (1L << 1) | (1L << 2) | (1L << 11);
        for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
            for (int i = 0; i < 200; i++) {
                long x = random.nextLong();
                assertThat(ReversiPatterns.image(x, g)).as("image %d of %x", g, x).isEqualTo(slowImage(x, g));
            }
            assertThat(ReversiPatterns.image(-1L, g)).isEqualTo(-1L);
            distinct.add(ReversiPatterns.image(asymmetric, g));
        }
        assertThat(distinct).hasSize(8);
    }

    @Test
    void codesMatchASquareBySquareReading() {
        for (long[] pos : randomPositions(30, 5)) {
            for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
                long p = ReversiPatterns.image(pos[0], g);
                long o = ReversiPatterns.image(pos[1], g);
                for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
                    assertThat(ReversiPatterns.code(s, p, o)).as("shape %d, image %d", s, g)
                            .isEqualTo(slowCode(s, p, o));
                }
            }
        }
    }

    @Test
    void everyCodeOfAShapeIsReachedAndStaysInItsRange() {
        // all 3^n contents of the shape's squares, written onto the board directly
        for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
            int[] squares = ReversiPatterns.SQUARES[s];
            int count = ReversiPatterns.pow3(squares.length);
            assertThat(ReversiPatterns.OFFSET[s + 1] - ReversiPatterns.OFFSET[s]).isEqualTo(count);
            for (int code = 0; code < count; code++) {
                long p = 0;
                long o = 0;
                for (int i = 0, c = code; i < squares.length; i++, c /= 3) {
                    if (c % 3 == 1) {
                        p |= 1L << squares[i];
                    } else if (c % 3 == 2) {
                        o |= 1L << squares[i];
                    }
                }
                assertThat(ReversiPatterns.code(s, p, o)).isEqualTo(code);
            }
        }
    }

    @Test
    void indicesListEveryShapeInEveryImage() {
        long[] pos = randomPositions(1, 9)[20];
        int[] into = new int[ReversiPatterns.SHAPES * ReversiPatterns.IMAGES + 1];
        ReversiPatterns.indices(pos[0], pos[1], into, 1);
        for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
            for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
                int expected = ReversiPatterns.OFFSET[s] + slowCode(s, slowImage(pos[0], g), slowImage(pos[1], g));
                assertThat(into[1 + g * ReversiPatterns.SHAPES + s]).isEqualTo(expected);
            }
        }
    }
}
