package dev.strategist.games.reversi.eval;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiStability;

/**
 * The midgame evaluator: mobility (moves now) and potential mobility (empty squares next to the
 * opponent's discs), corners, the X and C squares next to empty corners, stable discs, parity, a small
 * share of the {@link SquareTableEvaluator}'s table (edges) and, late in the game, the discs themselves; each weight slides from its opening value to its endgame value with
 * the number of empty squares. The unit is arbitrary: a corner is worth 300 to 700, a move of mobility 30 to
 * 70.
 *
 * <p>Move ordering ({@link #orderScore}): corners first, X squares next to an empty corner last, and
 * otherwise the move that leaves the opponent the fewest replies (fastest-first), ties broken by the square.
 * Corners, X and C squares are those of the position's board, whatever its size.
 */
public final class ReversiEvaluator implements Evaluator<ReversiPosition> {

    // weights at the opening (60 empties) and at the end (0 empties)
    private static final int MOBILITY_OPEN = 70;
    private static final int MOBILITY_END = 30;
    private static final int POTENTIAL_OPEN = 30;
    private static final int POTENTIAL_END = 5;
    private static final int CORNER_OPEN = 700;
    private static final int CORNER_END = 300;
    private static final int X_OPEN = -300;
    private static final int X_END = -50;
    private static final int C_OPEN = -80;
    private static final int C_END = -10;
    private static final int STABLE_OPEN = 120;
    private static final int STABLE_END = 100;
    private static final int DISC_OPEN = -5;
    private static final int DISC_END = 100;
    private static final int PARITY = 60;
    /** The square table's sum counts a little too: it knows the edges, which the terms above do not. */
    private static final int SQUARES = 3;

    @Override
    public int evaluate(ReversiPosition position) {
        return evaluate(position.board(), position.player(), position.opponent(), position.moveMask());
    }

    /** The value of ({@code p} to move, {@code o}) on {@code board}, where {@code p}'s moves are {@code moves}. */
    public static int evaluate(ReversiBoard board, long p, long o, long moves) {
        long empty = board.squares() & ~(p | o);
        int empties = Long.bitCount(empty);
        int myMoves = Long.bitCount(moves);
        int theirMoves = Long.bitCount(board.moves(o, p));
        int potential = Long.bitCount(empty & ReversiBitboards.neighbours(o))
                - Long.bitCount(empty & ReversiBitboards.neighbours(p));
        long cornerSquares = board.corners();
        int corners = Long.bitCount(p & cornerSquares) - Long.bitCount(o & cornerSquares);
        int xs = 0;
        int cs = 0;
        for (int i = 0; i < 4; i++) {
            if ((empty & (1L << board.corner(i))) != 0) {
                xs += Long.bitCount(p & board.xOf(i)) - Long.bitCount(o & board.xOf(i));
                cs += Long.bitCount(p & board.cOf(i)) - Long.bitCount(o & board.cOf(i));
            }
        }
        int stable = 0;
        if (((p | o) & (cornerSquares | board.xSquares())) != 0 || empties < 20) {
            long wall = board.wall();
            stable = Long.bitCount(ReversiStability.stable(p, o, wall))
                    - Long.bitCount(ReversiStability.stable(o, p, wall));
        }
        int discs = Long.bitCount(p) - Long.bitCount(o);
        // the weights slide over the game's length: 60 moves on 8 x 8, 32 on 6 x 6
        int stage = empties * 60 / (board.count() - 4);
        int score = mix(MOBILITY_OPEN, MOBILITY_END, stage) * (myMoves - theirMoves)
                + mix(POTENTIAL_OPEN, POTENTIAL_END, stage) * potential
                + SQUARES * SquareTableEvaluator.squares(board, p, o)
                + mix(CORNER_OPEN, CORNER_END, stage) * corners
                + mix(X_OPEN, X_END, stage) * xs
                + mix(C_OPEN, C_END, stage) * cs
                + mix(STABLE_OPEN, STABLE_END, stage) * stable
                + mix(DISC_OPEN, DISC_END, stage) * discs;
        // with an odd number of empties the side to move can expect the last move
        if (empties < 20) {
            score += (empties & 1) != 0 ? PARITY : -PARITY;
        }
        return score;
    }

    /** The weight between its opening and end values, by the empty squares left (60 at the start). */
    private static int mix(int open, int end, int empties) {
        return end + (open - end) * empties / 60;
    }

    @Override
    public int orderScore(ReversiPosition position, int move) {
        if (move == ReversiPosition.PASS) {
            return 0;
        }
        ReversiBoard board = position.board();
        long corners = board.corners();
        long bit = 1L << move;
        long p = position.player();
        long o = position.opponent();
        long replies = position.repliesAfter(move);
        int score = -64 * Long.bitCount(replies) - 256 * Long.bitCount(replies & corners);
        if ((bit & corners) != 0) {
            score += 4096;
        } else if ((bit & board.xSquares()) != 0 && (ReversiBitboards.around(move) & corners
                & ~(p | o)) != 0) {
            score -= 2048;
        }
        return score;
    }

    /**
     * A cheap order for the shallowest nodes, by the square's class alone: a corner 2, an X square next to an empty
     * corner -2, a C square next to one -1, every other square 0 (the engine's killers and history order within a
     * class). No flips and no replies: a few bit tests, where {@link #orderScore} plays the move out.
     */
    public static int squareClass(ReversiPosition position, int move) {
        if (move == ReversiPosition.PASS) {
            return 0;
        }
        ReversiBoard board = position.board();
        long corners = board.corners();
        if ((corners & (1L << move)) != 0) {
            return 2;
        }
        if ((ReversiBitboards.around(move) & corners & ~(position.player() | position.opponent())) == 0) {
            return 0;
        }
        return (board.xSquares() & (1L << move)) != 0 ? -2 : -1;
    }

    @Override
    public String name() {
        return "mobility";
    }
}
