package dev.strategist.games.rps;

import dev.strategist.learn.MatrixGame;
import java.util.List;
import java.util.Locale;

/**
 * Rock-paper-scissors and rock-paper-scissors-lizard-Spock as zero-sum {@link MatrixGame}s: a win pays
 * +1, a tie 0, a loss -1. Both have the uniform strategy as their only equilibrium, with value 0.
 */
public final class RockPaperScissors {
    /** Names accepted by {@link #named}. */
    public static final List<String> NAMES = List.of("rps", "rpsls");

    private RockPaperScissors() {
    }

    /** Rock, paper, scissors: each beats the one before it in the cycle rock -> scissors -> paper -> rock. */
    public static MatrixGame classic() {
        return fromBeats("rock-paper-scissors", List.of("rock", "paper", "scissors"),
                new int[][] {{2}, {0}, {1}});
    }

    /**
     * Rock, paper, scissors, lizard, Spock: rock crushes scissors and lizard, paper covers rock and disproves
     * Spock, scissors cut paper and decapitate lizard, lizard eats paper and poisons Spock, Spock smashes
     * scissors and vaporises rock.
     */
    public static MatrixGame lizardSpock() {
        return fromBeats("rock-paper-scissors-lizard-Spock", List.of("rock", "paper", "scissors", "lizard", "spock"),
                new int[][] {{2, 3}, {0, 4}, {1, 3}, {1, 4}, {2, 0}});
    }

    /** The game called {@code name}: {@code rps} or {@code rpsls}. */
    public static MatrixGame named(String name) {
        switch (name == null ? "" : name.trim().toLowerCase(Locale.ROOT)) {
            case "rps": return classic();
            case "rpsls": return lizardSpock();
            default: throw new IllegalArgumentException("unknown game '" + name + "'; choose rps or rpsls");
        }
    }

    /** A zero-sum table where action {@code a} beats each action in {@code beats[a]}. */
    private static MatrixGame fromBeats(String name, List<String> actions, int[][] beats) {
        int n = actions.size();
        double[][] payoff = new double[n][n];
        for (int a = 0; a < n; a++) {
            for (int b : beats[a]) {
                payoff[a][b] = 1;
                payoff[b][a] = -1;
            }
        }
        return MatrixGame.zeroSum(name, actions, payoff);
    }
}
