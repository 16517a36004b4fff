package dev.strategist.bench;

import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchListener;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Labels {@link CheckersPatternData}'s positions again with the score of a deeper search than the games' play.
 * The data's scores are the playing engine's own depth-8 search, so tables fitted to them learn the depth the
 * engine already sees; a deeper search's score says more of the position than the evaluation the fit replaces
 * (the Othello engine gained from the same step, {@link ReversiSearchLabels}). Each line {@code FEN;result;score}
 * keeps its FEN and result, its score becomes the search of the engine with {@code --evaluator} (the default,
 * {@code checkers}, unless told) at {@code --depth}, for Black in hundredths of a man, written as
 * {@link CheckersPatternData} writes it (a found win or loss as the search's own score, which
 * {@link CheckersPatternTuner} bounds at 30 men as it does the data's). A position the engine answers without a
 * search (one legal move) keeps its old score. Each search starts from a
 * cleared table and the endgame database is built before the first, so the labels are the same on every run and any
 * number of threads. {@code --first} and {@code --count} label a slice of the lines (the others are not written), so
 * a big file can be labelled in several runs and the parts joined; the lines are written as their chunks finish, so a
 * run that is stopped keeps the labels before the first unfinished chunk.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersSearchLabels --data=IN --out=OUT
 * [--depth=12] [--threads=2] [--evaluator=checkers] [--first=0] [--count=N]}
 */
public final class CheckersSearchLabels {
    private static final int CHUNK = 500;

    private CheckersSearchLabels() {
    }

    /** Labels and writes. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersSearchLabels --data=IN --out=OUT [--depth=12]"
                + " [--threads=2] [--evaluator=checkers] [--first=0] [--count=N]");
        String in = options.text("data", null);
        String out = options.text("out", null);
        int depth = options.integer("depth", 12);
        int threads = options.integer("threads", 2);
        String evaluator = options.text("evaluator", "checkers");
        int first = options.integer("first", 0);
        int count = options.integer("count", Integer.MAX_VALUE);
        options.done();
        if (in == null || out == null || depth < 1 || threads < 1 || first < 0 || count < 1) {
            options.refuse();
        }
        // an unknown name fails here; and the database is built before any search, since a search made while it
        // is being built scores the positions it holds differently (the labels would depend on the timing)
        CheckersTimedMatch.byName(evaluator).ready().join();
        List<String> all = Files.readAllLines(Path.of(in));
        List<String> lines = all.subList(Math.min(first, all.size()),
                (int) Math.min(all.size(), (long) first + count));
        String[] labelled = new String[lines.size()];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<Strategist<CheckersPosition>> engines = ThreadLocal.withInitial(() -> engine(evaluator, depth));
        long start = System.nanoTime();
        List<Future<Integer>> chunks = new ArrayList<>();
        for (int from = 0; from < lines.size(); from += CHUNK) {
            int a = from;
            int b = Math.min(lines.size(), from + CHUNK);
            chunks.add(pool.submit(() -> label(engines.get(), lines, labelled, a, b)));
        }
        int searched = 0;
        int written = 0;
        // chunks are written in order as they finish, so a run stopped by its time box keeps every line before the
        // first unfinished chunk and the next run can start there (--first)
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(out))) {
            for (int c = 0; c < chunks.size(); c++) {
                searched += chunks.get(c).get();
                for (int i = c * CHUNK; i < Math.min(lines.size(), (c + 1) * CHUNK); i++) {
                    w.write(labelled[i]);
                    w.write('\n');
                    written++;
                }
                w.flush();
                if ((c + 1) % 10 == 0) {
                    System.err.printf("%d of %d positions, %d searched, %d s%n", written, lines.size(), searched,
                            (System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        System.out.printf("%d positions (lines %d to %d), %d labelled by %s at depth %d in %.1f s%n",
                lines.size(), first + 1, first + lines.size(), searched, evaluator, depth,
                (System.nanoTime() - start) / 1e9);
    }

    /** The engine that labels: the data's engine without its variety among near-equal moves, at a fixed depth. */
    static Strategist<CheckersPosition> engine(String evaluator, int depth) {
        CheckersGame game = new CheckersGame();
        // no kept table (the builder's default): every search starts from a cleared one
        return Strategist.builder(game).evaluator(CheckersTimedMatch.byName(evaluator)).depth(depth)
                .tableMegabytes(16).build();
    }

    /** Labels lines {@code from} to {@code to} (exclusive) into {@code labelled}; returns how many it searched. */
    static int label(Strategist<CheckersPosition> engine, List<String> lines, String[] labelled, int from, int to) {
        int searched = 0;
        for (int i = from; i < to; i++) {
            String line = lines.get(i);
            String[] f = line.split(";");
            if (f.length != 3) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected FEN;result;score: " + line);
            }
            CheckersPosition p = CheckersPosition.of(f[0]);
            labelled[i] = line;
            if (p.isOver()) {
                continue;
            }
            Choice c = engine.choose(p, SearchListener.NONE);
            if (c.analysis().depth() == 0) {
                continue; // a forced move, answered without a search (the data skips these): its label stays
            }
            int black = p.sideToMove() == 0 ? c.score() : -c.score();
            labelled[i] = f[0] + ";" + f[1] + ";" + black;
            searched++;
        }
        return searched;
    }
}
