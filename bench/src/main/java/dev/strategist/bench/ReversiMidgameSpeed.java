package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The midgame search's speed in Othello: positions after 10 to 35 random plies (seeded), each searched by the engine
 * with the game's default evaluator (the pattern evaluation with its fail-low cut, as levels 5 to 9 play) or another
 * by name ({@code --evaluator}) to a fixed depth from a cleared table; prints the nodes (the same on every run of a
 * build), the time and the nodes a second of each round, after a first round that warms the JIT up. A change that
 * keeps every value keeps the nodes, so its rounds' times compare directly. With {@code --against=NAME} a second
 * evaluator's engine takes turns with the first's on each position in the same JVM (the one that goes first
 * alternating by position and round), each timed by the searching thread's CPU time, and each round prints both
 * evaluators' nodes and seconds and B / A: for a change that changes the tree (a move order), whose nodes differ.
 * With {@code --lines=FILE} the positions are the file's lines of moves from the start (as {@link ReversiDepthAtTime}
 * writes them: game positions rather than random ones) instead of {@code --positions} random ones.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiMidgameSpeed [--positions=N] [--depth=N]
 * [--rounds=N] [--seed=N] [--evaluator=NAME] [--against=NAME] [--lines=FILE]}
 */
public final class ReversiMidgameSpeed {
    private ReversiMidgameSpeed() {
    }

    /** Runs the rounds and prints one line each. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiMidgameSpeed [--positions=N] [--depth=N] [--rounds=N]"
                + " [--seed=N] [--evaluator=NAME] [--against=NAME] [--lines=FILE]");
        int count = options.integer("positions", 40);
        int depth = options.integer("depth", 10);
        int rounds = options.integer("rounds", 3);
        long seed = options.integer("seed", 1);
        String name = options.text("evaluator", null);
        String against = options.text("against", null);
        String lines = options.text("lines", null);
        options.done();
        if (count < 1 || depth < 1 || depth > 30 || rounds < 1) {
            options.refuse();
        }
        ReversiPosition[] positions = lines == null ? positions(count, seed) : fromLines(lines);
        count = positions.length;
        ReversiGame game = new ReversiGame();
        Evaluator<ReversiPosition> evaluator = name == null ? game.evaluator() : game.evaluator(name);
        if (against != null) {
            pairs(positions, depth, rounds, evaluator, game.evaluator(against));
            return;
        }
        Engine<ReversiPosition> engine = new Engine<>(evaluator, 64);
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

    /**
     * {@code a}'s and {@code b}'s engines taking turns on each position, each search from a cleared table (the clear
     * outside the timing); prints each round's nodes, CPU seconds and B / A, and how many root scores and moves
     * differ, then the totals over the counted rounds.
     */
    private static void pairs(ReversiPosition[] positions, int depth, int rounds, Evaluator<ReversiPosition> a,
                              Evaluator<ReversiPosition> b) {
        @SuppressWarnings("unchecked")
        Engine<ReversiPosition>[] engines = new Engine[] {new Engine<>(a, 64), new Engine<>(b, 64)};
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        System.out.println("Machine: " + Machine.describe());
        System.out.printf(Locale.ROOT, "A = %s, B = %s: %d positions, depth %d, CPU s of the searching thread%n",
                a.name(), b.name(), positions.length, depth);
        double[] total = new double[2];
        long[] totalNodes = new long[2];
        // round 0 warms the JIT up and is not counted
        for (int r = 0; r <= rounds; r++) {
            double[] seconds = new double[2];
            long[] nodes = new long[2];
            int scores = 0;
            int moves = 0;
            for (int i = 0; i < positions.length; i++) {
                SearchResult[] found = new SearchResult[2];
                for (int k = 0; k < 2; k++) {
                    int which = (i + r + k) & 1;
                    engines[which].clear();
                    long c0 = cpu.getCurrentThreadCpuTime();
                    found[which] = engines[which].search(positions[i].copy(), SearchLimits.depth(depth),
                            SearchListener.NONE, new StopSignal());
                    seconds[which] += (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
                    nodes[which] += found[which].nodes();
                }
                scores += found[0].score() != found[1].score() ? 1 : 0;
                moves += found[0].bestMove() != found[1].bestMove() ? 1 : 0;
            }
            if (r > 0) {
                for (int k = 0; k < 2; k++) {
                    total[k] += seconds[k];
                    totalNodes[k] += nodes[k];
                }
            }
            System.out.printf(Locale.ROOT, "%s: A %,d nodes %.3f s  B %,d nodes %.3f s  B/A nodes %.4f time %.4f"
                    + "  (scores differ %d, moves %d)%n", r == 0 ? "warm-up" : "round " + r, nodes[0], seconds[0],
                    nodes[1], seconds[1], nodes[1] / (double) nodes[0], seconds[1] / seconds[0], scores, moves);
        }
        System.out.printf(Locale.ROOT, "total: A %,d nodes %.3f s (%.2f M/s)  B %,d nodes %.3f s (%.2f M/s)  B/A nodes"
                + " %.4f time %.4f%n", totalNodes[0], total[0], totalNodes[0] / total[0] / 1e6, totalNodes[1], total[1],
                totalNodes[1] / total[1] / 1e6, totalNodes[1] / (double) totalNodes[0], total[1] / total[0]);
    }

    /** The positions of {@code file}'s non-blank lines, each the moves from the start. */
    private static ReversiPosition[] fromLines(String file) {
        try {
            return java.nio.file.Files.readAllLines(java.nio.file.Path.of(file)).stream().filter(l -> !l.isBlank())
                    .map(l -> {
                        ReversiPosition p = new ReversiPosition();
                        dev.strategist.games.reversi.ReversiNotation.playMoves(p, l.strip());
                        return p;
                    }).toArray(ReversiPosition[]::new);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
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
