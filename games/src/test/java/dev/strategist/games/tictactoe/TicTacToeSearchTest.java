package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import dev.strategist.search.AlphaBeta;
import dev.strategist.search.Engine;
import dev.strategist.search.Minimax;
import dev.strategist.search.Negamax;
import dev.strategist.search.Negascout;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every search algorithm agrees on every reachable Tic-tac-toe position, at every depth. */
class TicTacToeSearchTest {
    private static final TicTacToeEvaluator EVAL = new TicTacToeEvaluator();
    private static List<TicTacToePosition> positions;

    @BeforeAll
    static void enumerate() {
        positions = new ArrayList<>();
        collect(new TicTacToePosition(), new HashSet<>());
    }

    private static void collect(TicTacToePosition p, Set<Integer> seen) {
        if (!seen.add(p.key())) {
            return;
        }
        positions.add(p.copy());
        for (int m : p.legalMoves()) {
            p.play(m);
            collect(p, seen);
            p.undo();
        }
    }

    @Test
    void everyAlgorithmGivesTheSameValueOnEveryPositionAtEveryDepth() {
        assertThat(positions).hasSize(5_478);
        long checks = 0;
        for (TicTacToePosition p : positions) {
            if (p.isOver()) {
                continue;
            }
            for (int depth = 1; depth <= 9 - p.ply(); depth++) {
                int expected = new Negamax<>(EVAL).value(p, depth);
                assertThat(new Minimax<>(EVAL).value(p, depth)).as("minimax %s depth %d", p, depth).isEqualTo(expected);
                assertThat(new AlphaBeta<>(EVAL).value(p, depth)).as("alphabeta %s depth %d", p, depth).isEqualTo(expected);
                assertThat(new Negascout<>(EVAL).value(p, depth)).as("negascout %s depth %d", p, depth).isEqualTo(expected);
                SearchResult engine = new Engine<>(EVAL, 1).search(p, depth);
                assertThat(engine.score()).as("engine %s depth %d", p, depth).isEqualTo(expected);
                assertThat(p.isLegal(engine.bestMove())).isTrue();
                checks++;
            }
        }
        assertThat(checks).isGreaterThan(10_000);
    }

    @Test
    void everyRootMoveGetsItsExactScoreWhenAskedFor() {
        for (TicTacToePosition p : positions) {
            if (p.isOver() || p.ply() % 2 == 1) {
                continue; // half of them is plenty
            }
            int depth = Math.min(4, 9 - p.ply());
            SearchLimits limits = SearchLimits.depth(depth).withAllRootScores();
            SearchResult oracle = new Negamax<>(EVAL).search(p, limits, SearchListener.NONE);
            SearchResult engine = new Engine<>(EVAL, 1).search(p, limits, SearchListener.NONE);
            assertThat(scoresByMove(engine)).as("root scores of %s", p).isEqualTo(scoresByMove(oracle));
            assertThat(engine.rootScores()).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
        }
    }

    private static java.util.Map<Integer, Integer> scoresByMove(SearchResult r) {
        java.util.Map<Integer, Integer> map = new java.util.TreeMap<>();
        for (int i = 0; i < r.rootMoves().length; i++) {
            map.put(r.rootMoves()[i], r.rootScores()[i]);
        }
        return map;
    }

    @Test
    void alphaBetaNeverVisitsMoreNodesThanMinimax() {
        for (TicTacToePosition p : positions) {
            if (p.isOver()) {
                continue;
            }
            int depth = 9 - p.ply();
            Minimax<TicTacToePosition> minimax = new Minimax<>(EVAL);
            AlphaBeta<TicTacToePosition> alphaBeta = new AlphaBeta<>(EVAL);
            minimax.value(p, depth);
            alphaBeta.value(p, depth);
            assertThat(alphaBeta.nodes()).as("nodes on %s", p).isLessThanOrEqualTo(minimax.nodes());
        }
    }

    @Test
    void theEngineWithItsTableVisitsFewerNodesThanPlainAlphaBeta() {
        TicTacToePosition empty = new TicTacToePosition();
        AlphaBeta<TicTacToePosition> alphaBeta = new AlphaBeta<>(EVAL);
        alphaBeta.value(empty, 9);
        SearchResult engine = new Engine<>(EVAL, 1).search(empty, 9);
        assertThat(engine.nodes()).isLessThan(alphaBeta.nodes());
        assertThat(engine.score()).isZero(); // perfect play draws

        long engineTotal = 0;
        long alphaBetaTotal = 0;
        for (TicTacToePosition p : positions) {
            if (p.isOver() || p.ply() > 3) {
                continue;
            }
            AlphaBeta<TicTacToePosition> ab = new AlphaBeta<>(EVAL);
            ab.value(p, 9 - p.ply());
            alphaBetaTotal += ab.nodes();
            engineTotal += new Engine<>(EVAL, 1).search(p, 9 - p.ply()).nodes();
        }
        assertThat(engineTotal).isLessThan(alphaBetaTotal);
    }

    @Test
    void theEngineTakesTheFastestWinAndBlocksALoss() {
        // X to move: c1 wins at once; other lines win later
        TicTacToePosition p = TicTacToePosition.of("XX./OO./...");
        SearchResult r = new Engine<>(EVAL, 1).search(p, 9);
        assertThat(r.bestMove()).isEqualTo(2);
        assertThat(r.score()).isEqualTo(Score.WIN - 1);
        // O to move must block at c1 (cell 2), and then it is a draw or worse
        TicTacToePosition q = TicTacToePosition.of("XX./O../...");
        SearchResult block = new Engine<>(EVAL, 1).search(q, 9);
        assertThat(block.bestMove()).isEqualTo(2);
    }
}
