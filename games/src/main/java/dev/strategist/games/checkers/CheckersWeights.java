package dev.strategist.games.checkers;

import java.util.Arrays;

/**
 * A set of weights for {@link CheckersFeatures}, in hundredths of a man: one vector for a full board (24
 * pieces) and one for the ending ({@link #ENDING} pieces or fewer), blended linearly by the pieces left in
 * between, as tapered evaluations do. The ending row is not stretched down to an empty board because
 * positions with one or two pieces are decided by search, and a fit extrapolated there says nonsense
 * (such as a king worth less than a man).
 * {@link #HAND} is the hand-set first version; {@link #TUNED} was fitted to self-play results by the
 * bench's {@code CheckersTuner} (logistic regression of game results on the terms, the "Texel" method).
 */
public final class CheckersWeights {
    /**
     * The hand-set weights: a king worth 1.35 men, material worth more as the board empties (so the side
     * ahead trades down), advancement that grows in the ending, the back-row guard, centre, mobility.
     */
    public static final CheckersWeights HAND = new CheckersWeights("hand",
            //   men kings adv back bridge cM ncM cK ncK eK mob trapK dblK run eM tempo lodged deep crown thru sole
            new int[] {100, 135, 1, 6, 8, 6, 2, 10, 5, -6, 3, -20, 0, 0, 0, 3, 0, 0, 0, 0, 0},
            new int[] {160, 216, 8, 6, 8, 6, 2, 10, 5, -6, 3, -20, 12, 0, 0, 3, 0, 0, 0, 0, 0});

    /** The weights fitted by {@code CheckersTuner}; the default. */
    public static final CheckersWeights TUNED = new CheckersWeights("tuned",
            new int[] {100, 141, -7, 14, 14, 2, -3, 11, 6, -6, 24, -20, 0, 2, 3, 1, 0, 0, 0, 0, 0},
            new int[] {179, 203, 1, 20, 22, 0, -2, 13, 3, -12, 3, -21, 1, 7, -4, 0, 0, 0, 0, 0, 0});

    /**
     * Fitted by {@code CheckersTuner} to games against GuiNN Checkers, a stronger engine, pulled towards
     * {@link #TUNED} by a ridge. Closer to those games' results than TUNED, yet it scored worse against GuiNN
     * (docs/benchmarks/checkers.md, "An evaluation fitted to games against GuiNN"): the labels say who played,
     * not only what the position is worth. Kept by name ({@code checkers-games+db}) so the measure can be
     * repeated; not the default.
     */
    public static final CheckersWeights GAMES = new CheckersWeights("games",
            new int[] {100, 149, -23, -32, -11, -20, -18, 20, 14, -20, -2, -19, 0, 13, -16, -7, 0, 0, 0, 0, 0},
            new int[] {210, 237, 3, -7, -5, -24, 6, 3, 9, -9, 5, -14, 26, 22, -23, 2, 0, 0, 0, 0, 0});

    /**
     * {@link #TUNED} with five more terms, for men deep in the opponent's half (lodged, one step from the crown, able
     * to crown now, through the men ahead) and the first king, fitted by {@code CheckersPatternTuner --hold} on top
     * of the default's tables held as they are, to the default's own self-play at depth 8 (docs/benchmarks/checkers.md,
     * "Terms for men deep in the opponent's half"). A candidate, the {@code checkers-t5} evaluator; not the default.
     */
    public static final CheckersWeights DEEP = new CheckersWeights("t5",
            new int[] {100, 141, -7, 14, 14, 2, -3, 11, 6, -6, 24, -20, 0, 2, 3, 1, -2, -17, 73, -34, 26},
            new int[] {179, 203, 1, 20, 22, 0, -2, 13, 3, -12, 3, -21, 1, 7, -4, 0, 5, 8, 3, 6, 14});

    /** From this many pieces down, the ending weights apply unblended. */
    public static final int ENDING = 6;

    private final String name;
    private final int[] full;
    private final int[] ending;

    /** Weights named {@code name}, for a full board and for the ending (each {@link CheckersFeatures#COUNT} long). */
    public CheckersWeights(String name, int[] full, int[] ending) {
        if (full.length != CheckersFeatures.COUNT || ending.length != CheckersFeatures.COUNT) {
            throw new IllegalArgumentException("checkers weights need " + CheckersFeatures.COUNT + " terms, got "
                    + full.length + " and " + ending.length);
        }
        this.name = name;
        this.full = full.clone();
        this.ending = ending.clone();
    }

    /** How far a board with {@code pieces} pieces is from the ending: 0 at {@link #ENDING} or fewer, 1 when full. */
    public static double phase(int pieces) {
        int max = CheckersFeatures.MAX_PIECES;
        return Math.max(0, Math.min(max, pieces) - ENDING) / (double) (max - ENDING);
    }

    /** The name, e.g. {@code hand}. */
    public String name() {
        return name;
    }

    /** The weight of {@code term} with a full board. */
    public int full(int term) {
        return full[term];
    }

    /** The weight of {@code term} in the ending. */
    public int ending(int term) {
        return ending[term];
    }

    /** One row of blended weights per number of pieces, 0 to {@link CheckersFeatures#MAX_PIECES}. */
    int[][] table() {
        int max = CheckersFeatures.MAX_PIECES;
        int[][] table = new int[max + 1][CheckersFeatures.COUNT];
        for (int n = 0; n <= max; n++) {
            for (int t = 0; t < CheckersFeatures.COUNT; t++) {
                double phase = phase(n);
                table[n][t] = (int) Math.round(full[t] * phase + ending[t] * (1 - phase));
            }
        }
        return table;
    }

    @Override
    public String toString() {
        return name + " full " + Arrays.toString(full) + " ending " + Arrays.toString(ending);
    }
}
