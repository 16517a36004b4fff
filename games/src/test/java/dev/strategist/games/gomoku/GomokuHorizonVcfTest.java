package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import org.junit.jupiter.api.Test;

/**
 * Wins by continuous fours proven inside the engine's search ({@link GomokuEvaluator#exactScore}) on
 * positions from self-play of the balanced openings, where the plain search at the same depth misses them.
 */
class GomokuHorizonVcfTest {
    /** The budget the self-play matches measured (the player's default is off). */
    private static final int HORIZON_NODES = 64;

    private static GomokuPosition position(String moves) {
        return GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
    }

    private static SearchResult search(GomokuPosition p, int horizonNodes, int depth) {
        Engine<GomokuPosition> engine = new Engine<>(new GomokuEvaluator(horizonNodes, GomokuPlayer.SHAPE_ORDER_WIDTH), 8);
        return engine.search(p.copy(), new SearchLimits(depth, Long.MAX_VALUE, 0, 0, false), SearchListener.NONE,
                new StopSignal());
    }

    /** True if the side to move after {@code move} wins by continuous fours (a full search, not a budgeted one). */
    private static boolean repliesLoseToFours(GomokuPosition p, int move) {
        GomokuPosition q = p.copy();
        q.play(move);
        return !q.isOver() && new GomokuVcf().search(q, 40, 2_000_000) != Position.NO_MOVE;
    }

    /** {@code move} is a four, and after the only block the mover still wins by continuous fours. */
    private static void assertStartsAWinByFours(GomokuPosition p, int move) {
        int me = p.sideToMove();
        assertThat(p.bestShape(me, move)).isBetween(GomokuShapes.FOUR, GomokuShapes.FIVE);
        GomokuPosition q = p.copy();
        q.play(move);
        if (q.isOver()) {
            return;
        }
        int block = GomokuPlayer.forcedMove(q, q.sideToMove(), me);
        assertThat(q.combo(me, block)).as("the defender's reply is forced").isEqualTo(GomokuCombo.FIVE);
        q.play(block);
        assertThat(new GomokuVcf().search(q, 40, 2_000_000)).isNotEqualTo(Position.NO_MOVE);
    }

    @Test
    void aWinTooLongForTheDepthIsProvenAtTheHorizon() {
        // white to move has a nine-ply win by fours starting g4; depth 2 alone sees only a middling score
        GomokuPosition p = position("j5 h6 j8 e4 j1 h7 h8 g7 i5 g6 f5 e6 f6 j6 k6 f7 e7 g5 g8");
        SearchResult plain = search(p, 0, 2);
        SearchResult horizon = search(p, HORIZON_NODES, 2);
        assertThat(Score.isDecisive(plain.score())).isFalse();
        assertThat(repliesLoseToFours(p, plain.bestMove()) || p.bestShape(p.sideToMove(), plain.bestMove())
                >= GomokuShapes.FOUR).as("plain search's %s is no four", GomokuNotation.name(15, plain.bestMove()))
                .isFalse();
        assertThat(Score.isDecisive(horizon.score())).isTrue();
        assertThat(horizon.score()).isPositive();
        assertStartsAWinByFours(p, horizon.bestMove());
    }

    @Test
    void anotherWinTheShapesAloneMiss() {
        GomokuPosition p = position("k6 l10 m6 k9 l6 n6 j10 n8 j9 n7 n9 j6 j8 j11 l7 n5 n4 m8");
        SearchResult plain = search(p, 0, 2);
        SearchResult horizon = search(p, HORIZON_NODES, 2);
        assertThat(Score.isDecisive(plain.score())).isFalse();
        assertThat(horizon.score()).isGreaterThan(Score.WIN - 2 * Score.MAX_PLY);
        assertStartsAWinByFours(p, horizon.bestMove());
    }

    @Test
    void aMoveThatLeavesTheOpponentAWinByFoursIsAvoided() {
        // white to move: at depth 3 the plain search plays g11, after which black wins by fours;
        // with the horizon search the engine sees that and defends
        GomokuPosition p = position("b7 d9 f8 e8 f7 f9 e10 g9 e9 g10 d7 h11 i12");
        SearchResult plain = search(p, 0, 3);
        SearchResult horizon = search(p, HORIZON_NODES, 3);
        assertThat(repliesLoseToFours(p, plain.bestMove())).isTrue();
        assertThat(repliesLoseToFours(p, horizon.bestMove())).as("after %s",
                GomokuNotation.name(15, horizon.bestMove())).isFalse();
    }

    @Test
    void withoutAFourToPlayNothingIsSearched() {
        GomokuEvaluator evaluator = new GomokuEvaluator(64);
        assertThat(evaluator.provenWin(position("h8 h9 i8"))).isZero();
        assertThat(new GomokuEvaluator().provenWin(position("e8 d8 f8 a1 g8 a3 h6 a5 h7 c1"))).isZero();
    }

    @Test
    void theHorizonCountsThePliesOfTheWin() {
        // the four-three of GomokuVcfTest: h8, block, then an open four and a five: five plies
        assertThat(new GomokuEvaluator(64).provenWin(position("e8 d8 f8 a1 g8 a3 h6 a5 h7 c1"))).isEqualTo(5);
        // a five to complete: one ply
        assertThat(new GomokuEvaluator(64).provenWin(position("e8 a1 f8 c1 g8 a3 h8 c3"))).isEqualTo(1);
    }

    @Test
    void refutationsAreKeptFromOneCallToTheNext() {
        GomokuPosition p = position("e8 d8 f8 a1 g8 c1 k11 c3");
        GomokuVcf vcf = new GomokuVcf();
        assertThat(vcf.searchRemembering(p, 12, 10_000, Long.MAX_VALUE)).isEqualTo(Position.NO_MOVE);
        long first = vcf.nodes();
        assertThat(vcf.searchRemembering(p, 12, 10_000, Long.MAX_VALUE)).isEqualTo(Position.NO_MOVE);
        assertThat(vcf.nodes()).isLessThan(first);
        vcf.forget();
        assertThat(vcf.searchRemembering(p, 12, 10_000, Long.MAX_VALUE)).isEqualTo(Position.NO_MOVE);
        assertThat(vcf.nodes()).isEqualTo(first);
    }

    @Test
    void aNegativeBudgetIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new GomokuEvaluator(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
    }
}
