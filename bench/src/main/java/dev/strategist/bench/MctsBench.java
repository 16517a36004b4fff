package dev.strategist.bench;

import dev.strategist.core.Game;
import dev.strategist.core.Outcome;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search measured: playouts per second from the start position of every game in the
 * catalogue (random and evaluator-guided playouts, solver off so the search never ends early), and MCTS
 * against the alpha-beta engine with the same time per move. Each match game starts from a few seeded random plies and each opening
 * is played with both colours. Run it from the shaded jar:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.MctsBench [--games=N] [--millis=N]
 * [--seconds=N] [--seed=N] [--no-rates] [--guided]}; {@code --guided} plays Connect Four's match with guided
 * playouts ({@code Algorithm.MCTS_GUIDED}) instead. Domineering 8 x 8 (from the testkit) is measured for
 * playouts only.
 */
public final class MctsBench {
    private static final String DOMINEERING = "domineering";

    private MctsBench() {
    }

    /** Median playouts per second from the game's start over {@code runs} searches of {@code seconds} each. */
    static <P extends Position> long playoutsPerSecond(Game<P> game, boolean guided, double seconds, int runs) {
        return playoutsPerSecond(game, game.newPosition(), guided, seconds, runs);
    }

    /** Median playouts per second from {@code start} over {@code runs} searches, after one warm-up search. */
    static <P extends Position> long playoutsPerSecond(Game<P> game, P start, boolean guided, double seconds,
                                                       int runs) {
        MctsSettings settings = MctsSettings.DEFAULT.withSolver(false).withGuidedPlayouts(guided, 0.1);
        MonteCarloSearch<P> search = new MonteCarloSearch<>(settings, game.evaluator());
        SearchLimits limits = SearchLimits.time(Math.max(1, (long) (seconds * 1000)));
        search.search(start, limits, SearchListener.NONE);
        long[] rates = new long[runs];
        for (int i = 0; i < runs; i++) {
            SearchResult r = search.search(start, limits, SearchListener.NONE);
            rates[i] = r.nodes() * 1000 / Math.max(1, r.elapsedMillis());
        }
        Arrays.sort(rates);
        return rates[runs / 2];
    }

    /** Wins, draws and losses of MCTS against the engine. */
    record Tally(int wins, int draws, int losses) {
        Tally add(int sign) {
            return new Tally(wins + (sign > 0 ? 1 : 0), draws + (sign == 0 ? 1 : 0), losses + (sign < 0 ? 1 : 0));
        }

        @Override
        public String toString() {
            int games = wins + draws + losses;
            return String.format("%d wins, %d draws, %d losses: %.1f %%", wins, draws, losses,
                    games == 0 ? 0 : 100.0 * (wins + 0.5 * draws) / games);
        }
    }

    /**
     * Plays {@code games} games (rounded up to even) of MCTS against the engine at {@code millis} per move,
     * each from {@code minOpening..maxOpening} random plies with both colours; returns MCTS's results.
     */
    static <P extends Position> Tally match(Game<P> game, int games, long millis, int minOpening, int maxOpening,
                                            long seed) {
        return match(game, Algorithm.MCTS, games, millis, minOpening, maxOpening, seed);
    }

    /** As {@link #match(Game, int, long, int, int, long)} with the Monte Carlo algorithm {@code mctsKind}. */
    static <P extends Position> Tally match(Game<P> game, Algorithm mctsKind, int games, long millis, int minOpening,
                                            int maxOpening, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Tally tally = new Tally(0, 0, 0);
        for (int pair = 0; pair < (games + 1) / 2; pair++) {
            P opening = game.newPosition();
            int plies = minOpening + random.nextInt(maxOpening - minOpening + 1);
            for (int i = 0; i < plies && !opening.isOver(); i++) {
                int[] moves = opening.legalMoves();
                opening.play(moves[random.nextInt(moves.length)]);
            }
            long gameSeed = random.nextLong();
            for (int mctsSide = 0; mctsSide < 2; mctsSide++) {
                Strategist<P> mcts = Strategist.builder(game).algorithm(mctsKind).timeMillis(millis)
                        .seed(gameSeed).build();
                Strategist<P> engine = Strategist.builder(game).algorithm(Algorithm.ENGINE).timeMillis(millis)
                        .seed(gameSeed + 1).tableMegabytes(16).build();
                P p = Position.copyOf(opening);
                while (!p.isOver()) {
                    p.play((p.sideToMove() == mctsSide ? mcts : engine).bestMove(p));
                }
                Outcome o = p.outcome();
                tally = tally.add(o.signFor(mctsSide));
            }
        }
        return tally;
    }

    /** Prints playout rates and the matches. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: MctsBench [--games=N] [--millis=N] [--seconds=N] [--seed=N]"
                + " [--no-rates] [--guided]");
        int games = options.integer("games", 20);
        long millis = options.number("millis", 100);
        double seconds = options.decimal("seconds", 2);
        long seed = options.number("seed", 20261121L);
        boolean rates = !options.flag("no-rates");
        boolean guidedMatch = options.flag("guided");
        options.done();
        System.out.println("Machine: " + Machine.describe());
        // every game in the catalogue at its default size; Domineering (core's test game) below at 8 x 8
        List<Game<?>> all = new ArrayList<>();
        for (Game<?> g : Games.all()) {
            if (!g.name().equals(DOMINEERING)) {
                all.add(g);
            }
        }
        if (rates) {
            System.out.printf("Playouts per second from the start position (median of 3 searches of %.1f s, solver "
                    + "off)%n", seconds);
        }
        if (rates) {
            for (Game<?> g : all) {
                for (boolean guided : new boolean[] {false, true}) {
                    System.out.printf("  %-15s %-7s playouts: %,d/s%n", g.name(), guided ? "guided" : "random",
                            playoutsPerSecond(g, guided, seconds, 3));
                }
            }
            DomineeringGame domineering = new DomineeringGame();
            for (boolean guided : new boolean[] {false, true}) {
                System.out.printf("  %-15s %-7s playouts: %,d/s%n", "domineering 8x8", guided ? "guided" : "random",
                        playoutsPerSecond(domineering, domineering.newPosition(8, 8), guided, seconds, 3));
            }
        }
        System.out.printf("MCTS (solver on, %s playouts) against the engine, %d ms per move each, seed %d%n",
                guidedMatch ? "guided" : "random", millis, seed);
        long start = System.nanoTime();
        if (guidedMatch) {
            System.out.printf("  connect4, guided playouts: %s%n",
                    match(new Connect4Game(), Algorithm.MCTS_GUIDED, games, millis, 2, 4, seed));
        } else {
            System.out.printf("  tictactoe: %s%n", match(new TicTacToeGame(), games, millis, 0, 2, seed));
            System.out.printf("  connect4:  %s%n", match(new Connect4Game(), games, millis, 2, 4, seed));
        }
        System.out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
    }
}
