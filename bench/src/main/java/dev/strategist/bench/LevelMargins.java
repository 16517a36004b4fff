package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.play.Level;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.List;

/**
 * What a level's margin means in each game: {@link Level} lets the middle levels choose among moves scoring within
 * a margin of the best, a share of the game's typical gap between good moves ({@link Game#typicalMoveGap()}),
 * because the evaluators' scales differ. On positions a few seeded random plies from each game's start (not over), the
 * engine with the game's default evaluator scores every root move exactly at a fixed depth; the runner prints
 * the median and upper quartile of the gap between the best and the second-best move, the game's typical gap
 * (which the median measures), and for each level
 * from 3 to 7 the share of positions where the second-best move lies within that level's margin (so the level
 * may stray from the best move there). Positions whose best or second-best score is a proven win or loss are
 * left out of the gaps. It measured the typical gaps the games declare (issue 24, item 6). With {@code --evaluator}
 * one game's evaluator of that name scores the same positions instead, so a candidate default's gaps can be set
 * beside the default's.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.LevelMargins [--positions=N] [--depth=D]
 * [--seed=S] [--game=NAME [--evaluator=NAME]]}: N defaults to 40 positions a game, D to 4 plies (level 5's depth).
 */
public final class LevelMargins {
    private static final int FIRST_LEVEL = 3;
    private static final int LAST_LEVEL = 7;
    private static final int TABLE_MEGABYTES = 16;

    private LevelMargins() {
    }

    /** Measures every game in the catalogue, or the one named, and prints one table row a game. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args,
                "usage: LevelMargins [--positions=N] [--depth=D] [--seed=S] [--game=NAME [--evaluator=NAME]]");
        int positions = options.integer("positions", 40);
        int depth = options.integer("depth", 4);
        long seed = options.number("seed", 20261128L);
        String only = options.text("game", null);
        String evaluator = options.text("evaluator", null);
        options.done();
        if (evaluator != null && only == null) {
            throw new IllegalArgumentException("--evaluator names one game's evaluator: give --game too");
        }
        System.out.println("Machine: " + Machine.describe());
        StringBuilder header = new StringBuilder("| game | evaluator | positions | median gap | 75th pct gap | typical gap |");
        StringBuilder rule = new StringBuilder("| --- | --- | ---: | ---: | ---: | ---: |");
        for (int level = FIRST_LEVEL; level <= LAST_LEVEL; level++) {
            // a level's margin is a share of the game's typical gap; printed as typical gaps
            header.append(" level ").append(level).append(" (").append(Level.of(level).margin() / 100.0).append(") |");
            rule.append(" ---: |");
        }
        System.out.println(header);
        System.out.println(rule);
        List<Game<?>> games = only == null ? Games.all() : List.of(Games.find(only));
        for (Game<?> game : games) {
            System.out.println(row(game, evaluator, positions, depth, seed));
        }
    }

    /** The row of {@code game} with its evaluator called {@code name} scoring, or its default when null. */
    private static <P extends Position> String row(Game<P> game, String name, int count, int depth, long seed) {
        return row(game, name == null ? game.evaluator() : game.evaluator(name), count, depth, seed);
    }

    /** The table row of {@code game}: the gaps over its positions and the share within each level's margin. */
    static <P extends Position> String row(Game<P> game, int count, int depth, long seed) {
        return row(game, game.evaluator(), count, depth, seed);
    }

    /** The same row with {@code evaluator} scoring the positions, the margins still in the game's typical gap. */
    static <P extends Position> String row(Game<P> game, Evaluator<P> evaluator, int count, int depth, long seed) {
        Engine<P> engine = new Engine<>(evaluator, TABLE_MEGABYTES);
        List<Double> gaps = new ArrayList<>();
        int decided = 0;
        GameOptions options = game.defaultOptions();
        for (P p : RandomOpenings.of(() -> game.newPosition(options), count, 4, 19, seed)) {
            SearchResult r = engine.search(p, SearchLimits.depth(depth).withAllRootScores(), SearchListener.NONE);
            int[] scores = r.rootScores();
            if (scores.length < 2) {
                continue; // a forced move: no choice for a margin to widen
            }
            if (Score.isDecisive(scores[0]) || Score.isDecisive(scores[1])) {
                decided++;
                continue;
            }
            gaps.add((double) scores[0] - scores[1]);
        }
        StringBuilder row = new StringBuilder("| ").append(game.name()).append(" | ").append(evaluator.name())
                .append(" | ").append(gaps.size()).append(" (").append(decided).append(" decided) | ");
        if (gaps.isEmpty()) {
            return row.append("- | - | ").append(game.typicalMoveGap()).append(" |").toString();
        }
        Percentiles gap = new Percentiles(gaps.stream().mapToDouble(Double::doubleValue).toArray());
        row.append(String.format("%.0f | %.0f | %d |", gap.at(50), gap.at(75), game.typicalMoveGap()));
        for (int level = FIRST_LEVEL; level <= LAST_LEVEL; level++) {
            int margin = Level.of(level).margin(game.typicalMoveGap());
            long within = gaps.stream().filter(g -> g <= margin).count();
            row.append(String.format(" %.0f %% |", 100.0 * within / gaps.size()));
        }
        return row.toString();
    }
}
