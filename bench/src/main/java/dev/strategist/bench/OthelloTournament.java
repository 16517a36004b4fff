package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiEvaluator;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;

/**
 * Othello's two evaluators against each other (an {@link EvaluatorTournament}): the mobility evaluator
 * against the square table, both at the same fixed depth, from openings of 4 to 8 random plies. Run it from
 * the shaded jar: {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.OthelloTournament
 * [--games=N] [--depth=N] [--seed=N] [--against=squares|mobility]}; {@code --against=mobility} pits the
 * mobility evaluator against itself, the control that shows the pairing is fair (about 50 %).
 */
public final class OthelloTournament {
    private static final EvaluatorTournament<ReversiPosition> TOURNAMENT =
            new EvaluatorTournament<>(new ReversiGame(), 4, 8);

    private OthelloTournament() {
    }

    /** {@code a}'s results in {@code games} games against {@code b} (see {@link EvaluatorTournament#play}). */
    public static EvaluatorTournament.Result play(Evaluator<ReversiPosition> a, Evaluator<ReversiPosition> b,
                                                  int games, int depth, long seed) {
        return TOURNAMENT.play(a, b, games, depth, seed);
    }

    /** Plays the tournament and prints the mobility evaluator's results. */
    public static void main(String[] args) {
        TOURNAMENT.main(args, "OthelloTournament", new ReversiEvaluator(), "squares", 4);
    }
}
