package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import org.junit.jupiter.api.Test;

/**
 * Draw-scaling as a setting ({@code checkers+dsN}, {@code checkers+dsN/F}): off by default, the factor of each kind of
 * ending on positions built for it and none elsewhere, the level kinds' factor given in sixteenths, read from its name
 * and stacked with the other settings, refused when malformed.
 */
class CheckersDrawScaleTest {
    /** The terms and tables without the database, so that small positions are scored by them, not looked up. */
    private final CheckersEvaluator terms =
            new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(), null);
    private final CheckersEvaluator scaled = terms.withDrawScale(8);
    private final CheckersGame game = new CheckersGame();

    /** Asserts that {@code fen}, for either side to move, scores {@code factor} sixteenths of the terms' score. */
    private void assertScaled(String fen, int factor) {
        for (String side : new String[] {"B", "W"}) {
            CheckersPosition p = CheckersPosition.of(side + fen.substring(1));
            int plain = terms.evaluate(p);
            assertThat(scaled.evaluate(p)).as(p.toString()).isEqualTo(plain * factor / CheckersDrawScale.WHOLE);
            assertThat(new CheckersDrawScale(8).factor(p)).as(p.toString()).isEqualTo(factor);
        }
    }

    @Test
    void theDefaultScalesNothingAndSearchesItsOwnTree() {
        CheckersEvaluator plain = new CheckersEvaluator();
        assertThat(plain.name()).isEqualTo("checkers");
        CheckersPosition kings = CheckersPosition.of("B:WK18,K30,K26:BK1,K14,K10");
        assertThat(plain.evaluate(kings)).isEqualTo(terms.evaluate(kings));
        // no position of 8 pieces or fewer within 12 plies of the start: the default's count of CheckersMultiCutTest
        CheckersPosition start = new CheckersPosition();
        assertThat(new Engine<>(plain.withDrawScale(8), 4).search(start, SearchLimits.depth(12), SearchListener.NONE)
                .nodes()).isEqualTo(177_895L);
    }

    @Test
    void drawishEndingsAreScaledByTheirKind() {
        assertScaled("B:WK18,K30,K26:BK1,K14,K10", 8); // three kings each
        assertScaled("B:W20,K30,K26:B1,K14,K10", 8); // a man and two kings each
        assertScaled("B:W20,21,K26:B1,K14,K10", 8); // a king fewer, level pieces
        assertScaled("B:WK30,K26:B1,2,10", 16); // three men against two kings: won as a rule (the 5-piece database)
        assertScaled("B:WK30,K26:B1,2,K10", 16); // two men and a king against two kings
        assertScaled("B:W30,K26:B1,2,K10", 16); // a piece up, a king each
        assertScaled("B:WK30:B1,2,10", 16); // two pieces up
        assertScaled("B:W20,21,22:B1,2,10", 16); // men alone, level
        assertScaled("B:W20,21,22:BK1,2,10", 16); // level, a king against men alone
    }

    @Test
    void onlyEndingsOfItsPiecesOrFewerAreScaled() {
        CheckersPosition ten = CheckersPosition.of("B:WK18,K30,K26,K27,K28:BK1,K14,K10,K9,K6");
        assertThat(terms.evaluate(ten)).isNotZero();
        assertThat(scaled.evaluate(ten)).as("ten pieces under +ds8").isEqualTo(terms.evaluate(ten));
        assertThat(terms.withDrawScale(10).evaluate(ten)).isEqualTo(terms.evaluate(ten) * 8 / 16);
    }

    @Test
    void aGivenFactorScalesTheLevelKindsByThatManySixteenthsAndNothingElse() {
        assertThat(new CheckersDrawScale(8)).as("+dsN is +dsN/8").isEqualTo(new CheckersDrawScale(8, 8));
        CheckersPosition kingsOnly = CheckersPosition.of("B:WK18,K30,K26:BK1,K14,K10");
        CheckersPosition kingsAndMen = CheckersPosition.of("B:W20,21,K26:B1,K14,K10");
        CheckersPosition pieceUp = CheckersPosition.of("B:W30,K26:B1,2,K10");
        for (int f : new int[] {0, 1, 3, 15, 16}) {
            CheckersEvaluator harsh = terms.withDrawScale(new CheckersDrawScale(8, f));
            for (CheckersPosition p : new CheckersPosition[] {kingsOnly, kingsAndMen}) {
                assertThat(harsh.evaluate(p)).as("%s at %d/16", p, f).isEqualTo(terms.evaluate(p) * f / 16);
            }
            assertThat(harsh.evaluate(pieceUp)).as("a piece up at %d/16", f).isEqualTo(terms.evaluate(pieceUp));
        }
        assertThat(terms.evaluate(kingsOnly)).as("a score to scale").isNotZero();
        assertThat(terms.withDrawScale(new CheckersDrawScale(8, 0)).evaluate(kingsOnly)).isZero();
        assertThatThrownBy(() -> new CheckersDrawScale(8, 17)).hasMessageContaining("0 to 16");
        assertThatThrownBy(() -> new CheckersDrawScale(8, -1)).hasMessageContaining("0 to 16");
    }

    @Test
    void theDatabasesScoresAreNeverScaled() {
        CheckersEvaluator withDatabase = new CheckersEvaluator();
        CheckersEndgameCache.shared().database().join();
        CheckersEvaluator both = withDatabase.withDrawScale(8);
        for (String fen : new String[] {"B:WK18,K30:BK1,K14", "B:WK30:BK1,K14", "B:W20:B1,K14,K10"}) {
            CheckersPosition p = CheckersPosition.of(fen);
            assertThat(both.exactScore(p, 0, 10)).as(fen).isEqualTo(withDatabase.exactScore(p, 0, 10));
        }
    }

    @Test
    void theSettingReadsFromItsNameStacksAndRefusesBadOnes() {
        Evaluator<CheckersPosition> ds = game.evaluator("checkers+ds8");
        assertThat(ds.name()).isEqualTo("checkers+ds8");
        CheckersPosition kings = CheckersPosition.of("B:WK18,K30,K26:BK1,K14,K10");
        assertThat(ds.evaluate(kings)).isEqualTo(terms.evaluate(kings) * 8 / 16);
        Evaluator<CheckersPosition> after = game.evaluator("checkers+mc2/8/4+ds8");
        assertThat(after.name()).isEqualTo("checkers+mc2/8/4+ds8");
        assertThat(after.multiCutMoves()).isEqualTo(8);
        assertThat(after.evaluate(kings)).isEqualTo(ds.evaluate(kings));
        Evaluator<CheckersPosition> before = game.evaluator("checkers+ds8+mc2/8/4");
        assertThat(before.multiCutMoves()).isEqualTo(8);
        assertThat(before.evaluate(kings)).isEqualTo(ds.evaluate(kings));
        Evaluator<CheckersPosition> cut = game.evaluator("checkers+ds6+cut50/2+lmp2/1");
        assertThat(cut.name()).isEqualTo("checkers+ds6+cut50/2+lmp2/1");
        assertThat(cut.cutReduction(8)).isEqualTo(2);
        assertThat(cut.evaluate(kings)).isEqualTo(ds.evaluate(kings));
        assertThat(game.evaluator("checkers+ds8+end100/0").evaluate(kings)).as("the ending's lead scaled too")
                .isEqualTo(terms.withEnding(new CheckersEnding(100, 0)).evaluate(kings) * 8 / 16);
        for (String bad : new String[] {"checkers+ds", "checkers+dsx", "checkers+ds0", "checkers+ds2", "checkers+ds17",
                "checkers+ds99999", "checkers+ds-8", "material+ds8"}) {
            assertThatThrownBy(() -> game.evaluator(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> game.evaluator("checkers+ds2")).hasMessageContaining("3 to 16");
    }

    @Test
    void theFactorReadsFromItsNameStacksAndRefusesBadOnes() {
        CheckersPosition kings = CheckersPosition.of("B:WK18,K30,K26:BK1,K14,K10");
        Evaluator<CheckersPosition> ds3 = game.evaluator("checkers+ds8/3");
        assertThat(ds3.name()).isEqualTo("checkers+ds8/3");
        assertThat(ds3.evaluate(kings)).isEqualTo(terms.evaluate(kings) * 3 / 16);
        assertThat(game.evaluator("checkers+ds8/8").name()).as("the half named as before").isEqualTo("checkers+ds8");
        assertThat(game.evaluator("checkers+ds6/0").evaluate(kings)).isZero();
        assertThat(game.evaluator("checkers+ds8/16").evaluate(kings)).isEqualTo(terms.evaluate(kings));
        for (String name : new String[] {"checkers+mc2/8/4+ds8/3", "checkers+ds8/3+mc2/8/4"}) {
            Evaluator<CheckersPosition> both = game.evaluator(name);
            assertThat(both.name()).isEqualTo(name);
            assertThat(both.multiCutMoves()).as(name).isEqualTo(8);
            assertThat(both.multiCutNeeded()).as(name).isEqualTo(2);
            assertThat(both.evaluate(kings)).as(name).isEqualTo(ds3.evaluate(kings));
        }
        Evaluator<CheckersPosition> late = game.evaluator("checkers+lmp2/1+ds8/3");
        assertThat(late.name()).isEqualTo("checkers+lmp2/1+ds8/3");
        assertThat(late.evaluate(kings)).isEqualTo(ds3.evaluate(kings));
        for (String bad : new String[] {"checkers+ds8/17", "checkers+ds8/99", "checkers+ds8/", "checkers+ds/3",
                "checkers+ds8/x", "checkers+ds8/-1", "checkers+ds8//3", "checkers+ds8/3/1", "checkers+ds8/1234",
                "checkers+dsx", "checkers+ds", "checkers+ds17/3"}) {
            assertThatThrownBy(() -> game.evaluator(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("+dsN/F").hasMessageContaining("0 to 16").hasMessageContaining(bad);
        }
        assertThatThrownBy(() -> game.evaluator("material+ds8/3")).hasMessageContaining("no draw-scaling");
    }

    @Test
    void multiCutWithDrawScalingSearchesMultiCutsTreeAndScalesLikeDrawScaling() {
        // no position of 8 pieces or fewer within 12 plies of the start: the two settings' trees must be the same,
        // and multi-cut's, not the default's, so the stacked name really has both
        CheckersPosition start = new CheckersPosition();
        long multiCut = new Engine<>(game.evaluator("checkers+mc2/8/4"), 4)
                .search(start, SearchLimits.depth(12), SearchListener.NONE).nodes();
        long stacked = new Engine<>(game.evaluator("checkers+mc2/8/4+ds8"), 4)
                .search(start, SearchLimits.depth(12), SearchListener.NONE).nodes();
        assertThat(multiCut).isLessThan(177_895L);
        assertThat(stacked).isEqualTo(multiCut);
        Evaluator<CheckersPosition> both = game.evaluator("checkers+mc2/8/4+ds8");
        assertThat(both.multiCutReduction(start, 6)).isEqualTo(4);
        CheckersPosition kings = CheckersPosition.of("B:WK18,K30,K26:BK1,K14,K10");
        CheckersEvaluator database = new CheckersEvaluator();
        assertThat(both.evaluate(kings)).as("the default's evaluator, scaled by a half")
                .isEqualTo(database.evaluate(kings) * 8 / 16);
    }
}
