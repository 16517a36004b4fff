package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.endgame.ReversiExactSolver;
import dev.strategist.games.reversi.endgame.ReversiSelectiveSolver;
import dev.strategist.play.Strategist;
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
