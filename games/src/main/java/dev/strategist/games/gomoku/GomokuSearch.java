package dev.strategist.games.gomoku;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.search.CutoffMemory;
import dev.strategist.search.MoveSelection;
import dev.strategist.search.PrincipalVariation;
import dev.strategist.search.RunningSignal;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import dev.strategist.search.TranspositionTable;

/**
 * Gomoku's own principal-variation search, shaped by the threats the way strong Gomoku engines search:
 * a five, the opponent's two fives and an own open four are scored as the wins and losses they are
 * without searching; the block of the opponent's single five is played at once and costs no depth; at
 * the horizon a quiescence plays only the side to move's fours that build on (a three or a two beside
 * them on another line; each forcing its block), at most two a line, so a short win by fours is seen
 * wherever the search ends; quiet positions far above beta or below alpha are
 * cut at shallow depth (futility pruning, razoring into the quiescence); late moves are skipped at shallow
 * depth (move-count pruning) and searched shallower elsewhere (late-move reductions), threats among them,
 * as the ordering puts the threats that matter first; a table move that alone holds its score is searched a
 * ply deeper (singular extension); where a four or an open three stands on the board
 * only the first few moves are searched at all. Against the opponent's open three only the moves that can
 * stop it (or answer with a four) are searched ({@link GomokuCandidates}). On request (the shape's {@code attack}
 * and {@code attack-keep}) a three or four that continues its side's attack of threes is reduced less or kept past
 * the move count; measured level against Rapfi, so off by default. So is a correction history (the shape's
 * {@code correct}): what searches found against the static evaluation, added to later evaluations by each side's stones.
 * Four of Rapfi's habits are settings, off by default until matches judge them ({@code defend-four-three} too: against
 * the opponent's four-three only the moves that can stop it): {@code root-reduce} reduces the root's
 * late moves as the tree's are (the root otherwise searches every candidate at full depth, about half of each
 * iteration's nodes), {@code improved-less} searches the moves after one that raised alpha shallower at the root and
 * PV nodes, and {@code quick-win} scores an unanswerable four-three or double three as the win it is on entry.
 * Two more are settings as well: a history with bonus and penalty that orders the moves and shifts their reductions
 * ({@code history-order}, {@code history-reduce}, {@code history-penalty}, {@code history-shape}), and less reduction
 * on the main line ({@code pv-less}). A mark of the main line is kept in the table, and by default late moves at a node
 * that never bore it are reduced a ply more ({@code pv-more=1}; {@code pv-more=0} searches as before it). Three more
 * of Rapfi's steps are settings, off by default: a node with no table move searched shallower ({@code iir}, from
 * {@code iir-from} plies left), late moves at expected cut nodes reduced more ({@code cut-more}), and a main-line node
 * whose table move is much shallower searched shallower ({@code tt-less}). Multi-cut is a setting too, off by default
 * ({@code mc-moves}, {@code mc-needed}, {@code mc-reduce}, {@code mc-from}): at an expected cut node with no threat on
 * the board, the first moves searched shallower at beta, enough of them reaching it cutting the node. A counter-move
 * history is one more, off by default ({@code cont-history}): what cut after the opponent's last move, by its cell and
 * the answer's, added to the order; and so is futility and razoring comparing a table bound that lies beyond the
 * static evaluation in its place ({@code tt-eval}).
 *
 * <p>The generic {@code Engine} stays the textbook search every game shares; this one trades its
 * generality for Gomoku's forcing structure. One instance per thread; nothing is allocated per node.
 */
public final class GomokuSearch {
    private static final int MAX_PLY = Score.MAX_PLY;
    private static final int CHECK_EVERY = 256;
    /**
     * The own fours one quiescence line may chain. Every line of fours followed to its end (eight) took nearly
     * all the nodes, as the quiescence keeps no table; two keep the four-three and the double four in sight
     * and scored more against PentaZen than one (docs/benchmarks/gomoku.md).
     */
    private static final int QUIESCENCE_FOURS = 2;
    /**
     * Futility pruning and razoring at shallow depth, late-move reductions, move-count pruning, and a table move
     * that failed high tested for being singular: a search at half the depth without it, in a window some units a
     * ply of depth below its score; a move that alone holds is searched a ply deeper, as the only defence or the
     * only attack of a forcing line is, and when the other moves hold too the node is cut at once (multi-cut). It
     * made the wins PentaZen proved against us cheaper to prove and avoided more of its mistakes. A reduced move
     * that fails high by a margin (plus more for each ply it was reduced) is searched again a ply deeper than its
     * full depth: a late move that surprises by that much is most often a threat line the order did not see
     * (Rapfi's deeper re-search). Where a four or an open three stands on the board (from the second ply) only the
     * ordering's first few moves are searched: the threats and their blocks hold the answer there, and the rest
     * only widen the tree the threat lines run through (PentaZen's caps, which took our search a ply deeper). The
     * numbers of each are the shape's (docs/benchmarks/gomoku.md).
     */
    private final int futilityDepth;
    private final int futilityMargin;
    private final int razorDepth;
    private final int razorMargin;
    private final int singularDepth;
    private final int singularMargin;
    /** The table move's depth may be this many plies short of the node's for the singular test. */
    static final int SINGULAR_TABLE_DEPTH = 2;
    private final int deeperMargin;
    private final int deeperPerPly;
    private final int[][] reductions;
    /**
     * Plies less reduction for a move that makes an open three or more when the mover's move two plies before did
     * too (0: none, the default): such a chain is an attack by threats, each answered by a block, and a reduced
     * link shortens the whole line the attacker needs, ours and the opponent's alike (Rapfi's continuing attack).
     */
    private final int attackLess;
    /**
     * A continuing attack's move is searched even past the move-count pruning's cap (off by default): at shallow
     * depth the cap keeps four to seven moves (two or three when not improving), and a three that continues an
     * attack cut there ends the threat line at the horizon's doorstep.
     */
    private final boolean attackKeep;
    /** Whether the moves' combinations are kept for a continuing attack ({@link #attackLess}, {@link #attackKeep}). */
    private final boolean attackOn;
    /** The mover's own combination ({@link GomokuCombo}) of the move played at each ply; kept only when attackOn. */
    private final int[] madeCombo = new int[MAX_PLY + 2];
    private final int[] moveCount;
    private final int[] threatMoveCount;
    private final GomokuSearchShape shape;
    /**
     * Correction history (Stockfish's): what searches found against the static evaluation, kept by the side to
     * move and a hash of each side's stones alone, and added to later evaluations of positions that share those
     * stones. The evaluation judges each line's shape by itself; the searches below a position see how the shapes
     * work together, and a side's stones recur across many positions of one search. Per cent of it applied
     * ({@link GomokuSearchShape}'s {@code correct}; 0, the default, keeps no history).
     */
    private final int correct;
    /** Plies left from which a move's ordering key adds its child's static evaluation ({@code order-eval}; 0: never). */
    private final int orderEvalFrom;
    /** Per cent of that evaluation added to the key ({@code order-eval-weight}). */
    private final int orderEvalWeight;
    /**
     * Whether a node whose side to move has a four-three or a double three that the opponent cannot outpace is
     * scored as a win in five plies on entry ({@code quick-win}; off by default).
     */
    private final boolean quickWin;
    /** Plies less depth for the moves after one that raised alpha at the root or a PV node ({@code improved-less}). */
    private final int improvedLess;
    /** {@link #improvedLess} applies with fewer plies left than this ({@code improved-below}). */
    private final int improvedBelow;
    /** The root's late moves are reduced as the tree's less this minus one ({@code root-reduce}; 0: not reduced). */
    private final int rootReduce;
    /** Against the opponent's four-three only the moves that can stop it ({@code defend-four-three}). */
    private final boolean defendFourThree;
    /**
     * Plies a late move's reduction shifts at the bound of its history ({@code history-reduce}; 0: none, and the moves
     * are ordered by the cut-off count of {@link CutoffMemory}). When on, {@link #gains} orders them instead: a bonus
     * to the move that cut and a penalty to the moves searched before it, so a move that keeps failing to cut sinks
     * (the count only ever grows) and is reduced more, and one that keeps cutting is reduced less (Rapfi's).
     */
    private final int historyReduce;
    /** Plies less reduction at a node on, or once on, the main line ({@code pv-less}; 0: none, no mark kept). */
    private final int pvLess;
    /**
     * Hundredths of a logit the history with bonus and penalty adds to a move's order value at its bound
     * ({@code history-order}; 0: it only breaks ties): the learned values judge a move by its shapes alone, the
     * history by what it did in this search, and blended the history can pass the killers as Rapfi's does.
     */
    private final int historyOrder;
    /** Per cent of the bonus the moves searched before a cut-off lose ({@code history-penalty}). */
    private final int historyPenalty;
    /**
     * Whether that history is kept by the move's shapes for each side ({@code history-shape}) rather than its cell: a
     * cell's lesson is lost when the stones around it change, a shape's carries to every cell that has it.
     */
    private final boolean historyShape;
    /** Plies more reduction at a node never on the main line ({@code pv-more}; 1 by default, 0: none). */
    private final int pvMore;
    /** Whether the table's main-line mark is written and read ({@code pv-less} or {@code pv-more}). */
    private final boolean pvMarked;
    /** Plies less depth at a node with {@link #iirFrom} or more left and no table move ({@code iir}; 0: none). */
    private final int iir;
    private final int iirFrom;
    /** Plies more reduction for late moves at an expected cut node ({@code cut-more}; 0: none). */
    private final int cutMore;
    /** Hundredths of a ply less at a main-line node per ply its table move is shallower ({@code tt-less}; 0: none). */
    private final int ttLess;
    /** Whether futility and razoring read a table bound beyond the static evaluation ({@code tt-eval}). */
    private final boolean ttEval;
    /** The multi-cut's moves, how many must reach beta, their reduction and its least depth ({@code mc-moves}...). */
    private final int mcMoves;
    private final int mcNeeded;
    private final int mcReduce;
    private final int mcFrom;
    /** Nodes the multi-cut failed high in the last search. */
    private long multiCuts;
    /** By ply: whether the node there is an expected cut node, set by its parent before each call. */
    private final boolean[] cutNode = new boolean[MAX_PLY + 2];
    /** A side's entries in the history by shapes (a power of two); the shapes' pair is hashed into them. */
    private static final int SHAPE_GAINS = 1 << 16;
    /** A history entry's bound either way; the ordering key adds it so the low half stays positive. */
    private static final int GAIN_LIMIT = 1 << 14;
    /** By side to move, then cell: the history with bonus and penalty; null unless {@link #historyReduce} is on. */
    private int[] gains;
    /**
     * Hundredths of a logit the counter-move history adds to a move's order value at its bound ({@code cont-history};
     * 0: none, no table kept). Keyed by the opponent's last move's cell and the answer's cell rather than by their
     * offset: an offset would carry a lesson to every place on the board, but an answer's worth depends on the stones
     * around both cells, and a 15 x 15 board's pairs are few enough (about 50 K a side) to learn each exactly.
     */
    private final int contHistory;
    /**
     * By side to move, the opponent's last move's cell, then the move's cell: the counter-move history, bonus to the
     * move that cut and penalty to those searched before it, as {@link #gains}; null unless {@link #contHistory} is on.
     */
    private int[] conts;
    /** Hundredths of a logit the follow-up history adds to a move's order value at its bound (0: none kept). */
    private final int followHistory;
    /**
     * By side to move, the side's own move two plies back, then the move's cell: the follow-up history, learned as
     * {@link #conts}; null unless {@link #followHistory} is on.
     */
    private int[] follows;
    /** Per cent of the histories with bonus and penalty a search starts from ({@code history-keep}; 0: empty). */
    private final int historyKeep;
    /** Plies a late move's reduction shifts at the pair histories' mean bound ({@code pair-reduce}; 0: none). */
    private final int pairReduce;
    /** Entries a side's table holds (a power of two). */
    private static final int CORRECTION_SIZE = 1 << 14;
    /** An entry counts evaluation units in sixteenths. */
    private static final int CORRECTION_GRAIN = 16;
    /** An entry's bound, in sixteenths: 256 evaluation units. */
    private static final int CORRECTION_LIMIT = 256 * CORRECTION_GRAIN;
    /** By side to move: its own stones' entries, then the opponent's; null when {@link #correct} is 0. */
    private final int[] corrections;
    /** An evaluation this large counts a decisive-looking combination: never pruned on. */
    private static final int TIER = GomokuEvaluator.TIER;

    private final GomokuEvaluator evaluator;
    private final GomokuMoveValues values;
    private final TranspositionTable table;
    private final int[] staticEval = new int[MAX_PLY + 2];
    /** The move a singular test leaves out at a ply, {@link Position#NO_MOVE} when none is. */
    private final int[] excluded = new int[MAX_PLY + 2];
    /** The iteration's depth. */
    private int rootDepth;
    /** Table moves found singular (and searched deeper) in the last search. */
    private long singularMoves;
    private final PrincipalVariation pv = new PrincipalVariation(MAX_PLY);
    private int cells;
    private int[] moveStack = new int[0];
    private long[] keyStack = new long[0];
    /** Each generated move's order score, beside it in {@link #moveStack}. */
    private int[] orderStack = new int[0];
    /** Killers and history by cell, made for the board's size at the first search of it. */
    private CutoffMemory cutoffs;

    private GomokuPosition position;
    private long nodes;
    private long hardDeadline;
    private boolean aborted;
    private final RunningSignal running = new RunningSignal();

    /**
     * A search with a table of {@code tableMegabytes} MB, at most {@code width} quiet moves a node (0: all),
     * judging by the hand-set line shapes and keeping moves by the shapes they make and block.
     */
    public GomokuSearch(int tableMegabytes, int width) {
        this(tableMegabytes, width, null, null);
    }

    /**
     * As above, judging positions by {@code weights} (null: the hand-set line shapes) and ordering and
     * keeping moves by {@code values} (null: the shapes they make and block), as the engine player does.
     */
    public GomokuSearch(int tableMegabytes, int width, GomokuWeights weights, GomokuMoveValues values) {
        this(tableMegabytes, width, weights, values, GomokuSearchShape.DEFAULT);
    }

    /** As above, its tree shaped by {@code shape}'s margins, reductions and caps. */
    public GomokuSearch(int tableMegabytes, int width, GomokuWeights weights, GomokuMoveValues values,
                        GomokuSearchShape shape) {
        if (width < 0) {
            throw new IllegalArgumentException("search width cannot be negative: " + width);
        }
        this.table = new TranspositionTable(Math.max(1, tableMegabytes));
        this.values = values;
        this.evaluator = new GomokuEvaluator(0, width, weights, values);
        this.shape = shape;
        // copied into this search's own fields: read at every node, each one load rather than two
        this.futilityDepth = shape.futilityDepth;
        this.futilityMargin = shape.futilityMargin;
        this.razorDepth = shape.razorDepth;
        this.razorMargin = shape.razorMargin;
        this.singularDepth = shape.singularDepth;
        this.singularMargin = shape.singularMargin;
        this.deeperMargin = shape.deeperMargin;
        this.deeperPerPly = shape.deeperPerPly;
        this.reductions = shape.reductions;
        this.attackLess = shape.attackLess;
        this.attackKeep = shape.attackKeep;
        this.attackOn = attackLess > 0 || attackKeep;
        this.moveCount = shape.moveCount;
        this.threatMoveCount = shape.threatMoveCount;
        this.correct = shape.correct;
        this.orderEvalFrom = shape.orderEvalFrom;
        this.orderEvalWeight = shape.orderEvalWeight;
        this.quickWin = shape.quickWin;
        this.improvedLess = shape.improvedLess;
        this.improvedBelow = shape.improvedBelow;
        this.rootReduce = shape.rootReduce;
        this.defendFourThree = shape.defendFourThree;
        this.historyReduce = shape.historyReduce;
        this.pvLess = shape.pvLess;
        this.historyOrder = shape.historyOrder;
        this.historyPenalty = shape.historyPenalty;
        this.historyShape = shape.historyShape;
        this.pvMore = shape.pvMore;
        this.pvMarked = pvLess > 0 || pvMore > 0;
        this.iir = shape.iir;
        this.iirFrom = shape.iirFrom;
        this.cutMore = shape.cutMore;
        this.ttLess = shape.ttLess;
        this.ttEval = shape.ttEval;
        this.mcMoves = shape.mcMoves;
        this.mcNeeded = shape.mcNeeded;
        this.mcReduce = shape.mcReduce;
        this.mcFrom = shape.mcFrom;
        this.contHistory = shape.contHistory;
        this.followHistory = shape.followHistory;
        this.pairReduce = shape.pairReduce;
        this.historyKeep = shape.historyKeep;
        this.corrections = correct > 0 ? new int[4 * CORRECTION_SIZE] : null;
    }

    /** The shape of this search's tree. */
    public GomokuSearchShape shape() {
        return shape;
    }

    /** How many nodes the last search's multi-cut failed high. */
    long multiCuts() {
        return multiCuts;
    }

    /** How many table moves the last search found singular and searched a ply deeper. */
    long singularMoves() {
        return singularMoves;
    }

    /** Forgets the table, the histories and the corrections between games. */
    public void clear() {
        table.clear();
        keep(gains, 0);
        keep(conts, 0);
        keep(follows, 0);
        if (corrections != null) {
            java.util.Arrays.fill(corrections, 0);
        }
    }

    /** Stops the running search from any thread: it answers with its last finished depth. */
    public void stop() {
        running.raise();
    }

    /**
     * Searches {@code root} (not over) to at most {@code maxDepth} plies, starting no new depth after
     * {@code softMillis} and stopping at {@code hardMillis}, {@code signal} or {@link #stop()}, then
     * answering with the last finished depth's move (before the first, the move the ordering put first).
     * The position is left as it was.
     */
    public SearchResult search(GomokuPosition root, int maxDepth, long softMillis, long hardMillis,
                               SearchListener listener, StopSignal signal) {
        running.begin(signal);
        try {
            return iterate(root, maxDepth, softMillis, hardMillis, listener, signal);
        } finally {
            running.end();
            position = null;
        }
    }

    private SearchResult iterate(GomokuPosition root, int maxDepth, long softMillis, long hardMillis,
                                 SearchListener listener, StopSignal signal) {
        long start = System.nanoTime();
        position = root;
        nodes = 0;
        hardDeadline = hardMillis > 0 && hardMillis < 1L << 40 ? start + hardMillis * 1_000_000L : Long.MAX_VALUE;
        aborted = false;
        prepare(root.maxMoves());
        table.newSearch();
        cutoffs.clear();
        keep(gains, historyKeep);
        keep(conts, historyKeep);
        keep(follows, historyKeep);
        int[] buffer = new int[cells];
        int count = GomokuCandidates.write(root, buffer, 0, 0, values);
        if (count == 0) {
            throw new IllegalStateException("the game is over: " + root.outcome());
        }
        if (defendFourThree) {
            count = keepDefences(root, buffer, null, 0, count);
        }
        int[] rootMoves = java.util.Arrays.copyOf(buffer, count);
        orderRoot(root, rootMoves);
        int bestScore = 0;
        int[] bestPv = {rootMoves[0]};
        int completed = 0;
        boolean stopped = false;
        java.util.Arrays.fill(excluded, Position.NO_MOVE);
        singularMoves = 0;
        multiCuts = 0;
        for (int depth = 1; depth <= Math.min(maxDepth, MAX_PLY - 8); depth++) {
            rootDepth = depth;
            int score = searchRoot(rootMoves, count, depth);
            if (aborted) {
                stopped = true;
                // the previous best is searched first: a new best found before the abort beat it
                if (pv.rootMove(rootMoves[0]) != rootMoves[0]) {
                    moveToFront(rootMoves, pv.rootMove(rootMoves[0]));
                    bestPv = pv.rootLine();
                    bestScore = score;
                }
                break;
            }
            int best = pv.rootMove(rootMoves[0]);
            completed = depth;
            moveToFront(rootMoves, best);
            bestPv = pv.rootLine();
            bestScore = score;
            long elapsed = (System.nanoTime() - start) / 1_000_000L;
            listener.onIteration(new SearchInfo(depth, score, bestPv.clone(), nodes,
                    perSecond(nodes, System.nanoTime() - start), elapsed));
            if (Score.isDecisive(score) && Score.pliesToEnd(score) <= depth || count == 1) {
                break;
            }
            if (softMillis > 0 && elapsed >= softMillis || signal.isRaised()) {
                stopped = depth < maxDepth;
                break;
            }
        }
        long elapsed = (System.nanoTime() - start) / 1_000_000L;
        return new SearchResult(rootMoves[0], bestScore, completed, bestPv, nodes, elapsed, stopped,
                new int[] {rootMoves[0]}, new int[] {bestScore});
    }

    /** One depth over the root moves, the best so far first; the best score (its line in {@code pv[0]}). */
    private int searchRoot(int[] moves, int count, int depth) {
        GomokuPosition p = position;
        int alpha = -Score.INFINITE;
        int beta = Score.INFINITE;
        pv.clear(0);
        nodes++;
        staticEval[0] = corrected(p, evaluator.evaluate(p));
        int best = -Score.INFINITE;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (attackOn) {
                madeCombo[0] = p.combo(p.sideToMove(), move);
            }
            p.play(move);
            int score;
            if (i == 0) {
                cutNode[1] = false;
                score = -pvs(depth - 1, 1, -beta, -alpha, true);
            } else {
                cutNode[1] = true;
                int reduce = rootReduce > 0 && depth >= 3 && i >= 2 ? Math.max(0, Math.min(depth - 2,
                        reductions[Math.min(depth, 63)][Math.min(i + 1, 63)] - (rootReduce - 1))) : 0;
                score = -pvs(depth - 1 - reduce, 1, -alpha - 1, -alpha, false);
                if (reduce > 0 && score > alpha && !aborted) {
                    score = -pvs(depth - 1, 1, -alpha - 1, -alpha, false);
                }
                if (score > alpha && !aborted) {
                    cutNode[1] = false;
                    score = -pvs(depth - 1, 1, -beta, -alpha, true);
                }
            }
            p.undo();
            if (aborted) {
                return best;
            }
            if (score > best) {
                best = score;
                pv.update(0, move);
                alpha = Math.max(alpha, score);
                if (improvedLess > 0 && depth > 2 && depth < improvedBelow && Math.abs(score) < TIER
                        && !Score.isDecisive(score)) {
                    depth -= improvedLess;
                }
            }
        }
        return best;
    }

    private int pvs(int depth, int ply, int alpha, int beta, boolean pvNode) {
        int entered = enter(ply);
        if (entered != OPEN) {
            return entered;
        }
        GomokuPosition p = position;
        int me = p.sideToMove();
        int op = 1 - me;
        boolean cut = !pvNode && cutNode[ply];
        alpha = Math.max(alpha, -(Score.WIN - ply));
        beta = Math.min(beta, Score.WIN - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        if (p.comboCount(op, GomokuCombo.FIVE) == 1) {
            return forcedBlock(depth, ply, alpha, beta, pvNode, false, 0);
        }
        if (depth <= 0) {
            return quiesce(ply, alpha, beta, 0);
        }
        long hash = p.hash();
        int ttMove = Position.NO_MOVE;
        int skip = excluded[ply];
        int ttScore = 0;
        int ttDepth = -1;
        int ttBound = 0;
        int slot = table.probe(hash);
        // on the main line now, or when the table last stored this node; read only when pv-less or pv-more is on
        boolean ttPv = pvMarked && (pvNode || slot >= 0 && table.wasPv(slot));
        if (slot >= 0) {
            ttMove = table.move(slot);
            ttDepth = table.depth(slot);
            ttBound = table.bound(slot);
            ttScore = table.score(slot, ply);
            if (skip != Position.NO_MOVE) {
                // a singular test asks about the other moves: neither the table's answer nor its move serves
                ttMove = Position.NO_MOVE;
            } else if (!pvNode && ttDepth >= depth) {
                if (ttBound == TranspositionTable.EXACT || ttBound == TranspositionTable.LOWER && ttScore >= beta
                        || ttBound == TranspositionTable.UPPER && ttScore <= alpha) {
                    return ttScore;
                }
            }
        }
        int eval = corrected(p, evaluator.evaluate(p));
        staticEval[ply] = eval;
        boolean improving = ply < 2 || eval > staticEval[ply - 2];
        int pruneEval = eval;
        // below a tier a score is never decisive (a tier is far below a win)
        if (ttEval && slot >= 0 && skip == Position.NO_MOVE && Math.abs(ttScore) < TIER
                && (ttScore > eval ? ttBound != TranspositionTable.UPPER : ttBound != TranspositionTable.LOWER)) {
            // the bound lies beyond the evaluation on its own side: the true score is at least (or at most) that far
            pruneEval = ttScore;
        }
        if (!pvNode && Math.abs(eval) < TIER && !Score.isDecisive(alpha) && !Score.isDecisive(beta)) {
            if (depth <= futilityDepth && pruneEval - futilityMargin * (improving ? depth - 1 : depth) >= beta
                    && depth > 0) {
                return pruneEval;
            }
            if (depth <= razorDepth && pruneEval + razorMargin * depth < alpha) {
                return quiesce(ply, alpha, alpha + 1, 0);
            }
        }

        if (ttLess > 0 && pvNode && depth > 1 && skip == Position.NO_MOVE && ttDepth < depth && p.canPlay(ttMove)) {
            // the main line's move here comes from a much shallower search: the last iterations did not come back
            // to it, so it is likely off the line that matters now (Rapfi's)
            depth -= Math.min(Math.min(3, depth - 1), ((depth - ttDepth) * ttLess + 50) / 100);
        }
        int extendFirst = 0;
        // the extension is bounded by the line's length (twice the iteration's depth), or chains of singular
        // moves could run a line on without end
        if (depth >= singularDepth && skip == Position.NO_MOVE && ttBound == TranspositionTable.LOWER
                && ttDepth >= depth - SINGULAR_TABLE_DEPTH && !Score.isDecisive(ttScore) && ply < 2 * rootDepth
                && p.canPlay(ttMove)) {
            int singularBeta = ttScore - singularMargin * depth;
            excluded[ply] = ttMove;
            int score = pvs(depth / 2, ply, singularBeta - 1, singularBeta, false);
            excluded[ply] = Position.NO_MOVE;
            pv.clear(ply);
            if (aborted) {
                return 0;
            }
            if (score < singularBeta) {
                extendFirst = 1;
                singularMoves++;
            } else if (singularBeta >= beta) {
                return singularBeta;
            }
        }
        if (iir > 0 && depth >= iirFrom && skip == Position.NO_MOVE && !p.canPlay(ttMove)) {
            // no move from an earlier search to order by: a shallower search now is cheap, and the next
            // iteration meets this node again with the move it found
            depth -= iir;
        }
        int offset = ply * cells;
        // the table move goes first, before the other moves are generated: it often cuts, and then
        // generating and ordering them (much of a node's own work) is saved; canPlay also refuses NO_MOVE
        // and a table move from another position that shares the hash
        boolean staged = p.canPlay(ttMove);
        int n;
        if (mcMoves > 0 && cut && skip == Position.NO_MOVE && depth >= mcFrom && !Score.isDecisive(beta)
                && Math.abs(eval) < TIER && !threatened(p)) {
            // multi-cut: the moves are generated whole (the table move first), the first few searched shallower;
            // the loop below then finds them in the same order, as pickNext leaves a sorted prefix where it was
            n = allMoves(p, offset, ply, depth, ttMove, staged);
            staged = false;
            if (multiCut(p, offset, n, ply, depth, beta)) {
                multiCuts++;
                return beta;
            }
            if (aborted) {
                return 0;
            }
        } else if (staged) {
            moveStack[offset] = ttMove;
            keyStack[offset] = Long.MAX_VALUE;
            n = 1;
        } else {
            n = orderedMoves(p, offset, ply, depth, Position.NO_MOVE);
        }
        int moveLimit = depth < moveCount.length ? moveCount[depth] / (improving ? 1 : 2) : Integer.MAX_VALUE;
        int threatLimit = ply >= 2 && depth < threatMoveCount.length && threatened(p)
                ? threatMoveCount[depth] : Integer.MAX_VALUE;
        // the mover's last move (two plies up) made an open three or more, and the opponent has no open three to
        // answer first: this node's threats continue an attack
        boolean attacking = attackOn && ply >= 2 && madeCombo[ply - 2] >= GomokuCombo.OPEN_THREE
                && p.comboCount(op, GomokuCombo.OPEN_FOUR) == 0;
        int contRow = pairReduce > 0 && conts != null ? pairRow(me, p.lastMove()) : -1;
        int followRow = pairReduce > 0 && follows != null ? pairRow(me, p.moveBeforeLast()) : -1;
        int pairsKept = (contRow >= 0 ? 1 : 0) + (followRow >= 0 ? 1 : 0);
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = Position.NO_MOVE;
        for (int i = 0; i < n || staged; i++) {
            if (staged && i == 1) {
                // the table move did not cut: now the others
                staged = false;
                n = 1 + orderedMoves(p, offset + 1, ply, depth, ttMove);
                if (i >= n) {
                    break;
                }
            }
            if (i >= threatLimit && best > -TIER) {
                break;
            }
            int move = MoveSelection.pickNext(moveStack, keyStack, offset, i, n);
            if (move == skip) {
                continue;
            }
            // a threat is no exception: exempting every move that makes or blocks a three kept most of a
            // node's moves at full depth and cost a ply (docs/benchmarks/gomoku.md)
            boolean late = move != ttMove;
            int made = attackOn ? p.combo(me, move) : 0;
            if (i >= moveLimit && late && best > -TIER
                    && !(attackKeep && attacking && made >= GomokuCombo.OPEN_THREE)) {
                continue;
            }
            int reduce = 0;
            if (depth >= 3 && i >= 2 && late) {
                reduce = Math.min(depth - 2, reductions[Math.min(depth, 63)][Math.min(i + 1, 63)]);
                if (attacking && made >= GomokuCombo.OPEN_THREE) {
                    reduce = Math.max(0, reduce - attackLess);
                }
                if (gains != null) {
                    // a history at its bound shifts the reduction by historyReduce plies: good less, bad more
                    reduce -= gains[gainSlot(p, me, move)] * historyReduce / GAIN_LIMIT;
                }
                if (pairsKept > 0) {
                    // the pair histories' mean at its bound shifts it by pairReduce plies the same way, rounded:
                    // a pair's entry learns from few cut-offs, and truncated it would rarely move a ply
                    long pairs = (contRow >= 0 ? conts[contRow + move] : 0)
                            + (followRow >= 0 ? follows[followRow + move] : 0);
                    long shift = pairs * pairReduce;
                    long whole = (long) pairsKept * GAIN_LIMIT;
                    reduce -= (int) ((shift + (shift >= 0 ? whole / 2 : -whole / 2)) / whole);
                }
                if (ttPv) {
                    reduce -= pvLess;
                } else {
                    // off the main line, now and when stored, a late move is the least likely of all to matter
                    reduce += pvMore;
                }
                if (cut && move != cutoffs.killer(ply, 0) && move != cutoffs.killer(ply, 1)) {
                    // a killer is the move most likely to cut here, so only the others are reduced more (Rapfi's)
                    reduce += cutMore;
                }
                reduce = Math.max(0, Math.min(depth - 2, reduce));
            }
            madeCombo[ply] = made;
            p.play(move);
            int score;
            if (i == 0) {
                cutNode[ply + 1] = !pvNode && !cut;
                score = -pvs(depth - 1 + (move == ttMove ? extendFirst : 0), ply + 1, -beta, -alpha, pvNode);
            } else {
                // a reduced late move is expected to fail low, so its child to cut; searched again, it is not
                cutNode[ply + 1] = reduce > 0 || !cut;
                score = -pvs(depth - 1 - reduce, ply + 1, -alpha - 1, -alpha, false);
                if (reduce > 0 && score > alpha && !aborted) {
                    cutNode[ply + 1] = !cut;
                    // bounded as the singular extension is, by twice the iteration's depth
                    int deeper = score > alpha + deeperMargin + deeperPerPly * reduce && ply < 2 * rootDepth ? 1 : 0;
                    score = -pvs(depth - 1 + deeper, ply + 1, -alpha - 1, -alpha, false);
                }
                if (pvNode && score > alpha && score < beta && !aborted) {
                    cutNode[ply + 1] = false;
                    score = -pvs(depth - 1, ply + 1, -beta, -alpha, true);
                }
            }
            p.undo();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    pv.update(ply, move);
                    if (alpha >= beta) {
                        rememberCutoff(me, move, ply, depth);
                        if (gains != null) {
                            learnGains(p, me, offset, i, depth, skip);
                        }
                        if (conts != null) {
                            learnRow(conts, pairRow(me, p.lastMove()), offset, i, depth, skip);
                        }
                        if (follows != null) {
                            learnRow(follows, pairRow(me, p.moveBeforeLast()), offset, i, depth, skip);
                        }
                        break;
                    }
                    // the moves after one that raised alpha are searched shallower (Rapfi's): at a PV node the
                    // first move is most often the best, and the others need only show they are not better
                    if (improvedLess > 0 && pvNode && depth > 2 && depth < improvedBelow && Math.abs(score) < TIER
                            && !Score.isDecisive(score)) {
                        depth -= improvedLess;
                    }
                }
            }
        }
        if (bestMove == Position.NO_MOVE) {
            // every move was pruned: the position is judged as the evaluation sees it, but a singular test that
            // searched no other move has found the table move alone
            return skip != Position.NO_MOVE ? alpha : eval;
        }
        if (skip != Position.NO_MOVE) {
            return best;
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        // a bound says which way the evaluation erred only when it lies on the far side of it
        if (corrections != null && !Score.isDecisive(best) && Math.abs(eval) < TIER
                && (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && best > eval
                || bound == TranspositionTable.UPPER && best < eval)) {
            learnCorrection(p, best - eval, depth);
        }
        table.store(hash, depth, bound, best, ply, bestMove, ttPv);
        return best;
    }

    /**
     * The horizon: the side to move may stand on the evaluation or play one of its fours, each answered by
     * the forced block, so lines of continuous fours are followed to their end (or {@link #QUIESCENCE_FOURS}).
     */
    private int quiesce(int ply, int alpha, int beta, int fours) {
        int entered = enter(ply);
        if (entered != OPEN) {
            return entered;
        }
        GomokuPosition p = position;
        int me = p.sideToMove();
        int op = 1 - me;
        if (p.comboCount(op, GomokuCombo.FIVE) == 1) {
            return forcedBlock(0, ply, alpha, beta, false, true, fours);
        }
        int eval = corrected(p, evaluator.evaluate(p));
        if (eval >= beta || fours >= QUIESCENCE_FOURS) {
            return eval;
        }
        if (eval > alpha) {
            alpha = eval;
        }
        int offset = ply * cells;
        int n = p.fourCells(me, moveStack, offset);
        boolean forbidden = p.rule().hasForbiddenMoves(me);
        int best = eval;
        for (int i = 0; i < n; i++) {
            int move = moveStack[offset + i];
            int combo = p.combo(me, move);
            // a four that builds nothing (no three or two beside it on another line) only delays: the block
            // answers it and the line is dead, and in a crowded position such fours multiplied the horizon's
            // lines; without them wins were proved cheaper and more games won (docs/benchmarks/gomoku.md)
            if (combo != GomokuCombo.FOUR_THREE && (combo != GomokuCombo.FOUR || !p.builds(me, move))
                    || forbidden && p.mayBeForbidden(move) && p.isForbidden(move)) {
                continue;
            }
            p.play(move);
            int score = -quiesce(ply + 1, -beta, -alpha, fours + 1);
            p.undo();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    pv.update(ply, move);
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** {@code eval} (the side to move's static evaluation) with the learned correction added. */
    private int corrected(GomokuPosition p, int eval) {
        if (corrections == null || Math.abs(eval) >= TIER) {
            return eval;
        }
        int me = p.sideToMove();
        return eval + (corrections[correctionSlot(p, me)] + corrections[correctionSlot(p, 1 - me)]) * correct
                / (200 * CORRECTION_GRAIN);
    }

    /**
     * Moves both entries of {@code p} towards {@code error} (the search's score less the corrected evaluation),
     * by more for a deeper search; an entry near its bound moves less (Stockfish's gravity), so old lessons fade.
     */
    private void learnCorrection(GomokuPosition p, int error, int depth) {
        int step = Math.max(-CORRECTION_LIMIT / 4,
                Math.min(CORRECTION_LIMIT / 4, error * CORRECTION_GRAIN * depth / 8));
        int me = p.sideToMove();
        nudge(correctionSlot(p, me), step);
        nudge(correctionSlot(p, 1 - me), step);
    }

    private void nudge(int at, int step) {
        int v = corrections[at];
        corrections[at] = v + step - v * Math.abs(step) / CORRECTION_LIMIT;
    }

    /** Where {@code side}'s stones' entry lies in the side to move's tables (its own stones' first). */
    private static int correctionSlot(GomokuPosition p, int side) {
        int table = 2 * p.sideToMove() + (side == p.sideToMove() ? 0 : 1);
        return table * CORRECTION_SIZE + ((int) (p.sideHash(side) >>> 50) & (CORRECTION_SIZE - 1));
    }

    /** The one move against the opponent's single five, played without spending depth. */
    private int forcedBlock(int depth, int ply, int alpha, int beta, boolean pvNode, boolean quiescence,
                            int fours) {
        GomokuPosition p = position;
        int me = p.sideToMove();
        int block = p.fiveCell(1 - me, -1);
        if (p.rule().hasForbiddenMoves(me) && p.mayBeForbidden(block) && p.isForbidden(block)) {
            return -(Score.WIN - ply - 2);
        }
        if (attackOn) {
            madeCombo[ply] = p.combo(me, block);
        }
        p.play(block);
        cutNode[ply + 1] = !pvNode && !cutNode[ply];
        int score = quiescence ? -quiesce(ply + 1, -beta, -alpha, fours)
                : -pvs(depth, ply + 1, -beta, -alpha, pvNode);
        p.undo();
        if (!aborted && score > alpha) {
            pv.update(ply, block);
        }
        return score;
    }

    /**
     * Where the opponent has a four-three to make and neither a four nor an open three, keeps of the {@code n}
     * {@code moves} at {@code offset} (and their {@code order} values beside them, if any) only those that can stop
     * it: its cell, the cells within four of it on its four lines (the four's five point and the three's defences
     * lie there), and our own fours; every other move loses to the four-three. The count kept (all {@code n} when
     * none would be).
     */
    private int keepDefences(GomokuPosition p, int[] moves, int[] order, int offset, int n) {
        int me = p.sideToMove();
        int op = 1 - me;
        if (n <= 1 || p.comboCount(op, GomokuCombo.FOUR_THREE) == 0 || p.comboCount(op, GomokuCombo.OPEN_FOUR) > 0
                || p.comboCount(op, GomokuCombo.FIVE) > 0) {
            return n;
        }
        int threat = -1;
        for (int c = 0; c < cells && threat < 0; c++) {
            if (p.stone(c) == 0 && p.combo(op, c) == GomokuCombo.FOUR_THREE) {
                threat = c;
            }
        }
        if (threat < 0) {
            return n;
        }
        int size = p.size();
        int tx = threat % size;
        int ty = threat / size;
        int kept = 0;
        for (int i = offset; i < offset + n; i++) {
            int m = moves[i];
            int dx = Math.abs(m % size - tx);
            int dy = Math.abs(m / size - ty);
            int made = p.combo(me, m);
            boolean onLine = (dx == 0 || dy == 0 || dx == dy) && Math.max(dx, dy) <= 4;
            if (onLine || made == GomokuCombo.FOUR || made >= GomokuCombo.FOUR_THREE) {
                moves[offset + kept] = m;
                if (order != null) {
                    order[offset + kept] = order[i];
                }
                kept++;
            }
        }
        return kept == 0 ? n : kept;
    }

    /** Every move of the node, ordered, the table move (when it can be played) first with the highest key. */
    private int allMoves(GomokuPosition p, int offset, int ply, int depth, int ttMove, boolean tableMove) {
        if (!tableMove) {
            return orderedMoves(p, offset, ply, depth, Position.NO_MOVE);
        }
        moveStack[offset] = ttMove;
        keyStack[offset] = Long.MAX_VALUE;
        return 1 + orderedMoves(p, offset + 1, ply, depth, ttMove);
    }

    /**
     * The node's search moves but {@code but} ({@link Position#NO_MOVE}: none left out) at {@code offset}, kept to the
     * defences of a four-three when asked, with their ordering keys; returns how many.
     */
    private int orderedMoves(GomokuPosition p, int offset, int ply, int depth, int but) {
        int n = but == Position.NO_MOVE ? evaluator.searchMoves(p, moveStack, offset, orderStack)
                : movesBut(p, offset, but);
        if (defendFourThree) {
            n = keepDefences(p, moveStack, orderStack, offset, n);
        }
        scoreMoves(p, offset, n, ply, depth);
        return n;
    }

    /**
     * True if {@link #mcNeeded} of the node's first {@link #mcMoves} moves reach {@code beta} searched
     * {@link #mcReduce} plies shallower in a null window: a node expected to cut that several moves refute is cut
     * without a full search of any. Gives up as soon as too few moves are left to reach the count.
     */
    private boolean multiCut(GomokuPosition p, int offset, int n, int ply, int depth, int beta) {
        int tries = Math.min(mcMoves, n);
        int hits = 0;
        for (int i = 0; i < tries && hits + tries - i >= mcNeeded; i++) {
            int move = MoveSelection.pickNext(moveStack, keyStack, offset, i, n);
            madeCombo[ply] = attackOn ? p.combo(p.sideToMove(), move) : 0;
            p.play(move);
            // the children of a cut node are all nodes
            cutNode[ply + 1] = false;
            int score = -pvs(depth - 1 - mcReduce, ply + 1, -beta, -beta + 1, false);
            p.undo();
            if (aborted) {
                return false;
            }
            if (score >= beta && ++hits >= mcNeeded) {
                return true;
            }
        }
        return false;
    }

    /** Writes the search moves of {@code p} at {@code offset} but {@code move}, and returns how many. */
    private int movesBut(GomokuPosition p, int offset, int move) {
        int n = evaluator.searchMoves(p, moveStack, offset, orderStack);
        for (int i = offset; i < offset + n; i++) {
            if (moveStack[i] == move) {
                System.arraycopy(moveStack, i + 1, moveStack, i, offset + n - 1 - i);
                System.arraycopy(orderStack, i + 1, orderStack, i, offset + n - 1 - i);
                return n - 1;
            }
        }
        return n;
    }

    /** True if either side has a four or an open three on the board (a five or an open four to make). */
    private static boolean threatened(GomokuPosition p) {
        return p.comboCount(0, GomokuCombo.FIVE) + p.comboCount(1, GomokuCombo.FIVE)
                + p.comboCount(0, GomokuCombo.OPEN_FOUR) + p.comboCount(1, GomokuCombo.OPEN_FOUR) > 0;
    }

    /** What {@link #enter} returns when the node must be searched. */
    private static final int OPEN = Integer.MIN_VALUE;

    /**
     * What every node does first: count itself, look at the clock, and score a finished game, a decided
     * one ({@link #decided}) or one at the ply limit; {@link #OPEN} when it must be searched (0 once aborted,
     * a value every caller discards).
     */
    private int enter(int ply) {
        pv.clear(ply);
        if ((++nodes & (CHECK_EVERY - 1)) == 0) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        GomokuPosition p = position;
        if (p.isOver()) {
            return Score.terminal(p.outcome(), p.sideToMove(), ply);
        }
        int me = p.sideToMove();
        int decided = decided(p, me, 1 - me, ply);
        if (decided != 0) {
            return decided;
        }
        if (quickWin) {
            decided = quickWin(p, me, 1 - me, ply);
            if (decided != 0) {
                return decided;
            }
        }
        return ply >= MAX_PLY - 4 ? evaluator.evaluate(p) : OPEN;
    }

    /**
     * The score of a position whose end is already certain, 0 if it is not: a five to play wins next
     * ply; two fives of the opponent's lose (only one can be blocked); an own open four (or double four)
     * against no five of the opponent's wins in three plies, and so does renju white's four whose five black
     * may not block ({@link GomokuRenju#trapFour}).
     */
    private static int decided(GomokuPosition p, int me, int op, int ply) {
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            return Score.WIN - ply - 1;
        }
        int opFives = p.comboCount(op, GomokuCombo.FIVE);
        if (opFives >= 2) {
            return -(Score.WIN - ply - 2);
        }
        if (opFives == 0 && p.comboCount(me, GomokuCombo.OPEN_FOUR) > 0) {
            return Score.WIN - ply - 3;
        }
        // renju's white wins as surely with a four whose five black may not block, and seeing it here, not
        // after the four and the block, brings white's traps two plies nearer (docs/benchmarks/gomoku.md)
        if (opFives == 0 && me == Position.SECOND && p.rule() == GomokuRule.RENJU && GomokuRenju.trapFour(p, -1) >= 0) {
            return Score.WIN - ply - 3;
        }
        return 0;
    }

    /**
     * The score of a win in five plies, or 0: the side to move has a four-three (its four forces the block, its
     * three then makes an open four) or a double three (one of the threes then makes an open four), and the
     * opponent has no four to make (so the block makes none either) nor, against the double three, an open three.
     * The evaluation's tiers 6 and 5 (GomokuEvaluator#tiers) as exact scores, as Rapfi's quick win check does;
     * never for a side with forbidden moves, whose three may need a forbidden open four.
     */
    private static int quickWin(GomokuPosition p, int me, int op, int ply) {
        if (p.rule().hasForbiddenMoves(me) || GomokuEvaluator.fourCells(p, op) > 0) {
            return 0;
        }
        if (p.comboCount(me, GomokuCombo.FOUR_THREE) > 0
                || p.comboCount(me, GomokuCombo.DOUBLE_THREE) > 0 && p.comboCount(op, GomokuCombo.OPEN_FOUR) == 0) {
            return Score.WIN - ply - 5;
        }
        return 0;
    }

    private void checkLimits() {
        if (running.isRaised() || System.nanoTime() >= hardDeadline) {
            aborted = true;
        }
    }

    /**
     * Ordering keys of the moves after the table move (which is searched before they are generated): the
     * threats made and blocked, then killers, then history; with {@code depth} plies left from the shape's
     * {@code order-eval} on, the move's value also adds the static evaluation of the position it leads to.
     */
    private void scoreMoves(GomokuPosition p, int offset, int n, int ply, int depth) {
        // with history-reduce on, the history with bonus and penalty, lifted by its bound to stay positive
        int me = p.sideToMove();
        int[] h = gains != null ? gains : cutoffs.history(me);
        boolean own = gains != null;
        int lift = own ? GAIN_LIMIT : 0;
        int k0 = cutoffs.killer(ply, 0);
        int k1 = cutoffs.killer(ply, 1);
        // a single move needs no order; the evaluations cost a play and an undo each, so only the few nodes with
        // many plies left, where a better first move saves a large subtree, pay for them
        boolean byEval = orderEvalFrom > 0 && depth >= orderEvalFrom && n > 1;
        // the counter-move history's row for the opponent's last move (-1: none kept, or no move to answer)
        int contRow = conts != null ? pairRow(me, p.lastMove()) : -1;
        // the follow-up history's row for the side's own move two plies back
        int followRow = follows != null ? pairRow(me, p.moveBeforeLast()) : -1;
        for (int i = offset; i < offset + n; i++) {
            int move = moveStack[i];
            long game = orderStack[i];
            if (move == k0) {
                game += 64;
            } else if (move == k1) {
                game += 32;
            }
            if (byEval) {
                game += childValue(p, move) * orderEvalWeight / 100;
            }
            int history = h[own ? gainSlot(p, me, move) : move];
            if (historyOrder > 0) {
                game += history * historyOrder / GAIN_LIMIT;
            }
            if (contRow >= 0) {
                game += (long) conts[contRow + move] * contHistory / GAIN_LIMIT;
            }
            if (followRow >= 0) {
                game += (long) follows[followRow + move] * followHistory / GAIN_LIMIT;
            }
            keyStack[i] = (game << 32) + history + lift;
        }
    }

    /**
     * The static evaluation of the position after {@code move}, for the side that plays it, within a tier either
     * way: every decisive-looking child then sorts to an end, and the key cannot overflow.
     */
    private long childValue(GomokuPosition p, int move) {
        p.play(move);
        int value = p.isOver() ? -Score.terminal(p.outcome(), p.sideToMove(), 0) : -evaluator.evaluate(p);
        p.undo();
        return Math.max(-TIER, Math.min(TIER, value));
    }

    /**
     * After the move at {@code offset + i} cut: a bonus to it and a penalty to the moves before it (searched first
     * and failed to cut; {@code skip}, the singular test's left-out move, was not searched), each by the depth squared,
     * an entry near its bound moving less (Stockfish's gravity, as the correction history's), so old lessons fade.
     */
    private void learnGains(GomokuPosition p, int side, int offset, int i, int depth, int skip) {
        int step = cutStep(depth);
        int penalty = step * historyPenalty / 100;
        gain(gains, gainSlot(p, side, moveStack[offset + i]), step);
        for (int j = offset; j < offset + i; j++) {
            if (moveStack[j] != skip) {
                gain(gains, gainSlot(p, side, moveStack[j]), -penalty);
            }
        }
    }

    /** A cut's bonus to the move that made it, by the depth squared, a quarter of the bound at most. */
    private static int cutStep(int depth) {
        return Math.min(GAIN_LIMIT / 4, 16 * depth * depth);
    }

    /**
     * Where {@code side}'s history entry for the empty {@code move} of {@code p} lies: by cell, or with
     * {@code history-shape} by the pair of its shape indices (each side's four lines through it), hashed.
     */
    private int gainSlot(GomokuPosition p, int side, int move) {
        if (!historyShape) {
            return side * cells + move;
        }
        long pair = (long) p.shapeIndex(side, move) << 14 | p.shapeIndex(1 - side, move);
        return side * SHAPE_GAINS + (int) (pair * 0x9E3779B97F4A7C15L >>> 48);
    }

    /** Scales a history {@code table} (null: not kept) to {@code percent} of itself; 0 empties it. */
    private static void keep(int[] table, int percent) {
        if (table == null) {
            return;
        }
        if (percent == 0) {
            java.util.Arrays.fill(table, 0);
            return;
        }
        for (int k = 0; k < table.length; k++) {
            table[k] = table[k] * percent / 100;
        }
    }

    /** Moves {@code table}'s entry {@code at} by {@code step}, less the nearer it is to its bound (the gravity). */
    private static void gain(int[] table, int at, int step) {
        int v = table[at];
        table[at] = v + step - v * Math.abs(step) / GAIN_LIMIT;
    }

    /**
     * After the move at {@code offset + i} cut, a history by an earlier move (the counter-move or the follow-up one)
     * learns as {@link #learnGains} does, in {@code row} of {@code table}: a bonus to the move that cut, a penalty to
     * the moves searched before it. A row below 0 (no such earlier move) learns nothing.
     */
    private void learnRow(int[] table, int row, int offset, int i, int depth, int skip) {
        if (row < 0) {
            return;
        }
        int step = cutStep(depth);
        int penalty = step * historyPenalty / 100;
        gain(table, row + moveStack[offset + i], step);
        for (int j = offset; j < offset + i; j++) {
            if (moveStack[j] != skip) {
                gain(table, row + moveStack[j], -penalty);
            }
        }
    }

    /** Where {@code side}'s row for the earlier move {@code earlier} starts in a history by pairs; -1 for no move. */
    private int pairRow(int side, int earlier) {
        return earlier < 0 ? -1 : (side * cells + earlier) * cells;
    }

    /** The counter-move history's entry for {@code side} answering {@code last} with {@code move}; 0 when not kept. */
    int contEntry(int side, int last, int move) {
        return conts == null ? 0 : conts[(side * cells + last) * cells + move];
    }

    /** The follow-up history's entry for {@code side} building on its own {@code earlier} with {@code move}. */
    int followEntry(int side, int earlier, int move) {
        return follows == null ? 0 : follows[(side * cells + earlier) * cells + move];
    }

    private void rememberCutoff(int side, int move, int ply, int depth) {
        cutoffs.addKiller(ply, move);
        cutoffs.addHistory(side, move, depth);
    }

    private void prepare(int size) {
        if (size != cells) {
            cells = size;
            moveStack = new int[size * (MAX_PLY + 1)];
            keyStack = new long[size * (MAX_PLY + 1)];
            orderStack = new int[size * (MAX_PLY + 1)];
            cutoffs = new CutoffMemory(MAX_PLY + 1, size, 1 << 28);
            gains = historyReduce > 0 || historyOrder > 0 ? new int[2 * (historyShape ? SHAPE_GAINS : size)] : null;
            conts = contHistory > 0 ? new int[2 * size * size] : null;
            follows = followHistory > 0 ? new int[2 * size * size] : null;
        }
    }

    private void orderRoot(GomokuPosition root, int[] moves) {
        long[] keys = new long[moves.length];
        for (int i = 0; i < moves.length; i++) {
            keys[i] = ((long) evaluator.orderScore(root, moves[i]) << 32) | (0xFFFFFFFFL - i);
        }
        // ascending by score, an earlier candidate after a later one of the same score: read backwards, that
        // is best first with ties in candidate order
        java.util.Arrays.sort(keys);
        int[] original = moves.clone();
        for (int i = 0; i < moves.length; i++) {
            moves[i] = original[(int) (0xFFFFFFFFL - (keys[moves.length - 1 - i] & 0xFFFFFFFFL))];
        }
    }

    private static void moveToFront(int[] moves, int move) {
        int at = 0;
        while (at < moves.length && moves[at] != move) {
            at++;
        }
        if (at < moves.length) {
            System.arraycopy(moves, 0, moves, 1, at);
            moves[0] = move;
        }
    }

    private static long perSecond(long nodes, long nanos) {
        return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
    }
}
