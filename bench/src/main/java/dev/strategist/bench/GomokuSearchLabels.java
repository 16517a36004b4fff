package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import dev.strategist.search.SearchListener;
import dev.strategist.search.StopSignal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Labels the positions of played Gomoku games with the score of the player's own search at a fixed depth, so
 * an evaluation can be fitted to what a deeper look says of each position instead of to the one result of the
 * game it came from (every position of a game shares that label, right or wrong for it). Reads the
 * {@link GomokuTuner} data format ({@code MOVES;RESULT}) and writes one line per position, the game's
 * moves up to it, Black's result and the search's score for the side to move: {@code MOVES;RESULT;SCORE}, in
 * the games' order. A fixed depth and a table cleared for each game make the labels the same on every run and
 * any number of threads. {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuSearchLabels
 * --data=FILE --out=FILE [--depth=N] [--every=K] [--from-ply=N] [--threads=N] [--rule=freestyle|standard|renju]
 * [--relabel]} (the games' rule, freestyle unless told). With {@code --relabel} the data is a file of labelled
 * positions ({@code MOVES;RESULT;SCORE}, as this or {@link GomokuSelfPlay} writes it) and each of its positions is
 * labelled again at the depth, so that two depths' labels of exactly the same positions can be compared or fitted;
 * consecutive lines of one game (each one's moves extending the last's) share a table, as a game's do here.
 */
public final class GomokuSearchLabels {
    private GomokuSearchLabels() {
    }

    /** Labels and writes. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuSearchLabels --data=FILE --out=FILE [--depth=N] [--every=K]"
                + " [--from-ply=N] [--threads=N] [--rule=freestyle|standard|renju] [--relabel]");
        String dataName = options.text("data", null);
        String outName = options.text("out", null);
        int depth = options.integer("depth", 6);
        int every = options.integer("every", 1);
        int fromPly = options.integer("from-ply", 8);
        int threads = options.integer("threads", 1);
        GomokuRule rule = options.parsed("rule", GomokuRule.FREESTYLE.optionValue(), GomokuRule::fromOption);
        boolean relabel = options.flag("relabel");
        options.done();
        if (dataName == null || outName == null || depth < 1 || every < 1 || threads < 1) {
            options.refuse();
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<GomokuSearch> searches = ThreadLocal.withInitial(() -> new GomokuSearch(32,
                GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS, GomokuPlayer.DEFAULT_VALUES));
        List<Future<List<String>>> labelled = new ArrayList<>();
        if (relabel) {
            for (List<Line> game : labelledGames(Path.of(dataName), rule)) {
                labelled.add(pool.submit(() -> relabel(searches.get(), game, depth, rule)));
            }
        } else {
            for (Played game : games(Path.of(dataName), rule)) {
                labelled.add(pool.submit(() -> label(searches.get(), game, depth, every, fromPly)));
            }
        }
        int games = labelled.size();
        long start = System.nanoTime();
        int positions = 0;
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(outName)))) {
            for (int i = 0; i < labelled.size(); i++) {
                for (String line : labelled.get(i).get()) {
                    out.println(line);
                    positions++;
                }
                if ((i + 1) % 100 == 0) {
                    System.err.printf("%d of %d games, %d positions, %d s%n", i + 1, games, positions,
                            (System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        System.out.printf("%d games, %d positions labelled at depth %d in %d s%n", games, positions, depth,
                (System.nanoTime() - start) / 1_000_000_000L);
    }

    /** A labelled position: the position, Black's result of its game and the search's score for the side to move. */
    record Labelled(GomokuPosition position, double black, int score) {
        /** The game's result for the side to move. */
        double mine() {
            return position.sideToMove() == 0 ? black : 1 - black;
        }
    }

    /** The labelled position of one line of {@code data} ({@code MOVES;RESULT;SCORE}) under {@code rule}. */
    static Labelled labelled(DataLines line, Path data, GomokuRule rule) {
        String[] fields = line.fields();
        try {
            return new Labelled(GomokuPosition.of(15, rule, fields[0]), Double.parseDouble(fields[1].trim()),
                    Integer.parseInt(fields[2].trim()));
        } catch (IllegalArgumentException e) {
            throw line.error(data, e);
        }
    }

    /** A game of the data file: its moves played out, and Black's result as the file gives it. */
    record Played(GomokuPosition game, String result) {
    }

    /** The data file's games ({@code MOVES;RESULT...}) under {@code rule}, each read and checked once. */
    static List<Played> games(Path data, GomokuRule rule) throws IOException {
        List<Played> games = new ArrayList<>();
        for (DataLines line : DataLines.read(data, 2, "MOVES;RESULT")) {
            String result = line.fields()[1].trim();
            try {
                Double.parseDouble(result);
                games.add(new Played(GomokuPosition.of(15, rule, line.fields()[0]), result));
            } catch (IllegalArgumentException e) {
                throw line.error(data, e);
            }
        }
        return games;
    }

    /** A position of a labelled file: its moves from the empty board and Black's result, as the file writes them. */
    record Line(String moves, String result) {
    }

    /**
     * A labelled file's positions ({@code MOVES;RESULT;SCORE}) under {@code rule}, each read and checked once, grouped
     * into games: a line whose moves extend the line before it is that game's next position. Only the text is kept
     * (a position is made again when it is searched): a file of a hundred thousand positions would not fit in memory.
     */
    static List<List<Line>> labelledGames(Path data, GomokuRule rule) throws IOException {
        List<List<Line>> games = new ArrayList<>();
        String last = null;
        for (DataLines line : DataLines.read(data, 3, "MOVES;RESULT;SCORE")) {
            labelled(line, data, rule);
            String moves = line.fields()[0].trim();
            if (last == null || !moves.startsWith(last)) {
                games.add(new ArrayList<>());
            }
            games.get(games.size() - 1).add(new Line(moves, line.fields()[1].trim()));
            last = moves;
        }
        return games;
    }

    /** One game's positions labelled again at {@code depth}, the ones a decisive tier settles left out. */
    static List<String> relabel(GomokuSearch search, List<Line> game, int depth, GomokuRule rule) {
        List<String> out = new ArrayList<>();
        search.clear();
        for (Line line : game) {
            GomokuPosition p = GomokuPosition.of(15, rule, line.moves());
            if (!GomokuFeatures.decided(p)) {
                int score = search.search(p, depth, 0, 0, SearchListener.NONE, new StopSignal()).score();
                out.add(line.moves() + ";" + line.result() + ";" + score);
            }
        }
        return out;
    }

    /** One game's labelled positions: every {@code every}-th from {@code fromPly} that no decisive tier settles. */
    static List<String> label(GomokuSearch search, Played played, int depth, int every, int fromPly) {
        GomokuPosition game = played.game();
        GomokuPosition p = new GomokuPosition(15, game.rule());
        StringBuilder moves = new StringBuilder();
        List<String> out = new ArrayList<>();
        search.clear();
        for (int ply = 0; ply < game.ply(); ply++) {
            if (ply >= fromPly && (ply - fromPly) % every == 0 && !GomokuFeatures.decided(p)) {
                int score = search.search(p, depth, 0, 0, SearchListener.NONE, new StopSignal()).score();
                out.add(moves + ";" + played.result() + ";" + score);
            }
            int move = game.moveAt(ply);
            moves.append(GomokuNotation.name(15, move));
            p.play(move);
        }
        return out;
    }
}
