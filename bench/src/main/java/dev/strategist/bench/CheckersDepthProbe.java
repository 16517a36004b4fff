package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersNotation;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How deep the checkers engine sees where games against GuiNN are lost: the positions after the first N
 * ballots of the ACF deck and the same ballots 12 plies on (played by a depth-6 search), each searched with a
 * cleared 16 MB table (another size with {@code --table}) either to a fixed depth (node counts and time to depth) or under the budget
 * {@code timeMillis(T)} gives (T/2 soft, T hard; completed depth and nodes per second). With
 * {@code --verbose} it prints each search and, summed over the positions, the nodes each iteration cost and
 * their growth from one depth to the next: where the tree grows.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersDepthProbe [--depth=D | --millis=T]
 * [--ballots=N] [--verbose] [--cut=SPEC | --evaluator=NAME] [--table=MB] [--list]}: by default T = 300 ms over 20 ballots
 * with the default evaluator ({@code --cut}: {@link CheckersCutVariant}'s SPEC instead, as {@code CheckersTimedMatch
 * --cut} takes it; {@code --evaluator}: the game's evaluator of that name, as {@code strategist match} takes it).
 * {@code --list} prints each position's moves from the start instead of searching, one position a line, so
 * another engine (GuiNN through its GTP adapter) can search the same positions.
 */
public final class CheckersDepthProbe {
    private static final int LATER_PLIES = 12;

    private CheckersDepthProbe() {
    }

    /** Searches every position and prints the sums. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersDepthProbe [--depth=D | --millis=T] [--ballots=N]"
                + " [--verbose] [--cut=SPEC | --evaluator=NAME] [--table=MB] [--list]");
        int depth = options.integer("depth", 0);
        long millis = options.number("millis", 300);
        int ballots = options.integer("ballots", 20);
        boolean verbose = options.flag("verbose");
        boolean list = options.flag("list");
        int tableMegabytes = options.integer("table", 16);
        String cut = options.text("cut", null);
        String named = options.text("evaluator", null);
        options.done();
        Evaluator<CheckersPosition> evaluator = evaluator(cut, named);
        List<CheckersPosition> positions = positions(ballots);
        if (list) {
            for (CheckersPosition p : positions) {
                StringBuilder line = new StringBuilder();
                for (int k = 0; k < p.ply(); k++) {
                    line.append(k == 0 ? "" : " ").append(CheckersNotation.text(p.moveAt(k)));
                }
                System.out.println(line);
            }
            return;
        }
        SearchLimits limits = depth > 0 ? SearchLimits.depth(depth)
                : SearchLimits.depth(SearchLimits.DEPTH_LIMIT).withTime(Math.max(1, millis / 2), millis);
        Engine<CheckersPosition> engine = new Engine<>(evaluator, tableMegabytes);
        for (int i = 0; i < 3; i++) {
            engine.clear();
            engine.search(positions.get(i).copy(), limits, SearchListener.NONE); // warm-up
        }
        long nodes = 0;
        long nanos = 0;
        long depths = 0;
        long[] perDepth = new long[64]; // nodes each finished iteration cost, summed over the positions
        int[] reached = new int[64];
        for (int i = 0; i < positions.size(); i++) {
            engine.clear();
            long start = System.nanoTime();
            long[] before = {0};
            SearchResult r = engine.search(positions.get(i).copy(), limits, info -> {
                if (info.depth() < perDepth.length) {
                    perDepth[info.depth()] += info.nodes() - before[0];
                    reached[info.depth()]++;
                }
                before[0] = info.nodes();
            });
            long took = System.nanoTime() - start;
            nodes += r.nodes();
            nanos += took;
            depths += r.depth();
            if (verbose) {
                System.out.printf(Locale.ROOT, "%3d depth %2d %-8s %6d %,12d nodes %8.1f ms%n", i, r.depth(),
                        CheckersNotation.text(r.bestMove()), r.score(), r.nodes(), took / 1e6);
            }
        }
        if (verbose) {
            for (int d = 1; d < perDepth.length && reached[d] > 0; d++) {
                System.out.printf(Locale.ROOT, "iteration %2d: %3d searches, %,14d nodes, x%.2f on the one before%n", d,
                        reached[d], perDepth[d], d > 1 && perDepth[d - 1] > 0 ? perDepth[d] / (double) perDepth[d - 1] : 0);
            }
        }
        System.out.printf(Locale.ROOT, "%s, %d positions: mean depth %.2f, %,d nodes, %.1f ms, %.2f M nodes/s%n",
                depth > 0 ? "depth " + depth : millis + " ms", positions.size(), depths / (double) positions.size(),
                nodes, nanos / 1e6, nodes * 1e3 / nanos);
    }

    /**
     * The evaluator searched: the game's of that name ({@code --evaluator}, {@code named}), a
     * {@link CheckersCutVariant} ({@code --cut}), or the default when neither is given (null); not both.
     */
    static Evaluator<CheckersPosition> evaluator(String cut, String named) {
        if (cut != null && named != null) {
            throw new IllegalArgumentException("--cut and --evaluator are not combined");
        }
        return named != null ? CheckersTimedMatch.byName(named)
                : cut == null ? new CheckersEvaluator() : CheckersCutVariant.parse(cut);
    }

    /** The ballot positions, then the same ballots {@value #LATER_PLIES} plies on. */
    static List<CheckersPosition> positions(int ballots) {
        List<CheckersPosition> out = new ArrayList<>();
        List<CheckersBallots.Ballot> deck = CheckersBallots.deck();
        for (int i = 0; i < ballots; i++) {
            out.add(CheckersBallots.play(deck.get(i), new CheckersPosition()));
        }
        Engine<CheckersPosition> player = new Engine<>(new CheckersEvaluator(), 16);
        for (int i = 0; i < ballots; i++) {
            CheckersPosition p = CheckersBallots.play(deck.get(i), new CheckersPosition());
            for (int k = 0; k < LATER_PLIES && !p.isOver(); k++) {
                player.clear();
                p.play(player.search(p.copy(), SearchLimits.depth(6), SearchListener.NONE).bestMove());
            }
            if (!p.isOver()) {
                out.add(p);
            }
        }
        return out;
    }
}
