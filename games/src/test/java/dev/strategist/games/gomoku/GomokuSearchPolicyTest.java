package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Opening;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Gomoku's search moves come from the evaluator's width, no longer from a width set on the position: the
 * engine at fixed depths, Monte Carlo at a fixed number of playouts and the tournament player at depth 4
 * choose the same moves with the same scores and node counts as when the width travelled with the
 * position. The expected lines were printed by the same searches on commit 985fbfb, the width then set
 * with {@code GomokuPosition.setSearchWidth}; the lines of the player on Gomoku's own search ({@code ttrue})
 * were printed again when that search's pruning changed (threats reduced and pruned like other moves, a
 * cap on the moves where a four or an open three stands), and again when its quiescence stopped playing
 * fours that build nothing (the same moves and scores in fewer nodes), which changed its trees and not the rest,
 * and again when a reduced move that fails high by a wide margin came to be searched a ply deeper (one line);
 * the renju position's Monte Carlo lines were printed again when renju white's traps (a four whose five black
 * may not block) entered the evaluation and the move order, which changed its playouts.
 */
class GomokuSearchPolicyTest {
    private static final List<String> BEFORE = List.of(
            "engine 0 w0 h0: move 80 score 0 nodes 223",
            "engine 0 w0 h64: move 80 score 0 nodes 223",
            "mcts 0 w0 gfalse: move 108 score 59 nodes 300 visits 119",
            "mcts 0 w0 gtrue: move 80 score -17 nodes 300 visits 181",
            "engine 0 w20 h0: move 80 score 13 nodes 1495",
            "engine 0 w20 h64: move 80 score 13 nodes 1495",
            "mcts 0 w20 gfalse: move 38 score 17 nodes 300 visits 121",
            "mcts 0 w20 gtrue: move 80 score -80 nodes 300 visits 212",
            "player 0 tfalse: Decision[move=80, reason=search, score=-99, depth=4, nodes=239]",
            "player 0 ttrue: Decision[move=80, reason=search, score=57, depth=4, nodes=136]",
            "engine 1 w0 h0: move 69 score 56 nodes 3125",
            "engine 1 w0 h64: move 69 score 56 nodes 3125",
            "mcts 1 w0 gfalse: move 10 score 600 nodes 300 visits 15",
            "mcts 1 w0 gtrue: move 84 score 625 nodes 300 visits 16",
            "engine 1 w20 h0: move 68 score 35 nodes 12153",
            "engine 1 w20 h64: move 68 score 35 nodes 12153",
            "mcts 1 w20 gfalse: move 51 score 333 nodes 300 visits 24",
            "mcts 1 w20 gtrue: move 38 score 333 nodes 300 visits 24",
            "player 1 tfalse: Decision[move=67, reason=search, score=-29, depth=4, nodes=3145]",
            "player 1 ttrue: Decision[move=69, reason=search, score=-18, depth=4, nodes=774]",
            "engine 2 w0 h0: move 109 score 70 nodes 3155",
            "engine 2 w0 h64: move 109 score 70 nodes 3155",
            "mcts 2 w0 gfalse: move 125 score 692 nodes 300 visits 13",
            "mcts 2 w0 gtrue: move 108 score 538 nodes 300 visits 13",
            "engine 2 w20 h0: move 109 score 60 nodes 5793",
            "engine 2 w20 h64: move 109 score 60 nodes 5793",
            "mcts 2 w20 gfalse: move 124 score 333 nodes 300 visits 24",
            "mcts 2 w20 gtrue: move 109 score 360 nodes 300 visits 25",
            "player 2 tfalse: Decision[move=109, reason=search, score=-35, depth=4, nodes=2245]",
            "player 2 ttrue: Decision[move=109, reason=search, score=-31, depth=4, nodes=835]",
            "engine 3 w0 h0: move 40 score -25 nodes 1607",
            "engine 3 w0 h64: move 40 score -25 nodes 1607",
            "mcts 3 w0 gfalse: move 28 score 500 nodes 300 visits 8",
            "mcts 3 w0 gtrue: move 52 score 1000 nodes 300 visits 11",
            "engine 3 w20 h0: move 40 score -29 nodes 2835",
            "engine 3 w20 h64: move 40 score -29 nodes 2835",
            "mcts 3 w20 gfalse: move 87 score 407 nodes 300 visits 27",
            "mcts 3 w20 gtrue: move 69 score 440 nodes 300 visits 25",
            "player 3 tfalse: Decision[move=40, reason=search, score=-65, depth=4, nodes=1068]",
            "player 3 ttrue: Decision[move=67, reason=search, score=13, depth=4, nodes=774]",
            "engine 4 w0 h0: move 112 score 4194304 nodes 4440",
            "engine 4 w0 h64: move 112 score 4194304 nodes 4440",
            "mcts 4 w0 gfalse: move 54 score 857 nodes 300 visits 7",
            "mcts 4 w0 gtrue: move 81 score 1000 nodes 300 visits 6",
            "engine 4 w20 h0: move 112 score 999999995 nodes 2021",
            "engine 4 w20 h64: move 112 score 999999995 nodes 2021",
            "mcts 4 w20 gfalse: move 96 score 1000 nodes 300 visits 25",
            "mcts 4 w20 gtrue: move 125 score 1000 nodes 300 visits 17",
            "player 4 tfalse: Decision[move=112, reason=vcf 5 plies, score=999999995, depth=0, nodes=4]",
            "player 4 ttrue: Decision[move=112, reason=vcf 5 plies, score=999999995, depth=0, nodes=4]",
            "engine 5 w0 h0: move 112 score 4194304 nodes 3781",
            "engine 5 w0 h64: move 112 score 4194304 nodes 3781",
            "mcts 5 w0 gfalse: move 65 score 1000 nodes 300 visits 9",
            "mcts 5 w0 gtrue: move 80 score 1000 nodes 300 visits 6",
            "engine 5 w20 h0: move 112 score 999999995 nodes 2088",
            "engine 5 w20 h64: move 112 score 999999995 nodes 2088",
            "mcts 5 w20 gfalse: move 112 score 900 nodes 300 visits 20",
            "mcts 5 w20 gtrue: move 127 score 1000 nodes 300 visits 16",
            "player 5 tfalse: Decision[move=112, reason=search, score=4194304, depth=4, nodes=1380]",
            "player 5 ttrue: Decision[move=112, reason=search, score=999999995, depth=4, nodes=1022]",
            "engine 6 w0 h0: move 111 score -999999998 nodes 8",
            "engine 6 w0 h64: move 111 score -999999998 nodes 8",
            "mcts 6 w0 gfalse: move 116 score -999999998 nodes 4 visits 2",
            "mcts 6 w0 gtrue: move 116 score -999999998 nodes 4 visits 2",
            "engine 6 w20 h0: move 111 score -999999998 nodes 8",
            "engine 6 w20 h64: move 111 score -999999998 nodes 8",
            "mcts 6 w20 gfalse: move 116 score -999999998 nodes 4 visits 2",
            "mcts 6 w20 gtrue: move 116 score -999999998 nodes 4 visits 2",
            "player 6 tfalse: Decision[move=111, reason=block, score=0, depth=0, nodes=0]",
            "player 6 ttrue: Decision[move=111, reason=block, score=0, depth=0, nodes=0]",
            "engine 7 w0 h0: move 99 score 104 nodes 2641",
            "engine 7 w0 h64: move 99 score 104 nodes 2641",
            "mcts 7 w0 gfalse: move 124 score 667 nodes 300 visits 9",
            "mcts 7 w0 gtrue: move 94 score 1000 nodes 300 visits 8",
            "engine 7 w20 h0: move 99 score 112 nodes 3957",
            "engine 7 w20 h64: move 99 score 112 nodes 3957",
            "mcts 7 w20 gfalse: move 161 score 455 nodes 300 visits 22",
            "mcts 7 w20 gtrue: move 141 score 833 nodes 300 visits 24",
            "player 7 tfalse: Decision[move=99, reason=search, score=51, depth=4, nodes=1436]",
            "player 7 ttrue: Decision[move=99, reason=search, score=112, depth=4, nodes=1938]");

    /** Four balanced openings, a win by fours, a win by threes, a five to block and a renju middle game. */
    private static List<GomokuPosition> positions() {
        GomokuGame game = new GomokuGame();
        List<GomokuPosition> out = new ArrayList<>();
        for (Opening<GomokuPosition> o : GomokuOpenings.balanced(game, game.defaultOptions()).subList(0, 4)) {
            out.add(o.position());
        }
        out.add(GomokuPosition.of(15, GomokuRule.FREESTYLE, "e8 d8 f8 a1 g8 a3 h6 a5 h7 c1"));
        out.add(GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 a1 g8 c1 h6 a3 h7 c3"));
        out.add(GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h9 i8 i9 j8 j9 k8"));
        out.add(GomokuPosition.of(15, GomokuRule.RENJU, "h8 h9 i9 g7 j10 i8 g8 j9 f8"));
        return out;
    }

    @Test
    void theSearchesChooseAndCountAsWhenTheWidthWasThePositions() {
        List<String> now = new ArrayList<>();
        int i = 0;
        for (GomokuPosition p : positions()) {
            for (int width : new int[] {0, GomokuPlayer.SHAPE_ORDER_WIDTH}) {
                for (int horizon : new int[] {0, 64}) {
                    SearchResult r = new Engine<>(new GomokuEvaluator(horizon, width), 8).search(p.copy(),
                            new SearchLimits(width == 0 ? 3 : 5, Long.MAX_VALUE, 0, 0, false), SearchListener.NONE,
                            new StopSignal());
                    now.add(String.format("engine %d w%d h%d: move %d score %d nodes %d", i, width, horizon,
                            r.bestMove(), r.score(), r.nodes()));
                }
                for (boolean guided : new boolean[] {false, true}) {
                    MonteCarloSearch<GomokuPosition> m = new MonteCarloSearch<>(
                            MctsSettings.DEFAULT.withSeed(7).withGuidedPlayouts(guided, 0.1),
                            new GomokuEvaluator(0, width));
                    SearchResult r = m.search(p.copy(), new SearchLimits(SearchLimits.DEPTH_LIMIT, 300, 0, 0, false),
                            SearchListener.NONE, new StopSignal());
                    now.add(String.format("mcts %d w%d g%s: move %d score %d nodes %d visits %d", i, width,
                            guided, r.bestMove(), r.score(), r.nodes(), m.visitsOf(r.bestMove())));
                }
            }
            for (boolean threats : new boolean[] {false, true}) {
                // null, null: the hand-set weights and the shape order this record was made with
                GomokuPlayer player = new GomokuPlayer(8, true, GomokuPlayer.SHAPE_ORDER_WIDTH, false, 0, threats,
                        null, null);
                GomokuPlayer.Decision d = player.choose(p, 600_000, 4, new StopSignal(), SearchListener.NONE);
                now.add(String.format("player %d t%s: %s", i, threats, d));
            }
            i++;
        }
        assertThat(now).containsExactlyElementsOf(BEFORE);
    }
}
