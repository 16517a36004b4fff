package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import java.util.function.BooleanSupplier;

/**
 * Exact Othello endgame solver on two {@code long}s (the side to move's discs and the opponent's): the
 * final disc difference with best play on both sides (empty squares to the winner), or only whether the
 * side to move wins, draws or loses, a much faster search with the window (-1, 1).
 *
 * <p>The search is in pieces, each in its own class: {@link EndgameTreeSearch} (the root and every node
 * with 8 or more empty squares: table, stability and transposition cut-offs, moves sorted by
 * {@link EndgameMoveSorter}), {@link EndgameShallowSearch} (5 to 7 empty squares, parity order only) and
 * {@link EndgameLastSquares} (the last four, no move generation). From 18 empty squares a solve starts
 * with a cheap selective search for a guess and searches narrow windows around it; from 12 on 8 x 8 the
 * pattern evaluation gives the guess. Nothing allocates
 * while solving; one solver is for one thread, and for one board size ({@link ReversiBoard}).
 *
 * <p>Nodes are the positions the search functions visit, the last square's included; moves that are
 * only looked at to sort them are not counted.
 */
public final class ReversiEndgameSolver {
    /** What a solve with a stop condition returns when it was stopped: not a score. */
    public static final int STOPPED = Integer.MIN_VALUE + 1;
    private static final BooleanSupplier NEVER = () -> false;
    /** From this many empty squares on, a full solve starts from a selective search's guess ({@link #aspiration}). */
    private static final int ASPIRATION_EMPTIES = 18;
    /**
     * From this many empty squares up to {@link #ASPIRATION_EMPTIES}, a full solve on 8 x 8 starts from the
     * pattern evaluation's guess: the selective search costs more than it saves there, but a window around
     * even that rough guess cuts more than the full window (Edax's narrow root windows; measured in
     * docs/benchmarks/reversi.md, "A window round the evaluation at the root").
     */
    private static final int EVALUATION_GUESS_EMPTIES = 12;
    /** The moves per node of the guessing search. */
    private static final int GUESS_WIDTH = 3;
    /** Half the first window around the guess (odd: the guess is even, so the bounds are odd); each failure doubles it. */
    private static final int DELTA = 5;

    /**
     * The selectivity levels of {@link #solveSelective}, loosest first: ProbCut's margins in hundredths of a
     * standard deviation (a cut wrong about 14, 7, 2.5, 0.5 and 0.05 % of the time: Edax's and Zebra's ladder).
     */
    private static final int[] SELECTIVITY = {110, 150, 200, 260, 330};

    private final ReversiBoard board;
    private final ReversiEndgameTable table;
    /** The cuts of each selectivity level on 8 x 8, made on first use. */
    private final EndgameProbCut[] cuts = new EndgameProbCut[SELECTIVITY.length];
    private final EndgameTreeSearch tree;
    private final int[] move = new int[1];
    private int bestMove = -1;

    /** A solver with a table of 2^{@code tableBits} entries (2^22: 96 MB; 2^20: 24 MB). */
    public ReversiEndgameSolver(int tableBits) {
        this(ReversiBoard.EIGHT, tableBits);
    }

    /** A solver for positions on {@code board}, with a table of 2^{@code tableBits} entries. */
    public ReversiEndgameSolver(ReversiBoard board, int tableBits) {
        this.board = board;
        this.table = new ReversiEndgameTable(tableBits);
        this.tree = new EndgameTreeSearch(table, board);
    }

    /** The board this solver's positions are on. */
    public ReversiBoard board() {
        return board;
    }

    /** A solver with a 2^21-entry table (48 MB). */
    public ReversiEndgameSolver() {
        this(21);
    }

    /** Positions visited since creation (or since {@link #resetNodes}). */
    public long nodes() {
        return tree.nodes();
    }

    /**
     * Positions the move ordering made and scored without searching them, since creation (or since
     * {@link #resetNodes}): not in {@link #nodes}, but in the node count of Edax, whose nodes per second
     * compare with {@code nodes() + looks()} per second.
     */
    public long looks() {
        return tree.looks();
    }

    /** Sets the node and look counts back to zero. */
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
        return solve(p, o, -board.count(), board.count(), NEVER);
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
        if (((p | o) & board.wall()) != 0) {
            throw new IllegalArgumentException("a disc lies off the " + board + " board");
        }
        if (alpha >= beta) {
            throw new IllegalArgumentException("the window (" + alpha + ", " + beta + ") is empty");
        }
        int empties = board.count() - Long.bitCount(p | o);
        int v;
        if (empties >= ASPIRATION_EMPTIES && beta - alpha > 2) {
            int guess = selectiveGuess(p, o, stop);
            v = guess == STOPPED ? STOPPED : aspiration(p, o, alpha, beta, guess, stop);
        } else if (empties >= EVALUATION_GUESS_EMPTIES && board == ReversiBoard.EIGHT && beta - alpha > 2) {
            v = aspiration(p, o, alpha, beta, evaluationGuess(p, o), stop);
        } else {
            v = tree.root(p, o, alpha, beta, stop, move);
        }
        if (tree.stopped()) {
            bestMove = -1;
            return STOPPED;
        }
        bestMove = move[0];
        return v;
    }

    /** How many selectivity levels {@link #solveSelective} has; the last is the most precise, short of exact. */
    public static int selectivityLevels() {
        return SELECTIVITY.length;
    }

    /**
     * As {@link #solve(long, long, int, int, BooleanSupplier)}, but selective at {@code level} (0 to
     * {@link #selectivityLevels()} - 1, the loosest first): nodes of 12 or more empties whose shallow estimate lies
     * far enough beyond the window fail there unsolved, so the score is what the exact one most likely is, found
     * in a fraction of its time. Only on 8 x 8, whose pattern evaluation gives the estimates. What it stores is
     * marked with its level, so neither an exact solve nor a more precise level believes its bounds.
     */
    public int solveSelective(long p, long o, int alpha, int beta, int level, BooleanSupplier stop) {
        if (board != ReversiBoard.EIGHT) {
            throw new IllegalArgumentException("a selective solve needs the 8 x 8 evaluation, not " + board);
        }
        if (cuts[level] == null) {
            cuts[level] = new EndgameProbCut(SELECTIVITY[level]);
        }
        tree.probCut = cuts[level];
        tree.precision = level + 1;
        try {
            int v = beta - alpha > 2 ? aspiration(p, o, alpha, beta, evaluationGuess(p, o), stop)
                    : tree.root(p, o, alpha, beta, stop, move);
            if (tree.stopped()) {
                bestMove = -1;
                return STOPPED;
            }
            bestMove = move[0];
            return v;
        } finally {
            tree.probCut = null;
            tree.precision = ReversiEndgameTable.EXACT;
        }
    }

    /**
     * A guess at the score by a selective search (the first {@link #GUESS_WIDTH} moves only, from 12
     * empties on), which also leaves its best moves in the table; {@link #STOPPED} if {@code stop} ended it.
     */
    private int selectiveGuess(long p, long o, BooleanSupplier stop) {
        tree.selectiveWidth = GUESS_WIDTH;
        tree.precision = 0;
        int guess;
        try {
            guess = tree.root(p, o, -board.count(), board.count(), stop, move);
        } finally {
            tree.selectiveWidth = 0;
            tree.precision = ReversiEndgameTable.EXACT;
        }
        return tree.stopped() ? STOPPED : guess;
    }

    /** A guess at the score of an 8 x 8 position: its pattern evaluation, rounded to an even disc count. */
    private static int evaluationGuess(long p, long o) {
        int value = EndgameMoveSorter.EVALUATOR.evaluate(p, o, ReversiBitboards.moves(p, o));
        return 2 * Math.floorDiv(value + ReversiPatternWeights.UNIT, 2 * ReversiPatternWeights.UNIT);
    }

    /**
     * The exact search in a window around a guess: windows of growing width around it and each failed
     * result close in on the score. A narrow window is what makes it pay: the full window costs several
     * times the nodes of (v - 1, v + 1) (docs/benchmarks/reversi.md).
     */
    private int aspiration(long p, long o, int alpha, int beta, int guess, BooleanSupplier stop) {
        guess = Math.max(alpha + 1, Math.min(beta - 1, guess));
        int delta = DELTA;
        int lo = Math.max(alpha, guess - delta);
        int hi = Math.min(beta, guess + delta);
        while (true) {
            int r = tree.root(p, o, lo, hi, stop, move);
            if (tree.stopped()) {
                return STOPPED;
            }
            if (r > lo && r < hi || r <= alpha || r >= beta) {
                return r; // the score, or a bound beyond the caller's own window
            }
            // r is a bound past one side of the window: the next one starts there, twice as wide. Every
            // score is even (a full board's disc difference, or one with the empties given to the winner),
            // so the far bound is made odd: an even one would fail on a score equal to it and cost another
            // search (FFO #41: 0 fell on the bound of (0, 11), then (-20, 1) found it; now (-1, 11) does)
            delta *= 2;
            if (r <= lo) {
                hi = r + 1;
                lo = Math.max(alpha, r - delta - 1);
            } else {
                lo = r - 1;
                hi = Math.min(beta, r + delta + 1);
            }
        }
    }
}
