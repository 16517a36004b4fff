package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Score;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link GomokuSearchShape}: the default is the tree every measured player searched (the tables of the constants
 * it replaced), a shape reads back from its own text, bad values are refused by name, and another shape searches
 * another tree that still finds what it must.
 */
class GomokuSearchShapeTest {
    /** A balanced opening where each continuing-attack setting changes the tree at {@link #QUIET_DEPTH}. */
    private static final String QUIET_ATTACK = "f6 g7 g5 i3 h1 f5";
    private static final int QUIET_DEPTH = 8;

    @Test
    void theDefaultBuildsTheTablesOfTheMeasuredConstants() {
        GomokuSearchShape s = GomokuSearchShape.DEFAULT;
        assertThat(new int[] {s.futilityDepth, s.futilityMargin, s.razorDepth, s.razorMargin, s.singularDepth,
            s.singularMargin, s.deeperMargin, s.deeperPerPly, s.attackLess}).containsExactly(3, 90, 2, 150, 7, 2, 48, 16,
            0);
        for (int d = 1; d < 64; d++) {
            for (int i = 1; i < 64; i++) {
                assertThat(s.reductions[d][i]).isEqualTo((int) (Math.log(d) * Math.log(i) / 2.0 + 0.5));
            }
            assertThat(s.moveCount[d]).as("depth %d", d).isEqualTo(3 + (int) Math.pow(d, 1.32));
            assertThat(s.threatMoveCount[d]).as("depth %d", d)
                    .isEqualTo(Math.min((int) Math.round(5 * Math.sqrt(d) - 2), 8));
        }
        assertThat(s.changes()).isEmpty();
        assertThat(new GomokuSearch(1, GomokuPlayer.DEFAULT_WIDTH).shape()).isSameAs(s);
    }

    @Test
    void aShapeReadsBackFromItsOwnText() {
        GomokuSearchShape s = GomokuSearchShape.DEFAULT.with(Map.of("futility", "75", "moves-power", "1.4",
                "threat-most", "6", "width", "20"));
        assertThat(s.changes()).containsExactly(Map.entry("futility", "75"), Map.entry("moves-power", "1.4"),
                Map.entry("threat-most", "6"));
        assertThat(s.futilityMargin).isEqualTo(75);
        assertThat(s.moveCount[8]).isEqualTo((int) (3 + Math.pow(8, 1.4)));
        assertThat(s.threatMoveCount[16]).isEqualTo(6);
        Map<String, String> text = new LinkedHashMap<>();
        for (String item : s.toString().split(",")) {
            String[] kv = item.split("=");
            text.put(kv[0], kv[1]);
        }
        assertThat(text.keySet()).containsExactly(GomokuSearchShape.NAMES);
        assertThat(GomokuSearchShape.DEFAULT.with(text)).isEqualTo(s).hasSameHashCodeAs(s);
        // settings that are not the shape's leave it as it is
        assertThat(GomokuSearchShape.DEFAULT.with(Map.of("width", "20", "vct", "on"))).isSameAs(GomokuSearchShape.DEFAULT);
        assertThat(GomokuSearchShape.isSetting("deeper-ply")).isTrue();
        assertThat(GomokuSearchShape.isSetting("width")).isFalse();
    }

    @Test
    void badValuesAreRefusedByName() {
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("reduction", "0.1")))
                .hasMessageContaining("reduction must be from 0.5 to 20, not 0.1");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("threat-most", "0")))
                .hasMessageContaining("threat-most must be from 1 to 64");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("moves", "NaN")))
                .hasMessageContaining("moves must be from 0 to 100, not NaN");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("deeper", "")))
                .hasMessageContaining("deeper= is not a whole number");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("singular-depth", "7.5")))
                .hasMessageContaining("not a whole number");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("attack", "-1")))
                .hasMessageContaining("attack must be from 0 to 20, not -1");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("attack", "0.5")))
                .hasMessageContaining("attack=0.5 is not a whole number");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("attack-keep", "2")))
                .hasMessageContaining("attack-keep must be from 0 to 1, not 2");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "-1")))
                .hasMessageContaining("cont-history must be from 0 to 1000, not -1");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "2.5")))
                .hasMessageContaining("cont-history=2.5 is not a whole number");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "w")))
                .hasMessageContaining("cont-history=w is not a whole number");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("follow-history", "-1")))
                .hasMessageContaining("follow-history must be from 0 to 1000, not -1");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("follow-history", "0.5")))
                .hasMessageContaining("follow-history=0.5 is not a whole number");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("history-keep", "-1")))
                .hasMessageContaining("history-keep must be from 0 to 100, not -1");
    }

    @Test
    void aContinuingAttackSearchedDeeperMakesAnotherTreeThatStillFindsTheWin() {
        GomokuSearchShape attack = GomokuSearchShape.DEFAULT.with(Map.of("attack", "1"));
        GomokuSearchShape keep = GomokuSearchShape.DEFAULT.with(Map.of("attack-keep", "1"));
        assertThat(attack.attackLess).isEqualTo(1);
        assertThat(attack.attackKeep).isFalse();
        assertThat(keep.attackKeep).isTrue();
        assertThat(GomokuSearchShape.DEFAULT.attackKeep).isFalse();
        assertThat(attack.changes()).containsExactly(Map.entry("attack", "1"));
        // black's double three at h8, found with both settings on
        assertFindsTheDoubleThree(GomokuSearchShape.DEFAULT.with(Map.of("attack", "1", "attack-keep", "1")));
        // a balanced opening, where each setting changes the tree
        String moves = QUIET_ATTACK;
        GomokuSearchShape[] shapes = {GomokuSearchShape.DEFAULT, attack, keep};
        long[] nodes = quietNodes(moves, shapes);
        assertThat(nodes[1]).as("the lesser reduction's tree against the default's").isNotEqualTo(nodes[0]);
        // the moves kept past the move count's cap make a larger tree
        assertThat(nodes[2]).as("the kept moves' tree against the default's").isGreaterThan(nodes[0]);
    }

    @Test
    void theCorrectionHistoryChangesTheTreeAndStillFindsTheWin() {
        GomokuSearchShape corrected = setting("correct", "100", 400);
        assertThat(corrected.correct).isEqualTo(100);
        assertThat(GomokuSearchShape.DEFAULT.correct).isZero();
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, corrected);
        assertThat(nodes[1]).as("the corrected tree against the default's").isNotEqualTo(nodes[0]);
    }

    @Test
    void orderingByTheChildsEvaluationChangesTheTreeAndStillFindsTheWin() {
        GomokuSearchShape byEval = GomokuSearchShape.DEFAULT.with(Map.of("order-eval", "4", "order-eval-weight", "400"));
        assertThat(byEval.orderEvalFrom).isEqualTo(4);
        assertThat(byEval.orderEvalWeight).isEqualTo(400);
        assertThat(GomokuSearchShape.DEFAULT.orderEvalFrom).isZero();
        assertThat(byEval.changes()).containsExactly(Map.entry("order-eval", "4"), Map.entry("order-eval-weight", "400"));
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("order-eval", "65")))
                .hasMessageContaining("order-eval must be from 0 to 64, not 65");
        assertFindsTheDoubleThree(byEval);
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, byEval);
        assertThat(nodes[1]).as("the tree ordered by the children's evaluation against the default's")
                .isNotEqualTo(nodes[0]);
    }

    @Test
    void theQuickWinScoresAnUnanswerableDoubleThreeOnEntry() {
        GomokuSearchShape quick = setting("quick-win", "1", 1);
        assertThat(quick.quickWin).isTrue();
        assertThat(GomokuSearchShape.DEFAULT.quickWin).isFalse();
        // white to move; black has two double threes far apart (f4: d4 e4 and f5 f6; l11: j11 k11 and l12 l13), white
        // no two: whatever white plays, black's other double three wins in five plies. The quiescence plays fours
        // only, so at depth 1 the default judges it by the evaluation's tier; the quick win scores it exactly.
        String moves = "d4 a1 e4 a15 f5 o1 f6 o15 j11 a8 k11 o8 l12 h1 l13";
        SearchResult byDefault = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES).search(GomokuPosition.of(15, GomokuRule.FREESTYLE, moves), 1, 0, 0,
                SearchListener.NONE, new StopSignal());
        assertThat(Score.isDecisive(byDefault.score())).as("the default's score " + byDefault.score()).isFalse();
        SearchResult quickly = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, quick).search(GomokuPosition.of(15, GomokuRule.FREESTYLE, moves), 1, 0, 0,
                SearchListener.NONE, new StopSignal());
        assertThat(quickly.score()).isEqualTo(-(Score.WIN - 6));
    }

    /** The one-number tree settings: name, greatest value, and the field the shape reads it into. */
    static Stream<Arguments> treeSettings() {
        return Stream.of(
                Arguments.of("improved-less", 2, (ToIntFunction<GomokuSearchShape>) shape -> shape.improvedLess),
                Arguments.of("root-reduce", 64, (ToIntFunction<GomokuSearchShape>) shape -> shape.rootReduce),
                Arguments.of("history-reduce", 4, (ToIntFunction<GomokuSearchShape>) shape -> shape.historyReduce),
                Arguments.of("pv-less", 4, (ToIntFunction<GomokuSearchShape>) shape -> shape.pvLess),
                Arguments.of("history-order", 1000, (ToIntFunction<GomokuSearchShape>) shape -> shape.historyOrder));
    }

    @Test
    void lateMovesOffTheMainLineAreReducedAPlyMoreByDefaultAndZeroSearchesTheTreeBeforeIt() {
        assertThat(GomokuSearchShape.DEFAULT.pvMore).isEqualTo(1);
        GomokuSearchShape without = setting("pv-more", "0", 4);
        GomokuSearchShape twice = setting("pv-more", "2", 4);
        assertThat(without.pvMore).isZero();
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, without, twice);
        // a ply more off the main line makes the tree smaller, two plies smaller still
        assertThat(nodes[0]).as("the default's tree against pv-more=0's").isLessThan(nodes[1]);
        assertThat(nodes[2]).as("pv-more=2's tree against the default's").isLessThan(nodes[0]);
    }

    @Test
    void aNodeWithNoTableMoveIsSearchedShallowerOnlyWhenAsked() {
        assertThat(GomokuSearchShape.DEFAULT.iir).isZero();
        assertThat(GomokuSearchShape.DEFAULT.iirFrom).isEqualTo(6);
        GomokuSearchShape reduced = setting("iir", "1", 4);
        GomokuSearchShape never = GomokuSearchShape.DEFAULT.with(Map.of("iir", "1", "iir-from", "64"));
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("iir-from", "1")))
                .hasMessageContaining("iir-from must be from 2 to 64, not 1");
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, reduced, never);
        // nodes without a table move from 6 plies left are searched a ply shallower: a smaller tree
        assertThat(nodes[1]).as("iir=1's tree against the default's").isLessThan(nodes[0]);
        assertThat(nodes[2]).as("iir=1 from deeper than the search goes").isEqualTo(nodes[0]);
    }

    @Test
    void multiCutIsTriedOnlyWhenAskedAndCutsTheTreeWhereItIs() {
        assertThat(GomokuSearchShape.DEFAULT.mcMoves).isZero();
        GomokuSearchShape cutting = setting("mc-moves", "8", 16);
        GomokuSearchShape easier = GomokuSearchShape.DEFAULT.with(Map.of("mc-moves", "8", "mc-needed", "2"));
        GomokuSearchShape never = GomokuSearchShape.DEFAULT.with(Map.of("mc-moves", "8", "mc-from", "64"));
        assertThat(new int[] {cutting.mcMoves, cutting.mcNeeded, cutting.mcReduce, cutting.mcFrom})
                .containsExactly(8, 3, 4, 6);
        assertFindsTheDoubleThree(easier);
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("mc-moves", "2")))
                .hasMessageContaining("mc-needed=3 must be at most mc-moves=2");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("mc-moves", "8", "mc-reduce", "5")))
                .hasMessageContaining("mc-from=6 must be at least mc-reduce + 2 = 7");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("mc-needed", "0")))
                .hasMessageContaining("mc-needed must be from 1 to 16, not 0");
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, cutting, easier, never);
        long[] cuts = new long[4];
        GomokuSearchShape[] shapes = {GomokuSearchShape.DEFAULT, cutting, easier, never};
        for (int k = 0; k < shapes.length; k++) {
            GomokuSearch s = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                    GomokuPlayer.DEFAULT_VALUES, shapes[k]);
            s.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, QUIET_ATTACK), QUIET_DEPTH, 0, 0,
                    SearchListener.NONE, new StopSignal());
            cuts[k] = s.multiCuts();
        }
        assertThat(cuts[0]).as("the default never tries it").isZero();
        assertThat(cuts[3]).as("from deeper than the search goes").isZero();
        assertThat(nodes[3]).as("never tried: the default's tree").isEqualTo(nodes[0]);
        assertThat(cuts[1]).as("three of eight at beta").isPositive();
        assertThat(cuts[2]).as("two of eight cut more often than three").isGreaterThan(cuts[1]);
        assertThat(nodes[2]).as("two of eight's tree against the default's").isLessThan(nodes[0]);
    }

    static Stream<Arguments> shrinkingSettings() {
        return Stream.of(
                // late moves at expected cut nodes, the killers left out, reduced more
                Arguments.of("cut-more", 1, 2, 4, (ToIntFunction<GomokuSearchShape>) shape -> shape.cutMore),
                // a main-line node whose table move is shallower searched shallower
                Arguments.of("tt-less", 28, 100, 100, (ToIntFunction<GomokuSearchShape>) shape -> shape.ttLess));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shrinkingSettings")
    void aSettingOffByDefaultChangesTheTreeAndMoreOfItShrinksIt(String name, int low, int high, int most,
                                                                 ToIntFunction<GomokuSearchShape> field) {
        assertThat(field.applyAsInt(GomokuSearchShape.DEFAULT)).isZero();
        GomokuSearchShape lower = setting(name, String.valueOf(low), most);
        GomokuSearchShape higher = setting(name, String.valueOf(high), most);
        assertThat(field.applyAsInt(higher)).isEqualTo(high);
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, lower, higher);
        assertThat(nodes[1]).as(name + "=" + low + "'s tree against the default's").isNotEqualTo(nodes[0]);
        assertThat(nodes[2]).as(name + "=" + high + "'s tree against " + low + "'s").isLessThan(nodes[1]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("treeSettings")
    void eachTreeSettingChangesTheTreeAndStillFindsTheWin(String name, int most, ToIntFunction<GomokuSearchShape> field) {
        GomokuSearchShape shaped = setting(name, "1", most);
        assertThat(field.applyAsInt(shaped)).isEqualTo(1);
        assertThat(field.applyAsInt(GomokuSearchShape.DEFAULT)).isZero();
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, shaped);
        assertThat(nodes[1]).as("the tree with " + name + "=1 against the default's").isNotEqualTo(nodes[0]);
    }

    @Test
    void theHistorysPenaltyAndItsKeyByShapesEachChangeTheOrderedTree() {
        GomokuSearchShape penalty = setting("history-penalty", "25", 100);
        GomokuSearchShape byShape = setting("history-shape", "1", 1);
        assertThat(penalty.historyPenalty).isEqualTo(25);
        assertThat(GomokuSearchShape.DEFAULT.historyPenalty).isEqualTo(100);
        assertThat(byShape.historyShape).isTrue();
        assertThat(GomokuSearchShape.DEFAULT.historyShape).isFalse();
        // both shape the history with bonus and penalty, which only history-order or history-reduce keeps
        GomokuSearchShape ordered = GomokuSearchShape.DEFAULT.with(Map.of("history-order", "100"));
        GomokuSearchShape lighter = GomokuSearchShape.DEFAULT.with(Map.of("history-order", "100", "history-penalty", "25"));
        GomokuSearchShape shaped = GomokuSearchShape.DEFAULT.with(Map.of("history-order", "100", "history-shape", "1"));
        assertFindsTheDoubleThree(lighter);
        assertFindsTheDoubleThree(shaped);
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, penalty, byShape, ordered, lighter, shaped);
        assertThat(nodes[1]).as("the penalty alone, no history kept").isEqualTo(nodes[0]);
        assertThat(nodes[2]).as("the key by shapes alone, no history kept").isEqualTo(nodes[0]);
        assertThat(nodes[4]).as("the lighter penalty's tree against the equal one's").isNotEqualTo(nodes[3]);
        assertThat(nodes[5]).as("the history by shapes against the one by cells").isNotEqualTo(nodes[3]);
    }

    @Test
    void againstAFourThreeOnlyItsDefencesAreSearched() {
        GomokuSearchShape defending = setting("defend-four-three", "1", 1);
        assertThat(defending.defendFourThree).isTrue();
        assertThat(GomokuSearchShape.DEFAULT.defendFourThree).isFalse();
        // white to move against black's four-three at g4 (d4-g4 closed by c4, g4-g6 open): white's move must lie on
        // one of g4's lines, within four of it
        String moves = "d4 c4 e4 a1 f4 a15 g5 o1 g6 o15 m13";
        long[] nodes = new long[2];
        GomokuSearchShape[] shapes = {GomokuSearchShape.DEFAULT, defending};
        for (int k = 0; k < 2; k++) {
            SearchResult r = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                    GomokuPlayer.DEFAULT_VALUES, shapes[k]).search(GomokuPosition.of(15, GomokuRule.FREESTYLE, moves), 5,
                    0, 0, SearchListener.NONE, new StopSignal());
            String best = GomokuNotation.name(15, r.bestMove());
            int dx = Math.abs(best.charAt(0) - 'g');
            int dy = Math.abs(Integer.parseInt(best.substring(1)) - 4);
            assertThat((dx == 0 || dy == 0 || dx == dy) && Math.max(dx, dy) <= 4).as(best).isTrue();
            nodes[k] = r.nodes();
        }
        assertThat(nodes[1]).as("the defending tree against the default's").isNotEqualTo(nodes[0]);
    }

    @Test
    void anotherShapeSearchesAnotherTreeThatStillFindsTheWin() {
        // black's double three at h8 (f8 g8 _ and h6 h7 _), white's stones far away: a win within 7 plies
        String moves = "f8 a1 g8 c1 h6 a3 h7 c3";
        GomokuSearchShape wide = GomokuSearchShape.DEFAULT.with(Map.of("reduction", "20", "moves", "60",
                "futility-depth", "0", "razor-depth", "0", "threat-most", "30"));
        GomokuSearchShape narrow = GomokuSearchShape.DEFAULT.with(Map.of("reduction", "0.8", "moves", "0",
                "moves-power", "0.8", "threat-most", "3", "futility", "20"));
        GomokuSearchShape[] shapes = {GomokuSearchShape.DEFAULT, wide, narrow};
        for (int k = 0; k < shapes.length; k++) {
            GomokuSearch search = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                    GomokuPlayer.DEFAULT_VALUES, shapes[k]);
            SearchResult r = search.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, moves), 7, 0, 0,
                    SearchListener.NONE, new StopSignal());
            assertThat(r.score()).as("%s", shapes[k]).isGreaterThan(Score.WIN - 10);
            assertThat(GomokuNotation.name(15, r.bestMove())).as("%s", shapes[k]).isEqualTo("h8");
        }
        // a quiet opening position, where the shape decides the tree
        long[] quiet = new long[3];
        for (int k = 0; k < shapes.length; k++) {
            GomokuSearch search = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                    GomokuPlayer.DEFAULT_VALUES, shapes[k]);
            quiet[k] = search.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 i9 g9 h10"), 6, 0, 0,
                    SearchListener.NONE, new StopSignal()).nodes();
        }
        assertThat(quiet[1]).as("the wide shape's tree against the default's").isGreaterThan(quiet[0]);
        assertThat(quiet[2]).as("the narrow shape's tree against the default's").isLessThan(quiet[0]);
    }

    @Test
    void theCounterMoveHistoryIsKeptOnlyWhenAskedAndLearnsTheBlockThatCut() {
        assertThat(GomokuSearchShape.DEFAULT.contHistory).isZero();
        // refused past 1000 here, and below 0 or not whole in badValuesAreRefusedByName
        GomokuSearchShape cont = setting("cont-history", "200", 1000);
        assertThat(cont.contHistory).isEqualTo(200);
        GomokuSearchShape off = GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "0"));
        assertThat(off).isEqualTo(GomokuSearchShape.DEFAULT);
        // black to move with h8 i9 on the diagonal: black's j10 makes an open three, which white must block at an end
        // (g7 or k11); the block that refuted it rises in white's row for j10, and the default keeps no table
        GomokuSearch learning = searchedThree(cont);
        assertThat(Math.max(learning.contEntry(1, J10, G7), learning.contEntry(1, J10, K11)))
                .as("white's block of black's three").isPositive();
        GomokuSearch byDefault = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, off);
        SearchResult offResult = byDefault.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, QUIET_ATTACK),
                QUIET_DEPTH, 0, 0, SearchListener.NONE, new StopSignal());
        assertThat(byDefault.contEntry(1, J10, K11)).isZero();
        SearchResult defaultResult = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES).search(GomokuPosition.of(15, GomokuRule.FREESTYLE, QUIET_ATTACK),
                QUIET_DEPTH, 0, 0, SearchListener.NONE, new StopSignal());
        assertThat(new long[] {offResult.bestMove(), offResult.score(), offResult.nodes()}).as("off: the default's")
                .containsExactly(defaultResult.bestMove(), defaultResult.score(), defaultResult.nodes());
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, cont);
        assertThat(nodes[1]).as("the tree ordered by the counter-move history against the default's")
                .isNotEqualTo(nodes[0]);
    }

    @Test
    void theFollowUpHistoryIsKeptOnlyWhenAskedAndLearnsByTheSidesOwnLastStone() {
        assertThat(GomokuSearchShape.DEFAULT.followHistory).isZero();
        GomokuSearchShape follow = setting("follow-history", "200", 1000);
        assertThat(follow.followHistory).isEqualTo(200);
        assertThat(GomokuSearchShape.DEFAULT.with(Map.of("follow-history", "0"))).isEqualTo(GomokuSearchShape.DEFAULT);
        // as in the counter-move test: black's j10 makes an open three that white must block at g7 or k11; white's
        // own stone before it was a3, so the block that cut rises in white's row for a3, not in the row for j10
        GomokuSearch learning = searchedThree(follow);
        assertThat(Math.max(learning.followEntry(1, A3, G7), learning.followEntry(1, A3, K11)))
                .as("white's block after its own a3").isPositive();
        assertThat(learning.followEntry(1, J10, K11)).as("no row for black's stone in white's table").isZero();
        assertThat(learning.contEntry(1, J10, K11)).as("the counter-move history not kept").isZero();
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, follow);
        assertThat(nodes[1]).as("the tree ordered by the follow-up history against the default's")
                .isNotEqualTo(nodes[0]);
    }

    @Test
    void theHistoriesAreKeptAcrossSearchesOnlyWhenAskedAndForgottenForANewGame() {
        assertThat(GomokuSearchShape.DEFAULT.historyKeep).isZero();
        assertThat(GomokuSearchShape.DEFAULT.with(Map.of("history-keep", "0"))).isEqualTo(GomokuSearchShape.DEFAULT);
        GomokuSearchShape kept = setting("history-keep", "50", 100).with(Map.of("cont-history", "300"));
        GomokuSearchShape cleared = GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "300"));
        GomokuSearch keeping = searchedThree(kept);
        GomokuSearch clearing = searchedThree(cleared);
        int learned = Math.max(keeping.contEntry(1, J10, G7), keeping.contEntry(1, J10, K11));
        int block = keeping.contEntry(1, J10, G7) == learned ? G7 : K11;
        assertThat(learned).as("white's block of black's three, learned").isPositive();
        assertThat(clearing.contEntry(1, J10, block)).as("the same lesson with each search starting empty")
                .isEqualTo(learned);
        // a second search in a far corner never answers j10: its row is only scaled at the search's start
        GomokuPosition corner = GomokuPosition.of(15, GomokuRule.FREESTYLE, "a15 o1 b15 o2");
        keeping.search(corner, 4, 0, 0, SearchListener.NONE, new StopSignal());
        clearing.search(corner, 4, 0, 0, SearchListener.NONE, new StopSignal());
        assertThat(keeping.contEntry(1, J10, block)).as("half kept").isEqualTo(learned * 50 / 100);
        assertThat(clearing.contEntry(1, J10, block)).as("forgotten by default").isZero();
        keeping.clear();
        assertThat(keeping.contEntry(1, J10, block)).as("forgotten for a new game").isZero();
    }

    @Test
    void thePairHistoriesShiftReductionsOnlyWhenAskedAndOnlyWhenOneIsKept() {
        assertThat(GomokuSearchShape.DEFAULT.pairReduce).isZero();
        assertThat(GomokuSearchShape.DEFAULT.with(Map.of("pair-reduce", "0"))).isEqualTo(GomokuSearchShape.DEFAULT);
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("pair-reduce", "2")))
                .hasMessageContaining("pair-reduce=2 needs cont-history or follow-history");
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "300", "pair-reduce", "5")))
                .hasMessageContaining("pair-reduce must be from 0 to 4, not 5");
        GomokuSearchShape cont = GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "300"));
        GomokuSearchShape contReduced = cont.with(Map.of("pair-reduce", "4"));
        GomokuSearchShape follow = GomokuSearchShape.DEFAULT.with(Map.of("follow-history", "400"));
        GomokuSearchShape followReduced = follow.with(Map.of("pair-reduce", "4"));
        assertThat(contReduced.pairReduce).isEqualTo(4);
        assertFindsTheDoubleThree(contReduced);
        assertFindsTheDoubleThree(followReduced);
        long[] nodes = quietNodes(QUIET_ATTACK, cont, contReduced, follow, followReduced);
        assertThat(nodes[1]).as("the counter-move history read by the reductions too").isNotEqualTo(nodes[0]);
        assertThat(nodes[3]).as("the follow-up history read by the reductions too").isNotEqualTo(nodes[2]);
    }

    @Test
    void theTableBoundReplacesTheEvaluationInThePruningOnlyWhenAsked() {
        assertThat(GomokuSearchShape.DEFAULT.ttEval).isFalse();
        assertThat(GomokuSearchShape.DEFAULT.with(Map.of("tt-eval", "0"))).isEqualTo(GomokuSearchShape.DEFAULT);
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of("tt-eval", "2")))
                .hasMessageContaining("tt-eval must be from 0 to 1, not 2");
        GomokuSearchShape bounded = GomokuSearchShape.DEFAULT.with(Map.of("tt-eval", "1"));
        assertThat(bounded.ttEval).isTrue();
        assertFindsTheDoubleThree(bounded);
        long[] nodes = quietNodes(QUIET_ATTACK, GomokuSearchShape.DEFAULT, bounded);
        assertThat(nodes[1]).as("the pruning reads the table's bounds").isNotEqualTo(nodes[0]);
    }

    /** Cells of the open three's test: black's j10 makes it, white blocks at g7 or k11, white's stone before is a3. */
    private static final int J10 = GomokuNotation.cell(15, "j10");
    private static final int G7 = GomokuNotation.cell(15, "g7");
    private static final int K11 = GomokuNotation.cell(15, "k11");
    private static final int A3 = GomokuNotation.cell(15, "a3");

    /** A search with {@code shape} to depth 6 of h8 a1 i9 a3, black to move with an open three at j10 to make. */
    private static GomokuSearch searchedThree(GomokuSearchShape shape) {
        GomokuSearch search = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, shape);
        search.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 a1 i9 a3"), 6, 0, 0, SearchListener.NONE,
                new StopSignal());
        return search;
    }

    @Test
    void winsByFoursAreStillFoundWithTheCounterMoveHistory() {
        GomokuSearchShape cont = GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "400"));
        // the VCF puzzles of GomokuVcfTest, searched deeper than the quiescence alone needs, so the table learns
        String[][] puzzles = {
            {"e8 d8 f8 a1 g8 a3 h6 a5 h7 c1", "h8"},
            {"h8 g8 i8 k11 j8 o7 k9 a1 k10 c1 l7 a3 m7 c3 n7 a5", "l8"},
            {"d8 c8 e8 g4 f8 a1 g5 a3 g6 a5 g7 a7", "g8"},
        };
        for (String[] puzzle : puzzles) {
            SearchResult r = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                    GomokuPlayer.DEFAULT_VALUES, cont).search(GomokuPosition.of(15, GomokuRule.FREESTYLE, puzzle[0]), 5,
                    0, 0, SearchListener.NONE, new StopSignal());
            assertThat(Score.isDecisive(r.score()) && r.score() > 0).as(puzzle[0]).isTrue();
            assertThat(GomokuNotation.name(15, r.bestMove())).as(puzzle[0]).isEqualTo(puzzle[1]);
        }
    }

    /**
     * {@code name=value} as a shape, after checking that it is the shape's one change, that a value past {@code most}
     * is refused, and that a search with it still finds black's double three.
     */
    private static GomokuSearchShape setting(String name, String value, int most) {
        GomokuSearchShape shape = GomokuSearchShape.DEFAULT.with(Map.of(name, value));
        assertThat(shape.changes()).containsExactly(Map.entry(name, value));
        assertThatThrownBy(() -> GomokuSearchShape.DEFAULT.with(Map.of(name, String.valueOf(most + 1))))
                .hasMessageContaining(name + " must be from 0 to " + most + ", not " + (most + 1));
        assertFindsTheDoubleThree(shape);
        return shape;
    }

    /** Checks that a search with {@code shape} finds black's double three at h8, a win within a few plies. */
    private static void assertFindsTheDoubleThree(GomokuSearchShape shape) {
        GomokuSearch search = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, shape);
        SearchResult win = search.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 a1 g8 c1 h6 a3 h7 c3"), 7, 0,
                0, SearchListener.NONE, new StopSignal());
        assertThat(win.score()).isGreaterThan(Score.WIN - 10);
        assertThat(GomokuNotation.name(15, win.bestMove())).isEqualTo("h8");
    }

    /** The nodes each shape's search of {@code moves} takes to {@link #QUIET_DEPTH}, each from a new table. */
    private static long[] quietNodes(String moves, GomokuSearchShape... shapes) {
        long[] nodes = new long[shapes.length];
        for (int k = 0; k < shapes.length; k++) {
            GomokuSearch s = new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                    GomokuPlayer.DEFAULT_VALUES, shapes[k]);
            nodes[k] = s.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, moves), QUIET_DEPTH, 0, 0,
                    SearchListener.NONE, new StopSignal()).nodes();
        }
        return nodes;
    }
}
