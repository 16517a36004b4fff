package dev.strategist.games.reversi.eval;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;

/**
 * The pattern evaluation: the sum, over the board's eight symmetric images, of a fitted weight for the
 * contents of each of {@link ReversiPatterns}' eleven shapes, plus weights for each side's mobility and
 * a constant, all from the weight set of the position's stage ({@link ReversiPatternWeights}). The value
 * estimates the final disc difference for the side to move in 1/{@link ReversiPatternWeights#UNIT} of a
 * disc. Symmetric positions get equal values by construction, and nothing allocates.
 *
 * <p>Move ordering is {@link ReversiEvaluator}'s (corners first, fewest replies). The weights are for
 * 8 x 8; a smaller board is valued by {@link ReversiEvaluator} instead.
 *
 * <p>With a cut margin ({@link #withCut()}, the game's default, named {@code patterns}) the engine's verified
 * fail-low cut acts on 8 x 8 from {@link #CUT_DEPTH} plies left: a node whose value lies the margin below alpha
 * is searched shallower at alpha minus the margin, at the depth Edax's ProbCut checks with, and fails low if that
 * search does. Without one ({@code patterns-full}, the constructors) the engine searches full width. With the cut
 * above beta too ({@link #withBothCuts()}, named {@code patterns+probcut}) a node the margin above beta is searched
 * as shallow at beta plus the margin and fails high if that search does: ProbCut's both halves. With margins by
 * depth and stage ({@link #withProbCut}, named {@code patterns+mpc}) both halves cut from
 * {@link ReversiProbCut#FROM_DEPTH} plies left at {@code t} standard deviations of each depth's measured spread.
 *
 * <p>At nodes with {@link #VALUE_ORDER_FROM} or more plies left a move's key adds the value of the position it leads
 * to, weighted far above fastest-first's count of replies, as Edax's deeper nodes sort by a shallow search: about 0.6 x
 * the time to a fixed depth of 14 or 16 plies on game positions (docs/benchmarks/reversi.md, twenty-first session).
 * {@link #orderingByValueFrom} moves or removes that ({@code +valueN}, N = 0 for fastest-first alone).
 *
 * <p>Any of them may sort fastest-first only from a number of plies left ({@link #sortingFrom}, named with
 * {@code +sortN}, as {@code patterns+mpc+sort2}): below it a node's moves go by their square's class
 * ({@link ReversiEvaluator#squareClass}) after the table move, where fastest-first plays every move out and counts
 * the opponent's replies at each of the many nodes near the leaves (docs/benchmarks/reversi.md, the ordering at the
 * shallowest nodes). With {@link #withTableFrom} ({@code +tableN}) the engine uses its table only from N plies left:
 * with {@code +sort2}, 0.68 x the time to depth 16 at the same nodes, but no better against Zebra (the same file,
 * twenty-second session), so not the default.
 */
public final class ReversiPatternEvaluator implements Evaluator<ReversiPosition> {
    /** The shipped cut's margin below alpha, in the evaluation's units. */
    public static final int CUT_MARGIN = 6 * ReversiPatternWeights.UNIT;
    /** The fewest plies left at which the cut acts. */
    public static final int CUT_DEPTH = 4;
    /**
     * {@code patterns+mpc}'s margin in hundredths of a standard deviation of the measured spread: the best of 0.7,
     * 1.0, 1.5 and 2.0 in self-play at 300 ms a move (docs/benchmarks/reversi.md, multi-depth ProbCut).
     */
    public static final int MPC_T = 100;
    /** The fewest plies left at which a move's key adds the value of the position it leads to, by default. */
    public static final int VALUE_ORDER_FROM = 4;
    /**
     * That value's weight in a move's key, per disc: fastest-first counts 64 a reply, so a disc of value outweighs
     * four replies (128, 256 and 1,000 ordered about alike; 16 and 32 less well: docs/benchmarks/reversi.md).
     */
    static final int VALUE_ORDER_WEIGHT = 256;
    /** What an evaluator's name says before its {@link #valueOrderFrom} when that is not the default. */
    public static final String VALUE_ORDER = "+value";
    /** The most plies left from which {@link #sortingFrom} may sort fastest-first: more would sort almost nothing. */
    public static final int MAX_SORT_FROM = 8;
    /** The most plies left from which {@link #orderingByValueFrom} may order by value. */
    public static final int MAX_VALUE_ORDER_FROM = 30;
    /** The fewest plies left at which the engine's table is used, by default. */
    public static final int TABLE_FROM = 1;
    /** The most plies left {@link #withTableFrom} takes. */
    public static final int MAX_TABLE_FROM = 8;
    /** What an evaluator's name says before its {@link #tableFrom()} when that is not the default. */
    public static final String TABLE = "+table";
    private static final ReversiEvaluator ORDER = new ReversiEvaluator();
    /** What an evaluator's name says before its {@link #sortFrom} when that is not 1: {@code patterns+mpc+sort2}. */
    public static final String SORT = "+sort";
    private final ReversiPatternWeights weights;
    private final int cutMargin;
    private final boolean cutsAboveBeta;
    /** Margins by depth and stage, or null for the one margin {@link #cutMargin} at every depth. */
    private final ReversiProbCut probCut;
    /** The fewest plies left at which moves are sorted fastest-first; 1, every node with children, by default. */
    private final int sortFrom;
    /**
     * True if a position's patterns are read from codes that follow it move by move ({@link #followingMoves},
     * {@link ReversiPatternCodes}); false, the default, if read off its board at every evaluation. The same values.
     */
    private final boolean followsMoves;
    /** The fewest plies left at which a move's key adds the value of the position it leads to; 0: never. */
    private final int valueOrderFrom;
    /** The fewest plies left at which the engine's table is used ({@link #tableFrom()}). */
    private final int tableFrom;

    /** With the shipped weights, searched full width. */
    public ReversiPatternEvaluator() {
        this(ReversiPatternWeights.standard());
    }

    /** With the given weights, searched full width. */
    public ReversiPatternEvaluator(ReversiPatternWeights weights) {
        this(weights, NO_CUT);
    }

    /**
     * With the given weights and the fail-low cut at {@code cutMargin} units below alpha ({@link #NO_CUT}: full
     * width).
     */
    public ReversiPatternEvaluator(ReversiPatternWeights weights, int cutMargin) {
        this(weights, cutMargin, false);
    }

    /**
     * With the given weights and the cut at {@code cutMargin} units below alpha, and as far above beta too when
     * {@code aboveBeta} (ProbCut's both halves).
     */
    public ReversiPatternEvaluator(ReversiPatternWeights weights, int cutMargin, boolean aboveBeta) {
        if (cutMargin <= 0) {
            throw new IllegalArgumentException("the cut margin must be positive (NO_CUT for none): " + cutMargin);
        }
        if (aboveBeta && cutMargin == NO_CUT) {
            throw new IllegalArgumentException("a cut above beta needs a margin");
        }
        this.weights = weights;
        this.cutMargin = cutMargin;
        this.cutsAboveBeta = aboveBeta;
        this.probCut = null;
        this.sortFrom = 1;
        this.followsMoves = false;
        this.valueOrderFrom = VALUE_ORDER_FROM;
        this.tableFrom = TABLE_FROM;
    }

    /** With the given weights and both halves of the cut at {@code probCut}'s margins. */
    public ReversiPatternEvaluator(ReversiPatternWeights weights, ReversiProbCut probCut) {
        this.weights = weights;
        this.cutMargin = CUT_MARGIN;
        this.cutsAboveBeta = true;
        this.probCut = java.util.Objects.requireNonNull(probCut, "probCut");
        this.sortFrom = 1;
        this.followsMoves = false;
        this.valueOrderFrom = VALUE_ORDER_FROM;
        this.tableFrom = TABLE_FROM;
    }

    /** {@code base}'s weights and cuts, with the given orders and way of reading the patterns. */
    private ReversiPatternEvaluator(ReversiPatternEvaluator base, int sortFrom, boolean followsMoves,
            int valueOrderFrom, int tableFrom) {
        this.weights = base.weights;
        this.cutMargin = base.cutMargin;
        this.cutsAboveBeta = base.cutsAboveBeta;
        this.probCut = base.probCut;
        this.sortFrom = sortFrom;
        this.followsMoves = followsMoves;
        this.valueOrderFrom = valueOrderFrom;
        this.tableFrom = tableFrom;
    }

    /**
     * This evaluator reading a position's patterns from codes updated by each move's square and flips, as Edax does,
     * instead of off the board at every evaluation: the same values and the same tree, and on the bench's midgame
     * searches no faster (the updates at every node cost about what the reading saves at the leaves,
     * docs/benchmarks/reversi.md, thirteenth session), so not the default.
     */
    public ReversiPatternEvaluator followingMoves() {
        return new ReversiPatternEvaluator(this, sortFrom, true, valueOrderFrom, tableFrom);
    }

    /**
     * This evaluator sorting fastest-first only at nodes with {@code plies} or more plies left (1: at every node with
     * children, as the evaluators of {@link dev.strategist.games.reversi.ReversiGame#evaluators()} do) and by the
     * square's class nearer the leaves.
     *
     * @throws IllegalArgumentException unless {@code plies} is 1 to {@link #MAX_SORT_FROM}
     */
    public ReversiPatternEvaluator sortingFrom(int plies) {
        if (plies < 1 || plies > MAX_SORT_FROM) {
            throw new IllegalArgumentException("sorting fastest-first from " + plies + " plies left: it must be from 1"
                    + " (every node with children, the default) to " + MAX_SORT_FROM);
        }
        return new ReversiPatternEvaluator(this, plies, followsMoves, valueOrderFrom, tableFrom);
    }

    /**
     * This evaluator adding the value of the position a move leads to into the move's key at nodes with {@code plies}
     * or more plies left (0: never, fastest-first alone, the order before 2026-12-04).
     *
     * @throws IllegalArgumentException if {@code plies} is negative or above {@link #MAX_VALUE_ORDER_FROM}
     */
    public ReversiPatternEvaluator orderingByValueFrom(int plies) {
        if (plies < 0 || plies > MAX_VALUE_ORDER_FROM) {
            throw new IllegalArgumentException("ordering by value from " + plies + " plies left: it must be from 0"
                    + " (never) to " + MAX_VALUE_ORDER_FROM);
        }
        return new ReversiPatternEvaluator(this, sortFrom, followsMoves, plies, tableFrom);
    }

    /**
     * This evaluator asking the engine to read and write its table only at nodes with {@code plies} or more plies left.
     *
     * @throws IllegalArgumentException unless {@code plies} is 1 to {@link #MAX_TABLE_FROM}
     */
    public ReversiPatternEvaluator withTableFrom(int plies) {
        if (plies < 1 || plies > MAX_TABLE_FROM) {
            throw new IllegalArgumentException("the table from " + plies + " plies left: it must be from 1 (every node"
                    + " with moves) to " + MAX_TABLE_FROM);
        }
        return new ReversiPatternEvaluator(this, sortFrom, followsMoves, valueOrderFrom, plies);
    }

    @Override
    public int tableFrom() {
        return tableFrom;
    }

    /** The fewest plies left at which a move's key adds the value of the position it leads to (0: never). */
    public int valueOrderFrom() {
        return valueOrderFrom;
    }

    /** The fewest plies left at which this evaluator sorts fastest-first (1: at every node with children). */
    public int sortFrom() {
        return sortFrom;
    }

    /** The game's default: the shipped weights with the cut at {@link #CUT_MARGIN}. */
    public static ReversiPatternEvaluator withCut() {
        return new ReversiPatternEvaluator(ReversiPatternWeights.standard(), CUT_MARGIN);
    }

    /** The shipped weights with the cut at {@link #CUT_MARGIN} below alpha and above beta ({@code patterns+probcut}). */
    public static ReversiPatternEvaluator withBothCuts() {
        return new ReversiPatternEvaluator(ReversiPatternWeights.standard(), CUT_MARGIN, true);
    }

    /** The shipped weights with both halves of the cut at margins by depth and stage ({@code patterns+mpc}). */
    public static ReversiPatternEvaluator withProbCut() {
        return new ReversiPatternEvaluator(ReversiPatternWeights.standard(), new ReversiProbCut(MPC_T));
    }

    @Override
    public boolean cutsAboveBeta() {
        return cutsAboveBeta;
    }

    /**
     * The margin this evaluator cuts at, {@link #NO_CUT} where it searches full width ({@code patterns+mpc} answers
     * the one margin here and cuts at its margins by depth and stage).
     */
    public int cutMargin() {
        return cutMargin;
    }

    @Override
    public int cutMargin(ReversiPosition position, int depth) {
        // the smaller boards' values are another evaluator's units; a search that reaches the last empty square is
        // exact without the cut, and a guess there would trade a proven result for a saving it hardly needs
        if (cutMargin == NO_CUT || position.board() != ReversiBoard.EIGHT || depth >= position.emptyCount()) {
            return NO_CUT;
        }
        if (probCut != null) {
            return probCut.margin(depth, position.emptyCount());
        }
        return depth < CUT_DEPTH ? NO_CUT : cutMargin;
    }

    @Override
    public int cutReduction(int depth) {
        // verified at the shallow depth Edax's ProbCut pairs with this one, whose scores lie within a few discs of
        // the deeper search's (docs/benchmarks/reversi.md, ProbCut's calibration)
        return depth - (depth / 4 * 2 + depth % 2);
    }

    @Override
    public int evaluate(ReversiPosition position) {
        if (position.board() != ReversiBoard.EIGHT) {
            return ORDER.evaluate(position);
        }
        long p = position.player();
        long o = position.opponent();
        if (!followsMoves) {
            return evaluate(p, o, position.moveMask());
        }
        int stage = ReversiPatternWeights.stage(64 - Long.bitCount(p | o));
        short[] folded = position.sideToMove() == ReversiPosition.BLACK ? weights.foldedStageWeights(stage)
                : weights.swappedStageWeights(stage);
        if (folded == null) {
            return evaluate(p, o, position.moveMask());
        }
        return mobilityAndConstant(weights.stageWeights(stage), p, o, position.moveMask())
                + ReversiPatternCodes.of(position).sum(folded, position.ply());
    }

    /** The value of ({@code p} to move, {@code o}), whose moves are {@code moves}, read off the board. */
    public int evaluate(long p, long o, long moves) {
        int stage = ReversiPatternWeights.stage(64 - Long.bitCount(p | o));
        short[] w = weights.stageWeights(stage);
        short[] folded = weights.foldedStageWeights(stage);
        return mobilityAndConstant(w, p, o, moves)
                + (folded != null ? ReversiFoldedPatterns.sum(folded, p, o) : byImages(w, p, o));
    }

    /** The value's terms other than the patterns: each side's mobility and the constant, from stage weights {@code w}. */
    private static int mobilityAndConstant(short[] w, long p, long o, long moves) {
        int mine = Math.min(Long.bitCount(moves), ReversiPatternWeights.MOBILITY_CAP);
        int theirs = Math.min(Long.bitCount(ReversiBitboards.moves(o, p)), ReversiPatternWeights.MOBILITY_CAP);
        return w[ReversiPatternWeights.CONSTANT] + w[ReversiPatternWeights.MY_MOBILITY + mine]
                + w[ReversiPatternWeights.THEIR_MOBILITY + theirs];
    }

    /** The patterns' part of the value read in every image: the plain form, and the oracle of the folded one. */
    static int byImages(short[] w, long p, long o) {
        int sum = 0;
        for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
            long pg = ReversiPatterns.image(p, g);
            long og = ReversiPatterns.image(o, g);
            for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
                sum += w[ReversiPatterns.OFFSET[s] + ReversiPatterns.code(s, pg, og)];
            }
        }
        return sum;
    }

    @Override
    public int orderScore(ReversiPosition position, int move) {
        return ORDER.orderScore(position, move);
    }

    @Override
    public int orderScore(ReversiPosition position, int move, int depth) {
        // below sortFrom the moves' flips and replies are not worked out: the node's children are few plies deep, and
        // fastest-first's cost is paid at every one of the many such nodes whether the first move cuts or not
        if (depth < sortFrom) {
            return ReversiEvaluator.squareClass(position, move);
        }
        int score = ORDER.orderScore(position, move);
        if (depth < valueOrderFrom || valueOrderFrom == 0 || move == ReversiPosition.PASS
                || position.board() != ReversiBoard.EIGHT) {
            return score;
        }
        // the value of the position after the move, for the opponent; its flips again, as few nodes get here
        long p = position.player();
        long o = position.opponent();
        long flipped = ReversiBitboards.flips(move, p, o);
        long next = o & ~flipped;
        long mover = p | flipped | (1L << move);
        return score - evaluate(next, mover, ReversiBitboards.moves(next, mover)) * VALUE_ORDER_WEIGHT
                / ReversiPatternWeights.UNIT;
    }

    @Override
    public String name() {
        String base = cutMargin == NO_CUT ? "patterns-full" : probCut != null ? "patterns+mpc"
                : cutsAboveBeta ? "patterns+probcut" : "patterns";
        String sorted = sortFrom == 1 ? base : base + SORT + sortFrom;
        String valued = valueOrderFrom == VALUE_ORDER_FROM ? sorted : sorted + VALUE_ORDER + valueOrderFrom;
        return tableFrom == TABLE_FROM ? valued : valued + TABLE + tableFrom;
    }
}
