package dev.strategist.games.reversi.endgame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.FfoSuite;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The selective endgame solver: without a stop its last level is the exact solve, so its move wins, draws or loses
 * as the position does (and loses by no more than it must); a stop keeps the last finished level's move or gives
 * up before the first; within the exact range it is the exact solver; a timed player asking it keeps its limit.
 */
class ReversiSelectiveSolverTest {

    /** FFO #22-#25 (17 to 19 empties) and random endgames of 17 and 18 empties: quick to solve exactly. */
    private static List<ReversiPosition> positions() {
        List<ReversiPosition> out = new ArrayList<>();
        for (FfoSuite.Numbered ffo : FfoSuite.read("/othello/fforum-20-39.obf", 20, 22, 25)) {
            out.add(ffo.line().position());
        }
        Random random = new Random(31);
        for (int i = 0; i < 4; i++) {
            out.add(ReversiEndgameSolverTest.randomEndgame(random, 17 + i % 2));
        }
        return out;
    }

    @Test
    void unstoppedItsMoveHasThePositionsExactResult() {
        ReversiSelectiveSolver selective = new ReversiSelectiveSolver(24);
        ReversiEndgameSolver exact = new ReversiEndgameSolver(20);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        for (ReversiPosition p : positions()) {
            assertThat(p.emptyCount()).isGreaterThan(16);
            assertThat(selective.canSolve(p)).isTrue();
            int score = exact.solve(p.player(), p.opponent());
            assertThat(selective.scoreMoves(p, moves, scores, () -> false)).as("%s", p).isEqualTo(1);
            p.play(moves[0]);
            int after = -exact.solve(p.player(), p.opponent());
            p.undo();
            assertThat(Integer.signum(after)).as("the move's result in %s", p).isEqualTo(Integer.signum(score));
            if (score < 0) {
                assertThat(after).as("a lost position's move loses least in %s", p).isEqualTo(score);
            }
            // run to its end, the exact solve proves the result, and its win-loss window agrees with the score's sign
            assertThat(Score.isDecisive(scores[0]) || scores[0] == 0).as("%s", p).isTrue();
            int said = ReversiExactSolver.discDifference(scores[0]);
            assertThat(Integer.signum(said)).as("%s", p).isEqualTo(Integer.signum(score));
        }
    }

    @Test
    void everySelectiveLevelAgreesWithItsOwnWinLossWindowOnPositionsFarFromADraw() {
        // a level's score and its win-loss window search different trees, but where the exact score is far from 0
        // no cut of a margin this size turns the result
        ReversiEndgameSolver solver = new ReversiEndgameSolver(20);
        for (ReversiPosition p : positions()) {
            int score = solver.solve(p.player(), p.opponent());
            if (Math.abs(score) < 16) {
                continue;
            }
            for (int level = 0; level < ReversiEndgameSolver.selectivityLevels(); level++) {
                solver.clearTable();
                int wld = solver.solveSelective(p.player(), p.opponent(), -1, 1, level, () -> false);
                int v = solver.solveSelective(p.player(), p.opponent(), -64, 64, level, () -> false);
                assertThat(Integer.signum(wld)).as("level %d on %s", level, p).isEqualTo(Integer.signum(v))
                        .isEqualTo(Integer.signum(score));
            }
        }
    }

    @Test
    void selectiveBoundsNeverMisleadALaterExactSolve() {
        ReversiEndgameSolver solver = new ReversiEndgameSolver(20);
        ReversiEndgameSolver fresh = new ReversiEndgameSolver(20);
        for (ReversiPosition p : positions()) {
            for (int level = 0; level < ReversiEndgameSolver.selectivityLevels(); level++) {
                solver.solveSelective(p.player(), p.opponent(), -64, 64, level, () -> false);
            }
            assertThat(solver.solve(p.player(), p.opponent())).as("%s", p)
                    .isEqualTo(fresh.solve(p.player(), p.opponent()));
        }
    }

    @Test
    void aStopBeforeTheFirstLevelGivesUpAndALaterOneKeepsAMove() {
        ReversiPosition p = FfoSuite.read("/othello/fforum-20-39.obf", 20, 39, 39).get(0).line().position();
        String before = p.toString() + p.hash();
        ReversiSelectiveSolver selective = new ReversiSelectiveSolver(26);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        assertThat(selective.scoreMoves(p, moves, scores, () -> true)).isEqualTo(ExactSolver.STOPPED);
        assertThat(p.toString() + p.hash()).isEqualTo(before);
        // a bounded call that is let run answers a move (FFO #39's win is proved in a few hundred nodes)
        AtomicInteger polls = new AtomicInteger();
        int n = selective.scoreMoves(p, moves, scores, () -> polls.incrementAndGet() > 20_000);
        assertThat(n).isEqualTo(1);
        assertThat(p.isLegal(moves[0])).isTrue();
        assertThat(p.toString() + p.hash()).isEqualTo(before);
    }

    @Test
    void aSelectiveLevelsScoreIsAnEstimateInDiscsAndOnlyTheExactSolveProves() {
        // 24 random empties lost by 20: in 3,000 polls (64 tree nodes each) the selective levels finish, the exact
        // solve does not; the counts are the solver's own, so the same on any machine
        ReversiPosition p = ReversiEndgameSolverTest.randomEndgame(new Random(42), 24);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        AtomicInteger polls = new AtomicInteger();
        assertThat(new ReversiSelectiveSolver(24).scoreMoves(p, moves, scores, () -> polls.incrementAndGet() > 3_000))
                .isEqualTo(1);
        assertThat(Score.isDecisive(scores[0])).as("a cut may be wrong: not shown as a proven result").isFalse();
        assertThat(scores[0] % ReversiPatternWeights.UNIT).isZero();
        assertThat(scores[0]).isNegative();
        assertThat(new ReversiSelectiveSolver(24).scoreMoves(p, moves, scores, () -> false)).isEqualTo(1);
        assertThat(Score.isDecisive(scores[0])).isTrue();
        assertThat(ReversiExactSolver.discDifference(scores[0])).isEqualTo(-20);
    }

    @Test
    void withinTheExactRangeItScoresEveryMoveAsTheExactSolverDoes() {
        ReversiSelectiveSolver selective = new ReversiSelectiveSolver(24);
        ReversiExactSolver exact = new ReversiExactSolver();
        ReversiPosition p = ReversiEndgameSolverTest.randomEndgame(new Random(32), 14);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] a = new int[ReversiPosition.MAX_MOVES];
        int[] b = new int[ReversiPosition.MAX_MOVES];
        int n = selective.scoreMoves(p, moves, a, () -> false);
        assertThat(exact.scoreMoves(p, moves, b)).isEqualTo(n);
        for (int i = 0; i < n; i++) {
            assertThat(a[i]).isEqualTo(b[i]);
        }
        assertThat(selective.canSolve(ReversiEndgameSolverTest.randomEndgame(new Random(33), 25))).isFalse();
    }

    @Test
    void aTimedPlayerAskingItKeepsItsLimitOnAHardEndgame() {
        // FFO #39, 26 empties. The bound is seconds, as in ReversiExactSolverStopTest: the wall clock counts any
        // time this thread waits for a core or for a collection, which on a busy machine can pass twice the
        // player's 300 ms however soon the player answers
        ReversiGame game = new ReversiGame();
        ReversiPosition p = FfoSuite.read("/othello/fforum-20-39.obf", 20, 39, 39).get(0).line().position();
        Strategist<ReversiPosition> player = Strategist.builder(game).level(10).timeMillis(300).pickAmongBest(1, 0)
                .exactSolver(game.selectiveSolver(26).orElseThrow()).build();
        player.bestMove(p); // loads the classes and makes the tables outside the clock
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            Choice c = player.choose(p, dev.strategist.search.SearchListener.NONE);
            long millis = (System.nanoTime() - start) / 1_000_000L;
            assertThat(p.isLegal(c.move())).isTrue();
            assertThat(millis).as("a reply of a 300 ms player (generous for a busy machine)").isLessThan(5_000);
        }
    }

    @Test
    void levelTensSolverReachesFurtherOnlyInALongMove() {
        ReversiSelectiveSolver byTime = ReversiSelectiveSolver.byTime();
        Random random = new Random(32);
        ReversiPosition p26 = ReversiEndgameSolverTest.randomEndgame(random, 26);
        ReversiPosition p24 = ReversiEndgameSolverTest.randomEndgame(random, 24);
        ReversiPosition p29 = ReversiEndgameSolverTest.randomEndgame(random, 29);
        assertThat(byTime.canSolve(p26)).as("untimed: the default reach").isFalse();
        assertThat(byTime.canSolve(p26, 1_000)).isFalse();
        assertThat(byTime.canSolve(p26, ReversiSelectiveSolver.LONG_MOVE_MILLIS - 1)).isFalse();
        assertThat(byTime.canSolve(p26, ReversiSelectiveSolver.LONG_MOVE_MILLIS)).isTrue();
        assertThat(byTime.canSolve(p24, 1_000)).isTrue();
        assertThat(byTime.canSolve(p29, 60_000)).as("beyond the long reach").isFalse();
        assertThat(byTime.maxEmpties(3_000)).isEqualTo(ReversiSelectiveSolver.LONG_MOVE_MAX_EMPTIES);
        assertThat(byTime.maxEmpties(1_000)).isEqualTo(ReversiSelectiveSolver.DEFAULT_MAX_EMPTIES);
        // a fixed reach (the setting endgame=N) ignores the time
        assertThat(new ReversiSelectiveSolver(24).canSolve(p26, 60_000)).isFalse();
        assertThat(byTime.toString()).contains("24").contains("28");
    }

    @Test
    void refusesALongReachShorterThanItsReachOrATimeOfNothing() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ReversiSelectiveSolver(24, 22, 2_500))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("24..60");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ReversiSelectiveSolver(24, 28, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
    }
}
