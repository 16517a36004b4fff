package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.JudgementOf;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersMove;
import dev.strategist.games.checkers.CheckersPosition;

/**
 * The default checkers evaluator with another margin for its verified cut ({@link Evaluator#NO_CUT}: none) and
 * optionally another reduction for the verifying search, a second ply of reduction for quiet moves from the
 * seventh with 6 plies left, a ply more where a capture is threatened at the horizon and for a capture answering a
 * capture (GuiNN's extensions), GuiNN's way of counting captures instead of ours, the cut with a capture pending
 * too, internal iterative deepening and an aspiration window at the root, for matches that measure them: every other judgement and hook is the default's.
 */
final class CheckersCutVariant extends JudgementOf<CheckersPosition> {
    /** A quiet position, only read: asks the default at what depth it cuts, without its quiet test. */
    private static final CheckersPosition QUIET = new CheckersPosition();
    private final CheckersEvaluator inner;
    private final int margin;
    private final int cutReduction;
    private final boolean secondReduction;
    private final boolean threats;
    private final boolean recaptures;
    private final boolean recapturesOnly;
    private final boolean noExtension;
    private final boolean singleMoves;
    private final boolean cutAtCaptures;
    private final boolean deepening;
    private final int window;
    private final boolean pvCaptures;
    private final int step;
    private final boolean pvUnreduced;
    private final int reduceFrom;
    private final boolean crowningReduced;

    private CheckersCutVariant(int margin, int cutReduction, String flags) {
        this(new CheckersEvaluator(), margin, cutReduction, flags);
    }

    private CheckersCutVariant(CheckersEvaluator inner, int margin, int cutReduction, String flags) {
        super(inner);
        this.inner = inner;
        this.margin = margin;
        this.cutReduction = cutReduction;
        this.secondReduction = flags.contains("+lmr2+");
        this.threats = flags.contains("+threat+");
        this.recaptures = flags.contains("+recapture+");
        this.recapturesOnly = flags.contains("+rx+");
        this.noExtension = flags.contains("+nox+");
        this.singleMoves = flags.contains("+single+");
        this.cutAtCaptures = flags.contains("+qcut+");
        this.deepening = flags.contains("+iid+");
        int asp = flags.indexOf("+asp");
        this.window = asp < 0 ? 0 : Integer.parseInt(flags.substring(asp + 4, flags.indexOf('+', asp + 1)));
        this.pvCaptures = flags.contains("+pvx+");
        int stepAt = flags.indexOf("+step");
        this.step = stepAt < 0 ? 1 : Integer.parseInt(flags.substring(stepAt + 5, flags.indexOf('+', stepAt + 1)));
        this.pvUnreduced = flags.contains("+nopvr+");
        int fromAt = flags.indexOf("+from");
        this.reduceFrom = fromAt < 0 ? 0 : Integer.parseInt(flags.substring(fromAt + 5, flags.indexOf('+', fromAt + 1)));
        this.crowningReduced = flags.contains("+crownr+");
    }

    /**
     * {@code none} for no cut, else the margin in hundredths of a man, optionally {@code /R} for a verifying
     * search R plies shallower (the default's otherwise); then any of these, each after a {@code +}: {@code lmr2}
     * adds the second reduction, {@code threat} searches a quiet horizon position a ply more where the side that
     * just moved threatens a capture, {@code single} makes a node with a single move free (the default before
     * GuiNN's way), {@code recapture} extends a capture answering a capture by a ply besides the single move,
     * {@code rx} counts captures as GuiNN does (a capture answering a capture is free, a single move that is not
     * one costs its ply; the default now), {@code nox} extends nothing, and {@code qcut} allows the cut
     * where a capture is pending, {@code iid} searches a node of 5 or more plies left without a table move 4
     * plies shallower first (GuiNN's internal iterative deepening) and {@code aspN} searches each depth at the
     * root within N of the last depth's score first.
     */
    static CheckersCutVariant parse(String text) {
        int plus = text.indexOf('+');
        String cut = plus < 0 ? text : text.substring(0, plus);
        String flags = (plus < 0 ? "" : text.substring(plus)) + "+";
        for (String flag : flags.split("\\+")) {
            if (!flag.isEmpty() && !(" lmr2 threat recapture rx nox single qcut iid pvx nopvr crownr ").contains(
                    " " + flag + " ") && !flag.matches("(asp|step|from)[0-9]+")) {
                throw new IllegalArgumentException("unknown checkers variant flag: " + flag + " in " + text);
            }
        }
        int slash = cut.indexOf('/');
        int reduction = slash < 0 ? -1 : Integer.parseInt(cut.substring(slash + 1));
        String margin = slash < 0 ? cut : cut.substring(0, slash);
        return new CheckersCutVariant(margin.equals("none") ? NO_CUT : Integer.parseInt(margin), reduction, flags);
    }

    @Override
    public int reduction(CheckersPosition p, int move, int index, int depth) {
        int r = inner.reduction(p, move, index, depth);
        if (reduceFrom > 0 || crowningReduced) {
            // GuiNN's: from the third move, crowning moves too; captures never (its nodes with one capture none)
            int from = reduceFrom > 0 ? reduceFrom : 3;
            r = index >= from && depth >= 3 && !CheckersMove.isCapture(move)
                    && (crowningReduced || inner.orderScore(p, move) == 0) ? 1 : 0;
        }
        return secondReduction && r > 0 && index >= 6 && depth >= 6 ? r + 1 : r;
    }

    @Override
    public int reduction(CheckersPosition p, int move, int index, int depth, boolean pvNode) {
        return pvUnreduced && pvNode ? 0 : reduction(p, move, index, depth);
    }

    @Override
    public int extension(CheckersPosition p, int moveCount, int ply, int depth, boolean pvNode) {
        int e = extension(p, moveCount, ply, depth);
        return pvCaptures && e == 0 && pvNode && p.mustCapture() ? 1 : e;
    }

    @Override
    public int deepeningStep() {
        return step;
    }

    /** Each counting spelled out, so that a spec means the same whatever the default counts. */
    @Override
    public int extension(CheckersPosition p, int moveCount, int ply, int depth) {
        boolean recapture = p.ply() > 0 && p.mustCapture() && CheckersMove.isCapture(p.moveAt(p.ply() - 1));
        if (noExtension) {
            return 0;
        }
        if (recapturesOnly) {
            return recapture ? 1 : 0;
        }
        if (recaptures) {
            return moveCount == 1 || recapture ? 1 : 0;
        }
        if (singleMoves) {
            return moveCount == 1 ? 1 : 0;
        }
        return inner.extension(p, moveCount, ply, depth);
    }

    @Override
    public boolean threatAtHorizon(CheckersPosition p) {
        return threats && p.threatensCapture();
    }

    @Override
    public int cutMargin(CheckersPosition p, int depth) {
        if (margin == NO_CUT) {
            return NO_CUT;
        }
        if (cutAtCaptures) {
            // the default's condition less its quiet test: the depth at which it allows a cut at all
            return inner.cutMargin(QUIET, depth) == NO_CUT ? NO_CUT : margin;
        }
        return inner.cutMargin(p, depth) == NO_CUT ? NO_CUT : margin;
    }

    /** GuiNN's: from 5 plies left, 4 plies shallower. */
    @Override
    public int internalDeepening(int depth) {
        return deepening && depth >= 5 ? 4 : 0;
    }

    @Override
    public int aspirationWindow() {
        return window;
    }

    @Override
    public int cutReduction(int depth) {
        return cutReduction < 0 ? inner.cutReduction(depth) : cutReduction;
    }

    @Override
    public String name() {
        return (margin == NO_CUT ? "checkers, no cut" : "checkers, cut at " + margin)
                + (cutReduction < 0 ? "" : " verified " + cutReduction + " plies shallower")
                + (secondReduction ? ", second reduction" : "") + (threats ? ", threats extended" : "")
                + (recaptures ? ", recaptures extended" : "")
                + (recapturesOnly ? ", only recaptures extended" : "") + (noExtension ? ", nothing extended" : "")
                + (singleMoves ? ", single moves extended" : "")
                + (cutAtCaptures ? ", cut with a capture pending" : "") + (deepening ? ", internal deepening" : "")
                + (window > 0 ? ", aspiration window " + window : "")
                + (pvCaptures ? ", captures on the principal variation extended" : "")
                + (step > 1 ? ", deepening " + step + " plies at a time" : "")
                + (pvUnreduced ? ", principal variation unreduced" : "")
                + (reduceFrom > 0 ? ", reduced from place " + reduceFrom : "")
                + (crowningReduced ? ", crowning moves reduced" : "");
    }
}
