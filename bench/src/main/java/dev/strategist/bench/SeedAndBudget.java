package dev.strategist.bench;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchListener;
import java.util.List;
import java.util.Locale;

/**
 * Two things a user of {@code Strategist.builder(game).timeMillis(T)} meets, on every game of the catalogue:
 * whether {@code .seed(S)} costs depth (the mean completed depth with and without a seed, on the same
 * positions, each position searched by both in turn), and how much of T a move uses (reply time over T: mean,
 * median, p99 and max, from the unseeded searches). Positions are random, seeded, still in play
 * ({@link StrategistOvershoot#positions}); forced moves (one legal move) are counted apart.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.SeedAndBudget [--millis=T]
 * [--positions=N] [--game=NAME]}: T defaults to 300 ms, N to 20 positions per game.
 */
public final class SeedAndBudget {
    private static final long POSITION_SEED = 20261126L;
    private static final int WARM_UP = 3;

    private SeedAndBudget() {
    }

    /** Measures every game (or the one named) and prints one table. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: SeedAndBudget [--millis=T] [--positions=N] [--game=NAME]");
        long millis = options.number("millis", 300);
        int n = options.integer("positions", 20);
        String only = options.text("game", null);
        options.done();
        System.out.println("Machine: " + Machine.describe() + "\n");
        MarkdownTable table = new MarkdownTable("game", ">T ms", ">positions", ">forced", ">depth unseeded",
                ">depth seed 42", ">mean T used", ">median", ">p99 reply ms", ">max reply ms");
        for (Game<?> game : Games.all()) {
            if (only == null || game.name().equals(only)) {
                row(table, game, millis, n);
            }
        }
        System.out.println(table);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void row(MarkdownTable table, Game game, long millis, int n) {
        List<Position> positions = StrategistOvershoot.positions(game, n, POSITION_SEED);
        Strategist unseeded = Strategist.builder(game).timeMillis(millis).build();
        Strategist seeded = Strategist.builder(game).timeMillis(millis).seed(42).build();
        for (int i = 0; i < Math.min(WARM_UP, n); i++) {
            unseeded.bestMove(positions.get(i));
            seeded.bestMove(positions.get(i));
        }
        long depthUnseeded = 0;
        long depthSeeded = 0;
        int forced = 0;
        double[] used = new double[n];
        double[] reply = new double[n];
        for (int i = 0; i < n; i++) {
            Position p = positions.get(i);
            forced += p.legalMoves().length == 1 ? 1 : 0;
            // alternate which goes first, so neither always meets the other's warm caches or leftover load
            Strategist first = i % 2 == 0 ? unseeded : seeded;
            Strategist second = i % 2 == 0 ? seeded : unseeded;
            long start = System.nanoTime();
            Choice a = first.choose(p, SearchListener.NONE);
            long aNanos = System.nanoTime() - start;
            start = System.nanoTime();
            Choice b = second.choose(p, SearchListener.NONE);
            long bNanos = System.nanoTime() - start;
            Choice u = first == unseeded ? a : b;
            Choice s = first == unseeded ? b : a;
            long uNanos = first == unseeded ? aNanos : bNanos;
            depthUnseeded += u.analysis().depth();
            depthSeeded += s.analysis().depth();
            reply[i] = uNanos / 1e6;
            used[i] = reply[i] / millis;
        }
        Percentiles u = new Percentiles(used);
        Percentiles r = new Percentiles(reply);
        double mean = 0;
        for (double f : used) {
            mean += f / n;
        }
        table.row(game.name(), Long.toString(millis), Integer.toString(n), Integer.toString(forced),
                String.format(Locale.ROOT, "%.2f", (double) depthUnseeded / n),
                String.format(Locale.ROOT, "%.2f", (double) depthSeeded / n), percent(mean), percent(u.at(50)),
                Formats.millis(r.at(99)), Formats.millis(r.max()));
        System.err.println(game.name() + " done");
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f %%", 100 * fraction);
    }
}
