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
 * capture (GuiNN's extensions), for matches that measure them: every other judgement and hook is the default's.
 */
final class CheckersCutVariant extends JudgementOf<CheckersPosition> {
    private final CheckersEvaluator inner;
    private final int margin;
    private final int cutReduction;
    private final boolean secondReduction;
    private final boolean threats;
    private final boolean recaptures;

    CheckersCutVariant(int margin, int cutReduction, boolean secondReduction, boolean threats, boolean recaptures) {
        this(new CheckersEvaluator(), margin, cutReduction, secondReduction, threats, recaptures);
    }

    private CheckersCutVariant(CheckersEvaluator inner, int margin, int cutReduction, boolean secondReduction,
            boolean threats, boolean recaptures) {
        super(inner);
        this.recaptures = recaptures;
        this.inner = inner;
        this.margin = margin;
        this.cutReduction = cutReduction;
        this.secondReduction = secondReduction;
        this.threats = threats;
    }

    /**
     * {@code none} for no cut, else the margin in hundredths of a man, optionally {@code /R} for a verifying
     * search R plies shallower (the default's otherwise); {@code +lmr2} adds the second reduction, and
     * {@code +threat} searches a quiet horizon position a ply more where the side that just moved threatens a
     * capture, and {@code +recapture} (last) extends a capture answering a capture by a ply.
     */
    static CheckersCutVariant parse(String text) {
        boolean recaptures = text.endsWith("+recapture");
        String head = recaptures ? text.substring(0, text.length() - 10) : text;
        boolean threats = head.endsWith("+threat");
        String rest = threats ? head.substring(0, head.length() - 7) : head;
        boolean second = rest.endsWith("+lmr2");
        String cut = second ? rest.substring(0, rest.length() - 5) : rest;
        int slash = cut.indexOf('/');
        int reduction = slash < 0 ? -1 : Integer.parseInt(cut.substring(slash + 1));
        String margin = slash < 0 ? cut : cut.substring(0, slash);
        return new CheckersCutVariant(margin.equals("none") ? NO_CUT : Integer.parseInt(margin), reduction, second,
                threats, recaptures);
    }

    @Override
    public int reduction(CheckersPosition p, int move, int index, int depth) {
        int r = inner.reduction(p, move, index, depth);
        return secondReduction && r > 0 && index >= 6 && depth >= 6 ? r + 1 : r;
    }

    @Override
    public int extension(CheckersPosition p, int moveCount, int ply, int depth) {
        int e = inner.extension(p, moveCount, ply, depth);
        if (e == 0 && recaptures && p.ply() > 0 && p.mustCapture() && CheckersMove.isCapture(p.moveAt(p.ply() - 1))) {
            return 1;
        }
        return e;
    }

    @Override
    public boolean threatAtHorizon(CheckersPosition p) {
        return threats && p.threatensCapture();
    }

    @Override
    public int cutMargin(CheckersPosition p, int depth) {
        return margin == NO_CUT || inner.cutMargin(p, depth) == NO_CUT ? NO_CUT : margin;
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
                + (recaptures ? ", recaptures extended" : "");
    }
}
