package dev.strategist.games.reversi.endgame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.reversi.FfoSuite;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The endgame solver against plain minimax on random endgames, in every window and mode. */
class ReversiEndgameSolverTest {

    /** Plain negamax over the position contract: the oracle. */
    static int minimax(ReversiPosition p) {
        if (p.isOver()) {
            return p.finalDiscDifference();
        }
        int best = Integer.MIN_VALUE;
        for (int m : p.legalMoves()) {
            p.play(m);
            best = Math.max(best, -minimax(p));
            p.undo();
        }
        return best;
    }

    /** A random position reached by random play with {@code empties} empty squares (or the game's end). */
    static ReversiPosition randomEndgame(Random random, int empties) {
        while (true) {
            ReversiPosition p = new ReversiPosition();
            int[] moves = new int[ReversiPosition.MAX_MOVES];
            int n;
            while (p.emptyCount() > empties && (n = p.legalMoves(moves, 0)) > 0) {
                p.play(moves[random.nextInt(n)]);
            }
            if (p.emptyCount() == empties) {
                return ReversiPosition.of(p.discs(0), p.discs(1), p.sideToMove());
            }
        }
    }

    @Test
    void exactScoresMatchMinimaxFromZeroToNineEmpties() {
        Random random = new Random(11);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(12);
        for (int empties = 0; empties <= 9; empties++) {
            for (int i = 0; i < (empties <= 6 ? 150 : 25); i++) {
                ReversiPosition p = randomEndgame(random, empties);
                int expected = minimax(p);
                assertThat(solver.solve(p.player(), p.opponent())).as("%s", p).isEqualTo(expected);
                assertThat(solver.solveWinLossDraw(p.player(), p.opponent())).isEqualTo(Integer.signum(expected));
                checkBestMove(solver, p, expected);
            }
        }
    }

    private static void checkBestMove(ReversiEndgameSolver solver, ReversiPosition p, int expected) {
        solver.solve(p.player(), p.opponent());
        int move = solver.bestMove();
        if (p.isOver()) {
            assertThat(move).isEqualTo(-1);
            return;
        }
        assertThat(p.isLegal(move)).as("best move %d in %s", move, p).isTrue();
        p.play(move);
        assertThat(-minimax(p)).as("the best move's score in %s", p).isEqualTo(expected);
        p.undo();
    }

    @Test
    void looksCountTheOrderingsScoredPositionsApartFromTheNodes() {
        Random random = new Random(13);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(16);
        ReversiPosition small = randomEndgame(random, EndgameTreeSearch.DEEP - 1);
        solver.solve(small.player(), small.opponent());
        assertThat(solver.looks()).as("below the deep nodes only the root sorts")
                .isLessThanOrEqualTo(small.legalMoves().length);
        ReversiPosition p = randomEndgame(random, 13);
        solver.clearTable();
        solver.resetNodes();
        int score = solver.solve(p.player(), p.opponent());
        long nodes = solver.nodes();
        long looks = solver.looks();
        assertThat(looks).isPositive().isLessThan(nodes);
        solver.resetNodes();
        assertThat(solver.looks()).isZero();
        assertThat(solver.nodes()).isZero();
        solver.clearTable();
        assertThat(solver.solve(p.player(), p.opponent())).isEqualTo(score);
        assertThat(solver.looks()).as("the same solve looks at the same positions").isEqualTo(looks);
        assertThat(solver.nodes()).isEqualTo(nodes);
    }

    @Test
    void windowedSearchesReturnTrueBounds() {
        Random random = new Random(12);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(10);
        for (int i = 0; i < 200; i++) {
            ReversiPosition p = randomEndgame(random, 3 + random.nextInt(7));
            int exact = minimax(p);
            int alpha = -64 + 2 * random.nextInt(64);
            int beta = alpha + 1 + random.nextInt(20);
            int v = solver.solve(p.player(), p.opponent(), alpha, beta);
            if (v <= alpha) {
                assertThat(exact).as("fail low in (%d, %d): %s", alpha, beta, p).isLessThanOrEqualTo(v);
            } else if (v >= beta) {
                assertThat(exact).as("fail high in (%d, %d): %s", alpha, beta, p).isGreaterThanOrEqualTo(v);
            } else {
                assertThat(v).isEqualTo(exact);
            }
        }
    }

    @Test
    void passesAndFinishedGamesAreScored() {
        ReversiEndgameSolver solver = new ReversiEndgameSolver(10);
        // White must pass, then Black plays on: the solver passes for White
        ReversiPosition passing = ReversiPosition.of(0xFFL, 1L << 9, ReversiPosition.WHITE);
        int value = solver.solve(passing.player(), passing.opponent());
        assertThat(solver.bestMove()).isEqualTo(ReversiPosition.PASS);
        assertThat(value).isEqualTo(-64);
        ReversiPosition over = ReversiPosition.of(3L, 1L << 63, ReversiPosition.BLACK);
        assertThat(solver.solve(over.player(), over.opponent())).isEqualTo(62);
        assertThat(solver.bestMove()).isEqualTo(-1);
    }

    @Test
    void aStoppedSolveSaysSoAndLeavesNothingFalseInTheTable() {
        ReversiEndgameSolver solver = new ReversiEndgameSolver(16);
        // FFO #26 (20 empties): the stop is first asked after a few thousand positions
        FfoSuite.Numbered ffo = FfoSuite.read("/othello/fforum-20-39.obf", 20, 26, 26).get(0);
        ReversiPosition p = ffo.line().position();
        int[] asked = new int[1];
        int v = solver.solve(p.player(), p.opponent(), -64, 64, () -> ++asked[0] >= 5);
        assertThat(v).isEqualTo(ReversiEndgameSolver.STOPPED);
        assertThat(asked[0]).isEqualTo(5);
        assertThat(solver.bestMove()).isEqualTo(-1);
        // the same solver, table kept, then solves it exactly, in full and as win/loss/draw
        assertThat(solver.solve(p.player(), p.opponent(), -64, 64, () -> false)).isEqualTo(ffo.line().bestScore());
        assertThat(solver.solveWinLossDraw(p.player(), p.opponent())).isEqualTo(Integer.signum(ffo.line().bestScore()));
        // stopped in the middle of a null-window search too, then asked again
        Random random = new Random(13);
        for (int i = 0; i < 20; i++) {
            ReversiPosition q = randomEndgame(random, 14);
            int[] polls = new int[1];
            int limit = 1 + random.nextInt(3);
            int stopped = solver.solve(q.player(), q.opponent(), -1, 1, () -> ++polls[0] > limit);
            int exact = solver.solve(q.player(), q.opponent());
            assertThat(stopped == ReversiEndgameSolver.STOPPED || Integer.signum(stopped) == Integer.signum(exact))
                    .as("%s", q).isTrue();
            solver.clearTable();
            assertThat(solver.solve(q.player(), q.opponent())).as("%s", q).isEqualTo(exact);
        }
    }

    @Test
    void badWindowsAndOverlappingDiscsAreRefused() {
        ReversiEndgameSolver solver = new ReversiEndgameSolver(8);
        assertThatThrownBy(() -> solver.solve(1L, 1L)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("overlap");
        ReversiPosition start = new ReversiPosition();
        assertThatThrownBy(() -> solver.solve(start.player(), start.opponent(), 4, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty");
    }

    @Test
    void windowsAboveBelowAndAroundTheScoreOfLargerEndgamesGiveTrueBounds() {
        // FFO #23-#25 have 18 and 19 empties: solves of their size start from a guess and narrow windows
        ReversiEndgameSolver solver = new ReversiEndgameSolver(18);
        for (FfoSuite.Numbered ffo : FfoSuite.read("/othello/fforum-20-39.obf", 20, 23, 25)) {
            ReversiPosition p = ffo.line().position();
            int v = ffo.line().bestScore();
            int[][] windows = {{v - 1, v + 1}, {v + 1, v + 9}, {v - 9, v - 1}, {-64, v - 3}, {v + 3, 64}, {-64, 64}};
            for (int[] w : windows) {
                solver.clearTable();
                int r = solver.solve(p.player(), p.opponent(), w[0], w[1]);
                if (v <= w[0]) {
                    assertThat(r).as("%s in (%d, %d)", ffo, w[0], w[1]).isBetween(v, w[0]);
                } else if (v >= w[1]) {
                    assertThat(r).as("%s in (%d, %d)", ffo, w[0], w[1]).isBetween(w[1], v);
                } else {
                    assertThat(r).as("%s in (%d, %d)", ffo, w[0], w[1]).isEqualTo(v);
                }
            }
        }
    }

    @Test
    void solvesFromTheEvaluationsGuessAgreeWithTheNarrowestWindowAt12To15Empties() {
        // a full solve of 12-17 empties searches windows around the pattern evaluation's guess; a window of
        // (v - 1, v + 1) goes straight to the tree search, and holds the score only if v is exact
        Random random = new Random(23);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(16);
        for (int empties = 12; empties <= 15; empties++) {
            for (int i = 0; i < 12; i++) {
                ReversiPosition p = randomEndgame(random, empties);
                solver.clearTable();
                int v = solver.solve(p.player(), p.opponent());
                solver.clearTable();
                assertThat(solver.solve(p.player(), p.opponent(), v - 1, v + 1)).as("%s", p).isEqualTo(v);
                solver.clearTable();
                assertThat(solver.solve(p.player(), p.opponent(), v - 9, v - 1)).as("%s", p).isGreaterThanOrEqualTo(v);
                solver.clearTable();
                assertThat(solver.solve(p.player(), p.opponent(), v + 1, v + 9)).as("%s", p).isLessThanOrEqualTo(v);
            }
        }
    }
}
