package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersPosition;

/**
 * The default checkers evaluator with another margin for its verified cut ({@link Evaluator#NO_CUT}: none), for
 * matches that measure the cut: every other judgement and hook is the default's.
 */
final class CheckersCutVariant implements Evaluator<CheckersPosition> {
    private final CheckersEvaluator inner = new CheckersEvaluator();
    private final int margin;

    CheckersCutVariant(int margin) {
        this.margin = margin;
    }

    /** {@code none} for no cut, else the margin in hundredths of a man. */
    static CheckersCutVariant parse(String text) {
        return new CheckersCutVariant(text.equals("none") ? NO_CUT : Integer.parseInt(text));
    }

    @Override
    public int evaluate(CheckersPosition p) {
        return inner.evaluate(p);
    }

    @Override
    public int orderScore(CheckersPosition p, int move) {
        return inner.orderScore(p, move);
    }

    @Override
    public boolean isQuiet(CheckersPosition p) {
        return inner.isQuiet(p);
    }

    @Override
    public int exactScore(CheckersPosition p, int ply, int depth) {
        return inner.exactScore(p, ply, depth);
    }

    @Override
    public int reduction(CheckersPosition p, int move, int index, int depth) {
        return inner.reduction(p, move, index, depth);
    }

    @Override
    public int extension(CheckersPosition p, int moveCount, int ply, int depth) {
        return inner.extension(p, moveCount, ply, depth);
    }

    @Override
    public int cutMargin(CheckersPosition p, int depth) {
        return margin == NO_CUT || inner.cutMargin(p, depth) == NO_CUT ? NO_CUT : margin;
    }

    @Override
    public int cutReduction(int depth) {
        return inner.cutReduction(depth);
    }

    @Override
    public String name() {
        return margin == NO_CUT ? "checkers, no cut" : "checkers, cut at " + margin;
    }
}
