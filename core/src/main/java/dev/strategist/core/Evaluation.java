package dev.strategist.core;

import java.util.Locale;

/**
 * A search's score as a player reads it, from the side to move's view: a proven result in moves, a chance
 * to win, or an amount in the game's own unit (Othello's discs). Made by {@link Game#evaluation}.
 *
 * @param kind  what the words say
 * @param share the side's share of an evaluation bar, from 0 (lost) through 0.5 (level) to 1 (won)
 * @param text  the words: "wins in 5 moves", "62 % win chance", "+6 discs"
 */
public record Evaluation(Kind kind, double share, String text) {
    /** An unproven evaluation's share stays this far from 0 and 1, which only a proven result reaches. */
    public static final double UNPROVEN_LIMIT = 0.01;
    /**
     * The lead, in a game's typical gaps between good moves ({@link Game#typicalMoveGap()}), read as odds of e
     * to 1 (a 73 % chance): a lead of one gap is a choice between two good moves, nine of them a clear advantage.
     */
    public static final double GAPS_PER_E = 9;

    /** What an evaluation's words say. */
    public enum Kind {
        /** A win the search has proven. */
        WIN,
        /** A loss the search has proven. */
        LOSS,
        /** A chance to win, read from the score's size. */
        CHANCE,
        /** An amount in the game's own unit. */
        UNITS
    }

    /** Checks the share's range. */
    public Evaluation {
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("an evaluation's share is from 0 to 1, not " + share);
        }
    }

    /**
     * A proven result, {@code score} decisive ({@link Score#isDecisive}): "wins in 3 moves", counting the
     * winner's moves, so a win on the side to move's next move is "wins in 1 move".
     */
    public static Evaluation proven(int score) {
        int moves = (Score.pliesToEnd(score) + 1) / 2;
        String count = moves + (moves == 1 ? " move" : " moves");
        return score > 0 ? new Evaluation(Kind.WIN, 1, "wins in " + count) : new Evaluation(Kind.LOSS, 0, "loses in " + count);
    }

    /** A proven result whose length the score does not tell: "a proven win". */
    public static Evaluation provenResult(boolean win) {
        return win ? new Evaluation(Kind.WIN, 1, "a proven win") : new Evaluation(Kind.LOSS, 0, "a proven loss");
    }

    /** A chance to win, {@code chance} from 0 to 1, kept short of certainty: "62 % win chance". */
    public static Evaluation chance(double chance) {
        double kept = unproven(chance);
        return new Evaluation(Kind.CHANCE, kept, Math.round(kept * 100) + " % win chance");
    }

    /**
     * An amount in the game's unit, {@code amount} rounded ("+6 discs"), with the bar's share it stands for.
     */
    public static Evaluation units(double amount, String unit, double share) {
        long whole = Math.round(amount);
        return new Evaluation(Kind.UNITS, unproven(share), String.format(Locale.ROOT, "%+d %s", whole, unit));
    }

    /**
     * A rough chance to win from an unproven {@code score} in a game whose typical gap between good moves is
     * {@code typicalGap}: the logistic curve over the score in units of {@link #GAPS_PER_E} gaps. Not calibrated
     * on results; it says who stands better and by about how much, in words a player reads.
     */
    public static Evaluation fromGaps(int score, int typicalGap) {
        return chance(logistic(score, GAPS_PER_E * Math.max(1, typicalGap)));
    }

    /**
     * The logistic curve at {@code score}, {@code scale} being the score whose odds are e to 1: 0.5 at 0.
     */
    public static double logistic(double score, double scale) {
        return 1 / (1 + Math.exp(-score / scale));
    }

    private static double unproven(double share) {
        return Math.max(UNPROVEN_LIMIT, Math.min(1 - UNPROVEN_LIMIT, share));
    }
}
