package dev.strategist.games.checkers;

import dev.strategist.core.Evaluator;

/**
 * The simple heuristic: men and kings counted (a king worth 1.3 men), nothing else. It is the yardstick
 * the full {@link CheckersEvaluator} is matched against, and orders captures the same way.
 */
public final class MaterialEvaluator implements Evaluator<CheckersPosition> {
    static final int MAN = 100;
    static final int KING = 130;

    @Override
    public int evaluate(CheckersPosition p) {
        int s = p.sideToMove();
        int mine = MAN * Long.bitCount(p.men(s)) + KING * Long.bitCount(p.kings(s));
        int theirs = MAN * Long.bitCount(p.men(1 - s)) + KING * Long.bitCount(p.kings(1 - s));
        return mine - theirs;
    }

    @Override
    public int orderScore(CheckersPosition p, int move) {
        return CheckersEvaluator.captureOrder(p, move);
    }

    @Override
    public boolean isQuiet(CheckersPosition p) {
        return !p.mustCapture();
    }

    @Override
    public String name() {
        return "material";
    }
}
