package dev.strategist.games.gomoku;

import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.search.Engine;
import dev.strategist.search.RunningSignal;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;

/**
 * The tournament player: what must be played is played at once (a five; the block of the opponent's
 * five), then a win by continuous fours is looked for, then (if asked) one by continuous threats (fours
 * and open threes, {@link GomokuVct}), then a search (Gomoku's own {@link GomokuSearch} by default, or
 * the generic {@link Engine}) goes through the candidate moves with the shape evaluation, and finally the
 * chosen move is checked against the opponent's continuous fours and threats ({@link GomokuVcf},
 * {@link GomokuVct}): if it leaves the opponent such a win, another candidate that does not is preferred.
 * Time is a budget in milliseconds that it keeps (the search's hard limit included); a raised
 * {@link StopSignal} (or {@link #stop()}) cuts every stage short, and the answer is then the search's first
 * depth. One player per thread.
 */
public final class GomokuPlayer {
    private static final int MAX_FOURS = 40;

    private final Engine<GomokuPosition> engine;
    private final GomokuVcf vcf = new GomokuVcf();
    /** The moves the defence check tries, and their order: the engine's policy without its horizon. */
    private final GomokuEvaluator evaluator;
    /**
     * The quiet moves searched per node by default, kept by the learned move values: they rank the moves
     * strong players choose high enough that 15 cover them about as well as 20 by the shape sums, and the
     * narrower search went deeper and scored more (docs/benchmarks/gomoku.md, "Move values learned").
     */
    public static final int DEFAULT_WIDTH = 15;
    /** The width the searches ordered by the shape sums were measured and recorded at. */
    public static final int SHAPE_ORDER_WIDTH = 20;
    /**
     * Whether the root looks for continuous threats by default: not yet, as no match has shown a gain, in
     * self-play nor against AIWine (docs/benchmarks/gomoku.md).
     */
    public static final boolean DEFAULT_VCT = false;
    private static final int VCT_THREATS = 10;
    /** The opponent's threats (fours and threes) a defence check follows: wins that deep are what beat us. */
    private static final int DEFENCE_THREATS = 10;
    /**
     * The positions one defence check may visit, the shortest threat lines first: in games lost to AIWine
     * most of the opponent's wins by threats showed within this budget of a deepening search, and a larger
     * budget scored no better (docs/benchmarks/gomoku.md).
     */
    private static final long DEFENCE_NODES = 30_000;
    /**
     * How far from the opponent's last threat a defence check lets its next four lie (on a line through
     * it), and its next three: a threat line that wanders over the board is rarely a real attack, and
     * keeping it near lets the same budget follow the real ones deeper; a four-three or two threes is
     * followed wherever it is.
     */
    static final int DEFENCE_FOUR_REACH = 4;
    /** See {@link #DEFENCE_FOUR_REACH}. */
    static final int DEFENCE_THREE_REACH = 3;
    /**
     * The positions each search for continuous fours at the engine's horizon may visit by default: none,
     * as it lost in self-play at every budget tried (docs/benchmarks/gomoku.md): a search to the same depth
     * takes markedly longer with it and seldom chooses otherwise.
     */
    public static final int DEFAULT_HORIZON_NODES = 0;

    /** The root's own threat search, made only when asked for: each carries a table of refuted threats. */
    private final GomokuVct vct;
    /** The defence check's threat search, kept near the attacker's last threat (see DEFENCE_FOUR_REACH). */
    private final GomokuVct defenceVct = new GomokuVct(DEFENCE_FOUR_REACH, DEFENCE_THREE_REACH);
    private final GomokuSearch search;
    /**
     * Whether the player searches with {@link GomokuSearch} by default rather than the generic engine: yes,
     * since it was given the player's weights and move values, a quiescence of two fours and one defence
     * check after it, it scored more than the engine against PentaZen at 150 ms and against AIWine at
     * 500 ms (docs/benchmarks/gomoku.md, "Where PentaZen's wins come from").
     */
    public static final boolean DEFAULT_THREAT_SEARCH = true;
    /**
     * The search's evaluation weights by default: those fitted to games against AIWine, which scored more
     * against it than the hand-set ones (docs/benchmarks/gomoku.md, "An evaluation fitted to games").
     */
    public static final GomokuWeights DEFAULT_WEIGHTS = GomokuWeights.FITTED;
    /**
     * The move values that order and select the search's moves by default: those learned from AIWine's
     * moves, which scored more against it than the shape sums (docs/benchmarks/gomoku.md, "Move values learned").
     */
    public static final GomokuMoveValues DEFAULT_VALUES = GomokuMoveValues.FITTED;
    /** The tournament player's opening book by default: none until matches show it pays. */
    public static final GomokuBook DEFAULT_BOOK = null;
    private final RunningSignal running = new RunningSignal();
    private final boolean checkDefence;
    /** Moves played without a search where the book holds the position; null for none. */
    private OpeningBook<GomokuPosition> book;
    private int[] buffer = new int[0];
    private long[] keys = new long[0];

    /** A player with a table of {@code tableMegabytes} MB, checking its moves against the opponent's VCF and VCT. */
    public GomokuPlayer(int tableMegabytes) {
        this(tableMegabytes, true);
    }

    /** A player that checks its moves against the opponent's VCF and VCT or not (to measure what that is worth). */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence) {
        this(tableMegabytes, checkDefence, DEFAULT_WIDTH);
    }

    /**
     * A player searching at most {@code width} quiet moves per node (0: every candidate), see
     * {@link GomokuEvaluator#searchMoves}.
     */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width) {
        this(tableMegabytes, checkDefence, width, DEFAULT_VCT);
    }

    /** As above, with or without the search for continuous threats (VCT) at the root. */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width, boolean useVct) {
        this(tableMegabytes, checkDefence, width, useVct, DEFAULT_HORIZON_NODES);
    }

    /**
     * As above, the engine looking for wins by continuous fours at its horizon with at most
     * {@code horizonNodes} positions each (0: not at all), see {@link GomokuEvaluator#exactScore}.
     */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width, boolean useVct, int horizonNodes) {
        this(tableMegabytes, checkDefence, width, useVct, horizonNodes, DEFAULT_THREAT_SEARCH);
    }

    /**
     * As above, searching with Gomoku's own {@link GomokuSearch} ({@code threatSearch}, which ignores
     * {@code horizonNodes}: its quiescence follows the side to move's fours) or the generic {@link Engine}.
     */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width, boolean useVct, int horizonNodes,
                        boolean threatSearch) {
        this(tableMegabytes, checkDefence, width, useVct, horizonNodes, threatSearch, DEFAULT_WEIGHTS);
    }

    /**
     * As above, the search's evaluation weighing the shapes and combinations by {@code weights} (null: the
     * hand-set line shapes, see {@link GomokuEvaluator}).
     */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width, boolean useVct, int horizonNodes,
                        boolean threatSearch, GomokuWeights weights) {
        this(tableMegabytes, checkDefence, width, useVct, horizonNodes, threatSearch, weights, DEFAULT_VALUES);
    }

    /**
     * As above, the search's moves (and the defence check's candidates) ordered and selected by
     * {@code values} (null: by the shapes they make and block, see {@link GomokuCandidates}).
     */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width, boolean useVct, int horizonNodes,
                        boolean threatSearch, GomokuWeights weights, GomokuMoveValues values) {
        this(tableMegabytes, checkDefence, width, useVct, horizonNodes, threatSearch, weights, values,
                GomokuSearchShape.DEFAULT);
    }

    /** As above, Gomoku's own search (when {@code threatSearch}) shaped by {@code shape}. */
    public GomokuPlayer(int tableMegabytes, boolean checkDefence, int width, boolean useVct, int horizonNodes,
                        boolean threatSearch, GomokuWeights weights, GomokuMoveValues values,
                        GomokuSearchShape shape) {
        this.engine = threatSearch ? null
                : new Engine<>(new GomokuEvaluator(horizonNodes, width, weights, values), tableMegabytes);
        this.search = threatSearch ? new GomokuSearch(tableMegabytes, width, weights, values, shape) : null;
        vcf.stopOn(running);
        this.vct = useVct ? new GomokuVct() : null;
        if (vct != null) {
            vct.stopOn(running);
        }
        defenceVct.stopOn(running);
        this.checkDefence = checkDefence;
        this.evaluator = new GomokuEvaluator(0, width, null, values);
    }

    /**
     * Plays {@code book}'s move (null: none) wherever the book holds the position, after a five to make or to
     * block and before any search: the book's searches were many times longer than a move's.
     */
    public void useBook(OpeningBook<GomokuPosition> book) {
        this.book = book;
    }

    /** Forgets the table between games. */
    public void newGame() {
        if (search != null) {
            search.clear();
        } else {
            engine.clear();
        }
    }

    /** The move and how it was found. */
    public record Decision(int move, String reason, int score, int depth, long nodes) {
    }

    /**
     * Chooses a move for the side to move of {@code position} (not over) within about {@code millis}
     * milliseconds; the position is left as it was.
     */
    public Decision choose(GomokuPosition position, long millis) {
        return choose(position, millis, new StopSignal());
    }

    /**
     * As {@link #choose(GomokuPosition, long)}, answering at once with what it has when {@code signal} is
     * raised (a move now, an undo, a new game): the threat searches give up and the search finishes only
     * the depth it must.
     */
    public Decision choose(GomokuPosition position, long millis, StopSignal signal) {
        return choose(position, millis, signal, SearchListener.NONE);
    }

    /** As above, telling {@code listener} of each depth the search completes (none when a threat search decides). */
    public Decision choose(GomokuPosition position, long millis, StopSignal signal, SearchListener listener) {
        return choose(position, millis, SearchLimits.DEPTH_LIMIT, signal, listener);
    }

    /**
     * As above, the search going at most {@code maxDepth} plies (a level's depth, so levels differ in
     * more than time; the threat searches are not cut).
     */
    public Decision choose(GomokuPosition position, long millis, int maxDepth, StopSignal signal,
                           SearchListener listener) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, not " + maxDepth);
        }
        running.begin(signal);
        try {
            return decide(position, millis, maxDepth, signal, listener);
        } finally {
            running.end();
        }
    }

    /** Stops the running {@link #choose}, from any thread; nothing when none runs. */
    public void stop() {
        running.raise();
    }

    private Decision decide(GomokuPosition position, long millis, int maxDepth, StopSignal signal,
                            SearchListener listener) {
        long start = System.nanoTime();
        long budget = Math.max(1, Math.min(millis, 1L << 40)) * 1_000_000L; // 35 years: no overflow
        int me = position.sideToMove();
        int op = 1 - me;
        GomokuPosition p = position.copy();
        ensureBuffers(p.maxMoves());
        int forced = forcedMove(p, me, op);
        if (forced != Position.NO_MOVE) {
            return new Decision(forced, p.makesFive(me, forced) ? "five" : "block", 0, 0, 0);
        }
        if (book != null) {
            int booked = book.move(p);
            // a book is data from outside the search: its move is played only if the position allows it
            if (booked != Position.NO_MOVE && p.canPlay(booked)) {
                return new Decision(booked, "book", 0, 0, 0);
            }
        }
        int win = vcf.search(p, MAX_FOURS, Long.MAX_VALUE, start + budget / 5);
        if (win != Position.NO_MOVE) {
            return new Decision(win, "vcf " + vcf.line().length + " plies", Score.WIN - vcf.line().length, 0,
                    vcf.nodes());
        }
        if (vct != null) {
            int threat = vct.searchDeepening(p, VCT_THREATS, Long.MAX_VALUE, start + budget / 8);
            if (threat != Position.NO_MOVE) {
                return new Decision(threat, "vct", 0, 0, vcf.nodes() + vct.nodes());
            }
        }
        long used = System.nanoTime() - start;
        // the search may run to 3/4 of the budget (all of it without the defence check) but starts no new
        // depth after 2/5: a depth costs several times the one before, so one begun later seldom ends
        long hard = Math.max(1, ((checkDefence ? budget * 3 / 4 : budget * 9 / 10) - used) / 1_000_000L);
        long soft = Math.max(1, Math.min(hard, (budget * 2 / 5 - used) / 1_000_000L));
        int depth = Math.min(maxDepth, SearchLimits.DEPTH_LIMIT);
        long defenceDeadline = start + budget * 17 / 20;
        SearchResult result = search != null ? search.search(p, depth, soft, hard, listener, signal)
                : engine.search(p, new SearchLimits(depth, Long.MAX_VALUE, soft, hard, false), listener, signal);
        int move = result.bestMove();
        String reason = "search";
        if (checkDefence && !Score.isDecisive(result.score()) && !signal.isRaised()) {
            int safe = safeMove(p, move, defenceDeadline);
            if (safe != move) {
                move = safe;
                reason = "search, moved off the opponent's threats";
            }
        }
        return new Decision(move, reason, result.score(), result.depth(), result.nodes() + vcf.nodes());
    }

    /** A five to complete, or the block of the opponent's five; {@link Position#NO_MOVE} if neither. */
    static int forcedMove(GomokuPosition p, int me, int op) {
        int cells = p.maxMoves();
        int block = Position.NO_MOVE;
        for (int c = 0; c < cells; c++) {
            if (p.stone(c) != 0) {
                continue;
            }
            if (p.combo(me, c) == GomokuCombo.FIVE) {
                return c;
            }
            if (block == Position.NO_MOVE && p.combo(op, c) == GomokuCombo.FIVE && p.canPlay(c)) {
                block = c;
            }
        }
        return block;
    }

    /**
     * {@code move} if the opponent has no win by continuous fours or threats after it; otherwise the first
     * candidate, in the evaluator's order, after which it has neither (within the deadline); {@code move}
     * if none is found. Its continuous fours are looked for first, as they come cheaper and beat threes.
     */
    private int safeMove(GomokuPosition p, int move, long deadline) {
        if (!opponentWins(p, move, deadline)) {
            return move;
        }
        int n = evaluator.searchMoves(p, buffer, 0);
        for (int i = 0; i < n; i++) {
            keys[i] = ((long) evaluator.orderScore(p, buffer[i]) << 32) | i;
        }
        java.util.Arrays.sort(keys, 0, n);
        for (int i = n - 1; i >= 0; i--) {
            if (System.nanoTime() >= deadline || running.isRaised()) {
                break;
            }
            int candidate = buffer[(int) keys[i]];
            if (candidate != move && !opponentWins(p, candidate, deadline)) {
                return candidate;
            }
        }
        return move;
    }

    /** True if the opponent, after {@code move}, has a win by continuous fours or (within bounds) threats. */
    private boolean opponentWins(GomokuPosition p, int move, long deadline) {
        p.play(move);
        try {
            return !p.isOver() && (vcf.search(p, MAX_FOURS, Long.MAX_VALUE, deadline) != Position.NO_MOVE
                    || defenceVct.searchDeepening(p, DEFENCE_THREATS, DEFENCE_NODES, deadline) != Position.NO_MOVE);
        } finally {
            p.undo();
        }
    }

    private void ensureBuffers(int size) {
        if (buffer.length < size) {
            buffer = new int[size];
            keys = new long[size];
        }
    }
}
