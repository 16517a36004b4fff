package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.eval.ReversiPatterns;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The table of subtree counts and the symmetry shortcut change no count: from random positions, a table
 * so small that entries are replaced all the time and a roomy one both agree with the plain recursive
 * count, and so do symmetric positions on every board size.
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

    @Test
    void symmetricPositionsCountTheSameAsThePlainCount() {
        // the starts (three symmetries each), and a position mirrored in the a1-h8 diagonal: Black has c4
        // and d3 besides its start discs (after one move no position is symmetric: the three replies differ)
        long[][] positions = {
            {ReversiBitboards.START_BLACK, ReversiBitboards.START_WHITE},
            {ReversiBitboards.START_BLACK | 1L << 26 | 1L << 19, ReversiBitboards.START_WHITE},
        };
        for (ReversiBoard board : new ReversiBoard[] {ReversiBoard.EIGHT, ReversiBoard.SIX, ReversiBoard.FOUR}) {
            for (long[] position : positions) {
                long p = position[0] & board.squares();
                long o = position[1] & board.squares();
                assertThat(ReversiPatterns.symmetries(p, o)).as("symmetries of %x %x", p, o).isNotZero();
                for (int depth = 6; depth <= 7; depth++) {
                    long plain = ReversiPosition.countSequences(p, o, depth, board.squares());
                    assertThat(new ReversiSequenceCounter(12, board.squares()).count(p, o, depth))
                            .as("%x %x depth %d on %s", p, o, depth, board).isEqualTo(plain);
                    assertThat(new ReversiSequenceCounter(12, board.squares()).count(o, p, depth))
                            .as("%x %x depth %d on %s", o, p, depth, board).isEqualTo(ReversiPosition.countSequences(o, p, depth, board.squares()));
                }
            }
        }
    }
}
