package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The bitboard kernels the solver's last square and perft count with, against the general ones. */
class ReversiBitboardsTest {

    @Test
    void lastFlipCountIsTheFlipsOfTheLastEmptySquare() {
        Random random = new Random(21);
        for (int i = 0; i < 20_000; i++) {
            int sq = random.nextInt(64);
            long bit = 1L << sq;
            long p = random.nextLong() & ~bit;
            if (i % 4 == 0) {
                p &= random.nextLong(); // fewer of the mover's discs: longer runs to turn
            }
            long o = ~p & ~bit;
            assertThat(ReversiBitboards.lastFlipCount(sq, p)).as("square %d, p %x", sq, p)
                    .isEqualTo(Long.bitCount(ReversiBitboards.flips(sq, p, o)));
            assertThat(ReversiBitboards.lastFlipCount(sq, o))
                    .isEqualTo(Long.bitCount(ReversiBitboards.flips(sq, o, p)));
        }
    }

    @Test
    void countingSequencesOnTheWordsMatchesPlayingThemOut() {
        Random random = new Random(22);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int game = 0; game < 40; game++) {
            ReversiPosition p = new ReversiPosition();
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                for (int depth = 0; depth <= 3; depth++) {
                    assertThat(p.countSequences(depth, new int[4 * p.maxMoves()], 0)).as("%s depth %d", p, depth)
                            .isEqualTo(playedOut(p, depth));
                }
                p.play(moves[random.nextInt(n)]);
            }
            assertThat(p.countSequences(2, new int[4 * p.maxMoves()], 0)).isZero();
        }
    }

    /** perft by play and undo through the position, the plain way. */
    private static long playedOut(ReversiPosition p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (int m : p.legalMoves()) {
            p.play(m);
            total += playedOut(p, depth - 1);
            p.undo();
        }
        return total;
    }
}
