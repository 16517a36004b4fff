package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;

/**
 * Move ordering for the endgame solver's deeper nodes, fastest-first: each move is played and scored by
 * what it leaves the opponent, in order of weight: a wipe-out first, then the table's move, then fewest
 * replies (corners counting double) together with, from {@link #EVAL_FROM} empty squares on, the
 * {@link ReversiPatternEvaluator}'s value of the result (from {@link #EVAL_DEEPER_FROM} on, after the
 * opponent's best reply by that evaluation: Edax's ordering by a shallow search), most of the mover's discs made safe at the corners, fewest empty
 * squares next to the mover's discs (the opponent's potential mobility, from {@link #POTENTIAL_MOBILITY_FROM}
 * empty squares on), the square's own worth, and
 * parity (an odd quadrant). The moves, their flips and keys go into per-depth buffers, one set for each
 * number of empty squares, so nothing allocates. On a board smaller than 8 x 8 the corners and square
 * worths are that board's, and {@link ReversiEvaluator} stands in for the pattern evaluation (fitted for
 * 8 x 8), with its own thresholds and weights.
 */
final class EndgameMoveSorter {
    private static final int MOBILITY = 1 << 15;
    private static final int CORNER_STABILITY = 1 << 11;
    private static final int POTENTIAL_MOBILITY = 1 << 5;
    /**
     * From this many empty squares on, potential mobility joins the key: below it, it costs more than it
     * saves (without it at 8-9 empties the solver searches as many nodes in less time:
     * docs/benchmarks/reversi.md).
     */
    private static final int POTENTIAL_MOBILITY_FROM = 10;
    /** Parity only breaks ties: at weight 0, or 8 times this, the nodes searched hardly changed. */
    private static final int PARITY = 4;
    /** A square's worth as a move by {@link ReversiBoard#ring}, small: only breaks ties. Corners best, the X squares worst. */
    private static final int[] RING_WORTH = {
        18, 4, 16, 12,
        4, 2, 6, 8,
        16, 6, 14, 10,
        12, 8, 10, 0};
    private static final long EDGE_A1_H1 = 0x0000_0000_0000_0081L;
    private static final long CORNERS_A_FILE = 0x0100_0000_0000_0001L;
    private static final long CORNERS_H_FILE = 0x8000_0000_0000_0080L;
    private static final long CORNERS_RANK_8 = 0x8100_0000_0000_0000L;

    /**
     * From this many empty squares on, the pattern evaluation of each move's result joins the key (every
     * start from 12 to 16, one reply deeper from 16 to 20, saved nodes on FFO #30-#35; this pair saved the
     * most CPU time: docs/benchmarks/reversi.md).
     */
    static final int EVAL_FROM = 16;
    /** From this many empty squares on, the evaluation looks one reply further (the opponent's best). */
    static final int EVAL_DEEPER_FROM = 18;
    /** Per 1/64 disc of evaluation: a disc is worth half of one reply fewer (a quarter or all: more nodes). */
    private static final int EVAL = MOBILITY / 2 / ReversiPatternWeights.UNIT;
    static final ReversiPatternEvaluator EVALUATOR = new ReversiPatternEvaluator();

    /**
     * On a board smaller than 8 x 8, from this many empty squares on, {@link ReversiEvaluator}'s value of
     * each move's result joins the key (fewer nodes on random 6 x 6 endgames; from 12 or 14 empties, or
     * weighted more, it cost nodes: docs/benchmarks/reversi.md).
     */
    private static final int SMALL_EVAL_FROM = 16;
    /**
     * From this many empty squares on, that value is taken after the opponent's best reply (fewer nodes on
     * 6 x 6 endgames: docs/benchmarks/reversi.md).
     */
    private static final int SMALL_EVAL_DEEPER_FROM = 20;
    /** Per unit of {@link ReversiEvaluator} (a corner is 300-700): a corner is worth a reply or two. */
    private static final int SMALL_EVAL = 100;
    /** The same after the reply, where the value is surer: six times as much did best. */
    private static final int SMALL_REPLY_EVAL = 600;

    private final int[] squareWorth = new int[64];
    private final ReversiBoard board;
    private final long on;
    private final long corners;
    /** From these empties the evaluation joins the key, and is taken after the best reply; its weights. */
    private final int evalFrom;
    private final int evalDeeperFrom;
    private final int evalWeight;
    private final int replyWeight;
    final int[][] squares = new int[65][64];
    final long[][] flips = new long[65][64];
    /** The opponent's moves after each sorted move, so that a child need not generate them again. */
    final long[][] replies = new long[65][64];
    private final int[][] keys = new int[65][64];
    /**
     * Positions made and scored here that the search may never visit: each move's result (not a wipe-out,
     * not the table's move) and each reply's result taken by the evaluation. Edax counts these as nodes, so
     * its nodes per second compare with ours only with these added (docs/benchmarks/reversi.md).
     */
    long looks;

    EndgameMoveSorter(ReversiBoard board) {
        this.board = board;
        this.on = board.squares();
        this.corners = board.corners();
        boolean eight = board == ReversiBoard.EIGHT;
        this.evalFrom = eight ? EVAL_FROM : SMALL_EVAL_FROM;
        this.evalDeeperFrom = eight ? EVAL_DEEPER_FROM : SMALL_EVAL_DEEPER_FROM;
        this.evalWeight = eight ? EVAL : SMALL_EVAL;
        this.replyWeight = eight ? EVAL : SMALL_REPLY_EVAL;
        for (int sq = 0; sq < 64; sq++) {
            squareWorth[sq] = RING_WORTH[board.ring(sq)];
        }
    }

    /**
     * Writes the moves of {@code moves} (at least one) with their flips and the replies they leave into
     * the buffers of {@code empties}, best guess first, and returns how many there are.
     */
    int sort(long p, long o, long moves, int empties, int hashMove) {
        int[] sq = squares[empties];
        long[] fl = flips[empties];
        long[] re = replies[empties];
        int[] k = keys[empties];
        long odd = EndgameParity.oddRegions(on & ~(p | o));
        int depth = empties < evalFrom ? -1 : empties >= evalDeeperFrom ? 1 : 0;
        int n = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            long bit = 1L << x;
            long f = ReversiBitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p | f | bit;
            long replies = ReversiBitboards.moves(np, no) & on;
            int key;
            if (np == 0) {
                key = Integer.MAX_VALUE;
            } else if (x == hashMove) {
                key = Integer.MAX_VALUE - 1;
            } else {
                looks++;
                key = -weighted(replies) * MOBILITY + cornerStability(no) * CORNER_STABILITY
                        + squareWorth[x] + ((bit & odd) != 0 ? PARITY : 0);
                if (empties >= POTENTIAL_MOBILITY_FROM) {
                    key -= weighted(ReversiBitboards.neighbours(no) & on & ~(np | no)) * POTENTIAL_MOBILITY;
                }
                if (depth == 0) {
                    key -= evalWeight * value(np, no, replies);
                } else if (depth > 0) {
                    key -= replyWeight * replyValue(np, no, replies);
                }
            }
            // insertion sort, best key first
            int i = n++;
            while (i > 0 && k[i - 1] < key) {
                k[i] = k[i - 1];
                sq[i] = sq[i - 1];
                fl[i] = fl[i - 1];
                re[i] = re[i - 1];
                i--;
            }
            k[i] = key;
            sq[i] = x;
            fl[i] = f;
            re[i] = replies;
        }
        return n;
    }

    /**
     * The value for the owner of {@code p}, to move with {@code moves}, after its best reply by the
     * evaluation (a one-ply search; a pass when it has none).
     */
    private int replyValue(long p, long o, long moves) {
        if (moves == 0) {
            looks++;
            return -value(o, p, ReversiBitboards.moves(o, p) & on);
        }
        looks += Long.bitCount(moves);
        int best = Integer.MIN_VALUE;
        for (long m = moves; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            long f = ReversiBitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p | f | (1L << x);
            best = Math.max(best, -value(np, no, ReversiBitboards.moves(np, no) & on));
        }
        return best;
    }

    /**
     * The evaluation of ({@code p} to move with {@code moves}, {@code o}): the pattern weights on 8 x 8,
     * which they were fitted for, {@link ReversiEvaluator} on a smaller board.
     */
    private int value(long p, long o, long moves) {
        return board == ReversiBoard.EIGHT ? EVALUATOR.evaluate(p, o, moves) : ReversiEvaluator.evaluate(board, p, o, moves);
    }

    /** The number of squares in {@code set}, corners counted twice. */
    private int weighted(long set) {
        return Long.bitCount(set) + Long.bitCount(set & corners);
    }

    /** The corners {@code p} holds and the edge squares beside them that it holds too. */
    private int cornerStability(long p) {
        if (board == ReversiBoard.EIGHT) {
            return cornerStability8(p);
        }
        int n = Long.bitCount(p & corners);
        for (int i = 0; i < 4; i++) {
            if ((p >>> board.corner(i) & 1) != 0) {
                n += Long.bitCount(p & board.cOf(i));
            }
        }
        return n;
    }

    /** {@link #cornerStability} on 8 x 8, with shifts. */
    static int cornerStability8(long p) {
        long corners = p & ReversiBitboards.CORNERS;
        long beside = ((corners & CORNERS_A_FILE) << 1) | ((corners & CORNERS_H_FILE) >>> 1)
                | ((corners & EDGE_A1_H1) << 8) | ((corners & CORNERS_RANK_8) >>> 8);
        return Long.bitCount(corners | (beside & p));
    }
}
