package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.StopSignal;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Labels self-play positions ({@link ReversiSelfPlayData}'s records) again with what a deeper search says of
 * each: a position before the game's exact solve carries the final result of the game as it was played on, so
 * most of an early position's label is the players' later mistakes, not the position. Each position with more
 * than {@code --exact-at} empty squares gets the score of the engine with the shipped pattern evaluation at
 * {@code --depth} plies, in discs, mixed with its old label weighed {@code --lambda} (0 by default); the
 * positions from {@code --exact-at} on keep their exact labels, as does a position whose search saw the game's
 * end (its score is a result, not a disc count). The table is cleared for each position, so the labels are
 * the same on every run and any number of threads. Writes the same record format, for
 * {@link ReversiPatternTuner}'s fit. {@code --evaluator=NAME} searches with another of the game's evaluators
 * ({@link ReversiGame#evaluator}, as {@code patterns+mpc}, level 10's cuts) instead of the default
 * {@code patterns-full}, the shipped weights searched full width; {@code --limit=N} labels only the first N
 * records (and writes only those), to time a depth on part of a file.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiSearchLabels --data=IN --out=OUT
 * [--depth=N] [--exact-at=16] [--lambda=X] [--threads=N] [--evaluator=NAME] [--limit=N]}
 */
public final class ReversiSearchLabels {
    private static final int CHUNK = 2_000;

    private ReversiSearchLabels() {
    }

    /** Labels and writes. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiSearchLabels --data=IN --out=OUT [--depth=N] [--exact-at=16]"
                + " [--lambda=X] [--threads=N] [--evaluator=NAME] [--limit=N]");
        String in = options.text("data", null);
        String out = options.text("out", null);
        int depth = options.integer("depth", 6);
        int exactAt = options.integer("exact-at", 16);
        double lambda = options.decimal("lambda", 0);
        int threads = options.integer("threads", 1);
        String evaluatorName = options.text("evaluator", "patterns-full");
        int limit = options.integer("limit", Integer.MAX_VALUE);
        options.done();
        if (in == null || out == null || depth < 1 || threads < 1 || lambda < 0 || lambda > 1 || limit < 1) {
            options.refuse();
        }
        ReversiGame game = new ReversiGame();
        Evaluator<ReversiPosition> evaluator = game.evaluator(evaluatorName);
        ReversiSelfPlayData.Positions positions = ReversiSelfPlayData.Positions.read(Path.of(in));
        int n = Math.min(limit, positions.size());
        byte[] labels = positions.labels().clone();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<Engine<ReversiPosition>> engines = ThreadLocal.withInitial(
                () -> new Engine<>(game.evaluator(evaluatorName), 16));
        long start = System.nanoTime();
        List<Future<Integer>> chunks = new ArrayList<>();
        for (int from = 0; from < n; from += CHUNK) {
            int first = from;
            int last = Math.min(n, from + CHUNK);
            chunks.add(pool.submit(() -> label(engines.get(), positions, labels, first, last, depth, exactAt, lambda)));
        }
        int searched = 0;
        try {
            for (int c = 0; c < chunks.size(); c++) {
                searched += chunks.get(c).get();
                if ((c + 1) % 10 == 0) {
                    System.err.printf("%d of %d positions, %d searched, %d s%n", Math.min(n, (c + 1) * CHUNK), n,
                            searched, (System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        try (DataOutputStream o = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(Path.of(out))))) {
            for (int i = 0; i < n; i++) {
                o.writeLong(positions.player(i));
                o.writeLong(positions.opponent(i));
                o.writeByte(labels[i]);
            }
        }
        System.out.printf("%d positions, %d labelled by the search (%s) at depth %d in %d s%n", n, searched,
                evaluator.name(), depth, (System.nanoTime() - start) / 1_000_000_000L);
    }

    /** Labels positions {@code from} to {@code to} (exclusive) in {@code labels}; returns how many it searched. */
    static int label(Engine<ReversiPosition> engine, ReversiSelfPlayData.Positions positions, byte[] labels, int from,
                     int to, int depth, int exactAt, double lambda) {
        int searched = 0;
        for (int i = from; i < to; i++) {
            long p = positions.player(i);
            long o = positions.opponent(i);
            if (64 - Long.bitCount(p | o) <= exactAt) {
                continue;
            }
            // the records keep the side to move's discs first, not colours: the side to move plays black here
            ReversiPosition position = ReversiPosition.of(p, o, 0);
            if (position.isOver()) {
                continue;
            }
            engine.clear();
            int score = engine.search(position, SearchLimits.depth(depth), SearchListener.NONE, new StopSignal())
                    .score();
            if (Score.isDecisive(score)) {
                continue;
            }
            double discs = Math.max(-64, Math.min(64, score / (double) ReversiPatternWeights.UNIT));
            labels[i] = (byte) Math.round(lambda * labels[i] + (1 - lambda) * discs);
            searched++;
        }
        return searched;
    }
}
