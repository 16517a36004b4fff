package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Othello's two evaluators against each other (an {@link EvaluatorTournament}): the mobility evaluator
 * against the square table, both at the same fixed depth, from openings of 4 to 8 random plies. Run it from
 * the shaded jar: {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiTournament
 * [--games=N] [--depth=N] [--millis=N] [--seed=N] [--hero=NAME] [--against=NAME]}; {@code --against=mobility}
 * pits the mobility evaluator against itself, the control that shows the pairing is fair (about 50 %).
 * Besides the game's evaluators, {@code patterns:FILE} names the pattern evaluation with the weights of FILE
 * (as {@code ReversiPatternTuner} writes them), searched full width, to match two weight sets against each other:
 * against {@code patterns-full}, the shipped weights without the cut the game's default {@code patterns} adds.
 */
public final class ReversiTournament {
    private static final String PATTERNS_FROM = "patterns:";
    private static final EvaluatorTournament<ReversiPosition> TOURNAMENT =
            new EvaluatorTournament<>(new ReversiGame(), 4, 8);

    private ReversiTournament() {
    }

    /** {@code a}'s results in {@code games} games against {@code b} (see {@link EvaluatorTournament#play}). */
    public static EvaluatorTournament.Result play(Evaluator<ReversiPosition> a, Evaluator<ReversiPosition> b,
                                                  int games, int depth, long seed) {
        return TOURNAMENT.play(a, b, games, depth, seed);
    }

    /** Plays the tournament and prints the mobility evaluator's results. */
    public static void main(String[] args) {
        TOURNAMENT.main(args, "ReversiTournament", new ReversiEvaluator(), "squares", 4,
                ReversiTournament::withWeights, "|patterns:FILE");
    }

    /**
     * {@code patterns:FILE}: the pattern evaluation with the weights read from FILE; null for any other
     * name. An unreadable or malformed file throws an IllegalArgumentException that names it.
     */
    static Evaluator<ReversiPosition> withWeights(String name) {
        if (!name.startsWith(PATTERNS_FROM)) {
            return null;
        }
        return patternsFrom(Path.of(name.substring(PATTERNS_FROM.length())));
    }

    /**
     * The pattern evaluation with the weights of {@code file}; an unreadable or malformed file throws an
     * IllegalArgumentException that names it.
     */
    static ReversiPatternEvaluator patternsFrom(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new ReversiPatternEvaluator(ReversiPatternWeights.read(in));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the weights file " + file + " ("
                    + e.getClass().getSimpleName() + ")", e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }
}
