package dev.strategist.bench;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Opening;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersEndgameCache;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.play.EloEstimate;
import dev.strategist.play.Strategist;
import dev.strategist.play.Tournament;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether the {@code TimeManager} is worth its constants: the engine stopping as it says (A) against the same
 * engine stopping as it did before, at half of T (B, {@link HalfTimeStop}), both at {@code timeMillis(T)}, in a
 * {@link Tournament} of one game from each opening twice, colours swapped. Openings are the game's first
 * set (checkers' ACF ballots), or 2 to 4 seeded random plies where it has none. Prints A's score and Elo
 * with a 95 % interval over pairs (pentanomial), and each side's mean reply time.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.TimePolicyMatch --game=NAME
 * [--millis=T] [--games=N] [--seed=S]}: T defaults to 100 ms, N to 200 games.
 */
public final class TimePolicyMatch {
    private static final int MAX_PLIES = 300;
    private static final int TABLE_MEGABYTES = 16;

    private TimePolicyMatch() {
    }

    /** Runs the match and prints its result. */
    public static void main(String[] args) throws InterruptedException {
        BenchArgs options = BenchArgs.of(args,
                "usage: TimePolicyMatch --game=NAME [--millis=T] [--games=N] [--seed=S]");
        String name = options.text("game", "checkers");
        long millis = options.number("millis", 100);
        int games = options.integer("games", 200);
        long seed = options.number("seed", 20261126L);
        options.done();
        Game<?> game = Games.find(name);
        System.out.println("Machine: " + Machine.describe());
        if (game instanceof CheckersGame) {
            CheckersEndgameCache.shared().database().join(); // built before the first game, so no side's time pays for it
        }
        run(game, millis, games, seed);
    }

    private static <P extends Position> void run(Game<P> game, long millis, int games, long seed) {
        List<P> openings = openings(game, (games + 1) / 2, seed);
        Tournament<P, P> tournament = new Tournament<>(game, openings, opening -> opening,
                index -> player(game, millis, false), index -> player(game, millis, true), MAX_PLIES);
        long[] pairs = new long[5];
        int[] pair = {0};
        long[] wdl = new long[3];
        long[] replies = new long[4]; // A's milliseconds, A's moves, B's, B's
        long start = System.nanoTime();
        int played = tournament.playInOrder(2 * ((games + 1) / 2), g -> {
            wdl[g.signA() + 1]++;
            pair[0] += g.pointsA();
            if (g.index() % 2 == 1) {
                pairs[pair[0]]++;
                pair[0] = 0;
            }
            for (int r : g.repliesA()) {
                replies[0] += r;
                replies[1]++;
            }
            for (int r : g.repliesB()) {
                replies[2] += r;
                replies[3]++;
            }
            return true;
        });
        EloEstimate elo = EloEstimate.pentanomial(pairs);
        System.out.printf("%s at %d ms a move: TimeManager v stop at T/2, %d games, +%d =%d -%d, %.1f %%, Elo %s [%s, %s]"
                        + " (pairs); mean reply %.1f ms against %.1f ms; %.0f s%n", game.name(), millis, played,
                wdl[2], wdl[1], wdl[0], 100.0 * (wdl[2] + 0.5 * wdl[1]) / played, EloEstimate.signed(elo.elo()),
                EloEstimate.signed(elo.low()), EloEstimate.signed(elo.high()), (double) replies[0] / replies[1],
                (double) replies[2] / replies[3], (System.nanoTime() - start) / 1e9);
    }

    private static <P extends Position> Strategist<P> player(Game<P> game, long millis, boolean halfTime) {
        HalfTimeStop<P> searcher = new HalfTimeStop<>(game.evaluator(), TABLE_MEGABYTES, halfTime);
        return Strategist.builder(game).timeMillis(millis).searcher(searcher.name(), () -> searcher).build();
    }

    /** The game's first set of openings, repeated as needed, or positions a few seeded random plies deep. */
    private static <P extends Position> List<P> openings(Game<P> game, int count, long seed) {
        GameOptions options = game.defaultOptions();
        List<P> out = new ArrayList<>(count);
        if (!game.openingSets().isEmpty()) {
            List<Opening<P>> set = game.openings(game.openingSets().get(0), options).orElseThrow();
            for (int i = 0; i < count; i++) {
                out.add(set.get(i % set.size()).position());
            }
            return out;
        }
        return RandomOpenings.of(() -> game.newPosition(options), count, 2, 4, seed);
    }
}
