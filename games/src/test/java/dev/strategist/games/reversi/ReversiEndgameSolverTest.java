package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

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
}
