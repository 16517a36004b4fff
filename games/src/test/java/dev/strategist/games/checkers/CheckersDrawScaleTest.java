package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import org.junit.jupiter.api.Test;

/**
 * Draw-scaling as a setting ({@code checkers+dsN}): off by default, the factor of each kind of ending on positions
 * built for it and none elsewhere, read from its name and stacked with the other settings, refused when malformed.
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
}
