package dev.strategist.games.reversi.eval;

import dev.strategist.core.Evaluator;

/**
 * ProbCut's margins by depth and stage: {@code t} standard deviations of a depth's score about the score of the
 * shallower depth that verifies it, as the bench's {@code ReversiCutCalibration --ladder} measured them for the
 * shipped weights. A cut is wrong about as often as the normal tail beyond {@code t}, at every depth and stage
 * alike, where one margin for all of them was too wide where the searches agree and too narrow where they do not.
 */
public final class ReversiProbCut {
    /** The fewest plies left at which it cuts. */
    public static final int FROM_DEPTH = 3;
    /** The deepest pair measured; deeper searches take its spread. */
    static final int DEEPEST = 10;
    /**
     * Standard deviations in hundredths of a disc, by depth (3 to {@link #DEEPEST}) and by ten empties (10-19 to
     * 50-59; fewer empties take 10-19's, more 50-59's): {@code ReversiCutCalibration --ladder --positions=200
     * --deep=10 --seed=2} with the fourth generation's weights (22 positions at 10-19 empties, 58 in each stage to
     * 40-49; 50-59 had 4, so it takes 40-49's). The spread at 40-49 empties is about half that at 20-39, where the
     * one margin of 6 discs is 0.9 to 1.9 deviations (docs/benchmarks/reversi.md, multi-depth ProbCut). The same
     * ladder with the sixth and the seventh generations' weights differs from these by no more than its sampling
     * noise, so the table stays as measured (reversi.md, the sixth and the seventh generations).
     */
    private static final int[][] SPREAD = {
        {366, 519, 425, 219, 219}, // 3 against 1
        {384, 419, 318, 206, 206}, // 4 against 2
        {425, 387, 383, 254, 254}, // 5 against 3
        {460, 574, 463, 268, 268}, // 6 against 2
        {450, 510, 499, 276, 276}, // 7 against 3
        {473, 499, 443, 253, 253}, // 8 against 4
        {239, 437, 350, 197, 197}, // 9 against 5
        {571, 646, 511, 304, 304}, // 10 against 4
    };
    private final int[][] margins = new int[DEEPEST + 1][61];
    private final int hundredthsOfT;

    /** Margins of {@code hundredthsOfT} / 100 standard deviations. */
    public ReversiProbCut(int hundredthsOfT) {
        if (hundredthsOfT <= 0) {
            throw new IllegalArgumentException("t must be positive: " + hundredthsOfT);
        }
        this.hundredthsOfT = hundredthsOfT;
        for (int depth = FROM_DEPTH; depth <= DEEPEST; depth++) {
            for (int empties = 0; empties <= 60; empties++) {
                int stage = Math.max(0, Math.min(4, empties / 10 - 1));
                long units = (long) SPREAD[depth - FROM_DEPTH][stage] * hundredthsOfT * ReversiPatternWeights.UNIT;
                margins[depth][empties] = (int) Math.max(1, Math.round(units / 10_000.0));
            }
        }
    }

    /**
     * The margin at {@code depth} plies left with {@code empties} empty squares, {@link Evaluator#NO_CUT} below
     * {@link #FROM_DEPTH}.
     */
    public int margin(int depth, int empties) {
        if (depth < FROM_DEPTH) {
            return Evaluator.NO_CUT;
        }
        return margins[Math.min(depth, DEEPEST)][Math.max(0, Math.min(60, empties))];
    }

    /** t in hundredths of a standard deviation. */
    public int hundredthsOfT() {
        return hundredthsOfT;
    }
}
