package dev.strategist.games.checkers;

import dev.strategist.core.Evaluator;

/**
 * The checkers heuristic, in hundredths of a man, for the side to move: the terms of {@link CheckersFeatures}
 * (material, advancement, back-row guard, centre, mobility, trapped kings, runaway men, ...) weighted by a
 * {@link CheckersWeights} set blended by the pieces left, plus, when given, the region tables of
 * {@link CheckersPatternWeights} (the default has both: the tables fitted to our own self-play beat the terms
 * alone, docs/decisions/0044, and their second generation beat the first, docs/decisions/0050). Nothing is
 * allocated.
 *
 * <p>With the endgame database on (the default), positions of up to four pieces (or the pieces of the
 * {@link CheckersEndgameCache} given) score exactly, as {@link CheckersEndgameDatabase} values them, once that
 * cache (the process's unless given one) has built it: a search that meets a position of 14 pieces or fewer
 * starts the build in the background (a few seconds of one core; the first search, for a cache of more pieces,
 * whose build is far longer), and until it is ready the engine searches those positions as before, or with the
 * smaller database the cache builds first. The tables ignore the draw rules, so a database win or loss is exact
 * only when it ends within the plies the 40-move rule leaves ({@link #withinQuietRule}); a longer one is searched
 * on, where the rule's draws are met, and scores far above any material count at the horizon.
 *
 * <p>Move ordering puts captures first (more pieces and kings taken first), then crowning moves; the
 * position is "not quiet" while a capture is pending, so the engine searches on through it rather than
 * judging a position in the middle of an exchange. A capture answering a capture does not count against the
 * depth, quiet moves late in the order are searched a ply shallower first, and a quiet
 * position far below alpha fails low when a search four plies shallower says it does.
 */
public final class CheckersEvaluator implements Evaluator<CheckersPosition> {
    /**
     * A search that meets this few pieces starts the shared database's build, seconds before it is needed; a
     * bigger database, whose build takes minutes, starts at the first search.
     */
    private static final int START_BUILD_PIECES = 14;

    private final String name;
    private final int[][] table;
    /** The pattern tables added to the terms, or null for the terms alone. */
    private final CheckersPatternWeights patterns;
    /** The network added to the terms and tables, or null; its scratch is this evaluator's, one search at a time. */
    private final CheckersNetwork network;
    private final CheckersNetwork.Accumulator networkSums;
    private final CheckersEndgameCache endgames;
    private final int databasePieces;
    private final int startBuildPieces;
    /** How far below alpha a quiet position must lie for the verified cut ({@link #NO_CUT}: never). */
    private final int cutMargin;
    /** How much shallower the search that verifies a cut is. */
    private final int cutReduction;
    /** Late-move pruning at this many plies left or fewer (0: none, the default). */
    private final int lateDepth;
    /** Quiet moves from this place in a node's order, plus the plies left, are pruned there. */
    private final int lateFrom;
    /** The ending's lead weighted up ({@link #withEnding}), or null for the terms and tables alone (the default). */
    private final CheckersEnding ending;
    /** Plies each iteration of the engine's deepening adds ({@link #withDeepeningStep}; 1, every depth, by default). */
    private final int deepeningStep;
    /** Whether a capture on the principal variation costs no ply ({@link #withPvCaptures}; not by default). */
    private final boolean pvCaptures;
    /** The first place in a node's order that a quiet move is reduced from ({@link #withReductionsFrom}; 3). */
    private final int reduceFrom;
    /** Whether moves at principal-variation nodes are never reduced ({@link #withPvUnreduced}; not by default). */
    private final boolean pvUnreduced;
    /** The margin of the singular test ({@link #withSingular}; 0, no test, by default). */
    private final int singularMargin;
    /** The multi-cut's setting ({@link #withMultiCut}), or null for none (the default). */
    private final MultiCut multiCut;
    /** The draw-scaling of endings ({@link #withDrawScale}), or null for none (the default). */
    private final CheckersDrawScale drawScale;
    private CheckersEndgameDatabase database;
    private boolean buildStarted;

    /**
     * The default: the tuned weights, the default's pattern tables ({@link CheckersPatternWeights#standard}) and the
     * endgame database, named {@code checkers}.
     */
    public CheckersEvaluator() {
        this(CheckersWeights.TUNED, CheckersPatternWeights.standard(), CheckersEndgameCache.shared());
    }

    /** The evaluator with the given weights, without the database or patterns, named {@code checkers-NAME}. */
    public CheckersEvaluator(CheckersWeights weights) {
        this(weights, false);
    }

    /**
     * The evaluator with the given weights and no patterns, with or without the endgame database: named
     * {@code checkers-terms} for the tuned weights with the database (the default before the patterns), else
     * {@code checkers-NAME} with {@code +db} when the database is on.
     */
    public CheckersEvaluator(CheckersWeights weights, boolean endgameDatabase) {
        this(weights, endgameDatabase ? CheckersEndgameCache.shared() : null);
    }

    /**
     * The evaluator with the given weights and the endgame database from {@code endgames}, or none when it is
     * null; named as {@link #CheckersEvaluator(CheckersWeights, boolean)} names it.
     */
    public CheckersEvaluator(CheckersWeights weights, CheckersEndgameCache endgames) {
        this(weights, null, endgames);
    }

    /**
     * The evaluator with the given weights plus the pattern tables {@code patterns} (none when null), and the
     * endgame database from {@code endgames} (none when null): {@code checkers} for the tuned weights, the default's
     * patterns and the database, {@code checkers-terms} for the same without patterns, {@code checkers-LABEL} for
     * another shipped set with a label in their place ({@link CheckersPatternWeights#first}: {@code checkers-p1}),
     * {@code checkers-NAME} for other weights on the default's tables and database ({@link CheckersWeights#DEEP}:
     * {@code checkers-t5}), else
     * as {@link #CheckersEvaluator(CheckersWeights, boolean)} names it with {@code +patterns} after when there are
     * patterns; a database of other than the shared pieces adds {@code +dbN} ({@code checkers+db5}).
     */
    public CheckersEvaluator(CheckersWeights weights, CheckersPatternWeights patterns, CheckersEndgameCache endgames) {
        this(weights, patterns, endgames, null);
    }

    /**
     * As above with {@code network} (none when null) added to the terms and tables: a shipped network with a label
     * on the default's terms, tables and database is {@code checkers-LABEL} ({@code checkers-n1}), any other adds
     * {@code +network} to the name above. Not for two searches at once: the network's sums are kept here.
     */
    public CheckersEvaluator(CheckersWeights weights, CheckersPatternWeights patterns, CheckersEndgameCache endgames,
                             CheckersNetwork network) {
        boolean tuned = weights == CheckersWeights.TUNED && endgames != null;
        this.databasePieces = endgames != null ? endgames.pieces() : 0;
        // another count of pieces plays differently, so it shows in the name
        String pieces = databasePieces == CheckersEndgameDatabase.SHARED_PIECES ? "" : String.valueOf(databasePieces);
        String named;
        if (tuned && (patterns == null || patterns == CheckersPatternWeights.standard())) {
            // the default, and the terms alone it replaced, kept by name so that older matches can be rerun
            named = (patterns == null ? "checkers-terms" : "checkers") + (pieces.isEmpty() ? "" : "+db" + pieces);
        } else if (tuned && patterns.label() != null) {
            named = "checkers-" + patterns.label() + (pieces.isEmpty() ? "" : "+db" + pieces);
        } else if (endgames != null && patterns == CheckersPatternWeights.standard()) {
            // other terms on the default's tables and database: the terms' name says what differs
            named = "checkers-" + weights.name() + (pieces.isEmpty() ? "" : "+db" + pieces);
        } else {
            String base = "checkers-" + weights.name() + (endgames != null ? "+db" + pieces : "");
            named = patterns == null ? base : base + "+patterns";
        }
        if (network != null) {
            boolean standard = tuned && patterns == CheckersPatternWeights.standard() && pieces.isEmpty();
            named = standard && network.label() != null ? "checkers-" + network.label() : named + "+network";
        }
        this.name = named;
        this.network = network;
        this.networkSums = network == null ? null : network.new Accumulator();
        this.patterns = patterns;
        this.table = weights.table();
        this.endgames = endgames;
        this.startBuildPieces = databasePieces > CheckersEndgameDatabase.SHARED_PIECES ? Integer.MAX_VALUE
                : START_BUILD_PIECES;
        this.cutMargin = CUT_MARGIN;
        this.cutReduction = CUT_REDUCTION;
        this.lateDepth = 0;
        this.lateFrom = 0;
        this.ending = null;
        this.deepeningStep = 1;
        this.pvCaptures = false;
        this.reduceFrom = REDUCE_FROM;
        this.pvUnreduced = false;
        this.singularMargin = 0;
        this.multiCut = null;
        this.drawScale = null;
    }

    /**
     * A copy of {@code base} with its own network sums, the given cut, late-move pruning and ending setting, named
     * {@code name}; its deepening step, captures on the principal variation and reductions are {@code base}'s.
     */
    private CheckersEvaluator(CheckersEvaluator base, String name, int cutMargin, int cutReduction, int lateDepth,
                              int lateFrom, CheckersEnding ending) {
        this(base, name, cutMargin, cutReduction, lateDepth, lateFrom, ending, base.habits(), base.drawScale);
    }

    /**
     * The search habits the measured settings change ({@code +stepN}, {@code +pvx}, {@code +fromN}, {@code +nopvr},
     * {@code +singM}, {@code +mcM/C/R}),
     * carried from a copy to the next as one value so each setting changes only its own; the evaluator keeps them in
     * its own fields, read on every node.
     */
    private record SearchHabits(int deepeningStep, boolean pvCaptures, int reduceFrom, boolean pvUnreduced,
                                int singularMargin, MultiCut multiCut) {
    }

    /** This evaluator's search habits. */
    private SearchHabits habits() {
        return new SearchHabits(deepeningStep, pvCaptures, reduceFrom, pvUnreduced, singularMargin, multiCut);
    }

    /** A copy of this evaluator with the search habits {@code habits}, named with {@code mark} after its own name. */
    private CheckersEvaluator withHabits(String mark, SearchHabits habits) {
        return new CheckersEvaluator(this, name + mark, cutMargin, cutReduction, lateDepth, lateFrom, ending, habits,
                drawScale);
    }

    /** A copy of {@code base} with every setting given, named {@code name}. */
    private CheckersEvaluator(CheckersEvaluator base, String name, int cutMargin, int cutReduction, int lateDepth,
                              int lateFrom, CheckersEnding ending, SearchHabits habits, CheckersDrawScale drawScale) {
        this.name = name;
        this.network = base.network;
        this.networkSums = base.network == null ? null : base.network.new Accumulator();
        this.patterns = base.patterns;
        this.table = base.table;
        this.endgames = base.endgames;
        this.databasePieces = base.databasePieces;
        this.startBuildPieces = base.startBuildPieces;
        this.cutMargin = cutMargin;
        this.cutReduction = cutReduction;
        this.lateDepth = lateDepth;
        this.lateFrom = lateFrom;
        this.ending = ending;
        this.deepeningStep = habits.deepeningStep();
        this.pvCaptures = habits.pvCaptures();
        this.reduceFrom = habits.reduceFrom();
        this.pvUnreduced = habits.pvUnreduced();
        this.singularMargin = habits.singularMargin();
        this.multiCut = habits.multiCut();
        this.drawScale = drawScale;
    }

    /**
     * This evaluator with its verified cut at {@code margin} hundredths of a man below alpha ({@link #NO_CUT}: no
     * cut) and verified {@code reduction} plies shallower, named with {@link CheckersCutName#suffix} after its own
     * name: an evaluator whose scores spread wider than the default's (a network's) may want a wider margin.
     */
    public CheckersEvaluator withCut(int margin, int reduction) {
        if (margin <= 0) {
            throw new IllegalArgumentException("the cut margin must be positive (or none): " + margin);
        }
        if (reduction < 1) {
            throw new IllegalArgumentException("the cut's reduction must be at least one ply: " + reduction);
        }
        return new CheckersEvaluator(this, name + CheckersCutName.suffix(margin, reduction), margin, reduction,
                lateDepth, lateFrom, ending);
    }

    /**
     * This evaluator with late-move pruning: at {@code depth} plies left or fewer, a quiet move (no capture, no
     * crowning) whose place in the node's order is {@code from} plus the plies left or later is not searched,
     * unless the side to move faces a capture threat; named {@code +lmpD/K} after its own name. The default prunes
     * nothing (a setting measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withLatePruning(int depth, int from) {
        if (depth < 1 || from < 1) {
            throw new IllegalArgumentException("late-move pruning needs a depth and a first place of 1 or more: "
                    + depth + "/" + from);
        }
        return new CheckersEvaluator(this, name + LATE_MARK + depth + "/" + from, cutMargin, cutReduction, depth,
                from, ending);
    }

    /**
     * This evaluator with {@code setting} added to its score ({@link CheckersEnding}: a lead of pieces and kings worth
     * more in endings with a king on) in place of any it had, named {@code +endP/K} after its own name. The default
     * has none (a setting measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withEnding(CheckersEnding setting) {
        return new CheckersEvaluator(this, name + setting.suffix(), cutMargin, cutReduction, lateDepth, lateFrom,
                setting);
    }

    /**
     * This evaluator with the draw-scaling of endings of {@code maxPieces} pieces or fewer ({@link CheckersDrawScale}:
     * drawish endings' scores scaled towards 0, by a half), named {@code +dsN} after its own name. The default scales
     * nothing.
     */
    public CheckersEvaluator withDrawScale(int maxPieces) {
        return withDrawScale(new CheckersDrawScale(maxPieces));
    }

    /**
     * This evaluator with {@code setting}'s draw-scaling of endings in place of any it had, named with its {@code
     * +dsN} or {@code +dsN/F} after its own name.
     */
    public CheckersEvaluator withDrawScale(CheckersDrawScale setting) {
        return new CheckersEvaluator(this, name + setting.suffix(), cutMargin, cutReduction, lateDepth, lateFrom,
                ending, habits(), setting);
    }

    /** What starts the late-move pruning setting in a name: {@code checkers+lmp3/2}. */
    static final String LATE_MARK = "+lmp";

    /**
     * This evaluator with the engine deepening {@code step} plies an iteration (GuiNN's 2: scores swing between odd
     * and even depths, and the odd iterations cost time the even ones mostly repeat), named {@code +stepN} after its
     * own name; nothing is pruned or extended otherwise, each depth only starts from what fewer iterations left in the
     * table and history. The default deepens one ply at a time (a setting measured against GuiNN,
     * docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withDeepeningStep(int step) {
        if (step < 1) {
            throw new IllegalArgumentException("the deepening step must be 1 ply or more: " + step);
        }
        return withHabits(STEP_MARK + step,
                new SearchHabits(step, pvCaptures, reduceFrom, pvUnreduced, singularMargin, multiCut));
    }

    /** What starts the deepening step's setting in a name: {@code checkers+step2}. */
    static final String STEP_MARK = "+step";

    /**
     * This evaluator with every capture on the principal variation costing no ply (GuiNN's other extension besides
     * the capture answering a capture, which the default has everywhere): the line the search ends up playing sees
     * its exchanges to the end, where few nodes pay for it; named {@code +pvx} after its own name. The default does
     * not (a setting measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withPvCaptures() {
        return withHabits(PV_CAPTURES_MARK,
                new SearchHabits(deepeningStep, true, reduceFrom, pvUnreduced, singularMargin, multiCut));
    }

    /** The setting of {@link #withPvCaptures} in a name: {@code checkers+pvx}. */
    static final String PV_CAPTURES_MARK = "+pvx";

    /**
     * This evaluator with quiet moves reduced from place {@code from} of a node's order (0 is the first move searched;
     * GuiNN reduces from its third move, place 2; the default from place 3), crowning moves and captures still never
     * reduced; named {@code +fromN} after its own name (a setting measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withReductionsFrom(int from) {
        if (from < 1) {
            throw new IllegalArgumentException("reductions start at place 1 or later (the first move is never reduced): "
                    + from);
        }
        return withHabits(FROM_MARK + from,
                new SearchHabits(deepeningStep, pvCaptures, from, pvUnreduced, singularMargin, multiCut));
    }

    /** What starts the setting of {@link #withReductionsFrom} in a name: {@code checkers+from2}. */
    static final String FROM_MARK = "+from";

    /**
     * This evaluator with no move reduced at a node on the principal variation (GuiNN's {@code !isPV}): the main line
     * is searched to full depth, the rest reduced as before; named {@code +nopvr} after its own name. The default
     * reduces at every node (a setting measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withPvUnreduced() {
        return withHabits(PV_UNREDUCED_MARK,
                new SearchHabits(deepeningStep, pvCaptures, reduceFrom, true, singularMargin, multiCut));
    }

    /** The setting of {@link #withPvUnreduced} in a name: {@code checkers+nopvr}. */
    static final String PV_UNREDUCED_MARK = "+nopvr";

    /**
     * This evaluator with singular extensions: at a quiet node with {@value #SINGULAR_DEPTH} plies left or more whose
     * table move every other move trails by {@code margin} hundredths of a man or more (searched about half as deep),
     * that move is searched a ply deeper; named {@code +singM} after its own name. Why: the games against GuiNN are
     * lost as Black by a slow slide from slightly worse positions, where holding on often hangs on one move, and the
     * default searches such a line no deeper than the lines with choices. The default tests nothing (a setting
     * measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withSingular(int margin) {
        if (margin < 1) {
            throw new IllegalArgumentException("the singular margin must be 1 hundredth of a man or more: " + margin);
        }
        return withHabits(SINGULAR_MARK + margin,
                new SearchHabits(deepeningStep, pvCaptures, reduceFrom, pvUnreduced, margin, multiCut));
    }

    /** What starts the setting of {@link #withSingular} in a name: {@code checkers+sing30}. */
    static final String SINGULAR_MARK = "+sing";
    /**
     * The fewest plies left at which a node tests its table move: nearer the leaves the test's half-depth search sees
     * too little to call a move the only one, and the test's cost is paid at far more nodes.
     */
    static final int SINGULAR_DEPTH = 6;

    /**
     * The multi-cut's setting: at {@code depth} plies left or more, {@code needed} of a node's first {@code moves}
     * moves searched {@code reduction} plies shallower must reach beta for the node to fail high.
     *
     * @param needed how many of the moves tried must reach beta
     * @param moves how many of the node's first moves are tried
     * @param reduction how many plies shallower than usual they are searched
     * @param depth the fewest plies left at which a node tries them
     */
    record MultiCut(int needed, int moves, int reduction, int depth) {
        /** {@code +mcM/C/R}, with {@code /D} only when the depth is not the least that leaves a ply below the cut. */
        String suffix() {
            return MULTI_CUT_MARK + needed + "/" + moves + "/" + reduction
                    + (depth == reduction + 2 ? "" : "/" + depth);
        }
    }

    /**
     * This evaluator with multi-cut (Bjornsson and Marsland): at an expected cut node off the principal variation with
     * {@code depth} plies left or more and no capture pending, the node's first {@code moves} moves are searched
     * {@code reduction} plies shallower, and when {@code needed} of them reach beta the node fails high without its
     * full search; named {@code +mcM/C/R} after its own name ({@code /D} after when the depth is not {@code R + 2},
     * the least that leaves the tried moves a ply). Why: a node with several refutations seldom needs the full search
     * of one, and the tree the default spends its clock on is larger than GuiNN's. The default tries nothing (a
     * setting measured against GuiNN, docs/benchmarks/checkers.md).
     */
    public CheckersEvaluator withMultiCut(int needed, int moves, int reduction, int depth) {
        if (needed < 1 || moves < needed || reduction < 1 || depth < reduction + 2) {
            throw new IllegalArgumentException("the multi-cut needs 1 <= M <= C moves, a reduction R of 1 ply or more"
                    + " and a depth of R + 2 or more: " + needed + "/" + moves + "/" + reduction + "/" + depth);
        }
        MultiCut setting = new MultiCut(needed, moves, reduction, depth);
        return withHabits(setting.suffix(),
                new SearchHabits(deepeningStep, pvCaptures, reduceFrom, pvUnreduced, singularMargin, setting));
    }

    /** What starts the setting of {@link #withMultiCut} in a name: {@code checkers+mc3/8/3}. */
    static final String MULTI_CUT_MARK = "+mc";

    /** The margin of the verified cut in hundredths of a man, {@link #NO_CUT} for none. */
    public int cutMargin() {
        return cutMargin;
    }

    /** True if positions in the endgame database score exactly. */
    public boolean usesEndgameDatabase() {
        return endgames != null;
    }

    @Override
    public int exactScore(CheckersPosition p, int ply, int depth) {
        int pieces = Long.bitCount(p.pieces(0) | p.pieces(1));
        if (pieces > databasePieces) {
            if (pieces <= startBuildPieces && !buildStarted && endgames != null) {
                buildStarted = true;
                endgames.database(); // the ending is near: have the database ready for it
            }
            return NO_EXACT_SCORE;
        }
        CheckersEndgameDatabase db = database;
        if (db == null) {
            db = endgames.ready();
            if (db == null) {
                return NO_EXACT_SCORE;
            }
            if (db.maxPieces() == databasePieces) {
                database = db; // immutable once built: a plain field spares the volatile read afterwards
            } // else a smaller one serves while the full one is built: ask again next time
        }
        int score = db.score(p, ply);
        if (score == CheckersEndgameDatabase.UNKNOWN || (score != 0 && !withinQuietRule(p, db.value(p)))) {
            return NO_EXACT_SCORE; // a win the draw rule may stop: searched on, judged by {@link #evaluate} at the end
        }
        return score;
    }

    /**
     * True when a database win or loss (raw {@code value}) ends the game before the 40-move rule can: the
     * table's distance ignores the draw rules, so a win in n plies is certain only with n plies of the rule
     * left (the game ends on the winning move before the rule is judged); a longer one may still be won when
     * a man moves or a piece is taken on the way (the count starts again), but the table does not say, so the
     * engine searches such a position instead of trusting the distance, and meets the rule's draws in its tree.
     */
    static boolean withinQuietRule(CheckersPosition p, int value) {
        int limit = 2 * p.quietMoveLimit();
        int plies = value > 0 ? value : -value - 1;
        return limit == 0 || plies <= limit - p.quietPlies();
    }

    /**
     * What a database win the 40-move rule may stop is worth at the horizon (hundredths of a man): far above any
     * material count, so the search still heads for it, less the table's distance so nearer wins come first; a
     * draw the search finds before the horizon is worth more to the losing side and less to the winning one.
     */
    static final int WIN_BEYOND_RULE = 20_000;

    /**
     * The endgame database of its count of pieces, its build started (the full count: a cache of 5 completes
     * after the 5-piece build, not the 4-piece one it serves first); complete at once without a database.
     */
    @Override
    public java.util.concurrent.CompletableFuture<?> ready() {
        return endgames == null ? java.util.concurrent.CompletableFuture.completedFuture(null) : endgames.database();
    }

    @Override
    public int evaluate(CheckersPosition p) {
        if (databasePieces > 0 && Long.bitCount(p.pieces(0) | p.pieces(1)) <= databasePieces) {
            CheckersEndgameDatabase db = database != null ? database : endgames.ready();
            if (db != null && db.holds(p)) {
                int value = db.value(p);
                if (value != 0 && !withinQuietRule(p, value)) { // the search asked the database first: refused
                    return value > 0 ? WIN_BEYOND_RULE - value : -(WIN_BEYOND_RULE - (-value - 1));
                }
            }
        }
        int terms = CheckersFeatures.weighted(p, table);
        int value = patterns == null ? terms : terms + patterns.score(p);
        if (ending != null) {
            value += ending.score(p);
        }
        if (network != null) {
            value += networkSums.score(p);
        }
        // the heuristic score alone: a database win beyond the rule returned above is decisive, never scaled
        return drawScale == null ? value : drawScale.scale(p, value);
    }

    @Override
    public int orderScore(CheckersPosition p, int move) {
        return captureOrder(p, move);
    }

    /** Captures first, by pieces and kings taken; then moves that crown; everything else 0. */
    static int captureOrder(CheckersPosition p, int move) {
        int from = CheckersMove.from(move);
        int s = p.sideToMove();
        boolean man = (p.men(s) & (1L << from)) != 0;
        if (CheckersMove.isCapture(move)) {
            int n = CheckersMove.length(move);
            int kingsTaken = 0;
            int sq = from;
            long enemyKings = p.kings(1 - s);
            for (int k = 0; k < n; k++) {
                int d = CheckersMove.direction(move, k);
                if ((enemyKings & (1L << CheckersGeometry.step(d, sq))) != 0) {
                    kingsTaken++;
                }
                sq = CheckersGeometry.jump(d, sq);
            }
            boolean crowns = man && (CheckersGeometry.crownRow(s) & (1L << sq)) != 0;
            return (1 << 20) + 1000 * n + 300 * kingsTaken + (crowns ? 500 : 0);
        }
        if (man) {
            int to = CheckersGeometry.step(CheckersMove.direction(move, 0), from);
            if ((CheckersGeometry.crownRow(s) & (1L << to)) != 0) {
                return 1 << 19;
            }
        }
        return 0;
    }

    /**
     * Moves before this place in a node's order are searched to full depth: the table move, captures, killers (by
     * default; {@link #withReductionsFrom} moves it).
     */
    static final int REDUCE_FROM = 3;
    /** Below this many plies left a reduction would leave too little search to trust. */
    private static final int REDUCE_DEPTH = 3;

    /**
     * One ply more where the side to move must capture and the move before was a capture (a capture answering a
     * capture, GuiNN's way of counting): an exchange then costs the ply of the move that offered it and that of
     * the first capture, and no more. Every single move free instead (our first way) searched several times the
     * nodes to the same depth and lost to this in self-play (docs/benchmarks/checkers.md).
     */
    @Override
    public int extension(CheckersPosition p, int moveCount, int ply, int depth) {
        return recapture(p) ? 1 : 0;
    }

    /** As above, and with {@link #withPvCaptures} a ply more for any capture the principal variation must make. */
    @Override
    public int extension(CheckersPosition p, int moveCount, int ply, int depth, boolean pvNode) {
        int e = extension(p, moveCount, ply, depth);
        return e == 0 && pvCaptures && pvNode && p.mustCapture() ? 1 : e;
    }

    @Override
    public int deepeningStep() {
        return deepeningStep;
    }

    /**
     * With {@link #withSingular}, its margin at {@value #SINGULAR_DEPTH} plies left or more; none with a capture
     * pending (the capture extensions already see exchanges through, and a lone capture would pass the test for
     * nothing), nor nearer the leaves.
     */
    @Override
    public int singularMargin(CheckersPosition p, int depth) {
        return singularMargin == 0 || depth < SINGULAR_DEPTH || p.mustCapture() ? 0 : singularMargin;
    }

    /** True only with {@link #withSingular}: the default's search asks nothing at its nodes. */
    @Override
    public boolean singularExtensions() {
        return singularMargin > 0;
    }

    /**
     * With {@link #withMultiCut}, its reduction at its depth or more; none with a capture pending, whose few forced
     * moves the capture extensions see through, nor nearer the leaves.
     */
    @Override
    public int multiCutReduction(CheckersPosition p, int depth) {
        return multiCut == null || depth < multiCut.depth() || p.mustCapture() ? 0 : multiCut.reduction();
    }

    /** With {@link #withMultiCut}, how many first moves it tries; 0, so the engine never asks, by default. */
    @Override
    public int multiCutMoves() {
        return multiCut == null ? 0 : multiCut.moves();
    }

    @Override
    public int multiCutNeeded() {
        return multiCut == null ? 1 : multiCut.needed();
    }

    /** True when the side to move must capture right after a capture: the exchange goes on. */
    static boolean recapture(CheckersPosition p) {
        return p.ply() > 0 && p.mustCapture() && CheckersMove.isCapture(p.moveAt(p.ply() - 1));
    }

    /**
     * One ply less for quiet moves late in a node's order (the engine searches a reduced move again at full
     * depth when it beats the best so far); captures and crowning moves are never reduced.
     */
    @Override
    public int reduction(CheckersPosition p, int move, int index, int depth) {
        if (index < reduceFrom || depth < REDUCE_DEPTH || CheckersMove.isCapture(move) || captureOrder(p, move) != 0) {
            return 0;
        }
        return 1;
    }

    /** As above, and with {@link #withPvUnreduced} nothing reduced at a node on the principal variation. */
    @Override
    public int reduction(CheckersPosition p, int move, int index, int depth, boolean pvNode) {
        return pvUnreduced && pvNode ? 0 : reduction(p, move, index, depth);
    }

    /**
     * Late-move pruning where this evaluator has it ({@link #withLatePruning}): a quiet move late in the order at
     * few plies left, the side to move facing no capture threat. Cheap tests first: most calls end at the place.
     */
    @Override
    public boolean prunesLate(CheckersPosition p, int move, int index, int depth) {
        return depth <= lateDepth && index >= lateFrom + depth && !CheckersMove.isCapture(move)
                && captureOrder(p, move) == 0 && !p.threatensCapture();
    }

    /**
     * How far, in hundredths of a man, a quiet position must lie below alpha for a shallower search to decide its
     * fail low: half a man, which beat GuiNN's quarter (28) and 15 in self-play, and 80 no better
     * (docs/benchmarks/checkers.md).
     */
    static final int CUT_MARGIN = 50;
    /** How much shallower the search that verifies a cut is, by default. */
    static final int CUT_REDUCTION = 4;
    /** Below this many plies left a cut would save little and the verifying search would see almost nothing. */
    private static final int CUT_DEPTH = 3;

    /**
     * A quiet position half a man (or this evaluator's margin) below alpha with 3 or more plies left fails low when
     * a search 4 plies (or this evaluator's reduction) shallower says so (the engine verifies it); never with a
     * capture pending, where the static score is wrong.
     */
    @Override
    public int cutMargin(CheckersPosition p, int depth) {
        return depth < CUT_DEPTH || p.mustCapture() ? NO_CUT : cutMargin;
    }

    @Override
    public int cutReduction(int depth) {
        return cutReduction;
    }

    @Override
    public boolean isQuiet(CheckersPosition p) {
        return !p.mustCapture();
    }

    @Override
    public String name() {
        return name;
    }
}
