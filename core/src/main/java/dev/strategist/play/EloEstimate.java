package dev.strategist.play;

import java.util.Locale;

/**
 * The Elo difference of player A over player B that a match's results suggest, with a 95% interval.
 *
 * <p>How it is computed: each sample (a game, or a pair of games from one opening with colours swapped)
 * scores A's points per game, 0 to 1. The mean score {@code s} of the samples gives the difference
 * {@code -400 log10(1/s - 1)}; the standard error of that mean is {@code sqrt(var / n)}, where {@code var}
 * is the samples' variance around {@code s} (draws included as half points, so many draws narrow the
 * interval) and {@code n} the number of samples; the interval is the Elo of {@code s - 1.96 se} and of
 * {@code s + 1.96 se}. The pentanomial form counts pairs (scores 0, 1/4, 1/2, 3/4, 1 per game) rather
 * than games: two games from one opening are not independent, and the pairs' variance says so. With a
 * single sample the interval is unbounded.
 *
 * @param score         A's mean points per game, 0 to 1
 * @param standardError the standard error of {@code score}
 * @param samples       how many samples (games or pairs) the estimate rests on
 * @param pentanomial   true when the samples are pairs of games
 */
public record EloEstimate(double score, double standardError, long samples, boolean pentanomial) {
    /** The two-sided 95% quantile of the normal distribution. */
    public static final double Z95 = 1.959963984540054;

    /** From A's wins, draws and losses, each game a sample. */
    public static EloEstimate trinomial(long wins, long draws, long losses) {
        long[] counts = {losses, draws, wins};
        return of(counts, false);
    }

    /**
     * From pairs of games: {@code pairs[k]} is the number of pairs in which A scored {@code k} half
     * points (k = 0..4: lost both, ..., won both).
     */
    public static EloEstimate pentanomial(long[] pairs) {
        if (pairs.length != 5) {
            throw new IllegalArgumentException("a pentanomial count has 5 entries, not " + pairs.length);
        }
        return of(pairs, true);
    }

    private static EloEstimate of(long[] counts, boolean pairs) {
        long n = 0;
        double sum = 0;
        int last = counts.length - 1;
        for (int k = 0; k <= last; k++) {
            if (counts[k] < 0) {
                throw new IllegalArgumentException("counts cannot be negative");
            }
            n += counts[k];
            sum += counts[k] * (double) k / last;
        }
        if (n == 0) {
            return new EloEstimate(0.5, Double.POSITIVE_INFINITY, 0, pairs);
        }
        // one sample has no spread to measure: the interval is unknown, not zero
        boolean one = n == 1;
        double mean = sum / n;
        double squares = 0;
        for (int k = 0; k <= last; k++) {
            double d = (double) k / last - mean;
            squares += counts[k] * d * d;
        }
        return new EloEstimate(mean, one ? Double.POSITIVE_INFINITY : Math.sqrt(squares / n / n), n, pairs);
    }

    /** The Elo difference a score of {@code s} per game means; infinite at 0 and 1. */
    public static double eloOf(double s) {
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }

    /** The score per game expected of a player {@code elo} points stronger: the logistic curve. */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The estimated Elo difference A - B. */
    public double elo() {
        return eloOf(score);
    }

    /** The lower end of the 95% interval. */
    public double low() {
        return eloOf(score - Z95 * standardError);
    }

    /** The upper end of the 95% interval. */
    public double high() {
        return eloOf(score + Z95 * standardError);
    }

    /** "+35.2 (95%: -10.4 .. +81.0)", with "inf" where a bound is unbounded. */
    @Override
    public String toString() {
        return signed(elo()) + " (95%: " + signed(low()) + " .. " + signed(high()) + ")";
    }

    /** An Elo figure with its sign, one decimal, or +inf / -inf. */
    public static String signed(double elo) {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+.1f", elo == 0 ? 0.0 : elo); // no "-0.0"
    }
}
