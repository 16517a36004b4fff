package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.endgame.ReversiExactSolver;
import dev.strategist.games.reversi.endgame.ReversiSelectiveSolver;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchResult;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Othello's exact solver behind the strategist: perfect in the endgame, a search before it. */
class ReversiStrategistTest {
    private final ReversiGame game = new ReversiGame();

    @Test
    void scoresMapDiscDifferencesBothWays() {
        for (int d = -64; d <= 64; d += 2) {
            int score = ReversiExactSolver.toScore(d);
            assertThat(ReversiExactSolver.discDifference(score)).isEqualTo(d);
            assertThat(Score.isDecisive(score)).isEqualTo(d != 0);
            if (d > -64) {
                assertThat(score).isGreaterThan(ReversiExactSolver.toScore(d - 2));
            }
        }
        assertThat(ReversiExactSolver.toScore(64)).isEqualTo(Score.WIN - 1);
    }

    @Test
    void theSolverDeclinesEarlyPositionsAndScoresLateOnes() {
        ReversiExactSolver solver = (ReversiExactSolver) game.exactSolver().orElseThrow();
        assertThat(solver.canSolve(new ReversiPosition())).isFalse();
        FfoSuite.Numbered ffo1 = FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 1).get(0);
        ReversiPosition p = ffo1.line().position();
        assertThat(solver.canSolve(p)).isTrue();
        assertThat(ReversiExactSolver.discDifference(solver.score(p))).isEqualTo(18);
        int[] moves = new int[p.maxMoves()];
        int[] scores = new int[p.maxMoves()];
        int n = solver.scoreMoves(p, moves, scores);
        for (int i = 0; i < n; i++) {
            int listed = 0;
            for (int j = 0; j < ffo1.line().moves().length; j++) {
                if (ffo1.line().moves()[j] == moves[i]) {
                    listed = ffo1.line().scores()[j];
                }
            }
            assertThat(ReversiExactSolver.discDifference(scores[i])).isEqualTo(listed);
        }
    }

    @Test
    void levelTenPlaysTheBestMoveInTheEndgameAndSearchesBeforeIt() {
        Strategist<ReversiPosition> perfect = Strategist.builder(game).level(10).seed(1).build();
        FfoSuite.Numbered ffo1 = FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 1).get(0);
        assertThat(ReversiBitboards.squareName(perfect.bestMove(ffo1.line().position()))).isEqualTo("g8");
        Strategist<ReversiPosition> quick = Strategist.builder(game).iq(100).timeMillis(200).seed(1).build();
        ReversiPosition start = new ReversiPosition();
        assertThat(start.isLegal(quick.bestMove(start))).isTrue();
    }

    @Test
    void levelTenUnderAClockPlaysTheSelectiveEndgameAndTheExactSolverStaysExact() {
        assertThat(game.exactSolver().orElseThrow()).isInstanceOf(ReversiExactSolver.class);
        ExactSolver<ReversiPosition> play = game.playSolver().orElseThrow();
        assertThat(play).isInstanceOf(ReversiSelectiveSolver.class);
        assertThat(((ReversiSelectiveSolver) play).maxEmpties()).isEqualTo(ReversiSelectiveSolver.DEFAULT_MAX_EMPTIES);
        // FFO #23: 18 empties, beyond the exact range, and A2 (+4) the one move that does not lose by 20 or more
        ReversiPosition p = FfoSuite.read("/othello/fforum-20-39.obf", 20, 23, 23).get(0).line().position();
        assertThat(game.exactSolver().orElseThrow().canSolve(p)).isFalse();
        assertThat(play.canSolve(p)).isTrue();
        Strategist<ReversiPosition> perfect = Strategist.builder(game).level(10).timeMillis(20_000).seed(1).build();
        assertThat(ReversiBitboards.squareName(perfect.bestMove(p))).isEqualTo("a2");
    }

    @Test
    void levelTenUnderAClockSearchesWithProbCutByDepthAndStageAndTheLevelsBelowWithTheDefault() {
        assertThat(game.evaluator().name()).isEqualTo("patterns");
        assertThat(game.playEvaluator().orElseThrow().name()).isEqualTo("patterns+mpc");
        // a node budget ends each search long before the level's clock, so the searches are the same every time
        ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, 40, new Random(23));
        SearchResult top = search(Strategist.builder(game).level(10), p);
        SearchResult mpc = search(Strategist.builder(game).level(10).evaluator(ReversiPatternEvaluator.withProbCut()),
                p);
        SearchResult cut = search(Strategist.builder(game).level(10).evaluator(ReversiPatternEvaluator.withCut()),
                p);
        assertThat(summary(top)).isEqualTo(summary(mpc)).isNotEqualTo(summary(cut));
        SearchResult nine = search(Strategist.builder(game).level(9), p);
        SearchResult nineCut = search(Strategist.builder(game).level(9).evaluator(ReversiPatternEvaluator.withCut()),
                p);
        assertThat(summary(nine)).isEqualTo(summary(nineCut));
        assertThat(Strategist.builder(game).level(10).build().toString()).isEqualTo("engine level 10 patterns+mpc");
        assertThat(Strategist.builder(game).level(9).build().toString()).isEqualTo("engine level 9");
        // without a clock (a depth drops the level's time) level 10 keeps the default, as it keeps the exact solver
        assertThat(Strategist.builder(game).level(10).depth(8).build().toString()).isEqualTo("engine level 10 depth 8");
    }

    /** {@code builder}'s search of {@code p} within 30,000 nodes. */
    private static SearchResult search(Strategist.Builder<ReversiPosition> builder, ReversiPosition p) {
        Choice c = builder.nodes(30_000).seed(1).build().choose(p, info -> { });
        assertThat(c.analysis().depth()).as("a search's answer").isPositive();
        return c.analysis();
    }

    /** What a search found and how much it searched, without its time. */
    private static String summary(SearchResult r) {
        return r.bestMove() + " " + r.score() + " depth " + r.depth() + " " + r.nodes() + " nodes";
    }

    @Test
    void onTheSmallerBoardsLevelTensEvaluatorSearchesAsTheDefaultDoes() {
        Evaluator<ReversiPosition> play = game.playEvaluator().orElseThrow();
        Evaluator<ReversiPosition> standard = game.evaluator();
        Random random = new Random(6);
        int searched = 0;
        for (int size : new int[] {6, 4}) {
            for (int i = 0; i < 20; i++) {
                ReversiPosition p = ReversiSmallBoardTest.randomPosition(size, size == 6 ? 24 : 9, random);
                if (p == null || p.legalMoves().length == 0) {
                    continue;
                }
                assertThat(play.evaluate(p)).isEqualTo(standard.evaluate(p));
                for (int depth = 1; depth <= p.emptyCount(); depth++) {
                    assertThat(play.cutMargin(p, depth)).isEqualTo(Evaluator.NO_CUT)
                            .isEqualTo(standard.cutMargin(p, depth));
                }
                int depth = Math.min(p.emptyCount(), 6);
                assertThat(summary(new Engine<>(play, 1).search(p, depth)))
                        .isEqualTo(summary(new Engine<>(standard, 1).search(p, depth)));
                searched++;
            }
        }
        assertThat(searched).isGreaterThan(20);
    }

    @Test
    void aBoundedScoreMovesStopsWhenToldAndLeavesThePositionAsItWas() {
        // FFO #26: 20 empties, millions of nodes, so the stop is asked long before the solve could finish
        ReversiExactSolver solver = new ReversiExactSolver(60);
        ReversiPosition p = FfoSuite.read("/othello/fforum-20-39.obf", 20, 26, 26).get(0).line().position();
        String before = p.toString();
        int[] moves = new int[p.maxMoves()];
        int[] scores = new int[p.maxMoves()];
        AtomicInteger asked = new AtomicInteger();
        int n = solver.scoreMoves(p, moves, scores, () -> asked.incrementAndGet() > 3);
        assertThat(n).isEqualTo(ExactSolver.STOPPED);
        assertThat(asked.get()).isEqualTo(4);
        assertThat(p.toString()).isEqualTo(before);
        assertThat(p.ply()).isZero();
        // a small position is scored in full with the same bounded call
        FfoSuite.Numbered ffo1 = FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 1).get(0);
        ReversiPosition small = ffo1.line().position();
        n = solver.scoreMoves(small, moves, scores, () -> false);
        assertThat(n).isEqualTo(small.legalMoves().length);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            best = Math.max(best, ReversiExactSolver.discDifference(scores[i]));
        }
        assertThat(best).isEqualTo(18);
    }
}
