package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.play.Strategist;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tournament player as a searcher: a Strategist plays with it, and it reports its one decision. */
class GomokuPlayerSearcherTest {
    private final GomokuGame game = new GomokuGame();

    @Test
    void aStrategistWithThePlayerWinsByFours() {
        Strategist<GomokuPosition> s = Strategist.builder(game).level(5).timeMillis(300)
                .searcher("gomoku-player", () -> new GomokuPlayerSearcher(new GomokuPlayer(8))).seed(1).build();
        assertThat(s.toString()).isEqualTo("gomoku-player level 5 300 ms");
        // the four-three of GomokuVcfTest: h8 wins by continuous fours
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "e8 d8 f8 a1 g8 a3 h6 a5 h7 c1");
        assertThat(GomokuNotation.name(15, s.bestMove(p))).isEqualTo("h8");
    }

    @Test
    void theDecisionIsTheOneRootMoveAndIsReported() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h7 h9 a1 h10 a2 h11");
        List<SearchInfo> infos = new ArrayList<>();
        SearchResult r = new GomokuPlayerSearcher(new GomokuPlayer(8)).search(p, SearchLimits.time(200), infos::add);
        assertThat(GomokuNotation.name(15, r.bestMove())).isEqualTo("h12");
        assertThat(r.rootMoves()).containsExactly(r.bestMove());
        assertThat(infos).hasSize(1);
        assertThat(infos.get(0).bestMove()).isEqualTo(r.bestMove());
        assertThat(p.ply()).as("the position is left as it was").isEqualTo(7);
    }

    @Test
    void aLevelsDepthBoundsThePlayersEngine() {
        // a quiet middle game (no five, block or win by fours), so the engine decides
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 i9 h9 i8");
        Strategist<GomokuPosition> level5 = Strategist.builder(game).level(5)
                .searcher("gomoku-player", () -> new GomokuPlayerSearcher(new GomokuPlayer(8))).seed(1).build();
        assertThat(level5.choose(p, dev.strategist.search.SearchListener.NONE).analysis().depth())
                .isBetween(1, dev.strategist.play.Level.of(5).maxDepth());
        SearchResult two = new GomokuPlayerSearcher(new GomokuPlayer(8)).search(p,
                new SearchLimits(2, Long.MAX_VALUE, 0, 60_000, false), dev.strategist.search.SearchListener.NONE);
        assertThat(two.depth()).isEqualTo(2);
        assertThat(two.elapsedMillis()).as("depth 2 does not wait for the minute").isLessThan(30_000);
    }
}
