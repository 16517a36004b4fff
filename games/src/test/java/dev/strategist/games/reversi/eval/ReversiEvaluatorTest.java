package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import org.junit.jupiter.api.Test;

/** The mobility evaluator's judgements and its move ordering. */
class ReversiEvaluatorTest {
    private final ReversiEvaluator evaluator = new ReversiEvaluator();
    private final ReversiGame game = new ReversiGame();

    @Test
    void cornersAreOrderedFirstAndXSquaresNextToEmptyCornersLast() {
        // Black to move can take a1 (over b2) or play b3/c3-type moves; a1 must come first
        ReversiPosition p = ReversiPosition.of((1L << 18) | (1L << 27), (1L << 9) | (1L << 19) | (1L << 26),
                ReversiPosition.BLACK);
        int[] moves = p.legalMoves();
        assertThat(moves).contains(0);
        for (int m : moves) {
            if (m != 0) {
                assertThat(evaluator.orderScore(p, 0)).as("a1 before %s", ReversiBitboards.squareName(m))
                        .isGreaterThan(evaluator.orderScore(p, m));
            }
        }
        // over random games: an X square next to an empty corner always carries the penalty
        java.util.Random random = new java.util.Random(3);
        int seen = 0;
        for (int g = 0; g < 100; g++) {
            ReversiPosition q = new ReversiPosition();
            int[] buffer = new int[ReversiPosition.MAX_MOVES];
            int n;
            while ((n = q.legalMoves(buffer, 0)) > 0) {
                for (int i = 0; i < n; i++) {
                    int m = buffer[i];
                    boolean xSquare = m == 9 || m == 14 || m == 49 || m == 54;
                    if (xSquare && (ReversiBitboards.around(m) & ReversiBitboards.CORNERS & q.empties()) != 0) {
                        assertThat(evaluator.orderScore(q, m)).isLessThanOrEqualTo(-2048);
                        seen++;
                    }
                }
                q.play(buffer[random.nextInt(n)]);
            }
        }
        assertThat(seen).isPositive();
    }

    @Test
    void fewerRepliesOrderFirst() {
        ReversiPosition p = game.parsePosition("f5 d6 c3 d3 c4");
        int[] moves = p.legalMoves();
        for (int a : moves) {
            for (int b : moves) {
                int ra = replies(p, a);
                int rb = replies(p, b);
                boolean special = ((1L << a | 1L << b) & ReversiBitboards.CORNERS) != 0;
                if (!special && ra < rb) {
                    assertThat(evaluator.orderScore(p, a)).isGreaterThan(evaluator.orderScore(p, b));
                }
            }
        }
    }

    private static int replies(ReversiPosition p, int move) {
        p.play(move);
        int n = Long.bitCount(p.moveMask());
        p.undo();
        return n;
    }

    @Test
    void holdingCornersAndMobilityScoresWell() {
        ReversiPosition start = new ReversiPosition();
        assertThat(Math.abs(evaluator.evaluate(start))).isLessThan(100);
        // Black owns a1 and h1 with White to move: bad for White
        ReversiPosition corners = ReversiPosition.of(ReversiBitboards.START_BLACK | 1L | (1L << 7),
                ReversiBitboards.START_WHITE, ReversiPosition.WHITE);
        assertThat(evaluator.evaluate(corners)).isLessThan(-500);
    }
}
