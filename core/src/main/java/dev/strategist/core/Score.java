package dev.strategist.core;

/**
 * The score scale shared by evaluators and searches: negamax scores, from the side to move's point
 * of view. A won game scores {@code WIN - plies} (plies from the search root), so a search prefers the
 * fastest win and the slowest loss; evaluations stay strictly inside {@code ±MAX_EVAL}.
 */
public final class Score {
    /** The score of a win at the root itself; a win n plies away scores {@code WIN - n}. */
    public static final int WIN = 1_000_000_000;
    /** Deeper than any search goes; scores beyond {@code WIN - MAX_PLY} are decided games. */
    public static final int MAX_PLY = 128;
    /** The largest magnitude an evaluator may return; leaves room for every win-by-distance score. */
    public static final int MAX_EVAL = WIN - 2 * MAX_PLY;
    /** Larger than any score: the open window bound. */
    public static final int INFINITE = WIN + 1;

    private Score() {
    }

    /** The score of a finished game for the side to move, {@code plies} plies from the root. */
    public static int terminal(Outcome outcome, int sideToMove, int plies) {
        int sign = outcome.signFor(sideToMove);
        return sign == 0 ? 0 : sign * (WIN - plies);
    }

    /** True for a win or loss found by search (rather than an evaluation). */
    public static boolean isDecisive(int score) {
        return Math.abs(score) > WIN - 2 * MAX_PLY;
    }

    /** Plies to the end for a decisive score, negative for a non-decisive one. */
    public static int pliesToEnd(int score) {
        return isDecisive(score) ? WIN - Math.abs(score) : -1;
    }

    /** Clamps an evaluation into the legal evaluation range. */
    public static int clampEval(int eval) {
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, eval));
    }

    /** A short human text: "+12", "win in 5", "loss in 4". */
    public static String describe(int score) {
        if (isDecisive(score)) {
            return (score > 0 ? "win in " : "loss in ") + pliesToEnd(score);
        }
        return (score > 0 ? "+" : "") + score;
    }
}
