package dev.strategist.games.reversi;

import java.util.function.BooleanSupplier;

/**
 * Exact Othello endgame solver on two {@code long}s (the side to move's discs and the opponent's): the
 * final disc difference with best play on both sides (empty squares to the winner), or only whether the
 * side to move wins, draws or loses, a much faster search with the window (-1, 1).
 *
 * <p>The search is in pieces, each in its own class: {@link EndgameTreeSearch} (the root and every node
 * with 8 or more empty squares: table, stability and transposition cut-offs, moves sorted by
 * {@link EndgameMoveSorter}), {@link EndgameShallowSearch} (5 to 7 empty squares, parity order only) and
 * {@link EndgameLastSquares} (the last four, no move generation). Nothing allocates while solving; one
 * solver is for one thread.
 *
 * <p>Nodes are the positions the search functions visit, the last square's included; moves that are
 * only looked at to sort them are not counted.
 */
public final class ReversiEndgameSolver {
    /** What a solve with a stop condition returns when it was stopped: not a score. */
    public static final int STOPPED = Integer.MIN_VALUE + 1;
    private static final BooleanSupplier NEVER = () -> false;

    private final ReversiEndgameTable table;
    private final EndgameTreeSearch tree;
    private final int[] move = new int[1];
    private int bestMove = -1;

    /** A solver with a table of 2^{@code tableBits} entries (2^22: 96 MB; 2^20: 24 MB). */
    public ReversiEndgameSolver(int tableBits) {
        this.table = new ReversiEndgameTable(tableBits);
        this.tree = new EndgameTreeSearch(table);
    }

    /** A solver with a 2^21-entry table (48 MB). */
    public ReversiEndgameSolver() {
        this(21);
    }

    /** Positions visited since creation (or since {@link #resetNodes}). */
    public long nodes() {
        return tree.nodes();
    }

    /** Sets the node count back to zero. */
    public void resetNodes() {
        tree.resetNodes();
    }

    /** Empties the table, so the next solve does not profit from the last one. */
    public void clearTable() {
        table.clear();
    }

    /**
     * The best move found by the last solve ({@link ReversiPosition#PASS} when the side to move had to
     * pass; -1 when the game was over or the solve was stopped).
     */
    public int bestMove() {
        return bestMove;
    }

    /**
     * The exact final disc difference for the owner of {@code p}, to move, with best play: its discs
     * minus the opponent's at the end, empty squares counted for the winner.
     */
    public int solve(long p, long o) {
        return solve(p, o, -64, 64, NEVER);
    }

    /** The score if it lies inside ({@code alpha}, {@code beta}); otherwise a bound beyond the window. */
    public int solve(long p, long o, int alpha, int beta) {
        return solve(p, o, alpha, beta, NEVER);
    }

    /** +1 if the side to move wins with best play, 0 for a draw, -1 for a loss. */
    public int solveWinLossDraw(long p, long o) {
        return Integer.signum(solve(p, o, -1, 1, NEVER));
    }

    /**
     * As {@link #solve(long, long, int, int)}, but gives up and returns {@link #STOPPED} soon after
     * {@code stop} answers true (it is asked every few thousand positions). What a stopped search
     * learnt stays out of the table, so later solves remain exact.
     */
    public int solve(long p, long o, int alpha, int beta, BooleanSupplier stop) {
        if ((p & o) != 0) {
            throw new IllegalArgumentException("the two sides' discs overlap");
        }
        if (alpha >= beta) {
            throw new IllegalArgumentException("the window (" + alpha + ", " + beta + ") is empty");
        }
        int v = tree.root(p, o, alpha, beta, stop, move);
        if (tree.stopped()) {
            bestMove = -1;
            return STOPPED;
        }
        bestMove = move[0];
        return v;
    }
}
