package dev.strategist.games.reversi;

/**
 * Exact Othello endgame solver on two {@code long}s (the side to move's discs and the opponent's): the
 * final disc difference with best play on both sides (empty squares to the winner), or only whether the
 * side to move wins, draws or loses, a much faster search with the window (-1, 1).
 *
 * <p>Principal-variation alpha-beta, fail-soft. Nodes with 8 or more empty squares probe a
 * {@link ReversiEndgameTable}, try the table move first and then sort moves fastest-first (fewest
 * replies for the opponent, corners early, odd regions first); from 12 on they also cut off when the
 * opponent's stable discs already cap the score at alpha. Nodes with 5 to 7 empty squares order by
 * parity only (the four quadrants: play where an odd number of squares is empty), and the last four
 * empty squares are searched by dedicated code that tries only those squares. Nothing allocates while solving; one
 * solver is for one thread.
 */
public final class ReversiEndgameSolver {
    /** Larger than any score. */
    private static final int INF = 127;
    /**
     * From this many empty squares on, nodes use the table and sort moves fastest-first; below it a
     * node is cheaper to search than to sort (measured on FFO #24-#34: 7 and 9 were no better).
     */
    private static final int DEEP = 8;
    /** From this many empty squares on, nodes try the stability cut-off: nearer the end it rarely pays. */
    private static final int STABILITY_EMPTIES = 12;
    /** Deep nodes between looks at the stop condition: a deep node costs microseconds, so this is fine-grained. */
    private static final int STOP_CHECK_INTERVAL = 64;
    private static final long[] QUADRANTS = {
        0x0000_0000_0F0F_0F0FL, 0x0000_0000_F0F0_F0F0L, 0x0F0F_0F0F_0000_0000L, 0xF0F0_F0F0_0000_0000L};
    private static final long[] NEIGHBOURS = new long[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            NEIGHBOURS[sq] = ReversiBitboards.around(sq);
        }
    }

    private final ReversiEndgameTable table;
    private final int[][] moveSquares = new int[65][64];
    private final long[][] moveFlips = new long[65][64];
    private final int[][] moveKeys = new int[65][64];
    private long nodes;
    private int bestMove = -1;
    private java.util.function.BooleanSupplier stop;
    private int untilStopCheck = STOP_CHECK_INTERVAL;
    private boolean stopped;

    /** A solver with a table of 2^{@code tableBits} entries (2^22: 80 MB; 2^20: 20 MB). */
    public ReversiEndgameSolver(int tableBits) {
        this.table = new ReversiEndgameTable(tableBits);
    }

    /** A solver with a 2^21-entry table (40 MB). */
    public ReversiEndgameSolver() {
        this(21);
    }

    /** Positions visited since creation (or since {@link #resetNodes}). */
    public long nodes() {
        return nodes;
    }

    /** Sets the node count back to zero. */
    public void resetNodes() {
        nodes = 0;
    }

    /**
     * Makes the solves that follow give up soon after {@code stop} answers true ({@code null}: never);
     * a solve that gave up returns a meaningless value and {@link #stopped()} says so. A solve stopped
     * halfway leaves only true bounds in the table.
     */
    public void setStop(java.util.function.BooleanSupplier stop) {
        this.stop = stop;
        this.stopped = false;
        this.untilStopCheck = STOP_CHECK_INTERVAL;
    }

    /** True if a solve since the last {@link #setStop} gave up. */
    public boolean stopped() {
        return stopped;
    }

    /** Empties the table, so the next solve does not profit from the last one. */
    public void clearTable() {
        table.clear();
    }

    /**
     * The best move found by the last {@link #solve} or {@link #solveWinLossDraw} ({@link ReversiPosition#PASS}
     * when the side to move had to pass; -1 when the game was over).
     */
    public int bestMove() {
        return bestMove;
    }

    /**
     * The exact final disc difference for the owner of {@code p}, to move, with best play: its discs
     * minus the opponent's at the end, empty squares counted for the winner.
     */
    public int solve(long p, long o) {
        return root(p, o, -64, 64);
    }

    /** The score if it lies inside ({@code alpha}, {@code beta}); otherwise a bound beyond the window. */
    public int solve(long p, long o, int alpha, int beta) {
        return root(p, o, alpha, beta);
    }

    /** +1 if the side to move wins with best play, 0 for a draw, -1 for a loss. */
    public int solveWinLossDraw(long p, long o) {
        return Integer.signum(root(p, o, -1, 1));
    }

    private int root(long p, long o, int alpha, int beta) {
        if ((p & o) != 0) {
            throw new IllegalArgumentException("the two sides' discs overlap");
        }
        int empties = 64 - Long.bitCount(p | o);
        long moves = ReversiBitboards.moves(p, o);
        if (moves == 0) {
            if (ReversiBitboards.moves(o, p) == 0) {
                bestMove = -1;
                nodes++;
                return ReversiPosition.discDifference(p, o);
            }
            nodes++;
            int v = -root(o, p, -beta, -alpha);
            bestMove = ReversiPosition.PASS;
            return v;
        }
        nodes++;
        int n = orderMoves(p, o, moves, empties, -1);
        int[] squares = moveSquares[empties];
        long[] flips = moveFlips[empties];
        int best = -INF;
        int bestSquare = squares[0];
        for (int i = 0; i < n; i++) {
            int sq = squares[i];
            long f = flips[i];
            long np = o ^ f;
            long no = p | f | (1L << sq);
            int v;
            if (i == 0) {
                v = -search(np, no, -beta, -alpha, empties - 1, false);
            } else {
                v = -search(np, no, -alpha - 1, -alpha, empties - 1, false);
                if (v > alpha && v < beta) {
                    v = -search(np, no, -beta, -v, empties - 1, false);
                }
            }
            if (v > best) {
                best = v;
                bestSquare = sq;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        bestMove = bestSquare;
        return best;
    }

    /** The score of the position, fail-soft in ({@code alpha}, {@code beta}). */
    private int search(long p, long o, int alpha, int beta, int empties, boolean passed) {
        if (empties <= 4) {
            return solveSmall(p, o, alpha, beta, empties);
        }
        if (empties < DEEP) {
            return searchShallow(p, o, alpha, beta, empties, passed);
        }
        nodes++;
        if (stop != null && --untilStopCheck <= 0) {
            untilStopCheck = STOP_CHECK_INTERVAL;
            stopped |= stop.getAsBoolean();
        }
        if (stopped) {
            return 0;
        }
        long moves = ReversiBitboards.moves(p, o);
        if (moves == 0) {
            if (passed) {
                return ReversiPosition.discDifference(p, o);
            }
            return -search(o, p, -beta, -alpha, empties, true);
        }
        // the opponent's stable discs cap the score at 64 - 2 * stable, which can only cut if alpha is at
        // least 64 - 2 * (all its discs): test that first, it costs nothing
        if (empties >= STABILITY_EMPTIES && alpha >= 64 - 2 * Long.bitCount(o)) {
            int cap = 64 - 2 * Long.bitCount(ReversiStability.stable(o, p));
            if (cap <= alpha) {
                return cap;
            }
            if (cap < beta) {
                beta = cap;
            }
        }
        int hashMove = -1;
        int knownLower = -64;
        int knownUpper = 64;
        int slot = table.probe(p, o);
        if (slot != ReversiEndgameTable.MISS) {
            int lower = table.lower(slot);
            int upper = table.upper(slot);
            knownLower = lower;
            knownUpper = upper;
            if (lower >= beta) {
                return lower;
            }
            if (upper <= alpha) {
                return upper;
            }
            if (lower == upper) {
                return lower;
            }
            alpha = Math.max(alpha, lower);
            beta = Math.min(beta, upper);
            hashMove = table.move(slot);
        }
        int originalAlpha = alpha;
        int n = orderMoves(p, o, moves, empties, hashMove);
        int[] squares = moveSquares[empties];
        long[] flips = moveFlips[empties];
        int best = -INF;
        int bestSquare = -1;
        for (int i = 0; i < n; i++) {
            int sq = squares[i];
            long f = flips[i];
            long np = o ^ f;
            long no = p | f | (1L << sq);
            int v;
            if (i == 0) {
                v = -search(np, no, -beta, -alpha, empties - 1, false);
            } else {
                v = -search(np, no, -alpha - 1, -alpha, empties - 1, false);
                if (v > alpha && v < beta) {
                    v = -search(np, no, -beta, -v, empties - 1, false);
                }
            }
            if (stopped) {
                return 0; // an unfinished child's value is no bound: store nothing
            }
            if (v > best) {
                best = v;
                bestSquare = sq;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        int lower = best >= beta ? best : best > originalAlpha ? best : -64;
        int upper = best <= originalAlpha ? best : best < beta ? best : 64;
        // tighten what was known rather than forget it (the slot itself may hold another position by now)
        table.store(p, o, Math.max(lower, knownLower), Math.min(upper, knownUpper), bestSquare);
        return best;
    }

    /**
     * Writes the moves of {@code moves} with their flips into this depth's buffers, best guess first:
     * the table move, then by a key that prefers few replies (and no corner) for the opponent, corners,
     * and odd regions. Returns how many.
     */
    private int orderMoves(long p, long o, long moves, int empties, int hashMove) {
        int[] squares = moveSquares[empties];
        long[] flips = moveFlips[empties];
        int[] keys = moveKeys[empties];
        long odd = oddRegions(~(p | o));
        int n = 0;
        for (long m = moves; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long bit = 1L << sq;
            long f = ReversiBitboards.flips(sq, p, o);
            long np = o ^ f;
            long no = p | f | bit;
            int key;
            if (sq == hashMove) {
                key = Integer.MAX_VALUE;
            } else {
                long replies = ReversiBitboards.moves(np, no);
                key = -(Long.bitCount(replies) + Long.bitCount(replies & ReversiBitboards.CORNERS)) * 1024
                        - Long.bitCount(ReversiBitboards.neighbours(no) & ~(np | no)) * 32
                        + ((bit & ReversiBitboards.CORNERS) != 0 ? 512 : 0)
                        + ((bit & odd) != 0 ? 256 : 0);
            }
            // insertion sort, best key first
            int i = n++;
            while (i > 0 && keys[i - 1] < key) {
                keys[i] = keys[i - 1];
                squares[i] = squares[i - 1];
                flips[i] = flips[i - 1];
                i--;
            }
            keys[i] = key;
            squares[i] = sq;
            flips[i] = f;
        }
        return n;
    }

    /** The union of the quadrants with an odd number of squares in {@code empty}. */
    private static long oddRegions(long empty) {
        long odd = 0;
        for (long q : QUADRANTS) {
            if ((Long.bitCount(empty & q) & 1) != 0) {
                odd |= q;
            }
        }
        return odd;
    }

    /** 5 or 6 empty squares: no table, moves in odd quadrants first. */
    private int searchShallow(long p, long o, int alpha, int beta, int empties, boolean passed) {
        nodes++;
        long moves = ReversiBitboards.moves(p, o);
        if (moves == 0) {
            if (passed) {
                return ReversiPosition.discDifference(p, o);
            }
            return -searchShallow(o, p, -beta, -alpha, empties, true);
        }
        long odd = oddRegions(~(p | o));
        int best = -INF;
        for (int pass = 0; pass < 2; pass++) {
            long m = pass == 0 ? moves & odd : moves & ~odd;
            for (; m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                long f = ReversiBitboards.flips(sq, p, o);
                int v = -search(o ^ f, p | f | (1L << sq), -beta, -alpha, empties - 1, false);
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        alpha = v;
                        if (v >= beta) {
                            return v;
                        }
                    }
                }
            }
        }
        return best;
    }

    /** Up to four empty squares: find them, odd quadrants first, and search them directly. */
    private int solveSmall(long p, long o, int alpha, int beta, int empties) {
        long empty = ~(p | o);
        if (empties == 0) {
            nodes++;
            return ReversiPosition.discDifference(p, o);
        }
        long odd = oddRegions(empty);
        // the squares in odd quadrants, then the others, as one sequence: odd ones in the low half
        long a = empty & odd;
        long b = empty & ~odd;
        int x1 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        if (empties == 1) {
            nodes++;
            return solve1(p, o, x1);
        }
        a &= ~(1L << x1);
        b &= ~(1L << x1);
        int x2 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        if (empties == 2) {
            return solve2(p, o, alpha, beta, x1, x2, false);
        }
        a &= ~(1L << x2);
        b &= ~(1L << x2);
        int x3 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        if (empties == 3) {
            return solve3(p, o, alpha, beta, x1, x2, x3, false);
        }
        a &= ~(1L << x3);
        b &= ~(1L << x3);
        int x4 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        return solve4(p, o, alpha, beta, x1, x2, x3, x4, false);
    }

    private int solve4(long p, long o, int alpha, int beta, int x1, int x2, int x3, int x4, boolean passed) {
        nodes++;
        int best = -INF;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = ReversiBitboards.flips(x1, p, o)) != 0) {
            int v = -solve3(o ^ f, p | f | (1L << x1), -beta, -alpha, x2, x3, x4, false);
            if (v >= beta) {
                return v;
            }
            best = v;
            alpha = Math.max(alpha, v);
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = ReversiBitboards.flips(x2, p, o)) != 0) {
            int v = -solve3(o ^ f, p | f | (1L << x2), -beta, -alpha, x1, x3, x4, false);
            if (v >= beta) {
                return v;
            }
            if (v > best) {
                best = v;
                alpha = Math.max(alpha, v);
            }
        }
        if ((NEIGHBOURS[x3] & o) != 0 && (f = ReversiBitboards.flips(x3, p, o)) != 0) {
            int v = -solve3(o ^ f, p | f | (1L << x3), -beta, -alpha, x1, x2, x4, false);
            if (v >= beta) {
                return v;
            }
            if (v > best) {
                best = v;
                alpha = Math.max(alpha, v);
            }
        }
        if ((NEIGHBOURS[x4] & o) != 0 && (f = ReversiBitboards.flips(x4, p, o)) != 0) {
            int v = -solve3(o ^ f, p | f | (1L << x4), -beta, -alpha, x1, x2, x3, false);
            if (v > best) {
                best = v;
            }
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o)
                    : -solve4(o, p, -beta, -alpha, x1, x2, x3, x4, true);
        }
        return best;
    }

    private int solve3(long p, long o, int alpha, int beta, int x1, int x2, int x3, boolean passed) {
        nodes++;
        int best = -INF;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = ReversiBitboards.flips(x1, p, o)) != 0) {
            int v = -solve2(o ^ f, p | f | (1L << x1), -beta, -alpha, x2, x3, false);
            if (v >= beta) {
                return v;
            }
            best = v;
            alpha = Math.max(alpha, v);
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = ReversiBitboards.flips(x2, p, o)) != 0) {
            int v = -solve2(o ^ f, p | f | (1L << x2), -beta, -alpha, x1, x3, false);
            if (v >= beta) {
                return v;
            }
            if (v > best) {
                best = v;
                alpha = Math.max(alpha, v);
            }
        }
        if ((NEIGHBOURS[x3] & o) != 0 && (f = ReversiBitboards.flips(x3, p, o)) != 0) {
            int v = -solve2(o ^ f, p | f | (1L << x3), -beta, -alpha, x1, x2, false);
            if (v > best) {
                best = v;
            }
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o)
                    : -solve3(o, p, -beta, -alpha, x1, x2, x3, true);
        }
        return best;
    }

    private int solve2(long p, long o, int alpha, int beta, int x1, int x2, boolean passed) {
        nodes++;
        int best = -INF;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = ReversiBitboards.flips(x1, p, o)) != 0) {
            nodes++;
            best = -solve1(o ^ f, p | f | (1L << x1), x2);
            if (best >= beta) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = ReversiBitboards.flips(x2, p, o)) != 0) {
            nodes++;
            int v = -solve1(o ^ f, p | f | (1L << x2), x1);
            if (v > best) {
                best = v;
            }
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o) : -solve2(o, p, -beta, -alpha, x1, x2, true);
        }
        return best;
    }

    /** The exact score with one empty square {@code x} left: whoever can play there does. */
    private static int solve1(long p, long o, int x) {
        int mine = Long.bitCount(p);
        long around = NEIGHBOURS[x];
        // a move needs an adjacent disc to turn: skip the flip test where there is none
        long f = (around & o) != 0 ? ReversiBitboards.flips(x, p, o) : 0;
        if (f != 0) {
            int after = mine + Long.bitCount(f) + 1;
            return 2 * after - 64;
        }
        f = (around & p) != 0 ? ReversiBitboards.flips(x, o, p) : 0;
        if (f != 0) {
            int after = mine - Long.bitCount(f);
            return 2 * after - 64;
        }
        // nobody can play: the square goes to the winner (63 discs, so no draw)
        return mine > 63 - mine ? 2 * mine - 62 : 2 * mine - 64;
    }
}
