package dev.strategist.games.connect4;

import dev.strategist.core.Score;
import java.util.function.BooleanSupplier;

/**
 * The perfect Connect Four solver: the exact score of any position on any board that fits a long.
 *
 * <p>Negamax alpha-beta on bitboards, searched only with null windows that bisect the score's possible
 * range; a transposition table of upper and lower bounds without false hits; moves tried by the number
 * of winning spots they leave, the centre first among equals; no move that lets the opponent win at
 * once is ever searched, and a position where every move does (two threats, or a threat above the
 * only block) is scored as lost without searching. The search allocates nothing. Not thread-safe: one
 * solver per thread (each holds its own table).
 *
 * <h2>The score</h2>
 * Scores follow the reference test sets (Pascal Pons's convention), from the side to move's view, with
 * the winner winning as early as it can and the loser holding out as long as it can. On a board of
 * {@code C = width * height} cells, if the winning stone is stone number m of the game (both players'
 * stones counted from 1), the winner's score is {@code floor((C + 2 - m) / 2)} and the loser's its
 * negation; a draw (a full board) scores 0. So the last stone either player can drop still scores 1,
 * and on 7 x 6 the score is 22 minus the winner's stones, from -18 to +18 (a win with one's 4th stone).
 * With n stones on the board, n + 1 is the side to move's next stone and n + 2 the opponent's, whence:
 * <ul>
 *   <li>winning at once scores {@code (C + 1 - n) / 2} (integer division),
 *   <li>losing to the opponent's next stone scores {@code -(C - n) / 2},
 *   <li>otherwise the score lies within {@code -(C - 2 - n) / 2 .. (C - 1 - n) / 2}.
 * </ul>
 * {@link #toStrategistScore} turns it into {@link Score}'s plies-to-the-end convention.
 */
public final class Connect4Solver {
    /** What {@link #analyze} reports for a column that cannot be played. */
    public static final int FULL_COLUMN = Integer.MIN_VALUE;
    /** What a bounded {@link #solve(Connect4SolverBoard, boolean, BooleanSupplier)} returns when stopped. */
    public static final int STOPPED = Integer.MIN_VALUE + 1;
    /**
     * Nodes between two polls of the stop condition: a short stretch of compiled search, and still short while
     * a fresh JVM interprets it (a larger interval let a first search run late: docs/benchmarks/connect4.md).
     */
    private static final long POLL_MASK = (1 << 8) - 1;
    private static final BooleanSupplier NEVER = () -> false;
    /**
     * Probes of the exact solve a weak solve makes before asking only "above zero?": they ask whether the
     * side to move loses quickly, then whether it wins quickly (beyond half the possible score either
     * way), which is cheap because no distant result can reach those bounds. The null window around zero
     * alone has no such bound, and proving a short win with it can take many times the nodes of the exact
     * solve; after these two probes the weak solve takes fewer nodes than the exact one on every test set,
     * the deep sets included, where the null window's gain is kept (docs/benchmarks/connect4.md).
     */
    static final int QUICK_PROBES = 2;

    private final Connect4SolverGeometry geometry;
    private final Connect4SolverTable table;
    private final Connect4MoveSorter sorter;
    private final int cells;
    private final int width;
    private final long[] columnBits; // in the order the columns are tried, centre first
    private final int lowest;        // no score is lower: losing to the opponent's first stone
    private final int span;          // scores from lowest to the highest possible
    private long nodes;
    private BooleanSupplier stop = NEVER;
    private boolean stopped;

    /** A solver for {@code width x height} boards with the default table (2^24 slots: 64 MB for 7 x 6). */
    public Connect4Solver(int width, int height) {
        this(width, height, Connect4SolverTable.DEFAULT_LOG2);
    }

    /**
     * A solver for {@code width x height} boards whose table has the first prime above {@code 2^tableLog2}
     * entries ({@code tableLog2} from 8 to 30; 4 bytes each, or 8 on boards whose keys are too wide).
     */
    public Connect4Solver(int width, int height, int tableLog2) {
        this.geometry = new Connect4SolverGeometry(width, height);
        this.cells = geometry.cells();
        this.width = width;
        this.lowest = -cells / 2;
        this.span = (cells + 1) / 2 - lowest + 1;
        // upper bounds are stored as 1..span, lower bounds as span + 1..2 * span
        this.table = new Connect4SolverTable(tableLog2, geometry.keyBits(), 2 * span);
        this.sorter = new Connect4MoveSorter(width, cells + 1);
        this.columnBits = new long[width];
        for (int i = 0; i < width; i++) {
            columnBits[i] = geometry.columnBits(centreOrder(i, width));
        }
    }

    /** The i-th column to try: the centre, then alternately left and right of it, outwards. */
    static int centreOrder(int i, int width) {
        return width / 2 + (i % 2 == 0 ? 1 : -1) * ((i + 1) / 2);
    }

    /** The board layout this solver works on. */
    public Connect4SolverGeometry geometry() {
        return geometry;
    }

    /** The exact score of the position reached by {@code moves} (digits, see {@link Connect4SolverBoard#of}). */
    public int solve(String moves) {
        return solve(Connect4SolverBoard.of(geometry.width(), geometry.height(), moves), false);
    }

    /**
     * The exact score of {@code board} for the side to move, or with {@code weak} only its sign: 1 (the
     * side to move wins), 0 (draw) or -1 (it loses), which is faster to find (fewer nodes on every test set:
     * docs/benchmarks/connect4.md). The board is not changed.
     */
    public int solve(Connect4SolverBoard board, boolean weak) {
        return solve(board, weak, NEVER);
    }

    /**
     * As {@link #solve(Connect4SolverBoard, boolean)}, but gives up and returns {@link #STOPPED} once
     * {@code stop} answers true (it is asked every few thousand positions, so a time limit is kept to
     * within a fraction of a millisecond). Nothing a stopped search learnt enters the table, so the
     * table stays true for later solves.
     */
    public int solve(Connect4SolverBoard board, boolean weak, BooleanSupplier stop) {
        this.stop = stop;
        this.stopped = false;
        try {
            return solveBounded(board, weak);
        } finally {
            this.stop = NEVER;
        }
    }

    private int solveBounded(Connect4SolverBoard board, boolean weak) {
        requireSameSize(board);
        long current = board.current();
        long mask = board.mask();
        int n = board.moves();
        if (n == cells) {
            return 0;
        }
        if (geometry.canWinNext(current, mask)) {
            return weak ? 1 : (cells + 1 - n) / 2;
        }
        int min = -(cells - n) / 2;
        int max = (cells + 1 - n) / 2;
        for (int probes = 0; min < max; probes++) {
            if (weak && (min > 0 || max < 0)) {
                break; // the sign is known (a draw is known when min == max == 0, ending the loop)
            }
            int probe;
            if (weak && probes >= QUICK_PROBES) {
                probe = max <= 0 ? -1 : 0; // a win? or, with none left, a draw?
            } else {
                // null-window probes narrow [min, max]; like the reference solver, probe halfway towards
                // zero rather than at the midpoint (on the test sets the two differ by a few per cent of
                // the nodes, either way; this one keeps our node counts comparable with the reference's)
                probe = min + (max - min) / 2;
                if (probe <= 0 && min / 2 < probe) {
                    probe = min / 2;
                } else if (probe >= 0 && max / 2 > probe) {
                    probe = max / 2;
                }
            }
            int r = negamax(current, mask, n, probe, probe + 1);
            if (stopped) {
                return STOPPED;
            }
            if (r <= probe) {
                max = r;
            } else {
                min = r;
            }
        }
        return weak ? Integer.signum(min) : min;
    }

    /**
     * The score of every column for the side to move after {@code moves}: the score of playing it, in the
     * convention of {@link #solve}, or {@link #FULL_COLUMN} for a column that cannot be played.
     */
    public int[] analyze(String moves) {
        return analyze(Connect4SolverBoard.of(geometry.width(), geometry.height(), moves), false);
    }

    /** As {@link #analyze(String)} on {@code board}, with signs only when {@code weak}; the board is restored. */
    public int[] analyze(Connect4SolverBoard board, boolean weak) {
        requireSameSize(board);
        int[] scores = new int[width];
        for (int c = 0; c < width; c++) {
            if (!board.canPlay(c)) {
                scores[c] = FULL_COLUMN;
            } else if (board.isWinningMove(c)) {
                scores[c] = weak ? 1 : (cells + 1 - board.moves()) / 2;
            } else {
                board.play(c);
                try {
                    scores[c] = -solve(board, weak);
                } finally {
                    board.undo();
                }
            }
        }
        return scores;
    }

    /** Positions searched since the solver was made or last {@link #reset}. */
    public long nodes() {
        return nodes;
    }

    /** Empties the table and zeroes the node count, so the next solve is independent of the earlier ones. */
    public void reset() {
        table.clear();
        nodes = 0;
    }

    /**
     * The score within {@code [alpha, beta]} of a position whose side to move owns {@code current} and
     * cannot win at once: exact when inside the window; otherwise a bound on the side the window missed.
     */
    private int negamax(long current, long mask, int n, int alpha, int beta) {
        if ((++nodes & POLL_MASK) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped) {
            return 0; // unwinding: the callers check the flag before trusting or storing anything
        }
        long candidates = geometry.nonLosingMoves(current, mask);
        if (candidates == 0) {
            return -(cells - n) / 2; // every move lets the opponent win with its next stone
        }
        if (n >= cells - 2) {
            return 0; // neither can win with the last two stones: we cannot now, the opponent is kept from it
        }
        int min = -(cells - 2 - n) / 2; // the opponent cannot win with its next stone
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) {
                return alpha;
            }
        }
        int max = (cells - 1 - n) / 2; // we cannot win with this stone
        long key = current + mask;
        int stored = table.get(key);
        if (stored > span) {
            int lower = stored - span + lowest - 1;
            if (alpha < lower) {
                alpha = lower;
                if (alpha >= beta) {
                    return alpha;
                }
            }
        } else if (stored != 0) {
            max = stored + lowest - 1;
        }
        if (beta > max) {
            beta = max;
            if (alpha >= beta) {
                return beta;
            }
        }
        sorter.clear(n);
        if ((candidates & (candidates - 1)) == 0) {
            sorter.add(n, candidates, 0); // a single move needs no ordering
        } else {
            order(candidates, current, mask, n);
        }
        long opponent = current ^ mask;
        for (long move = sorter.next(n); move != 0; move = sorter.next(n)) {
            int score = -negamax(opponent, mask | move, n + 1, -beta, -alpha);
            if (stopped) {
                return 0;
            }
            if (score >= beta) {
                table.put(key, score - lowest + 1 + span); // a lower bound
                return score;
            }
            if (score > alpha) {
                alpha = score;
            }
        }
        table.put(key, alpha - lowest + 1); // an upper bound: no move beat alpha, or alpha is exact
        return alpha;
    }

    /** Fills the move list of ply {@code n} with {@code candidates}, best first. */
    private void order(long candidates, long current, long mask, int n) {
        for (int i = width - 1; i >= 0; i--) { // the centre last, so it comes first among equals
            long move = candidates & columnBits[i];
            if (move != 0) {
                // moves that leave us more winning spots (playable now or later) first
                sorter.add(n, move, Long.bitCount(geometry.winningSpots(current | move, mask | move)));
            }
        }
    }

    private void requireSameSize(Connect4SolverBoard board) {
        Connect4SolverGeometry g = board.geometry();
        if (g.width() != geometry.width() || g.height() != geometry.height()) {
            throw new IllegalArgumentException("the board is " + g.width() + " x " + g.height() + ", the solver's "
                    + geometry.width() + " x " + geometry.height());
        }
    }

    /**
     * Converts a score of {@link #solve} on a {@code width x height} board with {@code stonesPlayed} stones
     * into {@link Score}'s convention: 0 for a draw, {@code ±(Score.WIN - p)} where p is the number of plies
     * to the end, the winning stone included. The winning stone m satisfies
     * {@code floor((C + 2 - m) / 2) = |score|} and belongs to the side to move (m - n odd) for a positive
     * score, to its opponent (m - n even) for a negative one; of the two m the first equation allows, the
     * parity picks one, and p = m - n. A score no game can have (a winning stone before stone 7, after
     * the last cell, or not after the stones played) is refused with an {@link IllegalArgumentException}.
     */
    public static int toStrategistScore(int pons, int stonesPlayed, int width, int height) {
        int cells = width * height;
        if (pons == 0) {
            return 0;
        }
        int high = cells + 2 - 2 * Math.abs(pons); // floor((C + 2 - m) / 2) = |pons| for m = high, high - 1
        int wantedParity = pons > 0 ? (stonesPlayed + 1) & 1 : stonesPlayed & 1;
        int m = (high & 1) == wantedParity ? high : high - 1;
        int plies = m - stonesPlayed;
        // four in a row takes the winner's 4th stone at least: stone 7 of the game
        if (plies < 1 || m > cells || m < 7) {
            throw new IllegalArgumentException("score " + pons + " is impossible with " + stonesPlayed
                    + " stones on a " + width + " x " + height + " board");
        }
        return pons > 0 ? Score.WIN - plies : -(Score.WIN - plies);
    }
}
