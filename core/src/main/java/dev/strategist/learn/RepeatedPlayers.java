package dev.strategist.learn;

import java.util.List;
import java.util.Locale;

/** The repeated-game players by name, for command lines: the learners and the fixed or adaptive opponents. */
public final class RepeatedPlayers {
    /** The names {@link #create} knows. */
    public static final List<String> NAMES = List.of("ucb1", "regret", "ucb1-memory", "regret-memory", "uniform",
            "biased", "cycle", "copy", "frequency");

    private RepeatedPlayers() {
    }

    /**
     * A new player named {@code name} for {@code player}'s side of {@code game}. "biased" plays the first
     * action half the time, the second 30 % and the rest share 20 % (rock 0.5, paper 0.3, scissors 0.2);
     * the "-memory" learners are {@link ContextualPlayer}s remembering the last round.
     */
    public static RepeatedPlayer create(String name, MatrixGame game, int player, long seed) {
        int n = game.actionCount(player);
        switch (name == null ? "" : name.trim().toLowerCase(Locale.ROOT)) {
            case "ucb1": return new Ucb1Player(game, player, seed);
            case "regret": return new RegretMatchingPlayer(game, player, seed);
            case "ucb1-memory":
                return new ContextualPlayer("ucb1-memory", n, game.actionCount(1 - player),
                        i -> new Ucb1Player(game, player, seed * 31 + i));
            case "regret-memory":
                return new ContextualPlayer("regret-memory", n, game.actionCount(1 - player),
                        i -> new RegretMatchingPlayer(game, player, seed * 31 + i));
            case "uniform": return new FixedStrategyPlayer("uniform", Strategies.uniform(n), seed);
            case "biased": return new FixedStrategyPlayer("biased", biased(n), seed);
            case "cycle": return new CyclingPlayer(n);
            case "copy":
                if (game.actionCount(1 - player) != n) {
                    throw new IllegalArgumentException("copy needs both players to have the same actions");
                }
                return new CopyLastPlayer(n, seed);
            case "frequency": return new FrequencyCounterPlayer(game, player, seed);
            default:
                throw new IllegalArgumentException("unknown player '" + name + "'; choose one of "
                        + String.join(", ", NAMES));
        }
    }

    /** 0.5, 0.3 and 0.2 spread evenly over the remaining actions (for one or two actions, what fits). */
    static double[] biased(int n) {
        double[] w = new double[n];
        if (n == 1) {
            w[0] = 1;
            return w;
        }
        w[0] = 0.5;
        if (n == 2) {
            w[1] = 0.5;
            return w;
        }
        w[1] = 0.3;
        for (int a = 2; a < n; a++) {
            w[a] = 0.2 / (n - 2);
        }
        return w;
    }
}
