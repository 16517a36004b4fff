package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.connect4.Connect4Position;
import dev.strategist.games.connect4.ThreatEvaluator;

/**
 * Connect Four's two evaluators against each other (an {@link EvaluatorTournament}): the threat evaluator
 * against the seed's run count, both at the same fixed depth, from openings of 2 to 4 random plies. Run it
 * from the shaded jar: {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.Connect4Tournament
 * [--games=N] [--depth=N] [--seed=N] [--against=runs|threats]}; {@code --against=threats} pits the threat
 * evaluator against itself, the control that shows the pairing is fair (about 50 %).
 */
public final class Connect4Tournament {
    private static final EvaluatorTournament<Connect4Position> TOURNAMENT =
            new EvaluatorTournament<>(new Connect4Game(), 2, 4);

    private Connect4Tournament() {
    }

    /** {@code a}'s results in {@code games} games against {@code b} (see {@link EvaluatorTournament#play}). */
    public static EvaluatorTournament.Result play(Evaluator<Connect4Position> a, Evaluator<Connect4Position> b,
                                                  int games, int depth, long seed) {
        return TOURNAMENT.play(a, b, games, depth, seed);
    }

    /** Plays the tournament and prints the threat evaluator's results. */
    public static void main(String[] args) {
        TOURNAMENT.main(args, "Connect4Tournament", new ThreatEvaluator(), "runs", 5);
    }
}
