package dev.strategist.play;

import dev.strategist.core.Score;
import java.util.random.RandomGenerator;

/**
 * Difficulty as an IQ from 0 to 100: how a computer opponent picks its move from the exact scores of
 * the moves it can play (in the {@link Score} convention, e.g. from an exact solver).
 *
 * <ul>
 * <li>IQ above 90 plays perfectly: uniformly at random among the equally best moves, those with the
 *     highest score (the fastest win, else a draw, else the slowest loss).
 * <li>IQ 0 to 90 may play any move: move i is picked with probability proportional to
 *     {@code exp(beta * c_i)}, a softmax over its outcome class {@code c_i} (+1 win, 0 draw or
 *     undecided, -1 loss) with inverse temperature {@code beta = 4 * IQ / 90}. IQ 0 picks uniformly at
 *     random; at IQ 90 each winning move weighs e^4 (about 55) times a drawing one, which weighs e^4
 *     times a losing one. Within a class the distance does not matter, so a weak player does not hurry.
 * </ul>
 *
 * <p>Immutable; the randomness comes from the generator the caller passes, so a seeded generator
 * replays the same games.
 */
public final class IqPolicy {
    /** The weakest level: uniformly random moves. */
    public static final int MIN_IQ = 0;
    /** The strongest level. */
    public static final int MAX_IQ = 100;
    /** Levels above this one play only among the best moves. */
    public static final int PERFECT_ABOVE = 90;
    /** The inverse temperature at IQ {@link #PERFECT_ABOVE}. */
    public static final double MAX_BETA = 4.0;

    private final int iq;
    private final double beta;
    private final double winWeight;
    private final double lossWeight;

    /** The policy of level {@code iq}, 0 to 100. */
    public IqPolicy(int iq) {
        if (iq < MIN_IQ || iq > MAX_IQ) {
            throw new IllegalArgumentException("IQ must be between " + MIN_IQ + " and " + MAX_IQ + ", not " + iq);
        }
        this.iq = iq;
        this.beta = MAX_BETA * Math.min(iq, PERFECT_ABOVE) / PERFECT_ABOVE;
        this.winWeight = Math.exp(beta);
        this.lossWeight = Math.exp(-beta);
    }

    /** The level. */
    public int iq() {
        return iq;
    }

    /** The softmax's inverse temperature (used at IQ 90 and below). */
    public double beta() {
        return beta;
    }

    /** True if this level plays only among the best moves. */
    public boolean isPerfect() {
        return iq > PERFECT_ABOVE;
    }

    /** The outcome class of a score: +1 for a win, -1 for a loss, 0 for a draw or an evaluation. */
    public static int outcomeClass(int score) {
        return Score.isDecisive(score) ? Integer.signum(score) : 0;
    }

    /** The softmax weight of a move with this score (relative to a draw's 1). */
    public double weight(int score) {
        int c = outcomeClass(score);
        return c > 0 ? winWeight : c < 0 ? lossWeight : 1.0;
    }

    /**
     * Picks one of the first {@code count} moves, whose scores for the side to move are in
     * {@code scores}, and returns it.
     */
    public int choose(int[] moves, int[] scores, int count, RandomGenerator random) {
        if (count < 1 || count > moves.length || count > scores.length) {
            throw new IllegalArgumentException("need between 1 and " + Math.min(moves.length, scores.length)
                    + " moves to choose from, not " + count);
        }
        return isPerfect() ? chooseBest(moves, scores, count, random) : chooseWeighted(moves, scores, count, random);
    }

    private static int chooseBest(int[] moves, int[] scores, int count, RandomGenerator random) {
        int best = Integer.MIN_VALUE;
        int ties = 0;
        for (int i = 0; i < count; i++) {
            if (scores[i] > best) {
                best = scores[i];
                ties = 1;
            } else if (scores[i] == best) {
                ties++;
            }
        }
        int pick = random.nextInt(ties);
        for (int i = 0; i < count; i++) {
            if (scores[i] == best && pick-- == 0) {
                return moves[i];
            }
        }
        throw new AssertionError("unreachable: a best move always exists");
    }

    private int chooseWeighted(int[] moves, int[] scores, int count, RandomGenerator random) {
        double total = 0;
        for (int i = 0; i < count; i++) {
            total += weight(scores[i]);
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < count; i++) {
            r -= weight(scores[i]);
            if (r < 0) {
                return moves[i];
            }
        }
        return moves[count - 1]; // only rounding can leave r at exactly 0 here
    }
}
