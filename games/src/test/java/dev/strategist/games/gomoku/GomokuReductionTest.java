package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Opening;
import dev.strategist.core.Score;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import org.junit.jupiter.api.Test;

/** Gomoku's late-move reductions: they buy depth and never hide a win made of threats. */
class GomokuReductionTest {
    /** How many of the built-in balanced freestyle openings (the match set) are searched. */
    private static final int OPENINGS = 6;

    /** The shape evaluator with its reductions switched off: the search as it was before them. */
    private static final class Unreduced implements Evaluator<GomokuPosition> {
        private final GomokuEvaluator shapes = new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH);

        @Override
        public int evaluate(GomokuPosition position) {
            return shapes.evaluate(position);
        }

        @Override
        public int orderScore(GomokuPosition position, int move) {
            return shapes.orderScore(position, move);
        }

        @Override
        public int searchMoves(GomokuPosition position, int[] into, int offset) {
            return shapes.searchMoves(position, into, offset);
        }
    }

    private static SearchResult search(Evaluator<GomokuPosition> evaluator, GomokuPosition p, int depth) {
        return new Engine<>(evaluator, 8).search(p.copy(), new SearchLimits(depth, Long.MAX_VALUE, 0, 0, false),
                SearchListener.NONE, new StopSignal());
    }

    @Test
    void reductionsSearchTheOpeningsWithFewerNodes() {
        long plain = 0;
        long reduced = 0;
        GomokuGame game = new GomokuGame();
        for (Opening<GomokuPosition> opening : GomokuOpenings.balanced(game, game.defaultOptions()).subList(0, OPENINGS)) {
            GomokuPosition p = opening.position();
            plain += search(new Unreduced(), p, 6).nodes();
            SearchResult r = search(new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH), p, 6);
            reduced += r.nodes();
            assertThat(p.isLegal(r.bestMove())).isTrue();
        }
        assertThat(reduced).as("nodes to depth 6 with reductions against %d without", plain).isLessThan(plain * 3 / 4);
    }

    @Test
    void aWinByFoursIsStillFound() {
        // black to move: h8 makes a four and an open three (see GomokuVcfTest)
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "e8 d8 f8 a1 g8 a3 h6 a5 h7 c1");
        SearchResult r = search(new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH), p, 6);
        assertThat(r.score()).isGreaterThan(Score.WIN - Score.MAX_PLY);
    }

    @Test
    void aWinByThreesIsStillFound() {
        // black to move: h8 makes two open threes; white stops only one (see GomokuVctTest)
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 a1 g8 c1 h6 a3 h7 c3");
        SearchResult plain = search(new Unreduced(), p, 8);
        SearchResult reduced = search(new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH), p, 8);
        assertThat(reduced.score()).isEqualTo(plain.score()).isGreaterThan(Score.WIN - Score.MAX_PLY);
    }
}
