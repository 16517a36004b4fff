package dev.strategist.games.gomoku;

/**
 * Weights of {@link GomokuFeatures}, in the shape units of {@link GomokuEvaluator} (an open three's line is
 * worth 20 to its owner): the score of a position that no decisive tier settles is the weights times the
 * terms. {@link #FITTED} was fitted to game results by the bench's {@code GomokuTuner}.
 */
public final class GomokuWeights {
    /**
     * Fitted to 4,450 games of the tournament player against AIWine at 150 ms a move (random openings: a
     * balanced opening and two stones near it; 2,962 games with the hand weights, 1,488 with the first fit),
     * 99,427 positions: the side to move's shapes count for more than the hand weights said, its four-three
     * beside the opponent's fours and its second open-three cell weigh heavily, the opponent's second
     * open-three cell is a danger the line counts missed, and a four or an open three whose cell also builds
     * a second line is worth more than a plain one.
     */
    public static final GomokuWeights FITTED = new GomokuWeights("fitted", new int[] {
        3, 5, 13, 32, 62, 100, 100, -3, -5, -25, -37, -1, 668, 0, 83, 51, -53, 262, 77, 25, 11, -2,
        -3, -6, -9, -20, -33, -96, -52, 5, 2, 15, -5, -13, -108, -39, -85, 36, 67, 20, -50, -14, -5, 4});

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
