package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The table of subtree counts changes no count: from random positions, a table so small that entries are
 * replaced all the time and a roomy one both agree with the plain recursive count.
 */
class ReversiSequenceCounterTest {

    @Test
    void countsWithATableEqualThePlainCount() {
        Random random = new Random(5);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int game = 0; game < 12; game++) {
            ReversiPosition p = new ReversiPosition();
            int plies = random.nextInt(40);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                int n = p.legalMoves(moves, 0);
                p.play(moves[random.nextInt(n)]);
            }
            for (int depth = 1; depth <= 6; depth++) {
                long plain = ReversiPosition.countSequences(p.player(), p.opponent(), depth, -1L);
                assertThat(new ReversiSequenceCounter(4, -1L).count(p.player(), p.opponent(), depth))
                        .as("%s depth %d, 16 entries", p, depth).isEqualTo(plain);
                assertThat(new ReversiSequenceCounter(16, -1L).count(p.player(), p.opponent(), depth))
                        .as("%s depth %d, 65,536 entries", p, depth).isEqualTo(plain);
            }
        }
    }
}
