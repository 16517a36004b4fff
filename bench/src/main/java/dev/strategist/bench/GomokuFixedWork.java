package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuMoveValues;
import dev.strategist.games.gomoku.GomokuNetwork;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import dev.strategist.games.gomoku.GomokuSearchShape;
import dev.strategist.games.gomoku.GomokuWeights;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The same Gomoku work before and after a change meant only to make it faster: the engine searched to a
 * fixed depth from the first balanced freestyle openings, several times in one JVM. The node count and a
 * checksum of the results must not change; the best time is the measure (a timed search would hide a
 * speed-up in deeper searches). With an evaluation named, {@code fitted} ({@link GomokuWeights#FITTED})
 * or {@code learned} (those weights and moves ordered by {@link GomokuMoveValues#FITTED}), it shows what
 * the player's own evaluation and ordering search instead of the hand-set shapes: fewer nodes to the same
 * depth is better ordering; {@code search} runs the player's own {@link GomokuSearch} (its evaluation and
 * ordering) instead of the engine, with a network file after it added to its weights
 * ({@link GomokuWeights#withNetwork}). Options after the words: {@code --settings S} shapes that search by the
 * player's settings ({@code S} as {@code order-eval=4,order-eval-weight=100}, see {@link GomokuSearchShape}), so two
 * shapes are compared from one build; {@code --games FILE PLY} searches the position after {@code PLY} moves of the
 * first games of a games file (MOVES;... lines) instead of the openings; {@code --weights FILE} gives that search a
 * weights file's evaluation ({@link GomokuWeights#read}, a cell table's cost measured by one of zeros); the last
 * repetition's best moves and each position's nodes are printed, to compare the results of two shapes. Usage:
 * {@code GomokuFixedWork [depth] [openings] [repetitions] [hand|fitted|learned|search [NETWORK]] [--settings S]
 * [--games FILE PLY] [--weights FILE]}.
 */
public final class GomokuFixedWork {
    private GomokuFixedWork() {
    }

    /** Runs the repetitions and prints each, then the best. */
    public static void main(String[] arguments) throws IOException {
        List<String> words = new java.util.ArrayList<>();
        Map<String, String> settings = new LinkedHashMap<>();
        Path gamesFile = null;
        Path weightsFile = null;
        int gamesPly = 0;
        for (int a = 0; a < arguments.length; a++) {
            if (arguments[a].equals("--settings")) {
                settings.putAll(SearchSettings.parse(arguments[++a]));
            } else if (arguments[a].equals("--weights")) {
                weightsFile = Path.of(arguments[++a]);
            } else if (arguments[a].equals("--games")) {
                gamesFile = Path.of(arguments[++a]);
                gamesPly = Integer.parseInt(arguments[++a]);
            } else {
                words.add(arguments[a]);
            }
        }
        String[] args = words.toArray(new String[0]);
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        List<GomokuPosition> positions = gamesFile != null
                ? GomokuPlayerProbe.positionsAfter(gamesFile, gamesPly, count) : openings(count);
        String evaluation = args.length > 3 ? args[3] : "hand";
        Function<GomokuPosition, SearchResult> search;
        Runnable clear;
        int width;
        if (evaluation.equals("search")) {
            GomokuWeights weights = weightsFile == null ? GomokuPlayer.DEFAULT_WEIGHTS
                    : GomokuWeights.read(weightsFile);
            if (args.length > 4) {
                try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(args[4])))) {
                    weights = weights.withNetwork(GomokuNetwork.read(in), "with " + args[4]);
                }
            }
            GomokuSearch own = new GomokuSearch(32, GomokuPlayer.DEFAULT_WIDTH, weights, GomokuPlayer.DEFAULT_VALUES,
                    GomokuSearchShape.DEFAULT.with(settings));
            search = p -> own.search(p, depth, 0, 0, SearchListener.NONE, new StopSignal());
            clear = own::clear;
            width = GomokuPlayer.DEFAULT_WIDTH;
        } else {
            if (!settings.isEmpty() || weightsFile != null) {
                throw new IllegalArgumentException(
                        "--settings and --weights shape only the player's own search (search)");
            }
            GomokuEvaluator evaluator = switch (evaluation) {
                case "hand" -> new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH);
                case "fitted" -> new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH, GomokuWeights.FITTED);
                case "learned" -> new GomokuEvaluator(0, GomokuPlayer.DEFAULT_WIDTH, GomokuWeights.FITTED,
                        GomokuMoveValues.FITTED);
                default -> throw new IllegalArgumentException(
                        "evaluation must be hand, fitted, learned or search, not " + evaluation);
            };
            Engine<GomokuPosition> engine = new Engine<>(evaluator, 32);
            search = p -> engine.search(p, SearchLimits.depth(depth), SearchListener.NONE, new StopSignal());
            clear = engine::clear;
            width = evaluator.width();
        }
        System.out.println(Machine.describe());
        System.out.printf("depth %d, %d %s, width %d, %s%s%n", depth, positions.size(),
                gamesFile != null ? "positions after ply " + gamesPly + " of " + gamesFile : "openings", width,
                evaluation, settings.isEmpty() ? "" : " " + settings);
        long best = Long.MAX_VALUE;
        long nodes = 0;
        StringBuilder results = new StringBuilder();
        for (int rep = 0; rep < repetitions; rep++) {
            long start = System.nanoTime();
            nodes = 0;
            long checksum = 0;
            results.setLength(0);
            for (GomokuPosition position : positions) {
                GomokuPosition p = position.copy();
                clear.run();
                SearchResult r = search.apply(p);
                nodes += r.nodes();
                checksum = checksum * 31 + r.bestMove() * 7L + r.score();
                results.append(' ').append(GomokuNotation.name(15, r.bestMove())).append(':').append(r.score())
                        .append(':').append(r.nodes());
            }
            long millis = Math.max(1, (System.nanoTime() - start) / 1_000_000);
            best = Math.min(best, millis);
            System.out.printf("repetition %d: %d nodes in %d ms (%d nodes/s), checksum %d%n", rep + 1, nodes, millis,
                    nodes * 1000 / millis, checksum);
        }
        System.out.printf("best: %d ms, %d nodes/s%n", best, nodes * 1000 / best);
        System.out.println("moves (move:score:nodes):" + results);
    }

    /** The first {@code count} balanced freestyle openings, round again from the first if there are fewer. */
    private static List<GomokuPosition> openings(int count) throws IOException {
        List<String> openings = GomokuSpeed.openings("gomoku/openings_freestyle15_balanced.txt");
        List<GomokuPosition> positions = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            positions.add(GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(i % openings.size())));
        }
        return positions;
    }
}
