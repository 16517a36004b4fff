package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiSmallBoardTest;
import dev.strategist.games.reversi.endgame.ReversiExactSolver;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pattern evaluator's cuts (below alpha, and above beta too): where they act, what it saves, what it costs, and where it must not act. */
class ReversiPatternCutTest {
    private static final int DEPTH = 8;
    private final ReversiPatternEvaluator cut = ReversiPatternEvaluator.withCut();
    private final ReversiPatternEvaluator full = new ReversiPatternEvaluator();
    private final ReversiPatternEvaluator both = ReversiPatternEvaluator.withBothCuts();
    private final ReversiPatternEvaluator mpc = ReversiPatternEvaluator.withProbCut();

    private static SearchResult search(Evaluator<ReversiPosition> e, ReversiPosition p, int depth) {
        return new Engine<>(e, 4).search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE);
    }

    /** Positions with {@code most} to {@code fewest} empty squares reached by seeded random moves, none over. */
    private static List<ReversiPosition> randomPositions(int count, int most, int fewest, long seed) {
        Random random = new Random(seed);
        List<ReversiPosition> out = new ArrayList<>();
        while (out.size() < count) {
            int empties = fewest + random.nextInt(most - fewest + 1);
            ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, empties, random);
            if (p != null && !p.isOver()) {
                out.add(p);
            }
        }
        return out;
    }

    @Test
    void theGameDefaultsToTheCutAndKeepsTheFullWidthSearchByName() {
        ReversiGame game = new ReversiGame();
        assertThat(game.evaluator().name()).isEqualTo("patterns");
        assertThat(game.evaluators()).extracting(Evaluator::name)
                .containsExactly("patterns", "patterns-full", "patterns+probcut", "patterns+mpc", "mobility",
                        "squares");
        assertThat(mpc.cutsAboveBeta()).isTrue();
        assertThat(cut.cutMargin()).isEqualTo(ReversiPatternEvaluator.CUT_MARGIN);
        assertThat(full.cutMargin()).isEqualTo(Evaluator.NO_CUT);
        assertThatThrownBy(() -> new ReversiPatternEvaluator(ReversiPatternWeights.standard(), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(cut.cutsAboveBeta()).isFalse();
        assertThat(both.cutsAboveBeta()).isTrue();
        assertThat(both.cutMargin()).isEqualTo(ReversiPatternEvaluator.CUT_MARGIN);
        assertThatThrownBy(() -> new ReversiPatternEvaluator(ReversiPatternWeights.standard(), Evaluator.NO_CUT, true))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theCutActsOnlyOnEightByEightFromFourPliesLeftShortOfTheEnd() {
        ReversiPosition start = new ReversiPosition();
        assertThat(cut.cutMargin(start, 4)).isEqualTo(ReversiPatternEvaluator.CUT_MARGIN);
        assertThat(cut.cutMargin(start, 12)).isEqualTo(ReversiPatternEvaluator.CUT_MARGIN);
        for (int depth = 0; depth < 4; depth++) {
            assertThat(cut.cutMargin(start, depth)).as("depth %d", depth).isEqualTo(Evaluator.NO_CUT);
        }
        assertThat(full.cutMargin(start, 8)).isEqualTo(Evaluator.NO_CUT);
        // the smaller boards are valued by the mobility evaluator, in units of its own
        for (ReversiBoard board : List.of(ReversiBoard.SIX, ReversiBoard.FOUR)) {
            ReversiPosition small = new ReversiPosition(board);
            for (int depth = 1; depth <= 12; depth++) {
                assertThat(cut.cutMargin(small, depth)).as("%s, depth %d", board, depth).isEqualTo(Evaluator.NO_CUT);
            }
        }
        // a search that reaches the last empty square stays exact
        ReversiPosition late = randomPositions(1, 10, 10, 5).get(0);
        int empties = late.emptyCount();
        assertThat(cut.cutMargin(late, empties - 1)).isEqualTo(ReversiPatternEvaluator.CUT_MARGIN);
        assertThat(cut.cutMargin(late, empties)).isEqualTo(Evaluator.NO_CUT);
    }

    @Test
    void marginsByDepthAndStageActFromThreePliesLeftOnEightByEightShortOfTheEnd() {
        ReversiPosition start = new ReversiPosition();
        ReversiProbCut margins = new ReversiProbCut(ReversiPatternEvaluator.MPC_T);
        for (int depth = 0; depth < ReversiProbCut.FROM_DEPTH; depth++) {
            assertThat(mpc.cutMargin(start, depth)).as("depth %d", depth).isEqualTo(Evaluator.NO_CUT);
        }
        for (int depth = ReversiProbCut.FROM_DEPTH; depth <= 14; depth++) {
            assertThat(mpc.cutMargin(start, depth)).as("depth %d", depth).isEqualTo(margins.margin(depth, 60));
        }
        assertThat(mpc.cutMargin(new ReversiPosition(ReversiBoard.SIX), 6)).isEqualTo(Evaluator.NO_CUT);
        ReversiPosition late = randomPositions(1, 10, 10, 5).get(0);
        assertThat(mpc.cutMargin(late, late.emptyCount() - 1)).isNotEqualTo(Evaluator.NO_CUT);
        assertThat(mpc.cutMargin(late, late.emptyCount())).isEqualTo(Evaluator.NO_CUT);
    }

    @Test
    void theCutIsVerifiedAtEdaxsProbCutDepth() {
        int[] shallow = {2, 3, 2, 3, 4, 5, 4, 5, 6};
        for (int depth = 4; depth <= 12; depth++) {
            assertThat(depth - cut.cutReduction(depth)).as("depth %d", depth).isEqualTo(shallow[depth - 4]);
        }
    }

    /** Nodes of {@code e}'s searches of {@code positions}, and the mean loss of its moves as full width values them. */
    private long[] nodesAndMeanLoss(Evaluator<ReversiPosition> e, List<ReversiPosition> positions) {
        long nodes = 0;
        long loss = 0;
        for (ReversiPosition p : positions) {
            SearchResult result = search(e, p, DEPTH);
            nodes += result.nodes();
            // the move as the full-width search values it: its reply searched a ply less, seen from here
            ReversiPosition after = p.copy();
            after.play(result.bestMove());
            int chosen = after.isOver() ? Score.terminal(after.outcome(), p.sideToMove(), 1)
                    : -search(full, after, DEPTH - 1).score();
            loss += search(full, p, DEPTH).score() - chosen;
        }
        return new long[] {nodes, loss / positions.size()};
    }

    @Test
    void theCutsSearchFewerNodesForMovesNearlyAsGoodAsTheFullWidthBest() {
        // the same positions, engines and depths every run, so the node counts and scores are the same every run
        List<ReversiPosition> positions = randomPositions(24, 40, 20, 23);
        long fullNodes = nodesAndMeanLoss(full, positions)[0];
        long[] below = nodesAndMeanLoss(cut, positions);
        long[] both = nodesAndMeanLoss(this.both, positions);
        long[] byStage = nodesAndMeanLoss(mpc, positions);
        assertThat(below[0]).as("nodes with the cut against full width").isLessThan(fullNodes * 3 / 4);
        assertThat(both[0]).as("nodes with both cuts against the cut below alpha alone").isLessThan(below[0]);
        // each one's move costs under a disc on average by the full-width search's own measure
        assertThat(below[1]).isLessThan(ReversiPatternWeights.UNIT);
        assertThat(both[1]).isLessThan(ReversiPatternWeights.UNIT);
        // margins by depth and stage, from three plies left, cut more again, at a cost still under a disc
        assertThat(byStage[0]).as("nodes with margins by depth and stage against one margin").isLessThan(both[0]);
        assertThat(byStage[1]).isLessThan(ReversiPatternWeights.UNIT);
    }

    @Test
    void aPositionReadToTheEndIsScoredExactlyWithTheCutAsWithout() {
        ReversiExactSolver solver = new ReversiExactSolver();
        for (ReversiPosition p : randomPositions(6, 12, 10, 31)) {
            // deep enough for every line, passes included, to reach the end
            SearchResult withCut = search(cut, p, 2 * p.emptyCount() + 2);
            SearchResult fullWidth = search(full, p, 2 * p.emptyCount() + 2);
            assertThat(withCut.score()).isEqualTo(fullWidth.score());
            assertThat(search(both, p, 2 * p.emptyCount() + 2).score()).isEqualTo(fullWidth.score());
            assertThat(search(mpc, p, 2 * p.emptyCount() + 2).score()).isEqualTo(fullWidth.score());
            assertThat(Integer.signum(withCut.score())).isEqualTo(Integer.signum(solver.score(p)));
            assertThat(withCut.score() == 0 || Score.isDecisive(withCut.score())).as("a proven result").isTrue();
        }
    }
}
