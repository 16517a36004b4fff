package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.GameOptions;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersBallots.Ballot;
import dev.strategist.games.checkers.CheckersEndgameCache;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.games.checkers.MaterialEvaluator;
import dev.strategist.play.Strategist;
import dev.strategist.play.Tournament;
import java.util.List;

/**
 * Checkers' full evaluator against the material-only one, over the ACF ballot deck, in a
 * {@link Tournament}: every ballot played twice with the colours swapped, the standard draw rules on and
 * games adjudicated drawn after 300 plies, as engine matches usually do. The material side may search deeper (its handicap is the
 * evaluation, the full side's the depth). Reproducible: the searches are fixed-depth and seeded.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersTournament [--depth=N]
 * [--depth2=N] [--ballots=N] [--seed=N] [--against=material|checkers|hand|tuned]}. The endgame database is
 * built before the first game, so whether a search finds it ready never depends on timing.
 */
public final class CheckersTournament {
    /** Games longer than this are adjudicated as draws. */
    static final int MAX_PLIES = 300;

    /** A ballot is three moves. */
    static final int BALLOT_PLIES = 3;

    private CheckersTournament() {
    }

    /** Wins, draws and losses of the first-named evaluator. */
    record Score(int wins, int draws, int losses) {
        Score add(int sign) {
            return new Score(wins + (sign > 0 ? 1 : 0), draws + (sign == 0 ? 1 : 0), losses + (sign < 0 ? 1 : 0));
        }

        double percent() {
            int games = wins + draws + losses;
            return games == 0 ? 0 : 100.0 * (wins + 0.5 * draws) / games;
        }
    }

    /** Plays the first {@code ballots} ballots of the deck both ways; returns {@code a}'s score. */
    static Score play(Evaluator<CheckersPosition> a, int depthA, Evaluator<CheckersPosition> b, int depthB,
                      int ballots, long seed) {
        CheckersGame game = new CheckersGame();
        GameOptions options = game.defaultOptions();
        List<Ballot> deck = CheckersBallots.deck();
        List<Ballot> played = deck.subList(0, Math.max(0, Math.min(ballots, deck.size())));
        // the ply limit counts from the start, the tournament's from the ballot's three moves
        Tournament<CheckersPosition, Ballot> tournament = new Tournament<>(game, played,
                ballot -> CheckersBallots.play(ballot, game.newPosition(options)),
                index -> Strategist.builder(game).evaluator(a).depth(depthA).seed(seed + index / 2)
                        .tableMegabytes(8).build(),
                index -> Strategist.builder(game).evaluator(b).depth(depthB).seed(seed + index / 2 + 1000)
                        .tableMegabytes(8).build(),
                MAX_PLIES - BALLOT_PLIES);
        Score[] score = {new Score(0, 0, 0)};
        tournament.playInOrder(2 * played.size(), g -> {
            score[0] = score[0].add(g.signA());
            return true;
        });
        return score[0];
    }

    /** Runs the match and prints the score. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersTournament [--depth=N] [--depth2=N] [--ballots=N]"
                + " [--seed=N] [--against=material|checkers|hand|tuned]");
        int depth = options.integer("depth", 6);
        int depth2 = options.integer("depth2", 4);
        int ballots = options.integer("ballots", 156);
        long seed = options.number("seed", 20261121L);
        String against = options.text("against", "material");
        options.done();
        Evaluator<CheckersPosition> full = new CheckersEvaluator();
        Evaluator<CheckersPosition> other = switch (against) {
            case "checkers" -> new CheckersEvaluator();
            case "hand" -> new CheckersEvaluator(CheckersWeights.HAND);
            case "tuned" -> new CheckersEvaluator(CheckersWeights.TUNED); // the same weights, no endgame database
            default -> new MaterialEvaluator();
        };
        CheckersEndgameCache.shared().database().join();
        System.out.println("Machine: " + Machine.describe());
        System.out.printf("Checkers, %s depth %d against %s depth %d: %d ballots both ways, seed %d%n", full.name(),
                depth, other.name(), depth2, Math.min(ballots, 156), seed);
        long start = System.nanoTime();
        Score s = play(full, depth, other, depth2, ballots, seed);
        System.out.printf("%s: %d wins, %d draws, %d losses: %.1f %%%n", full.name(), s.wins(), s.draws(), s.losses(),
                s.percent());
        System.out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
    }
}
