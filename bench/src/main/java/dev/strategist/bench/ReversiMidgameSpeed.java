package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The midgame search's speed in Othello: positions after 10 to 35 random plies (seeded), each searched by the engine
 * with the game's default evaluator (the pattern evaluation with its fail-low cut, as levels 5 to 10 play) to a
 * fixed depth from a cleared table; prints the nodes (the same on every run of a build), the time and the nodes a
 * second of each round, after a first round that warms the JIT up. A change that keeps every value keeps the nodes,
 * so its rounds' times compare directly.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiMidgameSpeed [--positions=N] [--depth=N]
 * [--rounds=N] [--seed=N]}
 */
public final class ReversiMidgameSpeed {
    private ReversiMidgameSpeed() {
    }

    /** Runs the rounds and prints one line each. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiMidgameSpeed [--positions=N] [--depth=N] [--rounds=N]"
                + " [--seed=N]");
        int count = options.integer("positions", 40);
        int depth = options.integer("depth", 10);
        int rounds = options.integer("rounds", 3);
        long seed = options.integer("seed", 1);
        options.done();
        if (count < 1 || depth < 1 || depth > 30 || rounds < 1) {
            options.refuse();
        }
        ReversiPosition[] positions = positions(count, seed);
        Engine<ReversiPosition> engine = new Engine<>(new ReversiGame().evaluator(), 64);
        for (int round = 0; round <= rounds; round++) {
            long nodes = 0;
            long start = System.nanoTime();
            for (ReversiPosition p : positions) {
                engine.clear();
                SearchResult r = engine.search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE,
                        new StopSignal());
                nodes += r.nodes();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf(Locale.ROOT, "%s: %d positions, depth %d: %,d nodes in %.3f s, %.2f M nodes/s%n",
                    round == 0 ? "warm-up" : "round " + round, count, depth, nodes, seconds, nodes / seconds / 1e6);
        }
    }

    /** {@code count} positions after 10 to 35 random plies from the start, none of them over. */
    static ReversiPosition[] positions(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        ReversiPosition[] out = new ReversiPosition[count];
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int i = 0; i < count; ) {
            ReversiPosition p = new ReversiPosition();
            int plies = 10 + random.nextInt(26);
            for (int ply = 0; ply < plies && !p.isOver(); ply++) {
                p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
            }
            if (!p.isOver()) {
                out[i++] = p;
            }
        }
        return out;
    }
}
