package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * The production search: iterative deepening principal-variation search with a transposition table,
 * the table move tried first, killer moves, the history heuristic and the game's own move ordering,
 * late-move reductions and pruning, extensions, singular extensions, verified cuts and multi-cut where the game's
 * evaluator asks for them ({@code Evaluator.reduction}, {@code Evaluator.prunesLate}, {@code Evaluator.extension},
 * {@code Evaluator.singularMargin}, {@code Evaluator.cutMargin}, {@code Evaluator.multiCutReduction}). The moves it
 * searches are the evaluator's ({@code Evaluator.searchMoves}).
 * It stops on depth, node or time limits (when to start another depth under a clock: {@link TimeManager})
 * or a {@link StopSignal}, unwinds without exceptions and always
 * returns a legal move (depth 1 always completes). Scores follow {@link Score}: the fastest win and the
 * slowest loss are preferred.
 *
 * <p>One engine per search thread; it keeps its table between searches. Nothing is allocated per node:
 * moves and their ordering keys live in stacks preallocated for the deepest search.
 *
 * @param <P> the position type
 */
public final class Engine<P extends Position> implements Searcher<P> {
    private static final int MAX_PLY = Score.MAX_PLY;
    /** What {@link #verifiedCut} answers when no shallower search stands in for the node's. */
    private static final int NO_CUT_SCORE = Integer.MIN_VALUE;
    private static final int HISTORY_BITS = 12;
    private static final int CHECK_EVERY = 128; // at 1,024 Gomoku answered late: docs/benchmarks/search.md
    /** Moves picked one by one before the rest are sorted at once: most cut-offs come earlier. */
    private static final int PICKED = 3;
    /** The root searches within an aspiration window from this many finished depths on. */
    private static final int ASPIRE_FROM = 4;
    /** A window widened past this many times its first half-width gives way to the full window on that side. */
    private static final int ASPIRE_WIDEST = 8;
    /** A table entry this many plies shallower than the node still names its move for the singular test. */
    private static final int SINGULAR_ENTRY_SLACK = 3;

    private final Evaluator<P> evaluator;
    private final TranspositionTable table;
    private final boolean useTable;
    /** The fewest plies left at which nodes read and write the table ({@link Evaluator#tableFrom}). */
    private final int tableFrom;

    private final CutoffMemory cutoffs = new CutoffMemory(MAX_PLY, 1 << HISTORY_BITS, 1 << 30);
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    /**
     * The move a node's singular test leaves out, by ply ({@link Position#NO_MOVE} where none): the test searches
     * the node's other moves at the same ply, so that search must skip it and must neither read nor write the
     * node's table entry, which stands for all its moves.
     */
    private final int[] excluded = new int[MAX_PLY + 1];
    /** The depth the root is searching: singular extensions stop at twice it, so a chain of them ends. */
    private int rootDepth;
    /** Whether the evaluator tests for singular moves at all ({@code Evaluator.singularExtensions}). */
    private final boolean singularOn;
    /** How many first moves the multi-cut tries, 0 when the evaluator tries none ({@code Evaluator.multiCutMoves}). */
    private final int multiCutMoves;
    /** How many of them must reach beta for the node to fail high. */
    private final int multiCutNeeded;
    /**
     * Whether the node at a ply is an expected cut node (a null-window child of the principal variation or of an
     * expected all node), kept only while the multi-cut is on: it is tried there alone, where a refutation is likely.
     */
    private final boolean[] expectCut = new boolean[MAX_PLY + 1];
    private int[] moveStack = new int[0];
    private long[] keyStack = new long[0];
    private int maxMoves;

    private P position;
    private long nodes;
    private long nodeLimit;
    private long startNanos;
    private long hardDeadline;
    private boolean aborted;
    private boolean mayAbort;
    private final RunningSignal running = new RunningSignal();
    private final TimeManager clock = new TimeManager();

    /** An engine with a table of {@code tableMegabytes} MB (0 turns the table off, for comparisons). */
    public Engine(Evaluator<P> evaluator, int tableMegabytes) {
        this.evaluator = evaluator;
        this.useTable = tableMegabytes > 0;
        this.table = new TranspositionTable(Math.max(0, tableMegabytes));
        this.tableFrom = evaluator.tableFrom();
        this.singularOn = evaluator.singularExtensions();
        this.multiCutMoves = Math.max(0, evaluator.multiCutMoves());
        this.multiCutNeeded = Math.max(1, evaluator.multiCutNeeded());
        java.util.Arrays.fill(excluded, Position.NO_MOVE);
    }

    /**
     * An engine searching with {@code table}, which it uses as it finds it (clear it first for a search
     * that must not profit from earlier ones): lets a caller reuse tables rather than allocate one per search.
     */
    public Engine(Evaluator<P> evaluator, TranspositionTable table) {
        this.evaluator = evaluator;
        this.useTable = true;
        this.table = table;
        this.tableFrom = evaluator.tableFrom();
        this.singularOn = evaluator.singularExtensions();
        this.multiCutMoves = Math.max(0, evaluator.multiCutMoves());
        this.multiCutNeeded = Math.max(1, evaluator.multiCutNeeded());
        java.util.Arrays.fill(excluded, Position.NO_MOVE);
    }

    /** An engine with a 16 MB table. */
    public Engine(Evaluator<P> evaluator) {
        this(evaluator, 16);
    }

    @Override
    public String name() {
        return "engine";
    }

    /** The transposition table, for statistics. */
    public TranspositionTable table() {
        return table;
    }

    /** Forgets everything learnt in earlier searches: table, killers and history. */
    public void clear() {
        table.clear();
    }

    @Override
    public void stop() {
        running.raise();
    }

    @Override
    public SearchResult search(P root, SearchLimits limits, SearchListener listener, StopSignal signal) {
        running.begin(signal);
        try {
            return iterate(root, limits, listener, signal);
        } finally {
            running.end();
            position = null;
        }
    }

    private SearchResult iterate(P root, SearchLimits limits, SearchListener listener, StopSignal signal) {
        startNanos = System.nanoTime();
        position = root;
        nodes = 0;
        nodeLimit = limits.maxNodes();
        // a limit beyond 2^40 ms (35 years) is no limit, and its nanoseconds would overflow into the past
        hardDeadline = limits.hardTimeMillis() > 0 && limits.hardTimeMillis() < 1L << 40
                ? startNanos + limits.hardTimeMillis() * 1_000_000L : Long.MAX_VALUE;
        aborted = false;
        mayAbort = false;
        clock.start(limits);
        prepareStacks(root.maxMoves());
        table.newSearch();
        cutoffs.clear();

        int[] rootBuffer = new int[root.maxMoves()];
        int[] rootMoves = java.util.Arrays.copyOf(rootBuffer, evaluator.searchMoves(root, rootBuffer, 0));
        int count = rootMoves.length;
        if (count == 0) {
            int score = Score.terminal(root.outcome(), root.sideToMove(), 0);
            return new SearchResult(Position.NO_MOVE, score, 0, new int[0], 1, elapsedMillis(), false, new int[0],
                    new int[0]);
        }
        int[] rootScores = new int[count];
        orderRootByGame(rootMoves, root);

        int[] bestMoves = rootMoves.clone();
        int[] bestScores = new int[count];
        int[] bestPv = {rootMoves[0]};
        int completedDepth = 0;
        boolean stopped = false;
        int window = limits.allRootScores() ? 0 : evaluator.aspirationWindow();
        int step = Math.max(1, evaluator.deepeningStep());
        int maxDepth = limits.maxDepth();
        // each iteration adds the evaluator's step; the last one is the limit itself, so a fixed depth is reached
        for (int depth = maxDepth < 1 ? 1 : Math.min(step, maxDepth); depth <= maxDepth;
                depth = depth < maxDepth ? Math.min(depth + step, maxDepth) : depth + 1) {
            int[] iterationScores = rootScores;
            rootDepth = depth;
            int done = aspire(rootMoves, iterationScores, depth, limits.allRootScores(), window,
                    completedDepth >= ASPIRE_FROM ? bestScores[0] : Score.INFINITE);
            if (aborted) {
                stopped = true;
                // a partial iteration still improves the answer if its first (previous best) move finished
                // and, when every root score must be exact, only if every move finished
                if (done > 0 && !limits.allRootScores()) {
                    int bestIndex = indexOfBest(iterationScores, done);
                    // the first root move is the last depth's best unless an aspiration window failed high
                    if (rootMoves[bestIndex] != bestMoves[0]) {
                        int best = rootMoves[bestIndex];
                        bestPv = pv[0][0] == best && pvLength[0] > 0 ? java.util.Arrays.copyOf(pv[0], pvLength[0])
                                : new int[] {best};
                        bestMoves = moveToFront(bestMoves, best);
                        bestScores[0] = iterationScores[bestIndex];
                    } else {
                        bestScores[0] = iterationScores[bestIndex];
                    }
                }
                break;
            }
            completedDepth = depth;
            sortRoot(rootMoves, iterationScores, count);
            bestMoves = rootMoves.clone();
            bestScores = iterationScores.clone();
            bestPv = java.util.Arrays.copyOf(pv[0], Math.max(1, pvLength[0]));
            bestPv[0] = rootMoves[0];
            mayAbort = true;
            long elapsed = elapsedMillis();
            listener.onIteration(new SearchInfo(depth, bestScores[0], bestPv.clone(), nodes,
                    perSecond(nodes, System.nanoTime() - startNanos), elapsed));
            if (provenToTheEnd(bestScores[0], depth) && (!limits.allRootScores() || allProven(bestScores, depth))) {
                break;
            }
            if (count == 1 && (limits.softTimeMillis() > 0 || limits.hardTimeMillis() > 0)) {
                break; // nothing to choose: answer at once under a clock
            }
            if (clock.enough(bestMoves[0], bestScores[0], elapsed)) {
                stopped = depth < limits.maxDepth();
                break;
            }
            if (signal.isRaised() || nodes >= nodeLimit) {
                stopped = depth < limits.maxDepth();
                break;
            }
        }
        int shown = limits.allRootScores() ? count : 1;
        return new SearchResult(bestMoves[0], bestScores[0], completedDepth, bestPv, nodes, elapsedMillis(), stopped,
                java.util.Arrays.copyOf(bestMoves, shown), java.util.Arrays.copyOf(bestScores, shown));
    }

    /**
     * Searches the root to {@code depth} within {@code window} of the last depth's score {@code last} (none when
     * the window is 0 or {@code last} is {@link Score#INFINITE} or decisive), widening the side the score fell out of
     * and searching again until it lands inside; returns how many moves the last search finished.
     */
    private int aspire(int[] moves, int[] scores, int depth, boolean exactAll, int window, int last) {
        if (window <= 0 || last == Score.INFINITE || Score.isDecisive(last)) {
            return searchRoot(moves, scores, depth, exactAll, -Score.INFINITE, Score.INFINITE);
        }
        int below = window;
        int above = window;
        boolean failedHigh = false;
        while (true) {
            int alpha = below > ASPIRE_WIDEST * window ? -Score.INFINITE : Math.max(-Score.INFINITE, last - below);
            int beta = above > ASPIRE_WIDEST * window ? Score.INFINITE : Math.min(Score.INFINITE, last + above);
            int done = searchRoot(moves, scores, depth, exactAll, alpha, beta);
            if (aborted) {
                // a move that failed high is better than the last depth's best even unfinished at the wider window
                return done == 0 && failedHigh ? 1 : done;
            }
            int best = scores[indexOfBest(scores, done)];
            if (best <= alpha && alpha > -Score.INFINITE) {
                below *= 2; // failed low: the window's floor was too high
            } else if (best >= beta && beta < Score.INFINITE) {
                // failed high on the last move searched: it is searched first when the window is wider
                int move = moves[done - 1];
                System.arraycopy(moves, 0, moves, 1, done - 1);
                System.arraycopy(scores, 0, scores, 1, done - 1);
                moves[0] = move;
                scores[0] = best;
                failedHigh = true;
                above *= 2;
            } else {
                return done;
            }
        }
    }

    /**
     * Searches the root moves within {@code (alpha, beta)}; returns how many finished before an abort, or how many
     * were searched when one failed high (the last of them).
     */
    private int searchRoot(int[] moves, int[] scores, int depth, boolean exactAll, int alpha, int beta) {
        pvLength[0] = 0;
        int best = -Score.INFINITE;
        nodes++;
        int mover = position.sideToMove();
        expectCut[1] = true; // the root's null-window children
        for (int i = 0; i < moves.length; i++) {
            int move = moves[i];
            position.play(move);
            int score;
            if (i == 0 || exactAll) {
                score = child(mover, depth - 1, 1, alpha, beta, true);
            } else {
                score = child(mover, depth - 1, 1, alpha, alpha + 1, false);
                if (score > alpha && !aborted) {
                    score = child(mover, depth - 1, 1, alpha, beta, true);
                }
            }
            position.undo();
            if (aborted) {
                return i;
            }
            scores[i] = score;
            if (score > best) {
                best = score;
                updatePv(0, move);
                if (!exactAll && score > alpha) {
                    alpha = score;
                }
                if (score >= beta) {
                    return i + 1; // above the aspiration window: the caller widens it
                }
            }
        }
        return moves.length;
    }

    private int pvs(int depth, int ply, int alpha, int beta, boolean pvNode) {
        pvLength[ply] = 0;
        nodes++;
        if ((nodes & (CHECK_EVERY - 1)) == 0 && mayAbort) {
            checkLimits();
        }
        if (aborted) {
            return 0;
        }
        P p = position;
        if (p.isOver()) {
            return Score.terminal(p.outcome(), p.sideToMove(), ply);
        }
        if (ply >= MAX_PLY - 1) {
            return Score.clampEval(evaluator.evaluate(p));
        }
        int exact = evaluator.exactScore(p, ply, depth);
        if (exact != Evaluator.NO_EXACT_SCORE) {
            return exact;
        }
        if (depth <= 0) {
            // a threat met at the horizon (depth exactly 0) is searched one ply more; the moves below it, like
            // those of a forcing sequence, search at depth -1, where no threat extends again: once per line
            if (evaluator.isQuiet(p) && (depth < 0 || !evaluator.threatAtHorizon(p))) {
                return Score.clampEval(evaluator.evaluate(p));
            }
            depth = 0; // a forcing sequence or an answered threat: search every move until the position is quiet
        }
        // no line from here can beat a win already proven nearer the root
        int mateAlpha = Math.max(alpha, -(Score.WIN - ply));
        int mateBeta = Math.min(beta, Score.WIN - ply - 1);
        if (mateAlpha >= mateBeta) {
            return mateAlpha;
        }
        alpha = mateAlpha;
        beta = mateBeta;

        // near the leaves a probe's cache miss can cost more than the few nodes it saves (the evaluator says where)
        boolean tabled = useTable && depth >= tableFrom;
        long hash = tabled ? p.hash() : 0;
        int ttMove = Position.NO_MOVE;
        // the table's word on this node, kept for the singular test: a lower bound (or exact score) and its depth
        int ttScore = 0;
        int ttDepth = -MAX_PLY; // none: never deep enough
        int skip = excluded[ply];
        boolean singularSearch = skip != Position.NO_MOVE;
        if (tabled && !singularSearch) {
            int slot = table.probe(hash);
            if (slot >= 0) {
                ttMove = table.move(slot);
                int bound = table.bound(slot);
                if (singularOn && bound != TranspositionTable.UPPER) {
                    ttScore = table.score(slot, ply);
                    ttDepth = table.depth(slot);
                }
                if (!pvNode && table.depth(slot) >= depth) {
                    int s = table.score(slot, ply);
                    if (bound == TranspositionTable.EXACT
                            || (bound == TranspositionTable.LOWER && s >= beta)
                            || (bound == TranspositionTable.UPPER && s <= alpha)) {
                        return s;
                    }
                }
            }
        }

        if (!pvNode && depth > 1 && !Score.isDecisive(alpha) && !singularSearch) {
            int margin = evaluator.cutMargin(p, depth);
            // the hook's default, NO_CUT, never gets past here
            if (margin != Evaluator.NO_CUT) {
                int cut = verifiedCut(p, depth, ply, alpha, beta, margin);
                if (aborted) {
                    return 0;
                }
                if (cut != NO_CUT_SCORE) {
                    return cut;
                }
            }
        }
        if (ttMove == Position.NO_MOVE && tabled && depth > 1 && !singularSearch) {
            int shallower = evaluator.internalDeepening(depth);
            // a node without a table move first searches shallower for one, so its own search starts with it
            if (shallower > 0) {
                pvs(Math.max(1, depth - shallower), ply, alpha, beta, pvNode);
                if (aborted) {
                    return 0;
                }
                int slot = table.probe(hash);
                if (slot >= 0) {
                    ttMove = table.move(slot);
                }
            }
        }
        int singular = Position.NO_MOVE;
        if (singularOn && ttDepth >= depth - SINGULAR_ENTRY_SLACK && ply < 2 * rootDepth) {
            singular = singularMove(p, depth, ply, ttMove, ttScore);
            if (aborted) {
                return 0;
            }
        }
        int offset = ply * maxMoves;
        int n = evaluator.searchMoves(p, moveStack, offset);
        // the table keeps the depth asked for, not the extended one: the extension follows from the position,
        // so a later probe asking the same depth finds the same extended search behind the entry
        int tableDepth = depth;
        if (depth > 0) {
            depth += evaluator.extension(p, n, ply, depth, pvNode);
        }
        scoreMoves(offset, n, ply, depth, ttMove);
        if (multiCutMoves > 0) {
            // below an expected cut node the first move's refutation is expected to fail low: an all node; below an
            // all node or the principal variation, every child is expected to cut
            expectCut[ply + 1] = pvNode || !expectCut[ply];
            if (!pvNode && expectCut[ply] && !singularSearch && !Score.isDecisive(beta)
                    && multiCut(p, offset, n, depth, ply, beta)) {
                return beta;
            }
            if (aborted) {
                return 0;
            }
        }
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = Position.NO_MOVE;
        int side = p.sideToMove();
        for (int i = 0; i < n; i++) {
            int move = nextMove(offset, i, n);
            if (move == skip) {
                continue; // the singular test's search: every move but the one it tests
            }
            if (i > 0 && !pvNode && depth > 0 && !Score.isDecisive(alpha) && evaluator.prunesLate(p, move, i, depth)) {
                continue; // late-move pruning: the evaluator leaves this late, quiet move unsearched
            }
            int reduce = i > 0 && depth > 2 ? Math.min(depth - 2, evaluator.reduction(p, move, i, depth, pvNode)) : 0;
            p.play(move);
            int score;
            if (move == singular) {
                // the only good move here: a ply more, so the line it commits to is seen as deep as the others
                score = child(side, depth, ply + 1, alpha, beta, pvNode);
            } else if (i == 0) {
                score = child(side, depth - 1, ply + 1, alpha, beta, pvNode);
            } else {
                score = child(side, depth - 1 - reduce, ply + 1, alpha, alpha + 1, false);
                if (reduce > 0 && score > alpha && !aborted) {
                    score = child(side, depth - 1, ply + 1, alpha, alpha + 1, false);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = child(side, depth - 1, ply + 1, alpha, beta, true);
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
                    updatePv(ply, move);
                    if (alpha >= beta) {
                        rememberCutoff(move, ttMove, ply, side, depth);
                        break;
                    }
                }
            }
        }
        if (tabled && !singularSearch) {
            int bound = best >= beta ? TranspositionTable.LOWER
                    : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            table.store(hash, tableDepth, bound, best, ply, bestMove);
        }
        return best;
    }

    /**
     * The move at place {@code i} of the node's order whose moves start at {@code offset}, {@code n} of them, taken in
     * turn from 0: the first few picked one by one, the rest sorted at once when the first of them is asked for; a
     * place asked again gets the same move.
     */
    private int nextMove(int offset, int i, int n) {
        if (i < PICKED) {
            return MoveSelection.pickNext(moveStack, keyStack, offset, i, n);
        }
        if (i == PICKED) {
            sortRest(offset + i, offset + n);
        }
        return moveStack[offset + i];
    }

    /**
     * The multi-cut at an expected cut node: true when {@link #multiCutNeeded} of the node's first {@link
     * #multiCutMoves} moves, each searched the evaluator's reduction shallower in a null window at {@code beta}, reach
     * it, so several refutations stand in for the full search of one; false as soon as too few moves are left to
     * reach the count, or where the evaluator gives no reduction or too little depth is left for one.
     */
    private boolean multiCut(P p, int offset, int n, int depth, int ply, int beta) {
        int reduce = evaluator.multiCutReduction(p, depth);
        int shallower = depth - 1 - reduce;
        if (reduce <= 0 || shallower < 1 || n < multiCutNeeded) {
            return false;
        }
        int tries = Math.min(n, multiCutMoves);
        int side = p.sideToMove();
        int high = 0;
        for (int i = 0; i < tries && high + tries - i >= multiCutNeeded; i++) {
            p.play(nextMove(offset, i, n));
            int score = child(side, shallower, ply + 1, beta - 1, beta, false);
            p.undo();
            if (aborted) {
                return false;
            }
            if (score >= beta && ++high >= multiCutNeeded) {
                return true;
            }
        }
        return false;
    }

    /**
     * The table move {@code ttMove} when it is singular ({@code Evaluator.singularMargin}): every other move of the
     * node, searched about half as deep in a null window at the table's lower bound {@code ttScore} less the margin,
     * fails low; {@link Position#NO_MOVE} when it is not, when the evaluator tests nothing here or when the table
     * gives no move or no decisive-free bound. The search of the other moves runs at this ply with the move left out
     * ({@link #excluded}) and touches neither the table nor the node's principal variation.
     */
    private int singularMove(P p, int depth, int ply, int ttMove, int ttScore) {
        if (ttMove == Position.NO_MOVE || Score.isDecisive(ttScore)) {
            return Position.NO_MOVE;
        }
        int margin = evaluator.singularMargin(p, depth);
        if (margin <= 0) {
            return Position.NO_MOVE;
        }
        long floor = (long) ttScore - margin;
        if (floor <= -Score.MAX_EVAL) {
            return Position.NO_MOVE;
        }
        excluded[ply] = ttMove;
        int others = pvs(Math.max(1, (depth - 1) / 2), ply, (int) floor - 1, (int) floor, false);
        excluded[ply] = Position.NO_MOVE;
        pvLength[ply] = 0;
        return !aborted && others < floor ? ttMove : Position.NO_MOVE;
    }

    /**
     * The evaluator's verified cut at a null-window node: far below the window, a shallower null-window search at
     * alpha - margin that fails low stands in for the node's (it fails low too); far above it, where the evaluator
     * asks for that half as well, one at beta + margin that fails high. Returns that search's score, or
     * {@link #NO_CUT_SCORE} where neither applies or neither proved its bound.
     */
    private int verifiedCut(P p, int depth, int ply, int alpha, int beta, int margin) {
        int value = evaluator.evaluate(p);
        int shallower = Math.max(1, depth - evaluator.cutReduction(depth));
        long below = (long) alpha - margin;
        if (below > -Score.MAX_EVAL && value <= below) {
            int verified = pvs(shallower, ply, (int) below - 1, (int) below, false);
            if (aborted || verified < below) {
                return verified;
            }
        }
        long above = (long) beta + margin;
        if (evaluator.cutsAboveBeta() && !Score.isDecisive(beta) && above < Score.MAX_EVAL && value >= above) {
            int verified = pvs(shallower, ply, (int) above, (int) above + 1, false);
            if (aborted || verified > above) {
                return verified;
            }
        }
        return NO_CUT_SCORE;
    }

    /**
     * Searches the position {@code mover} just moved into within {@code (alpha, beta)} as {@code mover} sees
     * it: through the negated window when the turn passed, as is when the rules gave the mover another move
     * (Kalah's extra turn). A null window stays a null window either way, and the table keeps each node's
     * score for its own side to move, so both stay sound when sides do not alternate.
     */
    private int child(int mover, int depth, int ply, int alpha, int beta, boolean pvNode) {
        return position.sideToMove() == mover ? pvs(depth, ply, alpha, beta, pvNode)
                : -pvs(depth, ply, -beta, -alpha, pvNode);
    }

    private void checkLimits() {
        if (running.isRaised() || nodes >= nodeLimit || System.nanoTime() >= hardDeadline) {
            aborted = true;
        }
    }

    /**
     * Ordering keys: table move, then moves the game rates good at {@code depth} plies left, then killers, then by
     * history.
     */
    private void scoreMoves(int offset, int n, int ply, int depth, int ttMove) {
        P p = position;
        int[] h = cutoffs.history(p.sideToMove());
        int k0 = cutoffs.killer(ply, 0);
        int k1 = cutoffs.killer(ply, 1);
        for (int i = offset; i < offset + n; i++) {
            int move = moveStack[i];
            long key;
            if (move == ttMove) {
                key = Long.MAX_VALUE;
            } else {
                int game = evaluator.orderScore(p, move, depth);
                if (game == 0 && move == k0) {
                    key = Integer.MAX_VALUE;
                } else if (game == 0 && move == k1) {
                    key = Integer.MAX_VALUE - 1;
                } else {
                    key = ((long) game << 32) + h[historyIndex(move)];
                }
            }
            keyStack[i] = key;
        }
    }

    /**
     * Sorts the moves in {@code [from, to)} by key, best first. Insertion sort is stable and nearly linear
     * when most keys are equal, as they are among quiet moves without history.
     */
    private void sortRest(int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int move = moveStack[i];
            long key = keyStack[i];
            int j = i - 1;
            while (j >= from && keyStack[j] < key) {
                moveStack[j + 1] = moveStack[j];
                keyStack[j + 1] = keyStack[j];
                j--;
            }
            moveStack[j + 1] = move;
            keyStack[j + 1] = key;
        }
    }

    private void rememberCutoff(int move, int ttMove, int ply, int side, int depth) {
        if (move != ttMove) {
            cutoffs.addKiller(ply, move);
        }
        cutoffs.addHistory(side, historyIndex(move), depth);
    }

    private static int historyIndex(int move) {
        return (move * 0x9E3779B9) >>> (32 - HISTORY_BITS);
    }

    private void updatePv(int ply, int move) {
        pv[ply][0] = move;
        int childLength = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], 0, pv[ply], 1, childLength);
        pvLength[ply] = childLength + 1;
    }

    private void prepareStacks(int movesPerPly) {
        if (movesPerPly != maxMoves || moveStack.length == 0) {
            maxMoves = movesPerPly;
            moveStack = new int[movesPerPly * (MAX_PLY + 1)];
            keyStack = new long[movesPerPly * (MAX_PLY + 1)];
        }
    }

    private void orderRootByGame(int[] moves, P root) {
        long[] keys = new long[moves.length];
        for (int i = 0; i < moves.length; i++) {
            keys[i] = evaluator.orderScore(root, moves[i]);
        }
        // stable insertion sort, best first: ties keep the game's generation order
        for (int i = 1; i < moves.length; i++) {
            int m = moves[i];
            long k = keys[i];
            int j = i - 1;
            while (j >= 0 && keys[j] < k) {
                moves[j + 1] = moves[j];
                keys[j + 1] = keys[j];
                j--;
            }
            moves[j + 1] = m;
            keys[j + 1] = k;
        }
    }

    /** Sorts root moves by score, best first; stable, so the earlier move wins a tie. */
    private static void sortRoot(int[] moves, int[] scores, int n) {
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
    }

    private static int indexOfBest(int[] scores, int n) {
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        return best;
    }

    private static int[] moveToFront(int[] moves, int move) {
        int[] out = moves.clone();
        int at = 0;
        while (out[at] != move) {
            at++;
        }
        System.arraycopy(out, 0, out, 1, at);
        out[0] = move;
        return out;
    }

    /** A decided score whose whole line lies within the searched depth cannot change with more depth. */
    private static boolean provenToTheEnd(int score, int depth) {
        return Score.isDecisive(score) && Score.pliesToEnd(score) <= depth;
    }

    private static boolean allProven(int[] scores, int depth) {
        for (int s : scores) {
            if (!provenToTheEnd(s, depth)) {
                return false;
            }
        }
        return true;
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    /** Nodes per second from nanoseconds: a depth done in under a millisecond still has a speed to show. */
    private static long perSecond(long nodes, long nanos) {
        return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
    }
}
