package dev.strategist.bench;

import dev.strategist.core.Outcome;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.connect4.Connect4Position;
import dev.strategist.games.connect4.ThreatEvaluator;
import dev.strategist.play.Choice;
import dev.strategist.play.Level;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The top level at its own time limit (4 s a move) as first player from the empty board against the
 * threat evaluator at a fixed depth, one game per seed: how each of its moves was decided (opening book,
 * exact solve, or the engine after the solver ran out of time), how long the moves took, and the results.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.Connect4PerfectPlayer [--games=N]
 * [--depth=N] [--time=MS]}.
 */
public final class Connect4PerfectPlayer {
    private Connect4PerfectPlayer() {
    }

    /** Plays the games and prints the per-kind move counts and times, then the results. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: Connect4PerfectPlayer [--games=N] [--depth=N] [--time=MS]");
        int games = options.integer("games", 6);
        int depth = options.integer("depth", 8);
        long time = options.number("time", Level.of(Level.MAX).timeMillis());
        options.done();
        Connect4Game game = new Connect4Game();
        Strategist<Connect4Position> perfect = Strategist.builder(game).level(Level.MAX).timeMillis(time).build();
        List<Double> book = new ArrayList<>();
        List<Double> exact = new ArrayList<>();
        List<Double> engine = new ArrayList<>();
        int wins = 0;
        int[] legal = new int[7];
        System.out.println("Machine: " + Machine.describe() + "\n");
        for (int g = 1; g <= games; g++) {
            Strategist<Connect4Position> opponent = Strategist.builder(game).evaluator(new ThreatEvaluator())
                    .depth(depth).seed(g).build();
            Connect4Position p = game.newPosition();
            while (!p.isOver()) {
                if (p.ply() % 2 == 1) {
                    p.play(opponent.bestMove(p));
                    continue;
                }
                long start = System.nanoTime();
                Choice c = perfect.choose(p, info -> { });
                double ms = (System.nanoTime() - start) / 1e6;
                int n = p.legalMoves(legal, 0);
                (c.analysis().depth() > 0 ? engine : c.analysis().rootMoves().length < n ? book : exact).add(ms);
                p.play(c.move());
            }
            wins += p.outcome() == Outcome.winFor(0) ? 1 : 0;
            System.out.printf(Locale.ROOT, "game %d: %s in %d plies: %s%n", g, p.outcome(), p.ply(), p.moveString());
        }
        MarkdownTable table = new MarkdownTable("decided by", ">moves", ">median ms", ">p99 ms", ">max ms");
        row(table, "opening book", book);
        row(table, "exact solve", exact);
        row(table, "engine (solver out of time)", engine);
        System.out.println();
        System.out.print(table);
        System.out.printf(Locale.ROOT, "%nlevel 10 (%d ms a move) as first player: %d wins in %d games against "
                + "the threat evaluator at depth %d%n", time, wins, games, depth);
    }

    private static void row(MarkdownTable table, String kind, List<Double> millis) {
        if (millis.isEmpty()) {
            table.row(kind, "0", "-", "-", "-");
            return;
        }
        Percentiles p = new Percentiles(millis.stream().mapToDouble(Double::doubleValue).toArray());
        table.row(kind, Integer.toString(millis.size()), Formats.millis(p.at(50)), Formats.millis(p.at(99)),
                Formats.millis(p.max()));
    }
}
