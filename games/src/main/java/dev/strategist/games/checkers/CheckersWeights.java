package dev.strategist.games.checkers;

import java.util.Arrays;

/**
 * A set of weights for {@link CheckersFeatures}, in hundredths of a man: one vector for a full board (24
 * pieces) and one for an empty one, blended by the number of pieces left, as tapered evaluations do.
 * {@link #HAND} is the hand-set first version; {@link #TUNED} was fitted to self-play results by the
 * bench's {@code CheckersTuner} (logistic regression of game results on the terms, the "Texel" method).
 */
public final class CheckersWeights {
    /**
     * The hand-set weights: a king worth 1.35 men, material worth more as the board empties (so the side
     * ahead trades down), advancement that grows in the ending, the back-row guard, centre, mobility.
     */
    public static final CheckersWeights HAND = new CheckersWeights("hand",
            //   men kings adv back bridge cM ncM cK ncK eK mob trapK dblK run eM tempo
            new int[] {100, 135, 1, 6, 8, 6, 2, 10, 5, -6, 3, -20, 0, 0, 0, 3},
            new int[] {160, 216, 8, 6, 8, 6, 2, 10, 5, -6, 3, -20, 12, 0, 0, 3});

    /** The weights fitted by {@code CheckersTuner}; the default. */
    public static final CheckersWeights TUNED = new CheckersWeights("tuned",
            new int[] {100, 523, 6, 41, 28, 0, -2, 72, 74, 59, 15, -108, 80, 101, 10, 5},
            new int[] {225, 90, 0, -2, 28, -12, -8, -13, -25, -25, -3, 18, 24, -11, -23, -3});

    private final String name;
    private final int[] full;
    private final int[] empty;

    /** Weights named {@code name}, for a full board and for an empty one (each {@link CheckersFeatures#COUNT} long). */
    public CheckersWeights(String name, int[] full, int[] empty) {
        if (full.length != CheckersFeatures.COUNT || empty.length != CheckersFeatures.COUNT) {
            throw new IllegalArgumentException("checkers weights need " + CheckersFeatures.COUNT + " terms, got "
                    + full.length + " and " + empty.length);
        }
        this.name = name;
        this.full = full.clone();
        this.empty = empty.clone();
    }

    /** The name, e.g. {@code hand}. */
    public String name() {
        return name;
    }

    /** The weight of {@code term} with a full board. */
    public int full(int term) {
        return full[term];
    }

    /** The weight of {@code term} with an empty board. */
    public int empty(int term) {
        return empty[term];
    }

    /** One row of blended weights per number of pieces, 0 to {@link CheckersFeatures#MAX_PIECES}. */
    int[][] table() {
        int max = CheckersFeatures.MAX_PIECES;
        int[][] table = new int[max + 1][CheckersFeatures.COUNT];
        for (int n = 0; n <= max; n++) {
            for (int t = 0; t < CheckersFeatures.COUNT; t++) {
                table[n][t] = Math.round((full[t] * n + empty[t] * (max - n)) / (float) max);
            }
        }
        return table;
    }

    @Override
    public String toString() {
        return name + " full " + Arrays.toString(full) + " empty " + Arrays.toString(empty);
    }
}
