package dev.strategist.games.gomoku;

/**
 * Weights of {@link GomokuFeatures}, in the shape units of {@link GomokuEvaluator} (an open three's line is
 * worth 20 to its owner): the score of a position that no decisive tier settles is the weights times the
 * terms. {@link #FITTED} was fitted to game results by the bench's {@code GomokuTuner}.
 */
public final class GomokuWeights {
    /**
     * Fitted to the tournament player's own games against AIWine (with the weights fitted before), from
     * random openings: fitted to the positions the player itself steers into, they predict its games'
     * results better than weights fitted to older games, and they tame the largest terms, such as the
     * four-three beside the opponent's fours (the fit and its figures: docs/benchmarks/gomoku.md).
     */
    public static final GomokuWeights FITTED = new GomokuWeights("fitted", new int[] {
        3, 5, 11, 27, 40, 100, 100, -3, -4, -13, -18, 7, 378, 0, 42, 63, -15, 155, 32, 16, 5, 1,
        -4, -6, -8, -20, -32, -77, -1, 5, 0, 9, -1, -16, -84, -18, -36, -6, 75, 53, -19, -11, -1, 0});

    private final String name;
    private final int[] weights;

    /** Weights named {@code name}, {@link GomokuFeatures#COUNT} of them in the features' order. */
    public GomokuWeights(String name, int[] weights) {
        if (weights.length != GomokuFeatures.COUNT) {
            throw new IllegalArgumentException("Gomoku weights need " + GomokuFeatures.COUNT + " terms, got "
                    + weights.length);
        }
        this.name = name;
        this.weights = weights.clone();
    }

    /** The name, such as {@code fitted}. */
    public String name() {
        return name;
    }

    /** The weight of term {@code term} ({@link GomokuFeatures#name}). */
    public int weight(int term) {
        return weights[term];
    }

    /** The weights times the terms of {@code p}, read from the position's counts without a terms array. */
    int score(GomokuPosition p) {
        int me = p.sideToMove();
        return side(p, me, 0) + side(p, 1 - me, GomokuFeatures.PER_SIDE);
    }

    private int side(GomokuPosition p, int side, int at) {
        int[] w = weights;
        int sum = 0;
        for (int s = 1; s <= GomokuFeatures.SHAPES; s++) {
            sum += w[at++] * p.shapeCount(side, s);
        }
        for (int c = 1; c <= GomokuFeatures.COMBOS; c++) {
            sum += w[at++] * p.comboCount(side, c);
        }
        for (int c : GomokuFeatures.PAIRED) {
            if (p.comboCount(side, c) >= 2) {
                sum += w[at];
            }
            at++;
        }
        for (int c : GomokuFeatures.PLUSSED) {
            sum += w[at++] * p.plusCount(side, c);
        }
        return sum;
    }
}
