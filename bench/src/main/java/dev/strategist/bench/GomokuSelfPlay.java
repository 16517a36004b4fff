package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import dev.strategist.games.gomoku.GomokuWeights;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Makes labelled Gomoku positions by self-play: each opening of the file is played out by the player's own search
 * ({@link GomokuSearch}, its default move values and weights) at a fixed depth for both sides, and every position
 * after the opening that no decisive tier settles is written with that search's score, in
 * {@link GomokuSearchLabels}'s format ({@code MOVES;RESULT;SCORE}: the moves up to the position, Black's result of
 * the game, the score for the side to move). Games against outside engines give a few thousand games; this gives
 * as many as the openings, each label a search's and not only the game's one result. A fixed depth and a table
 * cleared for each game make the data the same on every run and any number of threads. {@code --weights=FILE}
 * plays and labels with a fit's weights instead of the default, so that a fit to self-play can make the next
 * generation's data.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuSelfPlay --openings=FILE --out=FILE
 * [--depth=N] [--threads=N] [--weights=FILE]} (the openings one a line, {@code #} comments, as
 * {@code strategist match} reads them).
 */
public final class GomokuSelfPlay {
    private GomokuSelfPlay() {
    }

    /** Plays, labels and writes. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args,
                "usage: GomokuSelfPlay --openings=FILE --out=FILE [--depth=N] [--threads=N] [--weights=FILE]");
        String openingsName = options.text("openings", null);
        String outName = options.text("out", null);
        int depth = options.integer("depth", 6);
        int threads = options.integer("threads", 1);
        String weightsName = options.text("weights", null);
        options.done();
        if (openingsName == null || outName == null || depth < 1 || threads < 1) {
            options.refuse();
        }
        List<String> openings = GomokuBookBuilder.openings(openingsName);
        for (int i = 0; i < openings.size(); i++) {
            try { // every opening read before any game is played, so a bad one wastes no hour of play
                GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(openingsName + ": opening " + (i + 1) + " '" + openings.get(i)
                        + "': " + e.getMessage(), e);
            }
        }
        GomokuWeights weights = weightsName == null ? GomokuPlayer.DEFAULT_WEIGHTS
                : GomokuWeights.read(Path.of(weightsName));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<GomokuSearch> searches = ThreadLocal.withInitial(() -> new GomokuSearch(32,
                GomokuPlayer.DEFAULT_WIDTH, weights, GomokuPlayer.DEFAULT_VALUES));
        List<Future<List<String>>> played = new ArrayList<>();
        for (String opening : openings) {
            played.add(pool.submit(() -> play(searches.get(), opening, depth)));
        }
        long start = System.nanoTime();
        int positions = 0;
        int[] results = new int[3];
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(outName)))) {
            for (int i = 0; i < played.size(); i++) {
                List<String> lines = played.get(i).get();
                for (String line : lines) {
                    out.println(line);
                }
                positions += lines.size();
                if (!lines.isEmpty()) {
                    String result = lines.get(0).split(";")[1];
                    results[result.equals("1") ? 0 : result.equals("0") ? 2 : 1]++;
                }
                if ((i + 1) % 500 == 0) {
                    System.err.printf("%d of %d games, %d positions, %d s%n", i + 1, openings.size(), positions,
                            (System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        System.out.printf("%d openings played at depth %d: %d positions in %d s; black won %d, drew %d, lost %d%n",
                openings.size(), depth, positions, (System.nanoTime() - start) / 1_000_000_000L, results[0],
                results[1], results[2]);
    }

    /** One game from {@code opening} to its end, its labelled positions (none if the opening ends the game). */
    static List<String> play(GomokuSearch search, String opening, int depth) {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, opening);
        StringBuilder moves = new StringBuilder(opening.strip());
        List<String> prefixes = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        search.clear();
        while (!p.isOver()) {
            SearchResult r = search.search(p, depth, 0, 0, SearchListener.NONE, new StopSignal());
            if (!GomokuFeatures.decided(p)) {
                prefixes.add(moves.toString());
                scores.add(r.score());
            }
            moves.append(GomokuNotation.name(15, r.bestMove()));
            p.play(r.bestMove());
        }
        int winner = p.outcome().winner();
        String result = winner == 0 ? "1" : winner == 1 ? "0" : "0.5";
        List<String> lines = new ArrayList<>(prefixes.size());
        for (int i = 0; i < prefixes.size(); i++) {
            lines.add(prefixes.get(i) + ";" + result + ";" + scores.get(i));
        }
        return lines;
    }
}
