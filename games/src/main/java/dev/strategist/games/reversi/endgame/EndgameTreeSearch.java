package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiStability;
import dev.strategist.games.reversi.eval.ReversiPatterns;
import java.util.function.BooleanSupplier;

/**
 * The endgame solver's principal-variation alpha-beta (fail-soft) for nodes with {@link #DEEP} or more
 * empty squares, and its root: a stability cut-off (the opponent's stable discs cap the score), the
 * {@link ReversiEndgameTable}, moves sorted fastest-first by {@link EndgameMoveSorter}, and an enhanced
 * transposition cut-off (a child's stored bound may refute the node before any child is searched).
 * Smaller nodes go to {@link EndgameShallowSearch}. Polls its stop condition every 64 deep nodes
 * and, once stopped, unwinds without storing anything.
 *
 * <p>With a positive {@link #selectiveWidth} it guesses instead: nodes of 12 or more empties search only
 * their first few sorted moves. With a {@link #probCut} it is selective another way: a node whose shallow
 * estimate lies far enough beyond the window fails without a search. Either way it stores its bounds at its
 * {@link #precision}, below {@link ReversiEndgameTable#EXACT}, and a search uses a stored entry's bounds only
 * when they are at least as precise as its own (an exact search takes only the move from a guessed one).
 */
final class EndgameTreeSearch {
    /**
     * From this many empty squares on, nodes sort their moves (and from {@link #TABLE_EMPTIES} use the
     * table); below it a node is cheaper to search than to sort.
     */
    static final int DEEP = 8;
    /** From this many empty squares on, nodes look their children up in the table before searching any. */
    private static final int ETC_EMPTIES = 10;
    /**
     * From this many empty squares on, nodes use the table: the nodes of {@link #DEEP} empties are too
     * many and too small to pay for a probe that misses the cache (more nodes without it there, but less
     * time: docs/benchmarks/reversi.md).
     */
    private static final int TABLE_EMPTIES = DEEP + 1;
    /** From this many empty squares on, a guessing search tries only its first few moves. */
    private static final int SELECTIVE_FROM = 12;
    /**
     * Deep nodes between two polls of the stop condition (a power of two, less one): a deep node near 8
     * empties carries a subtree of hundreds of shallow nodes, so polling every 64 keeps a time limit to
     * about a millisecond, and a poll costs next to nothing beside that subtree.
     */
    private static final int POLL_MASK = 0x3F;
    private static final BooleanSupplier NEVER = () -> false;
    /** Larger than any score. */
    private static final int INF = 127;
    /** In place of a node's moves when they are not known yet (no position has every square as a move). */
    private static final long UNKNOWN = -1L;

    private final ReversiEndgameTable table;
    private final EndgameShallowSearch shallow;
    private final EndgameMoveSorter sorter;
    /** The board's squares, and how many. */
    private final long on;
    private final int squares;
    private final long wall;
    private BooleanSupplier stop = NEVER;
    private boolean stopped;
    private long nodes;
    private int bestSquare;
    /** When positive, a guessing search: nodes of {@link #SELECTIVE_FROM} or more empties try this many moves. */
    int selectiveWidth;
    /** When not null, a selective search: nodes of {@link EndgameProbCut#FROM} or more empties try its cut. */
    EndgameProbCut probCut;
    /** The precision of what this search stores and of the entries whose bounds it believes. */
    int precision = ReversiEndgameTable.EXACT;

    EndgameTreeSearch(ReversiEndgameTable table, ReversiBoard board) {
        this.table = table;
        this.shallow = new EndgameShallowSearch(board);
        this.sorter = new EndgameMoveSorter(board);
        this.on = board.squares();
        this.squares = board.count();
        this.wall = board.wall();
    }

    /** Nodes searched since creation or the last {@link #resetNodes}. */
    long nodes() {
        return nodes + shallow.nodes();
    }

    /** Positions the move ordering made and scored besides the nodes ({@link EndgameMoveSorter#looks}). */
    long looks() {
        return sorter.looks;
    }

    void resetNodes() {
        nodes = 0;
        sorter.looks = 0;
        shallow.resetNodes();
    }

    /** True if the last {@link #root} gave up because its stop condition said so. */
    boolean stopped() {
        return stopped;
    }

    /**
     * The root's score, fail-soft in (alpha, beta), or an arbitrary value if {@code stop} ended the search
     * ({@link #stopped}); {@code move} receives the best move ({@link ReversiPosition#PASS}, or -1 when
     * the game is over) in element 0.
     */
    int root(long p, long o, int alpha, int beta, BooleanSupplier stop, int[] move) {
        this.stop = stop;
        this.stopped = false;
        try {
            return rootSearch(p, o, alpha, beta, move);
        } finally {
            this.stop = NEVER;
        }
    }

    private int rootSearch(long p, long o, int alpha, int beta, int[] move) {
        int empties = squares - Long.bitCount(p | o);
        long moves = ReversiBitboards.moves(p, o) & on;
        nodes++;
        if (moves == 0) {
            if ((ReversiBitboards.moves(o, p) & on) == 0) {
                move[0] = -1;
                return ReversiPosition.discDifference(p, o, squares);
            }
            int v = -rootSearch(o, p, -beta, -alpha, move);
            move[0] = ReversiPosition.PASS;
            return v;
        }
        int slot = table.probe(p, o);
        int hashMove = slot == ReversiEndgameTable.MISS ? -1 : table.move(slot);
        int n = withoutSymmetricTwins(p, o, empties, sorter.sort(p, o, moves, empties, hashMove));
        int best = searchMoves(p, o, alpha, beta, empties, n);
        move[0] = bestSquare;
        if (!stopped) {
            table.store(p, o, empties, best > alpha ? best : -squares, best < beta ? best : squares, bestSquare,
                    precision);
        }
        return best;
    }

    /**
     * Drops from the root's {@code n} sorted moves each one that a symmetry of the root position maps onto
     * a move kept before it: their children are images of each other and score the same. Only a symmetric
     * root has such twins (a start position, above all: 6 x 6's four first moves are one), and the root
     * is the only node worth the look. Returns the moves kept, in order.
     */
    private int withoutSymmetricTwins(long p, long o, int empties, int n) {
        int symmetries = ReversiPatterns.symmetries(p, o);
        if (symmetries == 0) {
            return n;
        }
        int[] squares = sorter.squares[empties];
        long[] flips = sorter.flips[empties];
        long[] replies = sorter.replies[empties];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!twinOfKept(squares, kept, squares[i], symmetries)) {
                squares[kept] = squares[i];
                flips[kept] = flips[i];
                replies[kept] = replies[i];
                kept++;
            }
        }
        return kept;
    }

    /** True if one of the symmetries (bit g: image g) maps one of the first {@code kept} squares onto {@code sq}. */
    private static boolean twinOfKept(int[] squares, int kept, int sq, int symmetries) {
        for (int j = 0; j < kept; j++) {
            if (ReversiPatterns.mapsOnto(symmetries, squares[j], sq)) {
                return true;
            }
        }
        return false;
    }

    /** The score of a position with {@code empties} empty squares, fail-soft in (alpha, beta). */
    private int search(long p, long o, int alpha, int beta, int empties, boolean passed, long knownMoves) {
        if (empties < DEEP) {
            return shallow.search(p, o, alpha, beta, empties, passed, EndgameParity.oddRegions(on & ~(p | o)));
        }
        if ((++nodes & POLL_MASK) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        long moves = knownMoves != UNKNOWN ? knownMoves : ReversiBitboards.moves(p, o) & on;
        if (moves == 0) {
            if (passed) {
                return ReversiPosition.discDifference(p, o, squares);
            }
            return -search(o, p, -beta, -alpha, empties, true, UNKNOWN);
        }
        int cap = ReversiStability.scoreCap(p, o, alpha, squares, wall);
        if (cap <= alpha) {
            return cap;
        }
        if (cap < beta) {
            beta = cap;
        }
        if ((moves & (moves - 1)) == 0 && probCut == null) {
            // a lone move: nothing to sort, and the probes and the store cost more than the rare transposition
            // they find (Edax's NWS_endgame skips them too; 0.8 % less time: docs/benchmarks/reversi.md)
            int x = Long.numberOfTrailingZeros(moves);
            long f = ReversiBitboards.flips(x, p, o);
            return -search(o ^ f, p | f | (1L << x), -beta, -alpha, empties - 1, false, UNKNOWN);
        }
        int hashMove = -1;
        int knownLower = -squares;
        int knownUpper = squares;
        int slot = empties >= TABLE_EMPTIES ? table.probe(p, o) : ReversiEndgameTable.MISS;
        if (slot != ReversiEndgameTable.MISS && table.precision(slot) < precision) {
            hashMove = table.move(slot);
        } else if (slot != ReversiEndgameTable.MISS) {
            knownLower = table.lower(slot);
            knownUpper = table.upper(slot);
            if (knownLower >= beta) {
                return knownLower;
            }
            if (knownUpper <= alpha || knownLower == knownUpper) {
                return knownUpper;
            }
            alpha = Math.max(alpha, knownLower);
            beta = Math.min(beta, knownUpper);
            hashMove = table.move(slot);
        }
        if (probCut != null && empties >= EndgameProbCut.FROM) {
            int cut = probCut.cut(p, o, moves, alpha, beta, empties);
            if (cut != Integer.MIN_VALUE) {
                return cut;
            }
        }
        int n = sorter.sort(p, o, moves, empties, hashMove);
        if (selectiveWidth > 0 && empties >= SELECTIVE_FROM && n > selectiveWidth) {
            n = selectiveWidth;
        }
        if (empties >= ETC_EMPTIES) {
            int cut = transpositionCut(p, o, beta, empties, n);
            if (cut >= beta) {
                return cut;
            }
        }
        int originalAlpha = alpha;
        int best = searchMoves(p, o, alpha, beta, empties, n);
        if (stopped) {
            return 0;
        }
        int lower = best > originalAlpha ? best : -squares;
        int upper = best < beta ? best : squares;
        // tighten what was known rather than forget it (the slot itself may hold another position by now)
        if (empties >= TABLE_EMPTIES) {
            table.store(p, o, empties, Math.max(lower, knownLower), Math.min(upper, knownUpper), bestSquare,
                    precision);
        }
        return best;
    }

    /**
     * The enhanced transposition cut-off: a child whose stored upper bound {@code u} has {@code -u >= beta}
     * refutes the node at once. Returns that {@code -u}, or -INF when no child does.
     */
    private int transpositionCut(long p, long o, int beta, int empties, int n) {
        int[] squares = sorter.squares[empties];
        long[] flips = sorter.flips[empties];
        for (int i = 0; i < n; i++) {
            long f = flips[i];
            int slot = table.probe(o ^ f, p | f | (1L << squares[i]));
            if (slot != ReversiEndgameTable.MISS && table.precision(slot) >= precision) {
                int v = -table.upper(slot);
                if (v >= beta) {
                    return v;
                }
            }
        }
        return -INF;
    }

    /**
     * Searches the {@code n} sorted moves of the buffers of {@code empties}: the first with the full
     * window, the others with a null window and again with the full one when they beat alpha. Leaves the
     * best move in {@link #bestSquare}; returns the best score (fail-soft).
     */
    private int searchMoves(long p, long o, int alpha, int beta, int empties, int n) {
        int[] squares = sorter.squares[empties];
        long[] flips = sorter.flips[empties];
        long[] replies = sorter.replies[empties];
        int best = -INF;
        int bestAt = squares[0];
        for (int i = 0; i < n; i++) {
            int sq = squares[i];
            long f = flips[i];
            long np = o ^ f;
            long no = p | f | (1L << sq);
            int v;
            if (i == 0) {
                v = -search(np, no, -beta, -alpha, empties - 1, false, replies[i]);
            } else {
                v = -search(np, no, -alpha - 1, -alpha, empties - 1, false, replies[i]);
                if (v > alpha && v < beta && !stopped) {
                    v = -search(np, no, -beta, -v, empties - 1, false, replies[i]);
                }
            }
            if (stopped) {
                break;
            }
            if (v > best) {
                best = v;
                bestAt = sq;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        bestSquare = bestAt;
        return best;
    }
}
