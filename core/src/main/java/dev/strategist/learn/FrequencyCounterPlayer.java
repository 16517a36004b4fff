package dev.strategist.learn;

import java.util.SplittableRandom;

/**
 * Fictitious play: counts how often the opponent chose each action and plays the best reply to those
 * frequencies (ties, and the first round, at random).
 */
public final class FrequencyCounterPlayer implements RepeatedPlayer {
    private final MatrixGame game;
    private final int player;
    private final double[] counts;
    private final SplittableRandom random;
    private int rounds;

    /** Plays {@code game} as {@code player}, breaking ties with a generator seeded with {@code seed}. */
    public FrequencyCounterPlayer(MatrixGame game, int player, long seed) {
        this.game = game;
        this.player = player;
        this.counts = new double[game.actionCount(1 - player)];
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choose() {
        int n = game.actionCount(player);
        if (rounds == 0) {
            return random.nextInt(n);
        }
        double[] values = game.actionValues(player, counts);
        int best = 0;
        int ties = 1;
        for (int a = 1; a < n; a++) {
            if (values[a] > values[best]) {
                best = a;
                ties = 1;
            } else if (values[a] == values[best] && random.nextInt(++ties) == 0) {
                best = a;
            }
        }
        return best;
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        counts[theirs]++;
        rounds++;
    }

    /** Its next move: the best replies to the frequencies seen, shared equally when tied (uniform at first). */
    @Override
    public double[] strategy() {
        int n = game.actionCount(player);
        if (rounds == 0) {
            return Strategies.uniform(n);
        }
        double[] values = game.actionValues(player, counts);
        double best = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            best = Math.max(best, v);
        }
        double[] s = new double[n];
        for (int a = 0; a < n; a++) {
            s[a] = values[a] == best ? 1 : 0;
        }
        return Strategies.normalised(s);
    }

    /** The opponent's observed frequencies (uniform before any round). */
    public double[] opponentFrequencies() {
        return rounds == 0 ? Strategies.uniform(counts.length) : Strategies.normalised(counts);
    }

    @Override
    public String name() {
        return "frequency";
    }
}
