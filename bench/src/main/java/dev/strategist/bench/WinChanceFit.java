package dev.strategist.bench;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.play.TournamentPlayer;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a game's evaluation reads as a chance to win, checked on results: self-play games by the engine with the
 * game's default evaluator at a fixed depth, each from a position a few seeded random plies from the start; every
 * position's search score (from the side to move) is paired with how the game then ended for that side (1, a half
 * for a draw, 0). The runner fits the scale of the logistic curve the evaluation bar uses (the score whose odds
 * are e to 1) by maximum likelihood, and prints it beside the scale the game has now (read back from
 * {@link Game#evaluation}'s share of the bar, so the figures are the faces'), with the mean log loss of each.
 * Proven scores are left out: they are read as results, not chances.
 *
 * <p>With {@code --player=tournament} the games are played by the game's own {@link TournamentPlayer} (the browser's
 * computer from level 5 in Gomoku) at depth D within {@code --millis} a move (level 5's 400 by default), as a level
 * plays it; its decisions that are no search (a forced block, a threat search's move, scored 0) are left out too.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.WinChanceFit [--games=N] [--depth=D]
 * [--seed=S] [--game=NAME] [--player=engine|tournament] [--millis=T]}: N defaults to 100 games a game, D to 4
 * plies (level 5's depth).
 */
public final class WinChanceFit {
    private static final int TABLE_MEGABYTES = 16;
    private static final int MIN_RANDOM_PLIES = 2;
    private static final int MAX_RANDOM_PLIES = 7;
    /** Level 5's time a move (the default level's), for the tournament player. */
    private static final long LEVEL_5_MILLIS = dev.strategist.play.Level.of(5).timeMillis();

    private WinChanceFit() {
    }

    /** A search score from the side to move, and how the game ended for that side (1 won, 0.5 drawn, 0 lost). */
    record Sample(int score, double result) {
    }

    /** Fits every game in the catalogue, or the one named, and prints one table row a game. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: WinChanceFit [--games=N] [--depth=D] [--seed=S] [--game=NAME] "
                + "[--player=engine|tournament] [--millis=T]");
        int games = options.integer("games", 100);
        int depth = options.integer("depth", 4);
        long seed = options.number("seed", 20261129L);
        String only = options.text("game", null);
        String player = options.text("player", "engine");
        long millis = options.number("millis", LEVEL_5_MILLIS);
        options.done();
        if (!player.equals("engine") && !player.equals("tournament")) {
            System.err.println("--player is engine or tournament, not " + player);
            System.exit(2);
        }
        System.out.println("Machine: " + Machine.describe());
        System.out.println("| game | games (first player W-D-L) | positions | scale now | fitted scale | in typical gaps | "
                + "log loss now | log loss fitted |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        for (Game<?> game : only == null ? Games.all() : List.of(Games.find(only))) {
            if (player.equals("engine")) {
                System.out.println(row(game, games, depth, seed));
            } else if (game.tournamentPlayer().isPresent()) {
                System.out.println(tournamentRow(game, games, depth, millis, seed));
            }
        }
    }

    /** The table row of {@code game}: its self-play's samples, the scale it has and the scale they fit. */
    static <P extends Position> String row(Game<P> game, int count, int depth, long seed) {
        return row(game, new Engine<>(game.evaluator(), TABLE_MEGABYTES), SearchLimits.depth(depth), count, seed);
    }

    /** The same, played by {@code game}'s tournament player at {@code depth} within {@code millis} a move. */
    static <P extends Position> String tournamentRow(Game<P> game, int count, int depth, long millis, long seed) {
        TournamentPlayer<P> player = game.tournamentPlayer().orElseThrow();
        // as a Strategist at a level gives it: half the time to aim at, all of it at most
        return row(game, player.searchers(Map.of()).get(),
                SearchLimits.depth(depth).withTime(Math.max(1, millis / 2), millis), count, seed);
    }

    private static <P extends Position> String row(Game<P> game, Searcher<P> engine, SearchLimits limits, int count,
                                                   long seed) {
        GameOptions options = game.defaultOptions();
        List<Sample> samples = new ArrayList<>();
        int[] results = new int[3]; // first player's wins, draws, losses
        for (P start : RandomOpenings.of(() -> game.newPosition(options), count, MIN_RANDOM_PLIES, MAX_RANDOM_PLIES, seed)) {
            int winner = playOut(start, engine, limits, samples);
            results[winner == 0 ? 0 : winner < 0 ? 1 : 2]++;
        }
        StringBuilder row = new StringBuilder("| ").append(game.name()).append(" | ").append(count).append(" (")
                .append(results[0]).append('-').append(results[1]).append('-').append(results[2]).append(") | ")
                .append(samples.size()).append(" | ");
        if (samples.isEmpty()) {
            return row.append("- | - | - | - | - |").toString();
        }
        // a fresh position: every start has been played to its end by now
        double now = scaleNow(game, game.newPosition(options));
        double fitted = fit(samples);
        return row.append(String.format("%.0f | %.0f | %.1f | %.4f | %.4f |", now, fitted,
                fitted / Math.max(1, game.typicalMoveGap()), meanLoss(samples, now), meanLoss(samples, fitted))).toString();
    }

    /**
     * Plays {@code p} to its end by {@code engine}'s best move within {@code limits}, adding each position's score
     * with the result for its side to move once known; returns the winner (-1 a draw).
     */
    private static <P extends Position> int playOut(P p, Searcher<P> engine, SearchLimits limits, List<Sample> samples) {
        List<int[]> scored = new ArrayList<>(); // score, side to move
        while (!p.isOver()) {
            SearchResult r = engine.search(p, limits, SearchListener.NONE);
            if (!Score.isDecisive(r.score()) && r.depth() > 0) {
                scored.add(new int[] {r.score(), p.sideToMove()});
            }
            p.play(r.bestMove());
        }
        Outcome outcome = p.outcome();
        int winner = outcome.winner();
        for (int[] s : scored) {
            samples.add(new Sample(s[0], winner < 0 ? 0.5 : winner == s[1] ? 1 : 0));
        }
        return winner;
    }

    /**
     * The scale the game's evaluation has now, read back from its share of the bar at the typical gap: the
     * score whose odds are e to 1 on the logistic curve through that share.
     */
    private static <P extends Position> double scaleNow(Game<P> game, P at) {
        int score = Math.max(1, game.typicalMoveGap());
        double share = game.evaluation(at, score).share();
        return score / Math.log(share / (1 - share));
    }

    /** The scale of least mean log loss, by golden-section search over its logarithm from 1 to a million. */
    static double fit(List<Sample> samples) {
        double lo = 0;
        double hi = Math.log(1_000_000);
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 100; i++) {
            double a = hi - ratio * (hi - lo);
            double b = lo + ratio * (hi - lo);
            if (meanLoss(samples, Math.exp(a)) < meanLoss(samples, Math.exp(b))) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    /** The mean log loss of reading each sample's score as a chance on the logistic curve of {@code scale}. */
    static double meanLoss(List<Sample> samples, double scale) {
        double sum = 0;
        for (Sample s : samples) {
            double p = 1 / (1 + Math.exp(-s.score() / scale));
            p = Math.max(1e-9, Math.min(1 - 1e-9, p));
            sum -= s.result() * Math.log(p) + (1 - s.result()) * Math.log(1 - p);
        }
        return sum / samples.size();
    }
}
