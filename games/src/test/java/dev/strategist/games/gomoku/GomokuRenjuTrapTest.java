package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import org.junit.jupiter.api.Test;

/**
 * Renju white's trap: a four whose one five point is forbidden to black wins as an open four does. Drawn by
 * hand: black's k9 m9 (a row) and l10 l11 (a column) make l9 a double three, forbidden to black; white's m10
 * n11 lie on the diagonal through l9, so white's k8 makes a three whose fours (j7, o12) black could only block
 * on l9. Each claim is checked against the rules by trying every move, not by the code under test.
 */
class GomokuRenjuTrapTest {
    private static final String BEFORE_THE_THREE = "k9 m10 m9 n11 l10 a1 l11";
    private static final String AFTER_THE_THREE = "k9 m10 m9 n11 l10 k8 l11";

    private static int cell(String name) {
        return GomokuNotation.cell(15, name);
    }

    @Test
    void aFourWhoseFiveBlackMayNotTakeWinsAgainstEveryReply() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.RENJU, AFTER_THE_THREE);
        assertThat(p.sideToMove()).isEqualTo(Position.SECOND);
        assertThat(p.forbiddenKind(cell("l9"))).isEqualTo(GomokuPosition.FORBIDDEN_DOUBLE_THREE);
        assertThat(GomokuRenju.trapFour(p, -1)).isEqualTo(cell("j7"));
        assertThat(GomokuRenju.trapFour(p, cell("j7"))).isEqualTo(cell("o12"));
        assertThat(GomokuRenju.trapFour(p, cell("o12"))).isEqualTo(-1);
        for (String four : new String[] {"j7", "o12"}) {
            p.play(cell(four));
            assertThat(everyReplyLeavesWhiteAFive(p)).as(four).isTrue();
            p.undo();
        }
    }

    @Test
    void theSameStonesSetNoTrapInFreestyle() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, AFTER_THE_THREE);
        assertThat(GomokuRenju.trapFour(p, -1)).isEqualTo(-1);
        p.play(cell("j7"));
        assertThat(everyReplyLeavesWhiteAFive(p)).as("l9 blocks").isFalse();
    }

    @Test
    void theMovesThatSetATrapAreExactlyThoseAPlainSearchOfTwoWhiteStonesFinds() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.RENJU, BEFORE_THE_THREE);
        int traps = 0;
        for (int c = 0; c < p.maxMoves(); c++) {
            if (p.stone(c) != 0 || p.combo(Position.SECOND, c) >= GomokuCombo.FOUR
                    && p.combo(Position.SECOND, c) != GomokuCombo.DOUBLE_THREE) {
                continue;
            }
            boolean expected = setsTrapByTrial(p, c);
            assertThat(GomokuRenju.makesTrap(p, c)).as(GomokuNotation.name(15, c)).isEqualTo(expected);
            traps += expected ? 1 : 0;
        }
        assertThat(traps).as("k8 at least").isPositive();
        assertThat(GomokuRenju.makesTrap(p, cell("k8"))).isTrue();
    }

    @Test
    void theSearchSeesTheTrapBeforeTheFourIsPlayed() {
        GomokuSearch search = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES);
        GomokuPosition four = GomokuPosition.of(15, GomokuRule.RENJU, AFTER_THE_THREE);
        SearchResult r = search.search(four, 1, 0, 0, SearchListener.NONE, new StopSignal());
        assertThat(r.score()).as("a win in three plies at depth 1").isEqualTo(Score.WIN - 3);
        GomokuPosition three = GomokuPosition.of(15, GomokuRule.RENJU, BEFORE_THE_THREE);
        r = search.search(three, 3, 0, 0, SearchListener.NONE, new StopSignal());
        assertThat(Score.isDecisive(r.score()) && r.score() > 0).as("the three that sets it, at depth 3").isTrue();
        assertThat(GomokuRenju.makesTrap(three, r.bestMove())).isTrue();
    }

    @Test
    void theEvaluationCountsTrapsAsTiers() {
        GomokuEvaluator evaluator = new GomokuEvaluator();
        GomokuPosition whiteToMove = GomokuPosition.of(15, GomokuRule.RENJU, AFTER_THE_THREE);
        assertThat(evaluator.evaluate(whiteToMove)).isGreaterThanOrEqualTo(7 * GomokuEvaluator.TIER - GomokuEvaluator.TIER / 2);
        GomokuPosition blackToMove = GomokuPosition.of(15, GomokuRule.RENJU, BEFORE_THE_THREE + " k8");
        assertThat(evaluator.evaluate(blackToMove)).isLessThan(-5 * GomokuEvaluator.TIER);
        GomokuPosition freestyle = GomokuPosition.of(15, GomokuRule.FREESTYLE, BEFORE_THE_THREE + " k8");
        assertThat(Math.abs(evaluator.evaluate(freestyle))).isLessThan(GomokuEvaluator.TIER);
    }

    /** True if every legal reply of black's leaves white a five to play (black making no five of its own). */
    private static boolean everyReplyLeavesWhiteAFive(GomokuPosition p) {
        int[] moves = new int[p.maxMoves()];
        int n = p.legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            p.play(moves[i]);
            boolean five = !p.isOver() && fiveCells(p, Position.SECOND) > 0;
            p.undo();
            if (!five) {
                return false;
            }
        }
        return n > 0;
    }

    /**
     * With a white stone on {@code c}: is there a second white stone after which white has exactly one five point
     * (having had none), and black may not play it? Every empty cell is tried.
     */
    private static boolean setsTrapByTrial(GomokuPosition p, int c) {
        p.place(c, Position.SECOND, 1);
        boolean trap = false;
        if (fiveCells(p, Position.SECOND) == 0) {
            for (int d = 0; d < p.maxMoves() && !trap; d++) {
                if (p.stone(d) != 0) {
                    continue;
                }
                p.place(d, Position.SECOND, 1);
                int five = -1;
                int fives = 0;
                for (int f = 0; f < p.maxMoves(); f++) {
                    if (p.stone(f) == 0 && p.makesFive(Position.SECOND, f)) {
                        five = f;
                        fives++;
                    }
                }
                trap = fives == 1 && p.isForbidden(five);
                p.place(d, Position.SECOND, -1);
            }
        }
        p.place(c, Position.SECOND, -1);
        return trap;
    }

    private static int fiveCells(GomokuPosition p, int side) {
        int n = 0;
        for (int f = 0; f < p.maxMoves(); f++) {
            n += p.stone(f) == 0 && p.makesFive(side, f) ? 1 : 0;
        }
        return n;
    }
}
