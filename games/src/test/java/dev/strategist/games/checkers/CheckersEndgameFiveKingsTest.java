package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Five pieces without building all of them (minutes): the kings-only slices of five, which depend on nothing
 * but four pieces, checked for retrograde consistency (every value is the best over the position's moves of
 * its children's values) and, where the win is short, against a plain search.
 */
@Tag("slow")
class CheckersEndgameFiveKingsTest {
    private static CheckersEndgameDatabase kings;

    @BeforeAll
    static void build() {
        kings = CheckersEndgameDatabase.build(5, 0);
    }

    /** A random position of {@code black} black kings and {@code white} white kings, either side to move. */
    private static CheckersPosition randomKings(Random random, int black, int white) {
        long used = 0;
        long[] sets = new long[2];
        for (int i = 0; i < black + white; i++) {
            int sq;
            do {
                sq = random.nextInt(32);
            } while ((used & (1L << sq)) != 0);
            used |= 1L << sq;
            sets[i < black ? 0 : 1] |= 1L << sq;
        }
        CheckersPosition p = new CheckersPosition(0, 0);
        p.setBoard(random.nextInt(2), 0, sets[0], 0, sets[1]);
        return p;
    }

    /** The raw value negamax gives {@code p} from its children's values in the database. */
    private static int fromChildren(CheckersPosition p) {
        int winIn = Integer.MAX_VALUE;
        int lossIn = -1;
        boolean draw = false;
        int[] moves = p.legalMoves();
        for (int move : moves) {
            p.play(move);
            int child = p.isOver() ? -1 : kings.value(p); // no piece or no move left: a loss in 0 plies
            p.undo();
            if (child < 0) {
                winIn = Math.min(winIn, -child - 1 + 1);
            } else if (child == 0) {
                draw = true;
            } else {
                lossIn = Math.max(lossIn, child + 1);
            }
        }
        if (moves.length == 0) {
            return -1;
        }
        if (winIn != Integer.MAX_VALUE) {
            return winIn;
        }
        return draw ? 0 : -lossIn - 1;
    }

    @Test
    void everyValueOfFiveKingsIsTheBestOverItsMoves() {
        Random random = new Random(55);
        int[] kinds = new int[3];
        for (int i = 0; i < 4000; i++) {
            int black = 1 + random.nextInt(4);
            CheckersPosition p = randomKings(random, black, 5 - black);
            int v = kings.value(p);
            assertThat(v).as("%s", p).isEqualTo(fromChildren(p));
            kinds[Integer.signum(v) + 1]++;
        }
        for (int n : kinds) {
            assertThat(n).as("losses, draws, wins: %s", Arrays.toString(kinds)).isGreaterThan(100);
        }
    }

    @Test
    void shortEndingsOfFiveKingsAgreeWithPlainSearch() {
        Random random = new Random(56);
        CheckersEndgameDatabaseTest.Oracle oracle = new CheckersEndgameDatabaseTest.Oracle();
        int checked = 0;
        for (int i = 0; i < 5000 && checked < 30; i++) {
            int black = 1 + random.nextInt(4);
            CheckersPosition p = randomKings(random, black, 5 - black);
            int v = kings.value(p);
            if (v == 0 || Math.abs(v) > 7) {
                continue; // the plain search's cost grows fast with the distance
            }
            oracle.assertDecidedAsValued(p, v);
            checked++;
        }
        assertThat(checked).isEqualTo(30);
    }
}
