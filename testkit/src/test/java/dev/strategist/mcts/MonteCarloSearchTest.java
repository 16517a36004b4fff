package dev.strategist.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.AlphaBeta;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Monte Carlo tree search on Domineering from the testkit: budgets, reproducibility, the solver's
 * proofs against the alpha-beta oracle (small square boards are first-player wins, see
 * DomineeringSolutionsTest), and the contract of a {@link dev.strategist.search.Searcher}.
 */
class MonteCarloSearchTest {
    private static final DomineeringEvaluator EVALUATOR = new DomineeringEvaluator();

    private static MonteCarloSearch<DomineeringPosition> mcts(MctsSettings s) {
        return new MonteCarloSearch<>(s, EVALUATOR);
    }

    @Test
    void aNodeLimitCountsPlayoutsExactly() {
        DomineeringPosition p = new DomineeringPosition(6, 6);
        long hash = p.hash();
        SearchResult r = mcts(MctsSettings.DEFAULT.withSolver(false)).search(p, SearchLimits.depth(1).withNodes(1234),
                SearchListener.NONE);
        assertThat(r.nodes()).isEqualTo(1234);
        assertThat(p.isLegal(r.bestMove())).isTrue();
        assertThat(p.hash()).as("the caller's position is untouched").isEqualTo(hash);
        assertThat(r.rootMoves()).hasSize(p.legalMoves().length);
        assertThat(r.pv()[0]).isEqualTo(r.bestMove());
        assertThat(r.depth()).isPositive();
    }

    @Test
    void theAnswerIsTheMostVisitedRootMove() {
        DomineeringPosition p = new DomineeringPosition(6, 6);
        MonteCarloSearch<DomineeringPosition> search = mcts(MctsSettings.DEFAULT.withSolver(false));
        SearchResult r = search.search(p, SearchLimits.depth(1).withNodes(3000), SearchListener.NONE);
        int best = search.visitsOf(r.bestMove());
        int total = 0;
        for (int m : p.legalMoves()) {
            assertThat(search.visitsOf(m)).isLessThanOrEqualTo(best);
            total += search.visitsOf(m);
        }
        // the root is expanded by the first playout, so every playout passes through one root move
        assertThat(total).isEqualTo(3000);
    }

    @Test
    void theSameSeedGivesTheSameSearchAndAnotherSeedMayNot() {
        DomineeringPosition p = new DomineeringPosition(6, 6);
        SearchLimits limits = SearchLimits.depth(1).withNodes(2000);
        SearchResult a = mcts(MctsSettings.DEFAULT.withSeed(7)).search(p, limits, SearchListener.NONE);
        SearchResult b = mcts(MctsSettings.DEFAULT.withSeed(7)).search(p, limits, SearchListener.NONE);
        MonteCarloSearch<DomineeringPosition> reused = mcts(MctsSettings.DEFAULT.withSeed(7));
        reused.search(new DomineeringPosition(5, 5), limits, SearchListener.NONE);
        SearchResult c = reused.search(p, limits, SearchListener.NONE);
        for (SearchResult other : List.of(b, c)) {
            assertThat(other.rootMoves()).containsExactly(a.rootMoves());
            assertThat(other.rootScores()).containsExactly(a.rootScores());
            assertThat(other.pv()).containsExactly(a.pv());
        }
        boolean anyDiffers = false;
        for (long seed = 8; seed < 12 && !anyDiffers; seed++) {
            SearchResult d = mcts(MctsSettings.DEFAULT.withSeed(seed)).search(p, limits, SearchListener.NONE);
            anyDiffers = !java.util.Arrays.equals(d.rootScores(), a.rootScores());
        }
        assertThat(anyDiffers).as("the seed drives the playouts").isTrue();
    }

    @Test
    void theSolverProvesSmallBoardsAndPlaysAWinningMove() {
        AlphaBeta<DomineeringPosition> oracle = new AlphaBeta<>(EVALUATOR);
        for (int size = 3; size <= 4; size++) {
            DomineeringPosition p = new DomineeringPosition(size, size);
            SearchResult r = mcts(MctsSettings.DEFAULT).search(p, SearchLimits.depth(1).withNodes(200_000),
                    SearchListener.NONE);
            assertThat(Score.isDecisive(r.score()) && r.score() > 0).as("%dx%d proven a win: %s", size, size, r)
                    .isTrue();
            assertThat(r.nodes()).as("a proven root ends the search").isLessThan(200_000);
            p.play(r.bestMove());
            // after a winning move the opponent, to move, is lost
            assertThat(oracle.value(p, size * size / 2 + 1)).isLessThan(-Score.MAX_EVAL);
            // the claimed distance is a real one: the loss cannot take longer than the proof says
            assertThat(Score.pliesToEnd(oracle.value(p, size * size / 2 + 1)))
                    .isLessThanOrEqualTo(Score.pliesToEnd(r.score()) - 1);
        }
    }

    @Test
    void finishedAndTinyPositionsGetTheirExactValue() {
        DomineeringPosition lost = new DomineeringPosition(1, 3);
        SearchResult r = mcts(MctsSettings.DEFAULT).search(lost, SearchLimits.depth(1).withNodes(10_000),
                SearchListener.NONE);
        // 1 x 3: the first player places vertical dominoes and has none; it is over at once
        assertThat(lost.isOver()).isTrue();
        assertThat(r.bestMove()).isEqualTo(Position.NO_MOVE);
        assertThat(r.score()).isEqualTo(-Score.WIN);

        DomineeringPosition p = new DomineeringPosition(3, 2);
        SearchResult second = mcts(MctsSettings.DEFAULT).search(p, SearchLimits.depth(1).withNodes(10_000),
                SearchListener.NONE);
        assertThat(p.isLegal(second.bestMove())).isTrue();
        int exact = new AlphaBeta<>(EVALUATOR).value(p, 4);
        assertThat(Score.isDecisive(second.score())).as("proven: %s", second).isTrue();
        assertThat(Integer.signum(second.score())).isEqualTo(Integer.signum(exact));
    }

    @Test
    void aStopSignalEndsTheSearchWithALegalMove() {
        DomineeringPosition p = new DomineeringPosition(8, 8);
        StopSignal signal = new StopSignal();
        signal.raise();
        SearchResult r = mcts(MctsSettings.DEFAULT).search(p, SearchLimits.depth(1).withNodes(1_000_000_000L),
                SearchListener.NONE, signal);
        assertThat(r.stopped()).isTrue();
        assertThat(p.isLegal(r.bestMove())).isTrue();
        assertThat(r.nodes()).isLessThan(1_000);
    }

    @Test
    void aTimeLimitEndsTheSearchAndProgressIsReported() {
        DomineeringPosition p = new DomineeringPosition(8, 8);
        List<SearchInfo> infos = new ArrayList<>();
        SearchResult r = mcts(MctsSettings.DEFAULT).search(p, SearchLimits.time(600), infos::add);
        assertThat(r.stopped()).isTrue();
        assertThat(infos).isNotEmpty();
        SearchInfo last = infos.get(infos.size() - 1);
        assertThat(last.nodes()).isEqualTo(r.nodes());
        assertThat(last.bestMove()).isEqualTo(r.bestMove());
    }

    @Test
    void underAClockOneMoveToTryIsAnsweredAfterOnePlayout() {
        // 2 x 1: one vertical domino; without the solver nothing but the one-move rule ends the search early
        DomineeringPosition p = new DomineeringPosition(2, 1);
        assertThat(p.legalMoves()).hasSize(1);
        SearchResult r = mcts(MctsSettings.DEFAULT.withSolver(false)).search(p, SearchLimits.time(60_000),
                SearchListener.NONE);
        assertThat(r.nodes()).isEqualTo(1);
        assertThat(r.bestMove()).isEqualTo(p.legalMoves()[0]);
    }

    @Test
    void withoutLimitsTheDefaultNumberOfPlayoutsRuns() {
        DomineeringPosition p = new DomineeringPosition(6, 6);
        SearchResult r = mcts(MctsSettings.DEFAULT.withSolver(false).withDefaultIterations(777)).search(p, 5);
        assertThat(r.nodes()).isEqualTo(777);
        assertThat(r.stopped()).isFalse();
    }

    @Test
    void guidedPlayoutsAlsoProveAndPlay() {
        DomineeringPosition p = new DomineeringPosition(4, 4);
        MonteCarloSearch<DomineeringPosition> guided = mcts(MctsSettings.DEFAULT.withGuidedPlayouts(true, 0.2));
        assertThat(guided.name()).isEqualTo("mcts-guided");
        SearchResult r = guided.search(p, SearchLimits.depth(1).withNodes(200_000), SearchListener.NONE);
        assertThat(r.score()).isGreaterThan(Score.MAX_EVAL);
    }

    @Test
    void aFullTreeStopsGrowingButPlayoutsGoOn() {
        DomineeringPosition p = new DomineeringPosition(6, 6);
        SearchResult r = mcts(MctsSettings.DEFAULT.withSolver(false).withMaxTreeNodes(100))
                .search(p, SearchLimits.depth(1).withNodes(5000), SearchListener.NONE);
        assertThat(r.nodes()).isEqualTo(5000);
        assertThat(p.isLegal(r.bestMove())).isTrue();
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> MctsSettings.DEFAULT.withExploration(-1)).hasMessageContaining("exploration");
        assertThatThrownBy(() -> MctsSettings.DEFAULT.withExploration(Double.NaN)).hasMessageContaining("exploration");
        assertThatThrownBy(() -> MctsSettings.DEFAULT.withGuidedPlayouts(true, 1.5)).hasMessageContaining("epsilon");
        assertThatThrownBy(() -> MctsSettings.DEFAULT.withDefaultIterations(0)).hasMessageContaining("iterations");
        assertThatThrownBy(() -> MctsSettings.DEFAULT.withMaxTreeNodes(1)).hasMessageContaining("at least 2");
        assertThatThrownBy(() -> new MonteCarloSearch<DomineeringPosition>(
                MctsSettings.DEFAULT.withGuidedPlayouts(true, 0.1), null)).hasMessageContaining("evaluator");
        assertThat(MctsSettings.DEFAULT.exploration()).isEqualTo(Math.sqrt(2));
    }
}
