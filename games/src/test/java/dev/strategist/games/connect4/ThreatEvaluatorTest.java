package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The improved heuristic term by term: lines of four, threats by row parity, decided positions, ordering. */
class ThreatEvaluatorTest {
    private final ThreatEvaluator threats = new ThreatEvaluator();
    private final Connect4Geometry small = Connect4Geometry.of(4, 4);

    private long cells(Connect4Geometry g, int... colRow) {
        long m = 0;
        for (int i = 0; i < colRow.length; i += 2) {
            m |= g.bit(colRow[i], colRow[i + 1]);
        }
        return m;
    }

    @Test
    void aGapCountsLikeTheRunItWouldMake() {
        // 4 x 4 has ten lines: four rows, four columns, two diagonals. X_XX on the bottom row fills its
        // row's line with three (100), and columns a, c, d and both diagonals with one each (5 x 1)
        assertThat(ThreatEvaluator.lines(small, cells(small, 0, 0, 2, 0, 3, 0), 0)).isEqualTo(105);
        // XXX_ : the row (100), columns a, b, c (3) and the diagonal from a1 (1)
        assertThat(ThreatEvaluator.lines(small, cells(small, 0, 0, 1, 0, 2, 0), 0)).isEqualTo(104);
    }

    @Test
    void aLineWithAnOpponentsDiscCountsNothing() {
        long x = cells(small, 0, 0, 2, 0, 3, 0);
        long o = cells(small, 1, 0);
        // the bottom row is dead for both; X keeps columns a, c, d and both diagonals, O keeps column b
        assertThat(ThreatEvaluator.lines(small, x, o)).isEqualTo(5 - 1);
        assertThat(ThreatEvaluator.lines(small, o, x)).isEqualTo(1 - 5);
    }

    @Test
    void longerLinesWeighMuchMore() {
        Connect4Geometry g = Connect4Geometry.of(7, 6);
        int two = ThreatEvaluator.lines(g, cells(g, 3, 0, 4, 0), 0);
        int three = ThreatEvaluator.lines(g, cells(g, 3, 0, 4, 0, 5, 0), 0);
        int oneAndOne = ThreatEvaluator.lines(g, cells(g, 0, 0, 6, 5), 0);
        assertThat(three).isGreaterThan(2 * two);
        assertThat(two).isGreaterThan(2 * oneAndOne);
    }

    @Test
    void oddRowThreatsAreTheFirstPlayersAndEvenRowThreatsTheSeconds() {
        Connect4Geometry g = Connect4Geometry.of(7, 6);
        long row3 = g.bit(2, 2); // row 3 from the bottom: odd
        long row4 = g.bit(2, 3); // row 4: even
        int plain = ThreatEvaluator.THREAT;
        int good = ThreatEvaluator.THREAT + ThreatEvaluator.GOOD_THREAT;
        assertThat(ThreatEvaluator.threats(g, row3, 0, 0)).isEqualTo(good);
        assertThat(ThreatEvaluator.threats(g, row3, 0, 1)).isEqualTo(plain);
        assertThat(ThreatEvaluator.threats(g, row4, 0, 1)).isEqualTo(good);
        assertThat(ThreatEvaluator.threats(g, row4, 0, 0)).isEqualTo(plain);
        // an opponent's threat lower in the same column comes first, so this one is no longer good
        assertThat(ThreatEvaluator.threats(g, row3, g.bit(2, 1), 0)).isEqualTo(plain);
        // one in another column does not matter
        assertThat(ThreatEvaluator.threats(g, row3, g.bit(3, 1), 0)).isEqualTo(good);
        // two threats one above the other
        assertThat(ThreatEvaluator.threats(g, row3 | row4, 0, 0))
                .isEqualTo(good + plain + ThreatEvaluator.STACKED);
    }

    @Test
    void aPlayableWinForTheSideToMoveOrTwoForTheOpponentDecide() {
        // X to move with a1 b1 c1: d1 wins
        assertThat(threats.evaluate(Connect4Position.of("112233"))).isEqualTo(ThreatEvaluator.DECIDED);
        // O to move against X's b1 c1 d1 with a1 and e1 both open
        assertThat(threats.evaluate(Connect4Position.of("22334"))).isEqualTo(-ThreatEvaluator.DECIDED);
        // X to move must block O at c2, and O then wins at c3 on top of the block
        Connect4Position stacked = Connect4Position.of("2147623445746512");
        assertThat(stacked.sideToMove()).isZero();
        assertThat(threats.evaluate(stacked)).isEqualTo(-ThreatEvaluator.DECIDED);
    }

    @Test
    void ordersWinsThenBlocksThenTheMiddleAndGiftsLast() {
        // X to move: d1 wins; O threatens nothing yet
        Connect4Position win = Connect4Position.of("112233");
        assertThat(threats.orderScore(win, 3)).isEqualTo(ThreatEvaluator.ORDER_WIN);
        // O to move against a1 b1 c1 of X: d1 blocks
        Connect4Position block = Connect4Position.of("11223");
        assertThat(threats.orderScore(block, 3)).isEqualTo(ThreatEvaluator.ORDER_BLOCK);
        Connect4Position empty = new Connect4Position();
        int[] byColumn = new int[7];
        for (int c = 0; c < 7; c++) {
            byColumn[c] = threats.orderScore(empty, c);
        }
        assertThat(byColumn).containsExactly(1, 3, 5, 7, 5, 3, 1);
        // X to move; O has b2 d2 e2, so c2 wins for O once c1 is filled: dropping in c1 hands it over
        Connect4Position gift = Connect4Position.of("22447575");
        assertThat(opponentWinsOnTop(gift, 2)).isTrue();
        assertThat(threats.orderScore(gift, 2)).isNegative();
        assertThat(threats.orderScore(gift, 0)).isPositive();
    }

    @Test
    void mirroredPositionsScoreTheSameWithBothEvaluators() {
        Random random = new Random(5);
        RunCountEvaluator runs = new RunCountEvaluator();
        for (int game = 0; game < 200; game++) {
            Connect4Position p = new Connect4Position();
            Connect4Position mirror = new Connect4Position();
            int[] moves = new int[7];
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                assertThat(threats.evaluate(mirror)).as("%s", p).isEqualTo(threats.evaluate(p));
                assertThat(runs.evaluate(mirror)).as("%s", p).isEqualTo(runs.evaluate(p));
                int move = moves[random.nextInt(n)];
                assertThat(threats.orderScore(mirror, 6 - move)).isEqualTo(threats.orderScore(p, move));
                p.play(move);
                mirror.play(6 - move);
            }
        }
    }

    /** The cell-by-cell board's view: after a drop in {@code col}, does the opponent win on top of it? */
    private static boolean opponentWinsOnTop(Connect4Position position, int col) {
        Connect4Position p = position.copy();
        p.play(col);
        return p.canPlay(col) && NaiveBoard.of(p).winsWith(col, p.sideToMove());
    }
}
