package dev.strategist.examples.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.search.AlphaBeta;
import dev.strategist.search.Engine;
import dev.strategist.search.Minimax;
import dev.strategist.search.Negamax;
import dev.strategist.search.Negascout;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Kalah(3, 2) solved by an exhaustive search written here, with no pruning and no table of the library's:
 * the engine at full depth, the oracles and MCTS's solver must find the same values, although a side often
 * moves twice in a row.
 */
class KalahPerfectPlayTest {
    private static final int FULL_DEPTH = SearchLimits.DEPTH_LIMIT;

    /** Exact values (+1 win, 0 draw, -1 loss for the side to move), by the board's text and the side to move. */
    private final Map<String, Integer> solved = new HashMap<>();

    /** The exhaustive minimax: a child's value counts for the mover when the mover moves again, negated otherwise. */
    private int solve(KalahPosition p) {
        String key = p.toString() + p.sideToMove(); // a finished board's text names no side
        Integer known = solved.get(key);
        if (known != null) {
            return known;
        }
        int value;
        if (p.isOver()) {
            value = p.outcome().signFor(p.sideToMove());
        } else {
            value = -1;
            for (int move : p.legalMoves()) {
                value = Math.max(value, childValue(p, move));
            }
        }
        solved.put(key, value);
        return value;
    }

    private int childValue(KalahPosition p, int move) {
        int mover = p.sideToMove();
        p.play(move);
        int v = solve(p);
        boolean again = p.sideToMove() == mover;
        p.undo();
        return again ? v : -v;
    }

    /** Every position reachable in Kalah(3, 2) that is not over. */
    private List<KalahPosition> reachable() {
        Map<String, KalahPosition> seen = new HashMap<>();
        List<KalahPosition> unvisited = new ArrayList<>(List.of(new KalahPosition(3, 2)));
        while (!unvisited.isEmpty()) {
            KalahPosition p = unvisited.remove(unvisited.size() - 1);
            if (p.isOver() || seen.putIfAbsent(p.toString(), p) != null) {
                continue;
            }
            for (int move : p.legalMoves()) {
                KalahPosition child = p.copy();
                child.play(move);
                unvisited.add(child);
            }
        }
        return new ArrayList<>(seen.values());
    }

    @Test
    void sidesMoveTwiceInTheSmallGame() {
        long twice = reachable().stream().filter(p -> {
            for (int move : p.legalMoves()) {
                KalahPosition c = p.copy();
                c.play(move);
                if (!c.isOver() && c.sideToMove() == p.sideToMove()) {
                    return true;
                }
            }
            return false;
        }).count();
        assertThat(twice).as("positions with an extra-turn move").isGreaterThan(10);
    }

    @Test
    void theEngineAtFullDepthPlaysPerfectlyInEveryPosition() {
        List<KalahPosition> positions = reachable();
        assertThat(positions).hasSizeGreaterThan(100);
        Engine<KalahPosition> engine = new Engine<>(new KalahEvaluator(), 4);
        for (KalahPosition p : positions) {
            int value = solve(p);
            SearchResult r = engine.search(p, FULL_DEPTH);
            assertThat(Integer.signum(r.score())).as("value of\n%s", p).isEqualTo(value);
            assertThat(childValue(p, r.bestMove())).as("move %d in\n%s", r.bestMove() + 1, p).isEqualTo(value);
        }
    }

    @Test
    void theOraclesAgreeWithTheExhaustiveSearch() {
        List<KalahPosition> positions = reachable();
        positions.sort((a, b) -> a.toString().compareTo(b.toString())); // a seeded sample, whatever the map's order
        Random random = new Random(24);
        Minimax<KalahPosition> minimax = new Minimax<>(new KalahEvaluator());
        Negamax<KalahPosition> negamax = new Negamax<>(new KalahEvaluator());
        AlphaBeta<KalahPosition> alphaBeta = new AlphaBeta<>(new KalahEvaluator());
        Negascout<KalahPosition> negascout = new Negascout<>(new KalahEvaluator());
        for (int i = 0; i < 60; i++) {
            KalahPosition p = positions.get(random.nextInt(positions.size()));
            int value = solve(p);
            int reference = minimax.value(p, FULL_DEPTH);
            assertThat(Integer.signum(reference)).as("minimax of\n%s", p).isEqualTo(value);
            assertThat(negamax.value(p, FULL_DEPTH)).as("negamax of\n%s", p).isEqualTo(reference);
            assertThat(alphaBeta.value(p, FULL_DEPTH)).as("alpha-beta of\n%s", p).isEqualTo(reference);
            assertThat(negascout.value(p, FULL_DEPTH)).as("negascout of\n%s", p).isEqualTo(reference);
        }
    }

    @Test
    void theOraclesAgreeAtAFixedDepthOnTheFullBoard() {
        Random random = new Random(9);
        Minimax<KalahPosition> minimax = new Minimax<>(new KalahEvaluator());
        Negamax<KalahPosition> negamax = new Negamax<>(new KalahEvaluator());
        AlphaBeta<KalahPosition> alphaBeta = new AlphaBeta<>(new KalahEvaluator());
        Negascout<KalahPosition> negascout = new Negascout<>(new KalahEvaluator());
        for (int game = 0; game < 20; game++) {
            KalahPosition p = new KalahPosition(6, 4);
            for (int ply = random.nextInt(12); ply > 0 && !p.isOver(); ply--) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            int reference = minimax.value(p, 5);
            assertThat(negamax.value(p, 5)).isEqualTo(reference);
            assertThat(alphaBeta.value(p, 5)).isEqualTo(reference);
            assertThat(negascout.value(p, 5)).isEqualTo(reference);
        }
    }

    @Test
    void mctsWithItsSolverProvesTheStartPosition() {
        KalahPosition start = new KalahPosition(3, 2);
        int value = solve(start);
        MonteCarloSearch<KalahPosition> mcts = new MonteCarloSearch<>(MctsSettings.DEFAULT, new KalahEvaluator());
        SearchResult r = mcts.search(start, new SearchLimits(1, 200_000, 0, 0, false), SearchListener.NONE);
        assertThat(childValue(start, r.bestMove())).as("MCTS's move %d", r.bestMove() + 1).isEqualTo(value);
        if (value != 0) {
            assertThat(Integer.signum(r.score())).isEqualTo(value);
        }
        assertThat(start.ply()).isZero();
        assertThat(start.sideToMove()).isEqualTo(Position.FIRST);
    }
}
