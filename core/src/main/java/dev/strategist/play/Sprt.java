package dev.strategist.play;

import java.util.Locale;

/**
 * A sequential probability ratio test of "A is {@code elo0} Elo stronger than B" (H0) against "A is
 * {@code elo1} stronger" (H1), with false-positive rate {@code alpha} and false-negative rate {@code beta},
 * as engine testers run them to stop a match as soon as its result is clear.
 *
 * <p>The log-likelihood ratio is the usual normal approximation of the generalised SPRT: with the
 * samples' mean score {@code s} and variance {@code var} (as in {@link EloEstimate}), and {@code s0},
 * {@code s1} the scores the two hypotheses expect ({@link EloEstimate#expectedScore}),
 * {@code LLR = n (s1 - s0) (2 s - s0 - s1) / (2 var)}. The test accepts H1 once the LLR reaches
 * {@code ln((1 - beta) / alpha)} and H0 once it falls to {@code ln(beta / (1 - alpha))}. A count of zero
 * is taken as 0.001 when computing the mean and variance, so that a run of only wins (variance 0) still
 * moves the LLR. Samples are games (trinomial) or pairs of games from one opening (pentanomial); the
 * test decides on no fewer than {@link #MIN_SAMPLES} of them.
 *
 * @param elo0  the Elo difference of H0
 * @param elo1  the Elo difference of H1, above {@code elo0}
 * @param alpha the probability of accepting H1 when H0 holds
 * @param beta  the probability of accepting H0 when H1 holds
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** Where a test stands. */
    public enum Verdict {
        /** H0 is accepted: A is not {@code elo1} stronger. */
        H0,
        /** H1 is accepted: A is {@code elo1} stronger. */
        H1,
        /** Neither bound is reached: play on. */
        CONTINUE
    }

    private static final double EPSILON = 1e-3;

    /** Checks the parameters. */
    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("the SPRT needs elo1 above elo0, not " + elo0 + " and " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("the SPRT's alpha and beta must be between 0 and 0.5");
        }
        if (Double.isInfinite(elo0) || Double.isInfinite(elo1)) {
            throw new IllegalArgumentException("the SPRT's Elo bounds must be finite");
        }
    }

    /**
     * Reads {@code elo0=0,elo1=10,alpha=0.05,beta=0.05}; alpha and beta default to 0.05. Throws an
     * {@link IllegalArgumentException} naming what is wrong.
     */
    public static Sprt parse(String text) {
        Double e0 = null;
        Double e1 = null;
        double a = 0.05;
        double b = 0.05;
        for (String item : text.split(",")) {
            String[] kv = item.split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("SPRT setting '" + item.strip() + "' is not NAME=VALUE");
            }
            double v;
            try {
                v = Double.parseDouble(kv[1].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("SPRT setting '" + item.strip() + "' is not a number");
            }
            switch (kv[0].strip().toLowerCase(Locale.ROOT)) {
                case "elo0": e0 = v; break;
                case "elo1": e1 = v; break;
                case "alpha": a = v; break;
                case "beta": b = v; break;
                default:
                    throw new IllegalArgumentException("unknown SPRT setting '" + kv[0].strip()
                            + "'; use elo0, elo1, alpha, beta");
            }
        }
        if (e0 == null || e1 == null) {
            throw new IllegalArgumentException("the SPRT needs elo0 and elo1, as in elo0=0,elo1=10");
        }
        return new Sprt(e0, e1, a, b);
    }

    /** The LLR at which H0 is accepted: {@code ln(beta / (1 - alpha))}. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The LLR at which H1 is accepted: {@code ln((1 - beta) / alpha)}. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The LLR of A's wins, draws and losses, each game a sample. */
    public double llrTrinomial(long wins, long draws, long losses) {
        return llr(new long[] {losses, draws, wins});
    }

    /** The LLR of pairs of games; {@code pairs[k]} pairs in which A scored {@code k} half points. */
    public double llrPentanomial(long[] pairs) {
        if (pairs.length != 5) {
            throw new IllegalArgumentException("a pentanomial count has 5 entries, not " + pairs.length);
        }
        return llr(pairs);
    }

    private double llr(long[] counts) {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        if (n == 0) {
            return 0;
        }
        int last = counts.length - 1;
        double total = 0;
        double sum = 0;
        for (int k = 0; k <= last; k++) {
            double c = counts[k] == 0 ? EPSILON : counts[k];
            total += c;
            sum += c * k / last;
        }
        double mean = sum / total;
        double var = 0;
        for (int k = 0; k <= last; k++) {
            double c = counts[k] == 0 ? EPSILON : counts[k];
            double d = (double) k / last - mean;
            var += c * d * d;
        }
        var /= total;
        double s0 = EloEstimate.expectedScore(elo0);
        double s1 = EloEstimate.expectedScore(elo1);
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
    }

    /**
     * The fewest samples on which the test decides: the LLR rests on the samples' variance, which a handful
     * of games cannot estimate (one won pair gives, with the small prior, an LLR of 16: a certain verdict
     * from two games).
     */
    public static final int MIN_SAMPLES = 10;

    /** What an LLR over {@code samples} samples (games or pairs) says; no verdict below {@link #MIN_SAMPLES}. */
    public Verdict verdict(double llr, long samples) {
        return samples < MIN_SAMPLES ? Verdict.CONTINUE : verdict(llr);
    }

    /** What an LLR says. */
    public Verdict verdict(double llr) {
        if (llr >= upperBound()) {
            return Verdict.H1;
        }
        if (llr <= lowerBound()) {
            return Verdict.H0;
        }
        return Verdict.CONTINUE;
    }

    /** "elo0=0 elo1=10 alpha=0.05 beta=0.05". */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "elo0=%s elo1=%s alpha=%s beta=%s", trim(elo0), trim(elo1), trim(alpha),
                trim(beta));
    }

    private static String trim(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e9 ? Long.toString((long) v) : Double.toString(v);
    }
}
