package dev.strategist.games.reversi.endgame;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.function.BooleanSupplier;

/**
 * The endgame solver as the game's {@link ExactSolver}, for positions with at most {@link #maxEmpties()}
 * empty squares (it declines earlier ones through {@link #canSolve}, and the strategist searches them).
 *
 * <p>Score mapping: {@link Score}'s convention ranks a decided game by plies to the end, but an Othello
 * result is a disc margin, and the plies to the end are fixed by the empty squares whatever the play. So
 * a final disc difference {@code d} (empty squares to the winner, -64..64) maps to 0 for a draw and to
 * {@code ±(Score.WIN - (65 - |d|))} otherwise: a larger margin ranks like a faster win, a smaller loss
 * like a slower one, every value is decisive, and {@link #discDifference} maps back. (Read as plies,
 * as {@link Score#describe} does, "win in n" means a win by 65 - n discs.) Thread-safe: calls take turns
 * on one solver.
 */
public final class ReversiExactSolver implements ExactSolver<ReversiPosition> {
    /** The default limit: 16 empties solve in a small part of a move's usual time (docs/benchmarks/reversi.md). */
    public static final int DEFAULT_MAX_EMPTIES = 16;
    /**
     * The default limit on 6 x 6: 18 empties, as quick there as 16 on 8 x 8 (the times of random 6 x 6
     * endgames are in docs/benchmarks/reversi.md), so the game is played perfectly from its 15th move.
     */
    public static final int DEFAULT_MAX_EMPTIES_SIX = 18;

    private static final BooleanSupplier NEVER = () -> false;

    /** The limit per board size (index: the size). */
    private final int[] limits = new int[9];
    /** One solver per board size, each made on first use. */
    private final ReversiEndgameSolver[] solvers = new ReversiEndgameSolver[9];

    /**
     * A solver for positions with at most {@link #DEFAULT_MAX_EMPTIES} empty squares on 8 x 8,
     * {@link #DEFAULT_MAX_EMPTIES_SIX} on 6 x 6 and any 4 x 4 position.
     */
    public ReversiExactSolver() {
        this(DEFAULT_MAX_EMPTIES);
        limits[6] = DEFAULT_MAX_EMPTIES_SIX;
        limits[4] = 12;
    }

    /** A solver for positions with at most {@code maxEmpties} (0..60) empty squares, on any board. */
    public ReversiExactSolver(int maxEmpties) {
        if (maxEmpties < 0 || maxEmpties > 60) {
            throw new IllegalArgumentException("the empty-square limit must be 0..60, not " + maxEmpties);
        }
        java.util.Arrays.fill(limits, maxEmpties);
    }

    /** The most empty squares an 8 x 8 position may have to be solved. */
    public int maxEmpties() {
        return limits[8];
    }

    /** The most empty squares a position on {@code board} may have to be solved. */
    public int maxEmpties(ReversiBoard board) {
        return limits[board.size()];
    }

    @Override
    public boolean canSolve(ReversiPosition position) {
        return position.emptyCount() <= limits[position.board().size()];
    }

    /** The {@link Score} of a final disc difference {@code d}, from the side to move's view. */
    public static int toScore(int d) {
        return d == 0 ? 0 : d > 0 ? Score.WIN - (65 - d) : -(Score.WIN - (65 + d));
    }

    /** The final disc difference a score of {@link #toScore} stands for. */
    public static int discDifference(int score) {
        return score == 0 ? 0 : score > 0 ? 65 - (Score.WIN - score) : -(65 - (Score.WIN + score));
    }

    @Override
    public synchronized int score(ReversiPosition position) {
        return toScore(solver(position.board()).solve(position.player(), position.opponent()));
    }

    /** Each move's own final disc difference, mapped the same way (no plies added for the move). */
    @Override
    public int scoreMoves(ReversiPosition position, int[] moves, int[] scores) {
        return scoreMoves(position, moves, scores, NEVER);
    }

    /**
     * As {@link #scoreMoves(ReversiPosition, int[], int[])}, but gives up with {@link #STOPPED} soon after
     * {@code stop} answers true, the position as it was: so a time limit stops a solve that
     * {@link #canSolve} let through but the position turned out too hard for.
     */
    @Override
    public synchronized int scoreMoves(ReversiPosition position, int[] moves, int[] scores, BooleanSupplier stop) {
        int n = position.legalMoves(moves, 0);
        ReversiEndgameSolver s = solver(position.board());
        for (int i = 0; i < n; i++) {
            position.play(moves[i]);
            int reply;
            try {
                int most = position.board().count();
                reply = s.solve(position.player(), position.opponent(), -most, most, stop);
            } finally {
                position.undo();
            }
            if (reply == ReversiEndgameSolver.STOPPED) {
                return STOPPED;
            }
            scores[i] = toScore(-reply);
        }
        return n;
    }

    /** The solver of {@code board}'s positions (made on first use); callers hold this object's lock. */
    ReversiEndgameSolver solver(ReversiBoard board) {
        ReversiEndgameSolver s = solvers[board.size()];
        if (s == null) {
            // 24 MB on 8 x 8; a smaller board's solves are small too
            s = new ReversiEndgameSolver(board, board == ReversiBoard.EIGHT ? 20 : 16);
            solvers[board.size()] = s;
        }
        return s;
    }
}
