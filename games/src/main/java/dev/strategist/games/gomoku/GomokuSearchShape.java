package dev.strategist.games.gomoku;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The numbers that shape {@link GomokuSearch}'s tree: its pruning margins and depths, the late-move reductions'
 * divisor, the move caps, the singular test, the deeper re-search and a continuing attack's lesser reduction.
 * {@link #DEFAULT} holds the measured values (docs/benchmarks/gomoku.md); any other shape is a tournament player's
 * setting ({@code futility=80}), so that tuning plays every candidate from one build and one JVM, at a fixed time,
 * where a wider tree pays for its nodes.
 * Immutable; the tables a search reads per node are built here once.
 */
public final class GomokuSearchShape {
    /** Futility pruning applies up to this depth. */
    private static final String FUTILITY_DEPTH = "futility-depth";
    /** Futility's margin per ply of depth (shape units). */
    private static final String FUTILITY = "futility";
    /** Razoring applies up to this depth. */
    private static final String RAZOR_DEPTH = "razor-depth";
    /** Razoring's margin per ply of depth: a position this far below alpha drops into the quiescence. */
    private static final String RAZOR = "razor";
    /** Late-move reductions grow as ln(depth) ln(move number) / this. */
    private static final String REDUCTION = "reduction";
    /** Quiet moves searched at a depth: this plus depth to {@link #MOVES_POWER} (halved when not improving). */
    private static final String MOVES = "moves";
    private static final String MOVES_POWER = "moves-power";
    /** Moves searched where a threat stands: round(this x sqrt(depth) - 2), at most {@link #THREAT_MOST}. */
    private static final String THREAT_MOVES = "threat-moves";
    private static final String THREAT_MOST = "threat-most";
    /** From this depth a table move that failed high is tested for being singular. */
    private static final String SINGULAR_DEPTH = "singular-depth";
    /** The singular test's window, this many units a ply of depth below the table's score. */
    private static final String SINGULAR = "singular";
    /** A reduced move failing high by this, plus {@link #DEEPER_PLY} a ply reduced, is searched a ply deeper. */
    private static final String DEEPER = "deeper";
    private static final String DEEPER_PLY = "deeper-ply";
    /**
     * A move that makes an open three or more, by a side whose own move two plies before did too, is reduced this
     * many plies less (0: reduced as any late move): a continuing attack (Rapfi's).
     */
    private static final String ATTACK = "attack";
    /** 1: such a move is searched even past the move-count pruning's cap (0: cut there as any late move). */
    private static final String ATTACK_KEEP = "attack-keep";
    /**
     * Per cent of the learned correction added to the static evaluation (0: none): what the searches below a
     * position's stones of each side found against its evaluation ({@link GomokuSearch}'s correction history).
     */
    private static final String CORRECT = "correct";
    /**
     * From this many plies left a move's ordering key adds the static evaluation of the position it leads to
     * (0: never, the default), as Othello's search does. Here it saved at most 1.5 % of the nodes to a fixed depth
     * and cost 1.4 x the time from 4 plies left (docs/benchmarks/gomoku.md, twenty-second session): the learned move
     * values already put the cutting move first nearly as often, without a play and an undo a move.
     */
    private static final String ORDER_EVAL = "order-eval";
    /** That evaluation's weight in the key, per cent of an evaluation unit per unit of move value. */
    private static final String ORDER_EVAL_WEIGHT = "order-eval-weight";
    /**
     * 1: a node whose side to move has a four-three, or a double three, that the opponent's fours (and open three)
     * cannot outpace is scored as the win in five plies it is on entry, before the table, the evaluation and the
     * moves (Rapfi's quick win check); 0, the default: only a five, two of the opponent's fives and an own open
     * four are, and the evaluation's tiers judge the rest.
     */
    private static final String QUICK_WIN = "quick-win";
    /**
     * Plies less depth for the moves after the first that raised a node's alpha (0, the default: none), from 3 to
     * 11 plies left, at the root and in principal-variation nodes (Rapfi's reduction after an alpha improvement).
     */
    private static final String IMPROVED_LESS = "improved-less";
    /** {@link #IMPROVED_LESS} applies with fewer plies left than this (Rapfi's 12). */
    private static final String IMPROVED_BELOW = "improved-below";
    /**
     * 0, the default: no root move is reduced. N from 1: the root's late moves (from its third, at least 3 plies
     * deep) are reduced as late moves inside the tree are, less N - 1 plies, and searched again at full depth when
     * they beat alpha. Rapfi reduces them by its reductions (twice ours) less about two plies.
     */
    private static final String ROOT_REDUCE = "root-reduce";
    /**
     * 1: where the opponent has a four-three to make (and no four or open three), only the moves that can stop it
     * are searched: its cell, the cells within four of it on its four lines, and our own fours (Rapfi's defence
     * against a four-three); 0, the default: the usual moves, each refuted by its own subtree.
     */
    private static final String DEFEND_FOUR_THREE = "defend-four-three";
    /**
     * 0, the default: the history orders the moves after the killers, grown by each cut-off and never lowered. N from
     * 1: a history of its own, a bonus to the move that cut and a penalty to the quiet moves searched before it, orders
     * them instead, and shifts a late move's reduction by up to N plies, less for a good history and more for a bad
     * one (Rapfi's history-scaled reductions).
     */
    private static final String HISTORY_REDUCE = "history-reduce";
    /**
     * 0, the default: none. N from 1: late moves at a node that is, or was when the table stored it, on the main line
     * are reduced N plies less (Rapfi's "was PV" flag, kept in the table).
     */
    private static final String PV_LESS = "pv-less";
    /**
     * 0, the default: the history only breaks ties. W from 1: the history with bonus and penalty (kept even without
     * {@link #HISTORY_REDUCE}) adds to a move's learned value W hundredths of a logit at its bound, so it can put a
     * move ahead of the killers (Rapfi's history ahead of its killers in the main stage).
     */
    private static final String HISTORY_ORDER = "history-order";
    /**
     * Per cent of the bonus the moves searched before a cut-off lose (100, the default: as much). Rapfi's penalty is
     * smaller: each cut-off penalises every move before it, and an equal penalty leaves most of the history below zero.
     */
    private static final String HISTORY_PENALTY = "history-penalty";
    /**
     * 0, the default: the history with bonus and penalty is kept by side and cell. 1: by side and the move's shapes
     * (its four lines for each side), so what cut in one place orders the same shape elsewhere.
     */
    private static final String HISTORY_SHAPE = "history-shape";
    /**
     * N: late moves at a node that is not, and was not when the table stored it, on the main line are reduced N
     * plies more (the other half of Rapfi's "was PV" flag); 1, the default since decision 0056; 0: none.
     */
    private static final String PV_MORE = "pv-more";
    /**
     * N: a node with {@link #IIR_FROM} or more plies left and no table move to try first is searched N plies
     * shallower (internal iterative reduction, as Rapfi and Stockfish do: such a node was never searched, or not
     * usefully, so its full depth buys a badly ordered tree, and the next iteration finds it with a move); 0, the
     * default: searched at its depth.
     */
    private static final String IIR = "iir";
    /** {@link #IIR} applies from this many plies left. */
    private static final String IIR_FROM = "iir-from";
    /**
     * N: late moves other than the killers at an expected cut node (a zero-window node whose parent expects to refute
     * it: the late moves' children, and every other node below them) are reduced N plies more (Rapfi's cut-node
     * reduction, 1.8 plies there: one move is expected to cut, the rest to be searched for nothing); 0, the default:
     * none.
     */
    private static final String CUT_MORE = "cut-more";
    /**
     * P: a node on the main line whose table move was stored D plies shallower than it is now searched is searched
     * D x P / 100 plies shallower, at most three (Rapfi's, 28 there: a main-line move the last iterations did not
     * come back to is likely not the line any more); 0, the default: none.
     */
    private static final String TT_LESS = "tt-less";
    /**
     * C: at an expected cut node off the main line with {@link #MC_FROM} or more plies left and no threat on the
     * board, the node's first C moves are searched {@link #MC_REDUCE} plies shallower in a null window at beta, and
     * when {@link #MC_NEEDED} of them reach it the node fails high without a full search of any (multi-cut,
     * Bjornsson and Marsland; checkers' {@code +mcM/C/R}); 0, the default: never tried.
     */
    private static final String MC_MOVES = "mc-moves";
    /** How many of the multi-cut's moves must reach beta. */
    private static final String MC_NEEDED = "mc-needed";
    /** Plies shallower than a full search the multi-cut's moves are searched. */
    private static final String MC_REDUCE = "mc-reduce";
    /** The fewest plies left at which a node tries the multi-cut. */
    private static final String MC_FROM = "mc-from";
    /**
     * 0, the default: none. W from 1: a history kept by side, the opponent's last move's cell and the move's cell
     * (a counter-move or continuation history, Stockfish's and Rapfi's), a bonus to the move that cut and a penalty
     * to the moves searched before it, adds W hundredths of a logit to a move's order value at its bound: in Gomoku
     * the answer to a move lies near it and depends on where it was played, which a history by cell alone forgets.
     */
    private static final String CONT_HISTORY = "cont-history";
    /**
     * 0, the default: none. W from 1: a follow-up history kept by side, the side's own move two plies back and the
     * move's cell (Stockfish's and Rapfi's continuation history one move further back), learned and read as
     * {@link #CONT_HISTORY}: in Gomoku a move most often builds on the side's own last stone, and which stone it
     * builds on is what a history by cell alone forgets.
     */
    private static final String FOLLOW_HISTORY = "follow-history";
    /**
     * 0, the default: the histories with bonus and penalty ({@link #HISTORY_ORDER}, {@link #CONT_HISTORY},
     * {@link #FOLLOW_HISTORY}) start each search empty. P from 1 to 100: each search starts from P per cent of what the
     * game's searches before it learned (a new game still starts empty): a search of a few hundred milliseconds
     * learns little, and the next move's position differs from this one by two stones.
     */
    private static final String HISTORY_KEEP = "history-keep";
    /**
     * 0, the default: the pair histories ({@link #CONT_HISTORY}, {@link #FOLLOW_HISTORY}) only order the moves. N from
     * 1: they also shift a late move's reduction by up to N plies, by their mean at its bound, less for a good answer
     * and more for a bad one (Stockfish's and Rapfi's reductions by the sum of the histories): the pair tables know a
     * move's worth after this particular last move, which the history by cell alone cannot.
     */
    private static final String PAIR_REDUCE = "pair-reduce";
    /**
     * 0, the default: futility and razoring compare the node's static evaluation with the window. 1: where the table
     * holds a bound on this node's score on the far side of the evaluation (a lower bound above it, an upper bound
     * below it), they compare that bound instead (Stockfish's and Rapfi's): a searched score, however shallow, knows
     * the threats the static evaluation cannot see.
     */
    private static final String TT_EVAL = "tt-eval";

    /** The setting names, in the order {@link #toString()} gives them. */
    static final String[] NAMES = {FUTILITY_DEPTH, FUTILITY, RAZOR_DEPTH, RAZOR, REDUCTION, MOVES, MOVES_POWER,
        THREAT_MOVES, THREAT_MOST, SINGULAR_DEPTH, SINGULAR, DEEPER, DEEPER_PLY, ATTACK, ATTACK_KEEP, CORRECT, ORDER_EVAL,
        ORDER_EVAL_WEIGHT, QUICK_WIN, IMPROVED_LESS, IMPROVED_BELOW, ROOT_REDUCE,
        DEFEND_FOUR_THREE, HISTORY_REDUCE, PV_LESS, HISTORY_ORDER, HISTORY_PENALTY, HISTORY_SHAPE, PV_MORE, IIR,
        IIR_FROM, CUT_MORE, TT_LESS, MC_MOVES, MC_NEEDED, MC_REDUCE, MC_FROM, CONT_HISTORY,
        FOLLOW_HISTORY, HISTORY_KEEP, PAIR_REDUCE, TT_EVAL};
    /** Each setting's least and greatest value, by {@link #NAMES}' index; whole numbers unless {@link #DECIMAL}. */
    private static final double[] LEAST = {0, 0, 0, 0, 0.5, 0, 0.5, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0};
    private static final double[] MOST = {20, 10_000, 20, 10_000, 20, 100, 3, 50, 64, 64, 1_000, 10_000, 1_000, 20, 1,
        400, 64, 10_000, 1, 2, 64, 64, 1, 4, 4, 1_000, 100, 1, 4, 4, 64, 4, 100, 16, 16, 8, 64, 1_000, 1_000, 100, 4, 1};
    private static final boolean[] DECIMAL = {false, false, false, false, true, true, true, true, false, false,
        false, false, false, false, false, false, false, false, false, false, false, false, false, false, false,
        false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false,
        false};
    /** The tables' depths and move numbers: deeper or later ones use the last entry. */
    private static final int TABLE = 64;

    /** The shape every measured player searches with. */
    public static final GomokuSearchShape DEFAULT = new GomokuSearchShape(new double[] {3, 90, 2, 150, 2.0, 3, 1.32,
        5, 8, 7, 2, 48, 16, 0, 0, 0, 0, 100, 0, 0, 12, 0, 0, 0, 0, 0, 100, 0, 1, 0, 6, 0, 0, 0, 3, 4, 6, 0, 0, 0, 0, 0});

    private final double[] values;
    final int futilityDepth;
    final int futilityMargin;
    final int razorDepth;
    final int razorMargin;
    final int singularDepth;
    final int singularMargin;
    final int deeperMargin;
    final int deeperPerPly;
    /** Plies a continuing attack's move is reduced less than other late moves. */
    final int attackLess;
    /** Whether a continuing attack's move is searched past the move-count pruning's cap. */
    final boolean attackKeep;
    /** Per cent of the correction history added to the evaluation (0: the history is neither kept nor read). */
    final int correct;
    /** Plies left from which a move's key adds its child's evaluation (0: never). */
    final int orderEvalFrom;
    /** Per cent of the child's evaluation added to the key. */
    final int orderEvalWeight;
    /** Whether four-threes and double threes that cannot be outpaced are scored as wins on a node's entry. */
    final boolean quickWin;
    /** Plies less depth for the moves after one that raised alpha at a PV node (0: none). */
    final int improvedLess;
    /** It applies with fewer plies left than this. */
    final int improvedBelow;
    /** Root late moves are reduced as the tree's less this minus one plies; 0: never reduced. */
    final int rootReduce;
    /** Whether only the moves that can stop the opponent's four-three are searched where it has one. */
    final boolean defendFourThree;
    /** Plies a late move's reduction shifts at the history's bound (0: the default's history, no shift). */
    final int historyReduce;
    /** Plies less reduction at a node on or once on the main line (0: none). */
    final int pvLess;
    /** Hundredths of a logit the history adds to a move's order value at its bound (0: it only breaks ties). */
    final int historyOrder;
    /** Per cent of the bonus the moves searched before a cut-off lose. */
    final int historyPenalty;
    /** Whether the history with bonus and penalty is kept by the move's shapes rather than its cell. */
    final boolean historyShape;
    /** Plies more reduction at a node never on the main line (0: none). */
    final int pvMore;
    /** Plies less depth at a node with no table move (0: none). */
    final int iir;
    /** It applies from this many plies left. */
    final int iirFrom;
    /** Plies more reduction for late moves at an expected cut node (0: none). */
    final int cutMore;
    /** Hundredths of a ply less depth at a main-line node per ply its table move is shallower (0: none). */
    final int ttLess;
    /** Moves the multi-cut searches shallower at an expected cut node (0: no multi-cut). */
    final int mcMoves;
    /** How many of them must reach beta for the node to fail high. */
    final int mcNeeded;
    /** Plies shallower they are searched. */
    final int mcReduce;
    /** The fewest plies left at which the multi-cut is tried. */
    final int mcFrom;
    /** Hundredths of a logit the history by the opponent's last move and this move adds at its bound (0: none). */
    final int contHistory;
    /** Hundredths of a logit the follow-up history adds to a move's order at its bound (0: none kept). */
    final int followHistory;
    /** Per cent of the histories with bonus and penalty each search starts from (0: each starts empty). */
    final int historyKeep;
    /** Plies a late move's reduction shifts at the pair histories' bound (0: they only order). */
    final int pairReduce;
    /** Whether futility and razoring read a table bound beyond the static evaluation in its place. */
    final boolean ttEval;
    /** Late-move reductions by depth and move number (the first move 1), both below {@link #TABLE}. */
    final int[][] reductions = new int[TABLE][TABLE];
    /** Quiet moves searched by depth, before the halving when the position is not improving. */
    final int[] moveCount = new int[TABLE];
    /** Moves searched by depth where a four or an open three stands on the board. */
    final int[] threatMoveCount = new int[TABLE];

    private GomokuSearchShape(double[] values) {
        this.values = values.clone();
        futilityDepth = whole(FUTILITY_DEPTH);
        futilityMargin = whole(FUTILITY);
        razorDepth = whole(RAZOR_DEPTH);
        razorMargin = whole(RAZOR);
        singularDepth = whole(SINGULAR_DEPTH);
        singularMargin = whole(SINGULAR);
        deeperMargin = whole(DEEPER);
        deeperPerPly = whole(DEEPER_PLY);
        attackLess = whole(ATTACK);
        attackKeep = whole(ATTACK_KEEP) == 1;
        correct = whole(CORRECT);
        orderEvalFrom = whole(ORDER_EVAL);
        orderEvalWeight = whole(ORDER_EVAL_WEIGHT);
        quickWin = whole(QUICK_WIN) == 1;
        improvedLess = whole(IMPROVED_LESS);
        improvedBelow = whole(IMPROVED_BELOW);
        rootReduce = whole(ROOT_REDUCE);
        defendFourThree = whole(DEFEND_FOUR_THREE) == 1;
        historyReduce = whole(HISTORY_REDUCE);
        pvLess = whole(PV_LESS);
        historyOrder = whole(HISTORY_ORDER);
        historyPenalty = whole(HISTORY_PENALTY);
        historyShape = whole(HISTORY_SHAPE) == 1;
        pvMore = whole(PV_MORE);
        iir = whole(IIR);
        iirFrom = whole(IIR_FROM);
        cutMore = whole(CUT_MORE);
        ttLess = whole(TT_LESS);
        mcMoves = whole(MC_MOVES);
        mcNeeded = whole(MC_NEEDED);
        mcReduce = whole(MC_REDUCE);
        mcFrom = whole(MC_FROM);
        contHistory = whole(CONT_HISTORY);
        followHistory = whole(FOLLOW_HISTORY);
        historyKeep = whole(HISTORY_KEEP);
        pairReduce = whole(PAIR_REDUCE);
        ttEval = whole(TT_EVAL) == 1;
        if (pairReduce > 0 && contHistory == 0 && followHistory == 0) {
            throw new IllegalArgumentException("player setting pair-reduce=" + pairReduce
                    + " needs cont-history or follow-history above 0 (the pair histories it reads)");
        }
        if (mcMoves > 0 && mcNeeded > mcMoves) {
            throw new IllegalArgumentException("player setting mc-needed=" + mcNeeded + " must be at most mc-moves="
                    + mcMoves + " (the moves the multi-cut searches)");
        }
        if (mcMoves > 0 && mcFrom < mcReduce + 2) {
            throw new IllegalArgumentException("player setting mc-from=" + mcFrom + " must be at least mc-reduce + 2 = "
                    + (mcReduce + 2) + " (the multi-cut's moves need a ply of their own)");
        }
        double divisor = value(REDUCTION);
        double base = value(MOVES);
        double power = value(MOVES_POWER);
        double threatFactor = value(THREAT_MOVES);
        int threatMost = whole(THREAT_MOST);
        for (int d = 1; d < TABLE; d++) {
            for (int i = 1; i < TABLE; i++) {
                reductions[d][i] = (int) (Math.log(d) * Math.log(i) / divisor + 0.5);
            }
            // the default's base is whole and was added after the power's truncation, so the sum truncates the same
            moveCount[d] = (int) (base + Math.pow(d, power));
            threatMoveCount[d] = Math.min((int) Math.round(threatFactor * Math.sqrt(d) - 2), threatMost);
        }
    }

    /**
     * This shape with the settings in {@code settings} that name one of {@link #NAMES} changed (the others are
     * ignored: they are the player's); a value out of range or not a number is refused with its name and range.
     */
    public GomokuSearchShape with(Map<String, String> settings) {
        double[] changed = values.clone();
        boolean any = false;
        for (Map.Entry<String, String> e : settings.entrySet()) {
            int k = index(e.getKey());
            if (k >= 0) {
                changed[k] = parse(k, e.getValue());
                any = true;
            }
        }
        return any ? new GomokuSearchShape(changed) : this;
    }

    /** True if {@code name} is one of this shape's settings. */
    public static boolean isSetting(String name) {
        return index(name) >= 0;
    }

    /** The settings where this shape differs from {@link #DEFAULT}, by name, in {@link #NAMES}' order. */
    public Map<String, String> changes() {
        Map<String, String> out = new LinkedHashMap<>();
        for (int k = 0; k < NAMES.length; k++) {
            if (values[k] != DEFAULT.values[k]) {
                out.put(NAMES[k], format(k, values[k]));
            }
        }
        return out;
    }

    /** Every setting as {@code name=value}, comma-separated, as a player's settings are written. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < NAMES.length; k++) {
            sb.append(k == 0 ? "" : ",").append(NAMES[k]).append('=').append(format(k, values[k]));
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GomokuSearchShape && Arrays.equals(values, ((GomokuSearchShape) o).values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /** The settings' help for the tournament player. */
    static String help() {
        return "futility=N, futility-depth=N, razor=N, razor-depth=N (pruning margins a ply, and the depths they "
                + "apply to), reduction=X (late-move reductions' divisor), moves=X, moves-power=X (quiet moves a "
                + "depth), threat-moves=X, threat-most=N (moves where a threat stands), singular=N, singular-depth=N, "
                + "deeper=N, deeper-ply=N, attack=N (plies less reduction for a move that continues its side's "
                + "attack by an open three or more), attack-keep=0|1 (1: such moves never cut by the move count), "
                + "correct=N (per cent of the correction history added to the evaluation), order-eval=N (from N plies "
                + "left a move's order adds the evaluation after it; 0: never), order-eval-weight=N (its per cent), "
                + "quick-win=0|1 (1: an unanswerable four-three or double three scores as a win on a node's entry), "
                + "improved-less=N (plies less depth for the moves after one that raised alpha in a PV node or the "
                + "root), improved-below=N (with fewer plies left than this), root-reduce=N (root late moves reduced "
                + "as the tree's less N - 1 plies; 0: never), defend-four-three=0|1 (1: against the opponent's "
                + "four-three only its cell, its lines' cells within four and our fours), history-reduce=N (a history "
                + "with bonus and penalty orders the moves and shifts late moves' reductions by up to N plies; 0: "
                + "the cut-off count orders), pv-less=N (plies less reduction at nodes on or once on the main line), "
                + "history-order=W (that history adds W hundredths of a logit to a move's order at its bound; 0: "
                + "ties only), history-penalty=P (per cent of the bonus the moves before a cut-off lose), "
                + "history-shape=0|1 (1: that history by the move's shapes, not its cell), pv-more=N (plies more "
                + "reduction at nodes never on the main line), iir=N (plies less depth at a node with no table move), "
                + "iir-from=N (from N plies left), cut-more=N (plies more reduction at expected cut nodes), "
                + "tt-less=P (a main-line node P hundredths of a ply shallower per ply its table move is shallower), "
                + "mc-moves=C, mc-needed=M, mc-reduce=R, mc-from=D (multi-cut: at expected cut nodes with D or more "
                + "plies left the first C moves searched R plies shallower, M of them at beta cut; C 0: never), "
                + "cont-history=W (a history by the opponent's last move's cell and the move's cell adds W "
                + "hundredths of a logit to a move's order at its bound; 0: none), "
                + "follow-history=W (the same by the side's own move two plies back; 0: none), "
                + "history-keep=P (per cent of those histories a search starts from, learned by the game's searches "
                + "before it; 0: empty), pair-reduce=N (those two pair histories also shift late moves' reductions "
                + "by up to N plies; needs one of them), tt-eval=0|1 (1: futility and razoring compare a table bound "
                + "beyond the static evaluation in its place) "
                + "(the search's shape; by default " + DEFAULT.toString().replace('=', ' ')
                .replace(",", ", ") + ")";
    }

    private static int index(String name) {
        for (int k = 0; k < NAMES.length; k++) {
            if (NAMES[k].equals(name)) {
                return k;
            }
        }
        return -1;
    }

    private static double parse(int k, String text) {
        double v;
        try {
            v = DECIMAL[k] ? Double.parseDouble(text.strip()) : Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player setting " + NAMES[k] + "=" + text + " is not "
                    + (DECIMAL[k] ? "a number" : "a whole number"));
        }
        if (!(v >= LEAST[k] && v <= MOST[k])) {
            throw new IllegalArgumentException("player setting " + NAMES[k] + " must be from "
                    + format(k, LEAST[k]) + " to " + format(k, MOST[k]) + ", not " + text.strip());
        }
        return v;
    }

    private static String format(int k, double v) {
        return !DECIMAL[k] || v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private double value(String name) {
        return values[index(name)];
    }

    private int whole(String name) {
        return (int) values[index(name)];
    }
}
