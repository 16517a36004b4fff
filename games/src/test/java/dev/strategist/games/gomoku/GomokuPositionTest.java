package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Outcome;
import dev.strategist.core.PositionContractTest;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Gomoku 9 x 9 freestyle against the position contract, and the rules of fives, overlines and draws. */
class GomokuPositionTest extends PositionContractTest<GomokuPosition> {

    @Override
    protected Game<GomokuPosition> game() {
        return new GomokuGame();
    }

    @Override
    protected GameOptions options() {
        return game().parseOptions("size=9");
    }

    @Override
    protected int playouts() {
        return 12;
    }

    /** The game's evaluator searches every candidate; the tournament player's caps the quiet ones. */
    @Override
    protected List<Evaluator<GomokuPosition>> searchPolicies() {
        return List.of(new GomokuEvaluator(), new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH));
    }

    private static GomokuPosition play(int size, GomokuRule rule, String moves) {
        return GomokuPosition.of(size, rule, moves);
    }

    @Test
    void fiveInARowWinsInEveryDirection() {
        assertThat(play(15, GomokuRule.FREESTYLE, "a1 a15 b1 b15 c1 c15 d1 d15 e1").outcome())
                .isEqualTo(Outcome.FIRST_WINS);
        assertThat(play(15, GomokuRule.FREESTYLE, "o1 a15 o2 b15 o3 c15 o4 d15 o5").outcome())
                .isEqualTo(Outcome.FIRST_WINS);
        assertThat(play(15, GomokuRule.FREESTYLE, "a15 h8 b14 h9 c13 h10 d12 h11 a1 h12").outcome())
                .isEqualTo(Outcome.SECOND_WINS);
        assertThat(play(15, GomokuRule.FREESTYLE, "e5 a15 d4 b15 c3 c15 b2 d15 a1").outcome())
                .isEqualTo(Outcome.FIRST_WINS);
        GomokuPosition four = play(15, GomokuRule.FREESTYLE, "a1 a15 b1 b15 c1 c15 d1 d15");
        assertThat(four.isOver()).isFalse();
        assertThat(four.makesFive(0, four.geometry().cell(4, 0))).isTrue();
        assertThat(four.makesFive(1, four.geometry().cell(4, 14))).isTrue();
    }

    @Test
    void anOverlineWinsInFreestyleButNotInStandard() {
        // black: a1 b1 c1 e1 f1, then d1 makes six
        String moves = "a1 a15 b1 b15 c1 c15 e1 o15 f1 o13 d1";
        assertThat(play(15, GomokuRule.FREESTYLE, moves).outcome()).isEqualTo(Outcome.FIRST_WINS);
        GomokuPosition standard = play(15, GomokuRule.STANDARD, moves);
        assertThat(standard.outcome()).isEqualTo(Outcome.NONE);
        assertThat(standard.sideToMove()).isEqualTo(1);
        // under renju white's overline wins
        String white = "a15 a1 b15 b1 c15 c1 o10 e1 o12 f1 o14 d1";
        assertThat(play(15, GomokuRule.RENJU, white).outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(play(15, GomokuRule.STANDARD, white).outcome()).isEqualTo(Outcome.NONE);
    }

    @Test
    void aFullBoardWithoutFiveIsADraw() {
        // fill 9 x 9 by (x + 2y) mod 4: runs of two across, alternation down, runs of two on both diagonals
        GomokuPosition p = new GomokuPosition(9, GomokuRule.FREESTYLE);
        int[][] byColour = new int[2][81];
        int[] counts = new int[2];
        for (int cell = 0; cell < 81; cell++) {
            int colour = ((cell % 9 + 2 * (cell / 9)) % 4) < 2 ? 0 : 1;
            byColour[colour][counts[colour]++] = cell;
        }
        int first = counts[0] == 41 ? 0 : 1;
        assertThat(counts[first]).isEqualTo(41);
        int[] blacks = byColour[first];
        int[] whites = byColour[1 - first];
        for (int i = 0; i < 81; i++) {
            assertThat(p.isOver()).as("over after %d of %s", i, p).isFalse();
            p.play(i % 2 == 0 ? blacks[i / 2] : whites[i / 2]);
        }
        assertThat(p.outcome()).as("%s", p).isEqualTo(Outcome.DRAW);
        assertThat(p.legalMoves()).isEmpty();
    }

    @Test
    void theIncrementalShapesMatchAFreshReading() {
        Random random = new Random(7);
        for (GomokuRule rule : GomokuRule.values()) {
            for (int game = 0; game < 6; game++) {
                GomokuPosition p = new GomokuPosition(11, rule);
                int[] buffer = new int[p.maxMoves()];
                GomokuEvaluator candidates = new GomokuEvaluator();
                while (!p.isOver()) {
                    int n = candidates.searchMoves(p, buffer, 0);
                    p.play(buffer[random.nextInt(n)]);
                    GomokuShapeOracle.assertMatches(p);
                    if (random.nextInt(4) == 0) {
                        p.undo();
                        GomokuShapeOracle.assertMatches(p);
                    }
                }
            }
        }
    }

    /** Undo restores from what play wrote down: taking a whole game back, on a copy, must give every fresh reading. */
    @Test
    void undoingAWholeGameOnACopyMatchesAFreshReadingAtEveryStep() {
        Random random = new Random(11);
        for (GomokuRule rule : GomokuRule.values()) {
            GomokuPosition p = new GomokuPosition(15, rule);
            int[] buffer = new int[p.maxMoves()];
            GomokuEvaluator candidates = new GomokuEvaluator();
            while (!p.isOver()) {
                int n = candidates.searchMoves(p, buffer, 0);
                p.play(buffer[random.nextInt(n)]);
            }
            GomokuPosition q = p.copy();
            String[] boards = new String[p.ply() + 1];
            for (int ply = p.ply(); ply >= 0; ply--) {
                boards[ply] = p.toString();
                if (ply > 0) {
                    p.undo();
                }
            }
            while (q.ply() > 0) {
                q.undo();
                GomokuShapeOracle.assertMatches(q);
                assertThat(q.toString()).isEqualTo(boards[q.ply()]);
            }
            assertThat(q.hash()).isEqualTo(new GomokuPosition(15, rule).hash());
        }
    }

    @Test
    void searchMovesAreLegalAndNearTheStones() {
        GomokuEvaluator all = new GomokuEvaluator();
        GomokuPosition p = play(15, GomokuRule.FREESTYLE, "");
        assertThat(all.searchMoves(p, new int[225], 0)).isEqualTo(1);
        p = play(15, GomokuRule.FREESTYLE, "h8");
        int[] moves = new int[225];
        int n = all.searchMoves(p, moves, 0);
        // the 24 cells within two steps, less the 8 a knight's move away, which share no line with h8
        assertThat(n).isEqualTo(16);
        GomokuEvaluator five = new GomokuEvaluator(0, 5);
        assertThat(five.searchMoves(p, moves, 0)).isEqualTo(5);
        assertThat(all.searchMoves(p.copy(), moves, 0)).as("the width is the evaluator's, not the copy's")
                .isEqualTo(16);
        // a four must be blocked: the only search moves are the blocks, whatever the width
        p = play(15, GomokuRule.FREESTYLE, "h8 a1 h9 a2 h10 a15 h11");
        n = all.searchMoves(p, moves, 0);
        assertThat(n).isEqualTo(2);
        assertThat(new GomokuEvaluator(0, 1).searchMoves(p, moves, 0)).isEqualTo(2);
        p = play(15, GomokuRule.FREESTYLE, "h7 a1 h8 a2 h9 a15 h10 o15 h6");
        n = all.searchMoves(p, moves, 0);
        assertThat(n).isEqualTo(0);
        p = play(15, GomokuRule.FREESTYLE, "h8 a1 h9 a2 h10 a15 h11 h12");
        n = all.searchMoves(p, moves, 0);
        assertThat(n).isEqualTo(1);
        assertThat(GomokuNotation.name(15, moves[0])).isEqualTo("h7");
        assertThatThrownBy(() -> new GomokuEvaluator(0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("negative");
    }

    @Test
    void theWidthKeepsTheMostPromisingCandidatesBestFirst() {
        Random random = new Random(11);
        int[] all = new int[225];
        int[] kept = new int[225];
        int compared = 0;
        for (int game = 0; game < 8; game++) {
            GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
            while (!p.isOver() && p.ply() < 60) {
                int n = new GomokuEvaluator().searchMoves(p, all, 0);
                for (int width : new int[] {1, 5, 20}) {
                    int k = new GomokuEvaluator(0, width).searchMoves(p, kept, 0);
                    if (n > width && isQuiet(p)) {
                        // the oracle: every candidate's key, sorted, best first; ties to the higher cell
                        long[] keys = new long[n];
                        for (int i = 0; i < n; i++) {
                            keys[i] = (promise(p, all[i]) << 32) | all[i];
                        }
                        java.util.Arrays.sort(keys);
                        assertThat(k).isEqualTo(width);
                        for (int i = 0; i < width; i++) {
                            assertThat(kept[i]).as("candidate %d of %d at width %d in %s", i, n, width, p)
                                    .isEqualTo((int) keys[n - 1 - i]);
                        }
                        compared++;
                    }
                }
                p.play(all[random.nextInt(n)]);
            }
        }
        assertThat(compared).isGreaterThan(200);
    }

    private static boolean isQuiet(GomokuPosition p) {
        int me = p.sideToMove();
        return p.comboCount(me, GomokuCombo.FIVE) == 0 && p.comboCount(1 - me, GomokuCombo.FIVE) == 0
                && p.comboCount(1 - me, GomokuCombo.OPEN_FOUR) == 0;
    }

    private static long promise(GomokuPosition p, int c) {
        int me = p.sideToMove();
        int shapes = 0;
        for (int d = 0; d < 4; d++) {
            shapes += p.shape(me, c, d) + p.shape(1 - me, c, d);
        }
        return Math.max(GomokuEvaluator.ATTACK[p.combo(me, c)], GomokuEvaluator.DEFEND[p.combo(1 - me, c)]) * 64L + shapes;
    }

    @Test
    void eachSidesHashFollowsItsOwnStonesAlone() {
        // the same black stones reached with other white stones and in another order: black's hash agrees
        GomokuPosition p = play(15, GomokuRule.FREESTYLE, "h8 a1 i9 c3 j10");
        GomokuPosition q = play(15, GomokuRule.FREESTYLE, "j10 o15 h8 b2 i9");
        assertThat(q.sideHash(0)).isEqualTo(p.sideHash(0));
        assertThat(q.sideHash(1)).isNotEqualTo(p.sideHash(1));
        assertThat(p.sideHash(0) ^ p.sideHash(1)).isEqualTo(p.hash());
        // undone to the start, both are the empty board's; a copy carries them
        GomokuPosition r = new GomokuPosition(15, GomokuRule.FREESTYLE);
        r.copyFrom(p);
        assertThat(r.sideHash(1)).isEqualTo(p.sideHash(1));
        for (int i = 0; i < 5; i++) {
            p.undo();
        }
        assertThat(p.sideHash(0)).isZero();
        assertThat(p.sideHash(1)).isZero();
    }

    @Test
    void copiesCarryTheDerivedCounts() {
        GomokuPosition p = play(15, GomokuRule.RENJU, "h8 h9 i8 j8 i9 g7");
        GomokuPosition q = new GomokuPosition(15, GomokuRule.RENJU);
        q.copyFrom(p);
        GomokuShapeOracle.assertMatches(q);
        assertThat(q.toString()).isEqualTo(p.toString());
        assertThatThrownBy(() -> new GomokuPosition(13, GomokuRule.RENJU).copyFrom(p))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GomokuPosition(8, GomokuRule.FREESTYLE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("9 to 20");
    }

    @Test
    void aFourBuildsOnWhenAnotherLineHasATwoOrAThreeThroughTheSameCell() {
        // black h8 h9 h10 closed by white h7: h11 makes a four
        GomokuPosition lone = play(15, GomokuRule.FREESTYLE, "h8 h7 h9 a1 h10 a3");
        int h11 = GomokuNotation.cell(15, "h11");
        assertThat(lone.combo(0, h11)).isEqualTo(GomokuCombo.FOUR);
        assertThat(lone.builds(0, h11)).as("nothing beside the four").isFalse();
        // black i12 too: h11 also makes an open two on the diagonal, a four that prepares the next threat
        GomokuPosition beside = play(15, GomokuRule.FREESTYLE, "h8 h7 h9 a1 h10 a3 i12 a5");
        assertThat(beside.combo(0, h11)).isEqualTo(GomokuCombo.FOUR);
        assertThat(beside.builds(0, h11)).as("an open two beside the four").isTrue();
    }
}
