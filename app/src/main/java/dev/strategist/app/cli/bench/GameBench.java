package dev.strategist.app.cli.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Perft;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One game's speed figures, each a line of a table: perft from the start (as deep as fits the time),
 * the engine from the start and from the middle of a seeded random game (to a fixed depth or for a fixed
 * time), Monte Carlo playouts, and where the game has an exact solver, how many positions of a few seeded
 * random games it solves within the time, walking back from their ends (the time column: the mean solve).
 *
 * @param <P> the game's position type
 */
final class GameBench<P extends Position> {
    private static final int RANDOM_GAMES = 3;
    private static final int MAX_PERFT_DEPTH = 30;

    private final Game<P> game;
    private final GameOptions options;
    private final long millis;
    private final Integer depth;
    private final PrintWriter out;

    /**
     * Figures for {@code game} with {@code options}, each measurement taking about {@code millis}
     * milliseconds; the engine searches to {@code depth} instead when it is given.
     */
    GameBench(Game<P> game, GameOptions options, long millis, Integer depth, PrintWriter out) {
        this.game = game;
        this.options = options;
        this.millis = millis;
        this.depth = depth;
        this.out = out;
    }

    /** Measures and prints every figure. */
    void run() {
        out.println(game.title() + (options.asMap().isEmpty() ? "" : " " + options));
        out.printf(Locale.ROOT, "  %-56s %6s %14s %10s %14s%n", "measure", "depth", "nodes", "ms", "nodes/s");
        perft();
        List<P> line = randomGame(1);
        P start = game.newPosition(options);
        P middle = line.get(line.size() / 2);
        search(Algorithm.ENGINE, "engine, start", start);
        search(Algorithm.ENGINE, "engine, ply " + middle.ply() + " of a random game", middle);
        search(Algorithm.MCTS, "mcts playouts, start", start);
        Optional<ExactSolver<P>> solver = game.exactSolver();
        if (solver.isPresent()) {
            for (int g = 1; g <= RANDOM_GAMES; g++) {
                solve(solver.get(), g);
            }
        }
        out.flush();
    }

    /** Perft from the start, one depth deeper while the next count is expected to fit the time. */
    private void perft() {
        P start = game.newPosition(options);
        Perft perft = new Perft(start, MAX_PERFT_DEPTH);
        long lastNodes = 1;
        long lastNanos = 0;
        int d = 0;
        long budget = millis * 1_000_000L;
        while (d < MAX_PERFT_DEPTH) {
            long t0 = System.nanoTime();
            long nodes = perft.count(d + 1);
            long nanos = System.nanoTime() - t0;
            if (nodes == 0) {
                break; // every game has ended: the last depth with positions is the figure
            }
            d++;
            double growth = (double) nodes / Math.max(1, lastNodes);
            lastNodes = nodes;
            lastNanos = nanos;
            if (nanos * Math.max(1.0, growth) > budget) {
                break; // the next depth would take too long
            }
        }
        row("perft from the start", Integer.toString(d), lastNodes, lastNanos);
    }

    private void search(Algorithm algorithm, String name, P position) {
        if (position.isOver()) {
            return;
        }
        boolean monteCarlo = algorithm.isMonteCarlo();
        SearchLimits limits = depth != null && !monteCarlo ? SearchLimits.depth(depth)
                : new SearchLimits(SearchLimits.DEPTH_LIMIT, Long.MAX_VALUE, millis, millis, false);
        Searcher<P> searcher = algorithm.create(game.evaluator(), 16);
        P copy = Position.copyOf(position);
        long t0 = System.nanoTime();
        SearchResult r = searcher.search(copy, limits, SearchListener.NONE);
        long nanos = System.nanoTime() - t0;
        String label = name + (depth != null && !monteCarlo ? "" : ", " + millis + " ms");
        row(label, monteCarlo ? "-" : Integer.toString(r.depth()), r.nodes(), nanos);
    }

    /**
     * Walks back from the end of random game {@code g}, solving each position within the time, until the
     * solver declines one or two in a row do not finish: prints how many were solved, the mean time of
     * those, and how far from the end the deepest was. (A solver's time varies a lot from one position to
     * the next: scoring every move of a won position exactly can take far longer than the position before.)
     */
    private void solve(ExactSolver<P> solver, int g) {
        List<P> line = randomGame(g + 1);
        int[] moves = new int[game.newPosition(options).maxMoves()];
        int[] scores = new int[moves.length];
        int deepest = -1;
        int solved = 0;
        int tried = 0;
        int failedInARow = 0;
        long solvedNanos = 0;
        for (int i = line.size() - 2; i >= 0 && failedInARow < 2; i--) {
            P p = line.get(i);
            if (!solver.canSolve(p)) {
                break;
            }
            tried++;
            long t0 = System.nanoTime();
            long deadline = t0 + millis * 1_000_000L;
            int n = solver.scoreMoves(p, moves, scores, () -> System.nanoTime() - deadline > 0);
            long nanos = System.nanoTime() - t0;
            if (n == ExactSolver.STOPPED) {
                failedInARow++;
                continue;
            }
            failedInARow = 0;
            solved++;
            solvedNanos += nanos;
            deepest = i;
        }
        String name = "solver, random game " + g + ": " + solved + " of " + tried + " solved";
        if (deepest < 0) {
            row(name, "-", -1, 0);
            return;
        }
        int before = line.size() - 1 - deepest;
        row(name + ", to " + before + (deepest == 0 ? " (start)" : " before end"), "-", -1, solvedNanos / solved);
    }

    /** A game of random moves (among those the search would consider), seeded by {@code seed}: every position. */
    private List<P> randomGame(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        P p = game.newPosition(options);
        Evaluator<P> policy = game.evaluator();
        int[] moves = new int[p.maxMoves()];
        List<P> line = new ArrayList<>();
        line.add(Position.copyOf(p));
        while (!p.isOver()) {
            int n = policy.searchMoves(p, moves, 0);
            p.play(moves[random.nextInt(n)]);
            line.add(Position.copyOf(p));
        }
        return line;
    }

    private void row(String name, String depthText, long nodes, long nanos) {
        out.printf(Locale.ROOT, "  %-56s %6s %14s %10.1f %14s%n", name, depthText, nodes < 0 ? "-" : Long.toString(nodes),
                nanos / 1e6, nodes < 0 || nanos <= 0 ? "-" : Long.toString(Math.round(nodes * 1e9 / nanos)));
        out.flush();
    }
}
