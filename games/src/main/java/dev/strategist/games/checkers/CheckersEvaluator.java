package dev.strategist.games.checkers;

import dev.strategist.core.Evaluator;

/**
 * The default checkers heuristic, in hundredths of a man, for the side to move: the terms of
 * {@link CheckersFeatures} (material, advancement, back-row guard, centre, mobility, trapped kings,
 * runaway men, ...) weighted by a {@link CheckersWeights} set blended by the pieces left. Nothing is
 * allocated.
 *
 * <p>Move ordering puts captures first (more pieces and kings taken first), then crowning moves; the
 * position is "not quiet" while a capture is pending, so the engine searches on through it rather than
 * judging a position in the middle of an exchange.
 */
public final class CheckersEvaluator implements Evaluator<CheckersPosition> {
    private final String name;
    private final int[][] table;

    /** The evaluator with the tuned weights, the default. */
    public CheckersEvaluator() {
        this(CheckersWeights.TUNED);
    }

    /** The evaluator with the given weights, named {@code checkers} or {@code checkers-NAME}. */
    public CheckersEvaluator(CheckersWeights weights) {
        this.name = weights == CheckersWeights.TUNED ? "checkers" : "checkers-" + weights.name();
        this.table = weights.table();
    }

    @Override
    public int evaluate(CheckersPosition p) {
        return CheckersFeatures.weighted(p, table);
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

    @Override
    public boolean isQuiet(CheckersPosition p) {
        return !p.mustCapture();
    }

    @Override
    public String name() {
        return name;
    }
}
