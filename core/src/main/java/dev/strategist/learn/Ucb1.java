package dev.strategist.learn;

import java.util.SplittableRandom;

/**
 * The UCB1 bandit (Auer, Cesa-Bianchi and Fischer 2002): try every arm once, then play the arm with
 * the largest {@code mean + sqrt(2 ln n / n_j)}, for rewards in [0, 1]. Ties (and the order of the first
 * tries) go to a seeded random choice, or to the lowest arm when no generator is given.
 */
public final class Ucb1 {
    private final long[] plays;
    private final double[] rewards;
    private final SplittableRandom random;
    private long total;

    /** A bandit with {@code arms} arms; {@code random} breaks ties, or null for the lowest arm. */
    public Ucb1(int arms, SplittableRandom random) {
        if (arms < 1) {
            throw new IllegalArgumentException("a bandit needs at least one arm, not " + arms);
        }
        this.plays = new long[arms];
        this.rewards = new double[arms];
        this.random = random;
    }

    /** The UCB1 index of an arm with mean reward {@code mean}, played {@code nj} of {@code n} times. */
    public static double index(double mean, long n, long nj) {
        return mean + Math.sqrt(2 * Math.log(n) / nj);
    }

    /** The arm to play next. */
    public int select() {
        int chosen = -1;
        int ties = 0;
        double best = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < plays.length; j++) {
            double v = plays[j] == 0 ? Double.POSITIVE_INFINITY : index(rewards[j] / plays[j], total, plays[j]);
            if (v > best) {
                best = v;
                chosen = j;
                ties = 1;
            } else if (v == best && random != null && random.nextInt(++ties) == 0) {
                chosen = j;
            }
        }
        return chosen;
    }

    /** Records a reward in [0, 1] for {@code arm}. */
    public void update(int arm, double reward) {
        if (!(reward >= 0 && reward <= 1)) {
            throw new IllegalArgumentException("UCB1 rewards lie in [0, 1], not " + reward);
        }
        plays[arm]++;
        rewards[arm] += reward;
        total++;
    }

    /** How often {@code arm} was played. */
    public long plays(int arm) {
        return plays[arm];
    }

    /** The mean reward of {@code arm}, 0 before it is played. */
    public double mean(int arm) {
        return plays[arm] == 0 ? 0 : rewards[arm] / plays[arm];
    }

    /** Plays so far. */
    public long total() {
        return total;
    }

    /** The number of arms. */
    public int arms() {
        return plays.length;
    }
}
