package dev.strategist.games.gomoku;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * Scores a Gomoku position from the shapes each side could make on the empty cells, which the position
 * keeps counted, so an evaluation is a few dozen array reads. Decisive combinations rank in tiers (five
 * to play, open four or double four, four-three, double three), each tier worth more than every lesser
 * shape on the board can add up to, so no heap of twos and threes outweighs a winning threat. A tier
 * counts for the side to move when the opponent has nothing faster: no five to complete for the open
 * four, no four of its own against a four-three or a double three. Facing a single five to block, it
 * judges the position after the block (and the blocks that follow it): fours are not quiet.
 * Not thread-safe: one evaluator per search thread, as the engine has.
 */
public final class GomokuEvaluator implements Evaluator<GomokuPosition> {
    /** One tier: more than the line shapes of a full 20 x 20 board (1600 lines x 200) can sum to. */
    public static final int TIER = 1 << 19;
    private static final int[] SHAPE_WEIGHT = {0, 1, 4, 5, 20, 25, 80, 80, 200, 0};
    /** How strongly a move's own combination ({@link GomokuCombo}) argues for it, in ordering units. */
    static final int[] ATTACK = {0, 1, 3, 6, 8, 10, 14, 17, 20};
    /** How strongly the opponent's combination on a cell argues for taking it first. */
    static final int[] DEFEND = {0, 1, 2, 5, 7, 9, 13, 16, 19};
    private static final int MAX_FORCED = 12;

    /** The fours a win proven at the horizon may take: deep enough for real attacks, short enough to stay cheap. */
    static final int HORIZON_FOURS = 12;

    private final int horizonNodes;
    private final int width;
    /** The fitted weights of the terms, or null for the hand-set line shapes. */
    private final GomokuWeights weights;
    /** The learned move values that order and select moves, or null for the shape sums. */
    private final GomokuMoveValues values;
    private final GomokuVcf vcf;
    /** The sums of the weights' network, if they have one: this evaluator's own, as its search is. */
    private final GomokuNetwork.Accumulator network;
    private GomokuRule vcfRule;
    private int vcfSize;
    private int forcedDepth;

    /** The shape evaluation alone, searching every candidate move. */
    public GomokuEvaluator() {
        this(0);
    }

    /**
     * The shape evaluation, and at the engine's horizon a search for a win by continuous fours of at most
     * {@code horizonNodes} positions (0: none), whose refutations it keeps from call to call.
     */
    public GomokuEvaluator(int horizonNodes) {
        this(horizonNodes, 0);
    }

    /**
     * As above, the search offered at most {@code width} quiet moves per node, the most promising by the
     * shapes they make and block (0: every candidate): see {@link #searchMoves}.
     */
    public GomokuEvaluator(int horizonNodes, int width) {
        this(horizonNodes, width, null);
    }

    /**
     * As above, a position no decisive tier settles scored by {@code weights} times its
     * {@link GomokuFeatures} (null: the hand-set line shapes, the side to move's counted a quarter more).
     */
    public GomokuEvaluator(int horizonNodes, int width, GomokuWeights weights) {
        this(horizonNodes, width, weights, null);
    }

    /**
     * As above, moves ordered and the {@code width} kept by {@code values} (null: by the combinations and
     * shape sums they make and block).
     */
    public GomokuEvaluator(int horizonNodes, int width, GomokuWeights weights, GomokuMoveValues values) {
        if (horizonNodes < 0) {
            throw new IllegalArgumentException("horizon VCF nodes cannot be negative: " + horizonNodes);
        }
        if (width < 0) {
            throw new IllegalArgumentException("search width cannot be negative: " + width);
        }
        this.horizonNodes = horizonNodes;
        this.width = width;
        this.weights = weights;
        this.values = values;
        this.vcf = horizonNodes > 0 ? new GomokuVcf() : null;
        this.network = weights != null && weights.network() != null ? weights.network().accumulator() : null;
    }

    /** The cap on quiet search moves per node, 0 for none. */
    public int width() {
        return width;
    }

    /**
     * The moves worth searching ({@link GomokuCandidates}): a five if there is one; else the blocks of the
     * opponent's five, and nothing else, since any other move loses at once; else, against a threat of an
     * open four, the cells of either side's fours; else the cells near the stones where either side makes
     * at least a two, at most {@link #width()} of them. The width is this evaluator's, so a player's
     * setting never travels with the positions it copies and hands on.
     */
    @Override
    public int searchMoves(GomokuPosition p, int[] into, int offset) {
        return GomokuCandidates.write(p, into, offset, width, values);
    }

    /** {@link #searchMoves}, each move's {@link #orderScore} written beside it at {@code order[offset...]}. */
    int searchMoves(GomokuPosition p, int[] into, int offset, int[] order) {
        return GomokuCandidates.write(p, into, offset, width, values, order);
    }

    /**
     * At the engine's horizon, a win by continuous fours for the side to move, as the won game it is; looked
     * for only in a quiet position where it has a four to play: most horizon positions have none, and then
     * this costs three array reads.
     */
    @Override
    public int exactScore(GomokuPosition p, int ply, int depth) {
        if (vcf == null || depth > 0 || !isQuiet(p)) {
            return NO_EXACT_SCORE;
        }
        int plies = provenWin(p);
        return plies > 0 && plies <= Score.MAX_PLY ? Score.WIN - ply - plies : NO_EXACT_SCORE;
    }

    /**
     * Plies to a win by continuous fours the side to move can force (1: a five to play), or 0 when none was
     * found within the horizon budget.
     */
    int provenWin(GomokuPosition p) {
        if (vcf == null) {
            return 0;
        }
        int me = p.sideToMove();
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            return 1;
        }
        if (p.comboCount(me, GomokuCombo.FOUR) + p.comboCount(me, GomokuCombo.FOUR_THREE)
                + p.comboCount(me, GomokuCombo.OPEN_FOUR) == 0) {
            return 0;
        }
        if (p.rule() != vcfRule || p.size() != vcfSize) {
            vcf.forget(); // its refutations hold for one rule and board only
            vcfRule = p.rule();
            vcfSize = p.size();
        }
        int move = vcf.searchRemembering(p, HORIZON_FOURS, horizonNodes, Long.MAX_VALUE);
        return move == dev.strategist.core.Position.NO_MOVE ? 0 : vcf.lineLength();
    }

    /** {@link #tiers}' answer when the side to move must block the opponent's single five. */
    static final int BLOCK = Integer.MIN_VALUE;

    /**
     * The tiers that settle {@code p} ahead of the terms: 8 for a five to play, -8 for two fives of the
     * opponent's, {@link #BLOCK} for a single one to block, 7 for an open four, renju's traps
     * ({@link #renjuTraps}), 6 for a four-three and 5 for a double three that the opponent's fours (and open
     * four) cannot outpace; 0 when the terms decide.
     */
    static int tiers(GomokuPosition p) {
        int me = p.sideToMove();
        int op = 1 - me;
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            return 8;
        }
        int opFives = p.comboCount(op, GomokuCombo.FIVE);
        if (opFives >= 2) {
            return -8;
        }
        if (opFives == 1) {
            return BLOCK;
        }
        if (p.comboCount(me, GomokuCombo.OPEN_FOUR) > 0) {
            return 7;
        }
        if (p.rule() == GomokuRule.RENJU) {
            int trap = renjuTraps(p, me);
            if (trap != 0) {
                return trap;
            }
        }
        boolean opHasFours = fourCells(p, op) > 0;
        if (!opHasFours && p.comboCount(me, GomokuCombo.FOUR_THREE) > 0) {
            return 6;
        }
        if (!opHasFours && p.comboCount(op, GomokuCombo.OPEN_FOUR) == 0 && p.comboCount(me, GomokuCombo.DOUBLE_THREE) > 0) {
            return 5;
        }
        return 0;
    }

    /**
     * Renju's traps ({@link GomokuRenju#trapFour}): 7 for white to move with one (it wins as an open four does);
     * -6 for black to move against two and no four of its own, as one stone rarely stops both (it can: by
     * taking one and making the other's five point allowed); 0 otherwise.
     */
    private static int renjuTraps(GomokuPosition p, int me) {
        if (me == Position.SECOND) {
            return GomokuRenju.trapFour(p, -1) >= 0 ? 7 : 0;
        }
        int first = GomokuRenju.trapFour(p, -1);
        return first >= 0 && fourCells(p, me) == 0 && GomokuRenju.trapFour(p, first) >= 0 ? -6 : 0;
    }

    @Override
    public int evaluate(GomokuPosition p) {
        int tiers = tiers(p);
        if (tiers == 8 || tiers == -8) {
            return tiers * TIER;
        }
        int me = p.sideToMove();
        int op = 1 - me;
        if (tiers == BLOCK) {
            return afterTheBlock(p, me, op);
        }
        int score;
        if (weights == null) {
            int mine = lines(p, me);
            score = mine + mine / 4 - lines(p, op);
        } else {
            score = weights.score(p);
            if (network != null && p.rule() == GomokuRule.FREESTYLE) {
                score += network.score(p);
            }
        }
        return score + tiers * TIER;
    }

    /**
     * The block of the opponent's single five is forced, so the position is judged after it: a short
     * quiescence over fours (each block may make a four that forces the next block). Bounded, and the
     * position is restored. A block black may not make under renju loses.
     */
    private int afterTheBlock(GomokuPosition p, int me, int op) {
        if (forcedDepth >= MAX_FORCED) {
            return lines(p, me) - lines(p, op);
        }
        int block = -1;
        int cells = p.maxMoves();
        for (int c = 0; c < cells && block < 0; c++) {
            if (p.stone(c) == 0 && p.combo(op, c) == GomokuCombo.FIVE) {
                block = c;
            }
        }
        if (p.rule().hasForbiddenMoves(me) && p.isForbidden(block)) {
            return -8 * TIER;
        }
        p.play(block);
        forcedDepth++;
        try {
            return p.isOver() ? 0 : -evaluate(p);
        } finally {
            forcedDepth--;
            p.undo();
        }
    }

    /** The hand-set weight of a line shape ({@link GomokuShapes}) that a side could make, before the side to move's quarter. */
    public static int handShapeWeight(int shape) {
        return SHAPE_WEIGHT[shape];
    }

    /** The weighted line shapes {@code side} could make. */
    static int lines(GomokuPosition p, int side) {
        int sum = 0;
        for (int s = 1; s < GomokuShapes.COUNT; s++) {
            sum += p.shapeCount(side, s) * SHAPE_WEIGHT[s];
        }
        return sum;
    }

    /** How many (cell, line) pairs would give {@code side} a four or better. */
    static int fourCells(GomokuPosition p, int side) {
        return p.shapeCount(side, GomokuShapes.FOUR) + p.shapeCount(side, GomokuShapes.OPEN_FOUR)
                + p.shapeCount(side, GomokuShapes.DOUBLE_FOUR) + p.shapeCount(side, GomokuShapes.FIVE);
    }

    /** The place in a node's order from which quiet moves are searched a ply shallower. */
    static final int REDUCE_FROM = 3;
    /** The place from which they are searched two plies shallower, with enough depth left. */
    static final int REDUCE_MORE_FROM = 8;

    /**
     * Late quiet moves a ply shallower, later ones two: a move that makes or blocks an open three or more
     * is never reduced, as the threats decide Gomoku games and a shallower search would miss their answers.
     */
    @Override
    public int reduction(GomokuPosition p, int move, int index, int depth) {
        if (index < REDUCE_FROM) {
            return 0;
        }
        int me = p.sideToMove();
        if (p.combo(me, move) >= GomokuCombo.OPEN_THREE || p.combo(1 - me, move) >= GomokuCombo.OPEN_THREE) {
            return 0;
        }
        return index >= REDUCE_MORE_FROM && depth >= 5 ? 2 : 1;
    }

    /**
     * By the learned move values if there are any; else our own threats first, then the opponent's we
     * block, each by how soon it decides the game ({@link GomokuCandidates#orderScore}).
     */
    @Override
    public int orderScore(GomokuPosition p, int move) {
        return GomokuCandidates.orderScore(p, move, values);
    }

    @Override
    public String name() {
        return "shapes";
    }
}
